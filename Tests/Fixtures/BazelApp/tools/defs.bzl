"""Company-style macros wrapping swift_library, as real repositories do."""

load("//tools:swift.bzl", "swift_library", "swift_test")

def app_library(name, srcs = None, deps = [], exclude = [], **kwargs):
    """A feature library: globs its sources and adds a standard dep."""
    if srcs == None:
        srcs = native.glob(["**/*.swift"], exclude = ["Tests/**"] + exclude)
    swift_library(
        name = name,
        srcs = srcs,
        deps = deps,
        module_name = kwargs.pop("module_name", name.capitalize()),
        **kwargs
    )

def app_test(name, deps = [], **kwargs):
    swift_test(
        name = name,
        srcs = native.glob(["Tests/**/*.swift"]),
        deps = deps,
        testonly = True,
        **kwargs
    )
