#!/usr/bin/env bash
# Builds each libFuzzer target with AddressSanitizer and runs it for a bounded time; exits
# non-zero when any target crashes, times out, or fails to build, after printing a summary.
# Usage: Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]   (default 60 s, every target)
#
# Bounded by construction: libFuzzer's -timeout reports any input slower than 20 s as a
# `timeout-` artifact (the targets route its SIGALRM to the fuzzing thread), and each fuzzer
# runs under an outer `timeout` of twice its time plus two minutes, so nothing can hang CI.
set -uo pipefail
cd "$(dirname "$0")"

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    # Every executable target: Sources/Fuzz*/ except the C driver declaration.
    for directory in Sources/Fuzz*/; do
        name=$(basename "$directory")
        [ "$name" = "FuzzerDriver" ] || targets+=("$name")
    done
fi
# Foundation's XML and string bridging leak small objects on error paths; those are not ours and
# would stop every run, so leak detection is off. Crashes, overflows and use-after-free still fail.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"

summary=()
failed=0
for target in "${targets[@]}"; do
    echo "== build $target"
    started=$(date +%s)
    swift build -c debug --product "$target" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
        | grep -v "Cannot export local symbol"
    build_status=${PIPESTATUS[0]}
    binary=".build/debug/$target"
    if [ "$build_status" -ne 0 ] || [ ! -x "$binary" ]; then
        summary+=("$target: BUILD FAILED (exit $build_status)")
        failed=1
        continue
    fi
    echo "== built $target in $(( $(date +%s) - started )) s; fuzzing for $seconds s"
    corpus="corpus-$target"
    artifacts="corpus-artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    log="corpus-artifacts/$target.log"
    outer_limit=$(( seconds * 2 + 120 ))
    timeout --signal=TERM --kill-after=30 "$outer_limit" \
        "$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "seeds/$target" >"$log" 2>&1
    status=$?
    if [ $status -eq 124 ] || [ $status -eq 137 ]; then
        echo "---- $target did not stop within its outer limit of $outer_limit s; last 60 lines of $log:"
        tail -60 "$log"
        summary+=("$target: HUNG past the outer limit of $outer_limit s (exit $status); the input it was running is not known, see $log")
        failed=1
        continue
    fi
    runs=$(grep -o "Done [0-9]* runs" "$log" | tail -1)
    if [ $status -eq 0 ]; then
        summary+=("$target: ok (${runs:-no run count}, corpus $(ls "$corpus" | wc -l) inputs)")
    else
        failed=1
        artifact=$(grep -o "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')
        echo "---- $target failed (exit $status); last 60 lines of $log:"
        tail -60 "$log"
        summary+=("$target: FAILED exit $status; input ${artifact:-unknown}; reproduce: Fuzz/$binary Fuzz/${artifact:-<input>}")
    fi
done

echo "== fuzz summary ($seconds s per target)"
printf '%s\n' "${summary[@]}"
exit $failed
