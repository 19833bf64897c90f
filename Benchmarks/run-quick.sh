#!/usr/bin/env bash
# Quick mode of the benchmark suite for CI: a small synthetic workspace, a debug build, every
# benchmark run once so the suite cannot rot. Prints the ratios; asserts no times (the machine
# is shared and debug swift-syntax is 10-30x slower than release). See BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")"
swift build --product ax-lsp-bench
swift build --product ax-lsp
workdir="$(mktemp -d "${TMPDIR:-/tmp}/ax-lsp-bench-quick.XXXXXX")"
trap 'rm -rf "$workdir"' EXIT
.build/debug/ax-lsp-bench all --quick --dir "$workdir"
# The per-pass timings over the generated workspace: the table must end with the passes' sum.
.build/debug/ax-lsp-bench passes "$workdir" --threads 2 | tee "$workdir/passes.txt"
grep -q '^| all passes |' "$workdir/passes.txt"
# The hostile-input suite at small sizes, through the binary and the server (an input that makes
# the parser exponential must not hang either).
.build/debug/ax-lsp-bench pathological --quick --dir "$workdir"
# The monorepo scale ladder at two tiny sizes through the binary: every kind of generated file
# (modules, storyboards, xibs, localization tables) and every figure, ending with the verdicts.
.build/debug/ax-lsp-bench scale --quick --dir "$workdir" | tee "$workdir/scale.txt"
grep -q '^peak RSS' "$workdir/scale.txt"
