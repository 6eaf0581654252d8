"""archlint_test: checks a Bazel repository's Swift code against its .archlint.yml in `bazel test`.

archlint never runs Bazel. It reads the targets from the output of `bazel query` that the
repository commits, usually `bazel.query.xml` at the root (README.md: "Producing the query file").
The test gets the Swift sources, the configuration and the query output as inputs. Bazel reruns
it only when one of them, or the archlint binary, changes. Otherwise it reports `(cached) PASSED`.
"""

ArchlintSourcesInfo = provider(
    doc = "The Swift sources of a target and of the targets it depends on (archlint_test's `targets`).",
    fields = {"files": "depset of File: the .swift files of this repository"},
)

# The attributes through which rules_swift's rules name the modules they depend on.
_DEP_ATTRS = ["deps", "private_deps"]

def _sources_aspect_impl(target, ctx):
    direct = []
    srcs = getattr(ctx.rule.files, "srcs", None)
    if type(srcs) == "list":
        # Only this repository's files: rules of another repository (@swiftpkg_*, rules_swift's
        # own) are not what the configuration judges, and archlint reads only the tree it is given.
        direct = [f for f in srcs if f.extension == "swift" and not f.owner.workspace_root]
    transitive = []
    for name in _DEP_ATTRS:
        deps = getattr(ctx.rule.attr, name, None)
        if type(deps) == "list":
            transitive += [d[ArchlintSourcesInfo].files for d in deps if ArchlintSourcesInfo in d]
    return [ArchlintSourcesInfo(files = depset(direct, transitive = transitive))]

archlint_sources_aspect = aspect(
    implementation = _sources_aspect_impl,
    attr_aspects = _DEP_ATTRS,
    doc = "Collects the .swift `srcs` of a target and of its `deps` and `private_deps`, transitively. " +
          "It builds nothing: a source file is an input as it is.",
)

def _sh_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"

def _tree_path(file):
    # Where a file sits in the tree archlint reads: its path in the workspace, or, for a file of
    # another repository given in srcs, external/<repository>/<path> (Bazel's own layout).
    if file.short_path.startswith("../"):
        return "external/" + file.short_path[len("../"):]
    return file.short_path

_SCRIPT = """#!/bin/sh
# Written by archlint_test for {label}: runs archlint on the tree of the test's inputs.
# Bazel runs it in the runfiles tree of the main repository ($TEST_SRCDIR/$TEST_WORKSPACE).
set -u
# "$@": the test's args (archlint_test's args, then `bazel test --test_arg`s); they go after
# the options below (rotated to the end further down).
count=$#
runfiles=$(pwd)
archlint="$runfiles/"{archlint}
tree="$runfiles/"{tree}
# The runfiles are symbolic links to where the files are: the source tree, or bazel-out for
# generated files (under the linux-sandbox, links to those links). archlint follows links that
# lead out of the folder it reads only into the folders named by --follow-links-into: name the
# folders they lead into, from where each input leads (the manifest lists the inputs).
manifest="$runfiles/"{manifest}
cd "$tree" || exit 2
resolve() {{
    if command -v realpath >/dev/null 2>&1; then
        tr '\\n' '\\000' <"$manifest" | xargs -0 realpath --
    else
        perl -MCwd=realpath -nle 'print realpath($_)' <"$manifest"
    fi
}}
# A link to ROOT/<its path in the tree> names ROOT; any other (a folder of the workspace that is
# itself a link), the folder of the file it leads to. Files that are no links need nothing.
roots=$(resolve | awk -v here="$(pwd -P)" '
    FNR == NR {{ path[FNR] = $0; count = FNR; next }}
    {{
        resolved++
        suffix = "/" path[FNR]
        n = length($0) - length(suffix)
        if (n > 0 && substr($0, n + 1) == suffix) root = substr($0, 1, n)
        else {{ root = $0; sub("/[^/]*$", "", root) }}
        if (root != here && !(root in seen)) {{ seen[root] = 1; print root }}
    }}
    END {{ if (resolved != count) {{ print "archlint_test: cannot resolve the links of the inputs" > "/dev/stderr"; exit 1 }} }}
' "$manifest" -) || exit 2
set -- "$@" lint --no-cache --config {config} --format {format}
if [ -n "${{XML_OUTPUT_FILE:-}}" ]; then
    # Bazel's test.xml: archlint's JUnit report, one test case per finding.
    set -- "$@" --output "junit=$XML_OUTPUT_FILE"
fi
while IFS= read -r root; do
    [ -z "$root" ] || set -- "$@" --follow-links-into "$root"
done <<EOF
$roots
EOF
while [ "$count" -gt 0 ]; do
    set -- "$@" "$1"
    shift
    count=$((count - 1))
done
set -- "$@" .
exec "$archlint" "$@"
"""

