"""Local stand-ins for rules_swift's swift_library / swift_binary / swift_test.

Same attribute names as rules_swift; implementations do nothing real."""

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
