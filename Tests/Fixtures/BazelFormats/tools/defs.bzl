"""Company-style macros around swift_library and swift_test, as real repositories have."""

load("//tools:swift.bzl", "swift_library", "swift_test")

def app_library(name, deps = [], private_deps = [], visibility = ["//visibility:public"], **kwargs):
    """A library whose sources are Sources/**/*.swift and whose module is the capitalized name."""
    swift_library(
        name = name,
        srcs = native.glob(["Sources/**/*.swift"]),
        module_name = name.capitalize(),
        deps = deps,
        private_deps = private_deps,
        visibility = visibility,
        **kwargs
    )

def app_test(name, deps = [], **kwargs):
    """Unit tests: Tests/**/*.swift, always testonly."""
    swift_test(
        name = name,
        srcs = native.glob(["Tests/**/*.swift"]),
        deps = deps,
        testonly = True,
        **kwargs
    )
