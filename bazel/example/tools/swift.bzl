"""Stand-ins for rules_swift's swift_library, swift_binary and swift_test, which compile nothing.

They have rules_swift's attribute names, so that bazel query prints what it prints for the real
rules. A real repository loads them from @build_bazel_rules_swift//swift:swift.bzl instead."""

_ATTRS = {
    "srcs": attr.label_list(allow_files = True),
    "deps": attr.label_list(),
    "private_deps": attr.label_list(),
    "module_name": attr.string(),
    "copts": attr.string_list(),
}

def _impl(ctx):
    return [DefaultInfo()]

def _exe_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(out, "#!/bin/sh\nexit 0\n", is_executable = True)
    return [DefaultInfo(executable = out)]

swift_library = rule(implementation = _impl, attrs = _ATTRS)
swift_binary = rule(implementation = _exe_impl, attrs = _ATTRS, executable = True)
swift_test = rule(implementation = _exe_impl, attrs = _ATTRS, test = True)
