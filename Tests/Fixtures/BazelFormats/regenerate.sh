#!/bin/sh
# Regenerates this fixture's committed `bazel query` outputs with the Bazel on PATH. The committed
# files were written by Debian's bazel-bootstrap 4.2.3 (`dpkg-query -W bazel-bootstrap`; its
# `bazel --version` prints no_version). Downloads nothing: every load() is in this workspace.
#
#   bazel-query.xml               --output=xml --relative_locations --noimplicit_deps
#   bazel-query-absolute.xml      the same without --relative_locations: locations are absolute
#                                 paths, as Bazel prints them by default, and archlint must read
#                                 them too. The workspace's path is replaced by
#                                 /ABSOLUTE/PATH/TO/BazelApp so no machine path is committed.
#   bazel-query.jsonl             Bazel 7's --output=streamed_jsonproto, one Target per line;
#                                 4.2.3 cannot print it, so proto-to-json.py converts
#                                 --output=streamed_proto (same flags as bazel-query.xml, plus
#                                 --order_output=full).
#   bazel-query-noflatten.jsonl   the same with --noproto:flatten_selects: select() stays a
#                                 selectorList instead of the union of its branches.
#
# Needs: bazel, protoc and python3 with google.protobuf (Debian: bazel-bootstrap,
# protobuf-compiler, python3-protobuf). Set PYTHON to choose the interpreter.
set -eu
cd "$(dirname "$0")"
workspace=$(pwd -P)
root="${TMPDIR:-/tmp}/archlint-bazel-fixture-root"
query='kind("swift_(library|binary|test) rule", //...)'

bzl() {
    bazel --output_user_root="$root" "$@"
}

python="${PYTHON:-}"
if [ -z "$python" ]; then
    # A pyenv or venv python3 may lack the Debian package, which /usr/bin/python3 has.
    for candidate in python3 /usr/bin/python3; do
        if "$candidate" -c 'import google.protobuf' 2>/dev/null; then
            python=$candidate
            break
        fi
    done
fi
if [ -z "$python" ]; then
    echo "regenerate.sh: needs python3 with google.protobuf (Debian: apt-get install python3-protobuf)" >&2
    exit 1
fi

tmp=$(mktemp -d)
# Stop the Bazel server even when a query fails; it would otherwise idle for hours.
trap 'bzl shutdown; rm -rf "$tmp"' EXIT

# Every label in these attributes resolves: a typo in a BUILD file fails here, while the queries
# below do not follow deps. (deps(//...) would load the test rules' implicit dependencies, which
# Bazel downloads, even with --noimplicit_deps.)
bzl query "labels(srcs, $query) + labels(deps, $query) + labels(private_deps, $query) + labels(data, $query)" \
    > /dev/null

bzl query "$query" --output=xml --relative_locations --noimplicit_deps > "$tmp/bazel-query.xml"

# sed needs the path's special characters escaped; | is the s command's delimiter.
escaped=$(printf '%s\n' "$workspace" | sed 's/[][\.*^$|]/\\&/g')
bzl query "$query" --output=xml --noimplicit_deps > "$tmp/absolute.xml"
sed "s|$escaped|/ABSOLUTE/PATH/TO/BazelApp|g" "$tmp/absolute.xml" > "$tmp/bazel-query-absolute.xml"

# streamed_proto prints targets as they load, in a different order each run (so does Bazel 7's
# streamed_jsonproto); --order_output=full makes the committed files stable. archlint must not
# depend on the order.
proto="$(bzl info install_base)/embedded_tools/src/main/protobuf/build.proto"
bzl query "$query" --output=streamed_proto --relative_locations --noimplicit_deps \
    --order_output=full > "$tmp/flat.pb"
"$python" proto-to-json.py "$proto" < "$tmp/flat.pb" > "$tmp/bazel-query.jsonl"
bzl query "$query" --output=streamed_proto --relative_locations --noimplicit_deps \
    --order_output=full --noproto:flatten_selects > "$tmp/noflatten.pb"
"$python" proto-to-json.py "$proto" < "$tmp/noflatten.pb" > "$tmp/bazel-query-noflatten.jsonl"

for file in bazel-query.xml bazel-query-absolute.xml bazel-query.jsonl bazel-query-noflatten.jsonl; do
    if grep -q -F "$workspace" "$tmp/$file" || grep -q -F "$root" "$tmp/$file"; then
        echo "regenerate.sh: $file holds a machine path" >&2
        exit 1
    fi
    mv "$tmp/$file" "$file"
done

# query makes no convenience symlinks (bazel-bin, bazel-out, ...); make sure none are left.
for link in bazel-*; do
    if [ -L "$link" ]; then
        echo "regenerate.sh: remove the Bazel symlink $link" >&2
        exit 1
    fi
done
