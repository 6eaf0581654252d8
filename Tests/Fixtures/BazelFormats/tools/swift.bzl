"""Local stand-ins for rules_swift's swift_library, swift_binary and swift_test.

They use rules_swift's attribute names (srcs, deps, private_deps, module_name,
copts, data; testonly and visibility are built into every rule), so
`bazel query` prints these targets the way it prints real rules_swift targets.
They compile nothing: the fixture must query with no network and no toolchain.
"""

_COMMON_ATTRS = {
    "srcs": attr.label_list(allow_files = [".swift"]),
    "deps": attr.label_list(),
    "module_name": attr.string(),
    "copts": attr.string_list(),
    "data": attr.label_list(allow_files = True),
}

# As in rules_swift, only swift_library has private_deps (implementation-only deps).
_LIBRARY_ATTRS = dict(_COMMON_ATTRS, private_deps = attr.label_list())

def _library_impl(_ctx):
    return [DefaultInfo()]

def _executable_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(out, "#!/bin/sh\nexit 0\n", is_executable = True)
    return [DefaultInfo(executable = out)]

swift_library = rule(implementation = _library_impl, attrs = _LIBRARY_ATTRS)
swift_binary = rule(implementation = _executable_impl, attrs = _COMMON_ATTRS, executable = True)
swift_test = rule(implementation = _executable_impl, attrs = _COMMON_ATTRS, test = True)
