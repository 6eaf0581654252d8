#!/usr/bin/env python3
"""Turns `bazel query --output=streamed_proto` into `--output=streamed_jsonproto` lines.

Reads length-delimited blaze_query.Target messages on stdin and prints each as one line of
JSON, the way Bazel 7's streamed_jsonproto prints it: protobuf's canonical JSON mapping as
JsonFormat.printer().omittingInsignificantWhitespace() writes it in Java. That means
lowerCamelCase field names, enums by name ("RULE", "LABEL_LIST"), fields in field-number
order, unset fields left out, and Gson's escaping, which writes < > & = ' as \\u003c \\u003e
\\u0026 \\u003d \\u0027.

Bazel 4.2.3 (Debian's bazel-bootstrap) has no streamed_jsonproto, hence this script.
Needs protoc and python3's google.protobuf (Debian: protobuf-compiler, python3-protobuf).

usage: proto-to-json.py BUILD_PROTO < targets.streamed_proto > targets.jsonl
BUILD_PROTO is Bazel's build.proto, e.g. $(bazel info install_base)/embedded_tools/src/main/protobuf/build.proto.
"""

import json
import os
import subprocess
import sys
import tempfile

from google.protobuf import descriptor_pb2, descriptor_pool, json_format, message_factory

# Gson (which Java's JsonFormat uses for strings) escapes these by default; Python's json does not.
GSON_ESCAPES = {
    "<": "\\u003c",
    ">": "\\u003e",
    "&": "\\u0026",
    "=": "\\u003d",
    "'": "\\u0027",
    "\u2028": "\\u2028",
    "\u2029": "\\u2029",
}


def message_class(proto_path, full_name):
    """The Python class of message full_name, compiled from proto_path with protoc."""
    with tempfile.TemporaryDirectory() as tmp:
        descriptor_set = os.path.join(tmp, "descriptors.pb")
        subprocess.run(
            [
                "protoc",
                "--proto_path=" + os.path.dirname(os.path.abspath(proto_path)),
                "--include_imports",
                "--descriptor_set_out=" + descriptor_set,
                os.path.basename(proto_path),
            ],
            check=True,
        )
        with open(descriptor_set, "rb") as f:
            files = descriptor_pb2.FileDescriptorSet.FromString(f.read())
    pool = descriptor_pool.DescriptorPool()
    for file in files.file:
        pool.Add(file)
    descriptor = pool.FindMessageTypeByName(full_name)
    if hasattr(message_factory, "GetMessageClass"):  # protobuf >= 4.22
        return message_factory.GetMessageClass(descriptor)
    return message_factory.MessageFactory(pool).GetPrototype(descriptor)


def delimited_messages(data):
    """The payloads of varint-length-prefixed messages, as writeDelimitedTo writes them."""
    position = 0
    while position < len(data):
        length = 0
        shift = 0
        while True:
            if position >= len(data):
                raise ValueError("truncated length prefix at byte %d" % position)
            byte = data[position]
            position += 1
            length |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        if position + length > len(data):
            raise ValueError("truncated message at byte %d" % position)
        yield data[position : position + length]
        position += length


def json_line(message):
    """One message as Java's JsonFormat.printer().omittingInsignificantWhitespace() prints it."""
    value = json_format.MessageToDict(message, preserving_proto_field_name=False)
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    # Outside strings, compact JSON holds none of these characters, so replacing everywhere is safe.
    for character, escape in GSON_ESCAPES.items():
        text = text.replace(character, escape)
    return text


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: proto-to-json.py BUILD_PROTO < targets.streamed_proto > targets.jsonl")
    target = message_class(sys.argv[1], "blaze_query.Target")
    out = sys.stdout.buffer
    for payload in delimited_messages(sys.stdin.buffer.read()):
        message = target()
        message.ParseFromString(payload)
        out.write(json_line(message).encode("utf-8") + b"\n")


if __name__ == "__main__":
    main()