def _archlint_test_impl(ctx):
    prefix = ctx.label.name + ".archlint"
    if ctx.label.package:
        prefix = ctx.label.package + "/" + prefix
    inputs = depset(
        ctx.files.srcs + [ctx.file.config] + ([ctx.file.query] if ctx.file.query else []),
        transitive = [t[ArchlintSourcesInfo].files for t in ctx.attr.targets],
    ).to_list()
    tree = {}
    for f in inputs:
        path = _tree_path(f)
        if path in tree and tree[path] != f:
            fail("two inputs at '%s' in the tree archlint reads: %s and %s" % (path, tree[path].owner, f.owner))
        tree[path] = f
    manifest = ctx.actions.declare_file(ctx.label.name + ".archlint-files")
    ctx.actions.write(manifest, "".join([p + "\n" for p in sorted(tree)]))
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, _SCRIPT.format(
        label = str(ctx.label),
        archlint = _sh_quote(ctx.executable.archlint.short_path),
        tree = _sh_quote(prefix),
        manifest = _sh_quote(manifest.short_path),
        config = _sh_quote(_tree_path(ctx.file.config)),
        format = _sh_quote(ctx.attr.format),
    ), is_executable = True)
    runfiles = ctx.runfiles(
        # The executable itself: a file (a prebuilt binary) brings no runfiles of its own.
        files = [manifest, ctx.executable.archlint],
        symlinks = {prefix + "/" + path: f for path, f in tree.items()},
    ).merge(ctx.attr.archlint[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

_archlint_test = rule(
    implementation = _archlint_test_impl,
    test = True,
    doc = "Runs `archlint lint` on a tree of the given files, laid out at their paths in the workspace.",
    attrs = {
        "srcs": attr.label_list(
            allow_files = True,
            doc = "Files archlint reads, at their paths in the workspace: .swift files, Package.swift, " +
                  "Xcode projects' files; filegroups. A glob() sees only its own package.",
        ),
        "targets": attr.label_list(
            aspects = [archlint_sources_aspect],
            doc = "Swift targets whose .swift srcs (and those of their deps and private_deps, " +
                  "transitively) archlint reads. Nothing is built: the sources are the inputs.",
        ),
        "config": attr.label(
            allow_single_file = True,
            mandatory = True,
            doc = "The configuration, usually //:.archlint.yml. Its globs and bazel: query paths " +
                  "are relative to the workspace root.",
        ),
        "query": attr.label(
            allow_single_file = True,
            doc = "The committed bazel query output, //:bazel.query.xml (or .jsonl, .json) or the " +
                  "file the configuration's bazel: query names.",
        ),
        "archlint": attr.label(
            executable = True,
            allow_files = True,
            mandatory = True,
            # The test runs archlint when the test runs, where the test runs: the target platform
            # (with remote execution, the test's platform), as for sh_test's data. "exec" is for
            # tools of build actions.
            cfg = "target",
            doc = "The archlint executable: a prebuilt binary (a file) or an executable target.",
        ),
        "format": attr.string(
            default = "text",
            values = ["text", "json", "sarif", "junit", "github", "gitlab", "markdown", "html"],
            doc = "The format of the report in the test log (the JUnit report goes to Bazel's test.xml anyway).",
        ),
    },
)

def archlint_test(name, config, archlint, srcs = [], targets = [], query = None, args = [], format = "text", **kwargs):
    """Checks the Swift code of this repository against its archlint configuration.

    Args:
      name: the test's name.
      config: the label of the configuration (.archlint.yml).
      archlint: the label of the archlint executable.
      srcs: files archlint reads (.swift files, filegroups, Package.swift).
      targets: Swift targets whose sources, and their dependencies' sources, archlint reads.
      query: the label of the committed bazel query output.
      args: more options for `archlint lint`, e.g. ["--strict"], or ["--baseline",
        "archlint-baseline.json"] with the baseline in srcs (paths are relative to the
        workspace root). This is the `args` attribute every test rule has.
      format: the report format of the test log.
      **kwargs: the attributes of every test rule: size, tags, timeout, visibility...
    """
    _archlint_test(
        name = name,
        config = config,
        archlint = archlint,
        srcs = srcs,
        targets = targets,
        query = query,
        args = args,
        format = format,
        **kwargs
    )
