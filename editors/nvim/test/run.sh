#!/usr/bin/env bash
# Runs the headless Neovim end-to-end test against the real ax-lsp binary (built if needed).
# Environment: NVIM (default: nvim on PATH), AX_LSP_BIN (default: swift build --product ax-lsp,
# then .build/debug/ax-lsp), AX_LSP_TEST_TIMEOUT seconds for the whole Neovim run (default 240).
set -euo pipefail

test_dir="$(cd "$(dirname "$0")" && pwd)"
plugin_dir="$(dirname "$test_dir")"
repo_root="$(cd "$plugin_dir/../.." && pwd)"
nvim_binary="${NVIM:-nvim}"

if ! command -v "$nvim_binary" >/dev/null 2>&1; then
  echo "FAIL: '$nvim_binary' not found; install Neovim (apt-get install -y neovim) or set NVIM" >&2
  exit 1
fi

if [[ -z "${AX_LSP_BIN:-}" ]]; then
  (cd "$repo_root" && swift build --product ax-lsp >/dev/null)
  AX_LSP_BIN="$repo_root/.build/debug/ax-lsp"
fi
if [[ ! -x "$AX_LSP_BIN" ]]; then
  echo "FAIL: ax-lsp binary '$AX_LSP_BIN' is not executable; build it with 'swift build --product ax-lsp'" >&2
  exit 1
fi

# The fixture is copied so the quick fix and a generated identifiers file never touch the repo,
# and so no .git or Package.swift above the repository checkout decides the root.
# The plugin is copied too, so :helptags writes its tags file outside the repository.
scratch="$(mktemp -d "${TMPDIR:-/tmp}/ax-lsp-nvim-test.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
workspace="$scratch/workspace"
plugin_copy="$scratch/plugin"
mkdir -p "$workspace" "$plugin_copy"
cp -R "$test_dir/fixture/." "$workspace/"
cp -R "$plugin_dir/lua" "$plugin_dir/doc" "$plugin_copy/"

echo "== neovim end-to-end ($("$nvim_binary" --version | head -1)) with $AX_LSP_BIN"
status=0
AX_LSP_BIN="$AX_LSP_BIN" AX_LSP_FIXTURE="$workspace" AX_LSP_PLUGIN="$plugin_copy" \
AX_LSP_VSCODE_MANIFEST="$repo_root/editors/vscode/package.json" \
  timeout --kill-after=10 "${AX_LSP_TEST_TIMEOUT:-240}" \
  "$nvim_binary" --headless -u NONE -i NONE -n \
    -c "lua local ok, err = pcall(dofile, '$test_dir/e2e.lua'); if not ok then io.stderr:write('FAIL: ' .. tostring(err) .. '\\n'); vim.cmd('cquit 2') end" \
    </dev/null || status=$?

# The help file's plugin-free snippet for Neovim 0.11 (it runs `ax-lsp` from PATH).
if [[ $status -eq 0 ]]; then
  mkdir -p "$scratch/bin"
  ln -s "$(cd "$(dirname "$AX_LSP_BIN")" && pwd)/$(basename "$AX_LSP_BIN")" "$scratch/bin/ax-lsp"
  PATH="$scratch/bin:$PATH" AX_LSP_FIXTURE="$workspace" AX_LSP_PLUGIN="$plugin_copy" \
    timeout --kill-after=10 "${AX_LSP_TEST_TIMEOUT:-240}" \
    "$nvim_binary" --headless -u NONE -i NONE -n \
      -c "lua local ok, err = pcall(dofile, '$test_dir/builtin-config.lua'); if not ok then io.stderr:write('FAIL: ' .. tostring(err) .. '\\n'); vim.cmd('cquit 2') end" \
      </dev/null || status=$?
fi

if [[ $status -eq 124 || $status -eq 137 ]]; then
  echo "FAIL: the Neovim end-to-end test did not finish within ${AX_LSP_TEST_TIMEOUT:-240}s" >&2
elif [[ $status -ne 0 ]]; then
  echo "FAIL: the Neovim end-to-end test failed (nvim exit status $status)" >&2
fi
exit "$status"
