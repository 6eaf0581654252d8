"""Offline stand-in for @rules_java//java:defs.bzl: forwards to Bazel 4's native rules."""

def java_binary(**kwargs):
    native.java_binary(**kwargs)

def java_import(**kwargs):
    native.java_import(**kwargs)

def java_library(**kwargs):
    native.java_library(**kwargs)

def java_toolchain(**kwargs):
    native.java_toolchain(**kwargs)

def java_runtime(**kwargs):
    native.java_runtime(**kwargs)

def java_proto_library(**kwargs):
    native.java_proto_library(**kwargs)
