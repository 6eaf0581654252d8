#!/usr/bin/env bash
# Runs the example: `bazel test //:architecture_test`, archlint_test with the archlint binary given.
#
#   run-example.sh ARCHLINT                   the example as it is: the test passes (exit 0)
#   run-example.sh ARCHLINT --expect-failure  a copy of it where Domain imports Movies: the test
#                                             must fail with that finding (exit 0 when it does)
#   run-example.sh ARCHLINT --check-query     runs bazel query again and compares its output with
#                                             the committed bazel.query.xml (what CI should do)
#
# Bazel runs with a private output root under $TMPDIR, kept between runs (the second run finds the
# test result cached), and its server is shut down at the end. The exit code is bazel's (0 passed,
# 3 a test failed, 1 build error, ...), except with --expect-failure.
set -uo pipefail

usage() {
    echo "usage: $0 ARCHLINT [--expect-failure | --check-query]" >&2
    exit 64
}

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    usage
fi
mode=${2:-pass}
case $mode in
    pass | --expect-failure | --check-query) ;;
    *) usage ;;
esac
if ! command -v bazel >/dev/null 2>&1; then
    echo "$0: no bazel on PATH" >&2
    exit 2
fi
if [ ! -f "$1" ] || [ ! -x "$1" ]; then
    echo "$0: '$1' is not an executable file" >&2
    exit 2
fi
archlint="$(cd "$(dirname "$1")" && pwd -P)/$(basename "$1")"
example="$(cd "$(dirname "$0")" && pwd -P)"
rules="$(dirname "$example")"
root="${TMPDIR:-/tmp}/archlint-bazel-example-$(id -u)"

# The binary reaches the rule as @archlint_bin//:archlint: a repository made here that links to
# it, standing in for the WORKSPACE's stub (tools/archlint_bin). Bazel digests the file the link
# leads to, so a rebuilt archlint reruns the test.
mkdir -p "$root/archlint_bin" || exit 2
echo 'workspace(name = "archlint_bin")' >"$root/archlint_bin/WORKSPACE"
echo 'exports_files(["archlint"])' >"$root/archlint_bin/BUILD.bazel"
ln -sfn "$archlint" "$root/archlint_bin/archlint" || exit 2

flags=(
    --symlink_prefix=/ # no bazel-* links in the workspace
    --nosandbox_debug  # /etc/bazel/bazelrc turns it on: 50 lines of sandbox noise per test log
    "--override_repository=archlint_bin=$root/archlint_bin"
)

workspace=$example
if [ "$mode" = --expect-failure ]; then
    # A copy of the example, at the same place every time (its output base stays warm), with a
    # layer break: the domain imports a feature.
    workspace="$root-failing/example"
    rm -rf "$workspace" && mkdir -p "$workspace" && cp -R "$example/." "$workspace/" || exit 2
    { echo "import Movies"; cat "$example/core/domain/Movie.swift"; } >"$workspace/core/domain/Movie.swift" || exit 2
    # The WORKSPACE's local_repository path ".." no longer leads to the rules.
    flags+=("--override_repository=archlint_rules=$rules")
fi

bazel_in_workspace() {
    (cd "$workspace" && bazel --output_user_root="$root" "$@")
}
# Each workspace has its own server (output base); leave none running.
trap 'bazel_in_workspace shutdown' EXIT

query='kind("swift_(library|binary|test) rule", //...)'
if [ "$mode" = --check-query ]; then
    fresh="$root/bazel.query.xml"
    bazel_in_workspace query "$query" --output=xml --relative_locations --noimplicit_deps >"$fresh"
    status=$?
    [ "$status" -eq 0 ] || exit "$status"
    if ! diff -u "$example/bazel.query.xml" "$fresh"; then
        echo "bazel.query.xml is stale: run bazel query '$query' --output=xml --relative_locations --noimplicit_deps > bazel.query.xml" >&2
        exit 1
    fi
    echo "bazel.query.xml is current"
    exit 0
fi

bazel_in_workspace test //:architecture_test "${flags[@]}"
status=$?
testlogs=$(bazel_in_workspace info "${flags[@]}" bazel-testlogs 2>/dev/null)
log="$testlogs/architecture_test/test.log"
echo "---- $log"
cat "$log"
echo "---- Bazel's test.xml (archlint's JUnit report): $testlogs/architecture_test/test.xml"

if [ "$mode" = --expect-failure ]; then
    finding="core/domain/Movie.swift:1:1: error: 'Domain' imports 'Movies'"
    if [ "$status" -eq 3 ] && grep -qF "$finding" "$log" && grep -q '<failure' "$testlogs/architecture_test/test.xml"; then
        echo "as expected: bazel test failed (exit 3) with: $finding"
        exit 0
    fi
    echo "expected bazel test to fail (exit 3, got $status) with '$finding' in the test log" >&2
    exit 1
fi
exit "$status"
