"""Offline stand-in for @remote_coverage_tools: a binary that says coverage is unavailable."""

def _stub_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.write(out, "#!/bin/sh\necho 'coverage not available offline' >&2\nexit 1\n", is_executable = True)
    return [DefaultInfo(executable = out)]

stub_binary = rule(implementation = _stub_impl, executable = True)
