/// A JSON Schema (draft-07) of `.archlint.yml`, so editors can complete and check the file
/// (e.g. `# yaml-language-server: $schema=archlint.schema.json`). The decoder in `Rules` is the
/// authority; a test keeps the rule kinds listed here in step with it.
public enum ConfigurationSchema {
    public static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "title": "archlint configuration (.archlint.yml)",
          "type": "object",
          "additionalProperties": false,
          "patternProperties": { "^x-": { "description": "Your own keys (where YAML anchors live, for merge keys <<: *name); not read." } },
          "required": ["version"],
          "properties": {
            "version": { "const": 1, "description": "The configuration format version." },
            "exclude": { "$ref": "#/definitions/strings", "description": "File globs archlint ignores, e.g. **/Generated/**." },
            "modules": {
              "type": "array",
              "description": "Modules no Package.swift declares (Xcode targets): every .swift file matching path belongs to it.",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name"],
                "anyOf": [{ "required": ["path"] }, { "required": ["paths"] }],
                "properties": {
                  "name": { "type": "string" },
                  "path": { "$ref": "#/definitions/strings" },
                  "paths": { "$ref": "#/definitions/strings" }
                }
              }
            },
            "components": {
              "type": ["object", "null"],
              "description": "Named groups of modules or files; selectors are unions, exclude subtracts.",
              "additionalProperties": { "$ref": "#/definitions/selector" }
            },
            "rules": { "type": ["array", "null"], "items": { "$ref": "#/definitions/rule" } },
            "unassigned-files": {
              "enum": ["error", "warning", "info", "ignore"],
              "description": "Severity of unassigned_files findings (Swift files no module claims); warning by default."
            },
            "build-plugin": {
              "type": "object", "additionalProperties": false,
              "description": "How archlint's build-tool plugin reports findings in builds.",
              "properties": {
                "errors-as": {
                  "enum": ["errors", "warnings"],
                  "description": "warnings: error findings warn and the build goes on (to adopt the plugin without breaking builds); errors by default."
                }
              }
            },
            "bazel": {
              "type": "object", "additionalProperties": false,
              "description": "Where archlint reads Bazel targets: outputs of bazel query (XML or streamed JSON) the user produced; archlint never runs Bazel.",
              "properties": {
                "query": {
                  "$ref": "#/definitions/strings",
                  "description": "The query output files, relative to the root; default: bazel.query.xml (or .jsonl, .json) at the root when there is one."
                },
                "workspace": {
                  "type": "string",
                  "description": "The folder of the Bazel workspace the labels are relative to; default: the folder of each query output."
                }
              }
            },
            "references": {
              "type": "boolean",
              "description": "Whether rules judge the names a file uses of other files of its module, where paths: components split a module; true by default. false: imports only."
            },
            "platforms": {
              "description": "The platform matrix: imports are judged on each platform; #if branches follow it.",
              "oneOf": [
                { "$ref": "#/definitions/platformName" },
                {
                  "type": "array", "minItems": 1,
                  "items": {
                    "oneOf": [
                      { "$ref": "#/definitions/platformName" },
                      {
                        "type": "object", "additionalProperties": false, "required": ["name"],
                        "properties": {
                          "name": { "$ref": "#/definitions/platformName" },
                          "flags": { "$ref": "#/definitions/strings", "description": "Compilation conditions set on it (DEBUG)." },
                          "simulator": { "type": "boolean" }
                        }
                      }
                    ]
                  }
                }
              ]
            },
            "swift": {
              "description": "The Swift version #if swift(...) and #if compiler(...) compare with, e.g. \"6.0\".",
              "oneOf": [{ "type": "string", "pattern": "^[0-9]+(\\.[0-9]+){0,2}$" }, { "type": "number", "minimum": 0 }]
            }
          },
          "definitions": {
            "strings": {
              "oneOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" } }]
            },
            "selector": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "targets": { "$ref": "#/definitions/strings", "description": "Module-name globs over local modules." },
                "packages": { "$ref": "#/definitions/strings", "description": "Package folder globs relative to the root ('.' is the root package), or .xcodeproj path globs." },
                "paths": { "$ref": "#/definitions/strings", "description": "File globs relative to the root." },
                "external": { "$ref": "#/definitions/strings", "description": "Module-name globs over modules built elsewhere." },
                "modules": { "$ref": "#/definitions/strings", "description": "Module-name globs over modules of any kind." },
                "tests": { "type": "boolean", "description": "Whether test targets are members (default false)." },
                "exclude": { "$ref": "#/definitions/selector" }
              }
            },
            "references": {
              "$ref": "#/definitions/strings",
              "description": "Component names, else module names (globs allowed)."
            },
            "severity": { "enum": ["error", "warning", "info"] },
            "platformName": {
              "enum": ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "Linux", "Windows", "Android", "WASI"]
            },
            "tests": {
              "enum": ["exclude", "include", "only"],
              "description": "Which edges from test targets the rule judges: exclude (default), include, only."
            },
            "except": {
              "type": "array",
              "description": "Edges or files the rule lets through, each with the reason why.",
              "items": {
                "type": "object", "additionalProperties": false, "required": ["because"],
                "anyOf": [{ "required": ["from"] }, { "required": ["to"] }, { "required": ["file"] }],
                "properties": {
                  "from": { "$ref": "#/definitions/references" },
                  "to": { "$ref": "#/definitions/references" },
                  "file": { "type": "string", "description": "A path glob relative to the root." },
                  "because": { "type": "string", "minLength": 1, "pattern": "\\S" }
                }
              }
            },
            "rule": {
              "oneOf": [
                { "$ref": "#/definitions/layers" },
                { "$ref": "#/definitions/allow" },
                { "$ref": "#/definitions/forbid" },
                { "$ref": "#/definitions/independent" },
                { "$ref": "#/definitions/confine" },
                { "$ref": "#/definitions/no-cycles" },
                { "$ref": "#/definitions/exhaustive" },
                { "$ref": "#/definitions/manifest" },
                { "$ref": "#/definitions/imports" }
              ]
            },
            "layers": {
              "type": "object", "additionalProperties": false, "required": ["kind", "layers"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "layers" },
                "layers": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/references" } },
                "exhaustive": { "type": "boolean" }
              }
            },
            "allow": {
              "type": "object", "additionalProperties": false, "required": ["kind", "from", "to"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "allow" },
                "from": { "$ref": "#/definitions/references" }, "to": { "$ref": "#/definitions/references" }
              }
            },
            "forbid": {
              "type": "object", "additionalProperties": false, "required": ["kind", "from", "to"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "forbid" },
                "from": { "$ref": "#/definitions/references" }, "to": { "$ref": "#/definitions/references" },
                "transitive": { "type": "boolean" }
              }
            },
            "independent": {
              "type": "object", "additionalProperties": false, "required": ["kind", "among"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "independent" },
                "among": { "oneOf": [{ "$ref": "#/definitions/references" }, { "$ref": "#/definitions/selector" }] }
              }
            },
            "confine": {
              "type": "object", "additionalProperties": false, "required": ["kind", "modules", "to"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "confine" },
                "modules": { "$ref": "#/definitions/references" }, "to": { "$ref": "#/definitions/references" },
                "transitive": { "type": "boolean" }
              }
            },
            "no-cycles": {
              "type": "object", "additionalProperties": false, "required": ["kind"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "no-cycles" },
                "level": { "enum": ["modules", "components"] },
                "among": { "$ref": "#/definitions/references" }
              }
            },
            "exhaustive": {
              "type": "object", "additionalProperties": false, "required": ["kind"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "exhaustive" },
                "components": { "$ref": "#/definitions/references" }
              }
            },
            "level": {
              "description": "error, warning, info or off (YAML 1.1 tools read an unquoted off as false, so false is accepted too).",
              "oneOf": [{ "enum": ["error", "warning", "info", "off"] }, { "const": false }]
            },
            "manifest": {
              "type": "object", "additionalProperties": false, "required": ["kind"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "manifest" },
                "from": { "$ref": "#/definitions/references", "description": "The components or modules whose targets are checked (default: every local target)." },
                "implicit": { "$ref": "#/definitions/level", "description": "Imports visible only through a declared dependency (default warning)." },
                "undeclared": { "$ref": "#/definitions/level", "description": "Imports nothing declared provides (default error)." },
                "unused": { "$ref": "#/definitions/level", "description": "Declared dependencies no file imports (default warning)." },
                "ignore": { "$ref": "#/definitions/strings", "description": "Module-name globs that never need a declaration, besides toolchain and SDK modules." }
              }
            },
            "access-requirement": {
              "type": "object", "additionalProperties": false, "required": ["modules", "level"],
              "properties": {
                "modules": { "$ref": "#/definitions/references", "description": "The imported components or modules." },
                "level": { "enum": ["public", "package", "internal", "fileprivate", "private"], "description": "The most visible access level their imports may have." }
              }
            },
            "imports": {
              "type": "object", "additionalProperties": false, "required": ["kind"],
              "properties": {
                "name": { "type": "string" }, "severity": { "$ref": "#/definitions/severity" }, "because": { "type": "string" },
                "tests": { "$ref": "#/definitions/tests" }, "except": { "$ref": "#/definitions/except" },
                "kind": { "const": "imports" },
                "from": { "$ref": "#/definitions/references", "description": "The importing components or modules judged (default: every local module)." },
                "testable": { "enum": ["tests-only", "allow"], "description": "@testable import only in test targets (default tests-only)." },
                "exported": { "enum": ["forbid", "allow"], "description": "@_exported import (default allow)." },
                "implementation-only": { "enum": ["forbid", "allow"], "description": "@_implementationOnly import (default allow)." },
                "scoped": { "enum": ["forbid", "allow"], "description": "Scoped imports such as import struct M.T (default allow)." },
                "access": {
                  "oneOf": [{ "$ref": "#/definitions/access-requirement" }, { "type": "array", "items": { "$ref": "#/definitions/access-requirement" } }]
                },
                "default-access": { "enum": ["public", "internal"], "description": "What an import without a modifier counts as (default public; internal with InternalImportsByDefault)." }
              }
            }
          }
        }
        """#
}
