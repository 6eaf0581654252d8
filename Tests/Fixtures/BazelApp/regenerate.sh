#!/bin/sh
# Writes bazel.query.xml, what archlint's tests read, with the Bazel on PATH (the committed file was
# written by Debian's bazel-bootstrap 4.2.3: `dpkg-query -W bazel-bootstrap`). Downloads nothing.
set -eu
cd "$(dirname "$0")"
root="${TMPDIR:-/tmp}/archlint-bazel-fixture-root"
bazel --output_user_root="$root" query 'kind("swift_(library|binary|test) rule", //...)' \
    --output=xml --relative_locations --noimplicit_deps > bazel.query.xml
bazel --output_user_root="$root" query 'kind("swift_(library|binary|test) rule", //...)' \
    --output=xml --noimplicit_deps | sed "s|$(pwd)/|/ABSOLUTE/PATH/TO/BazelApp/|g" > absolute/bazel.query.xml
bazel --output_user_root="$root" shutdown
