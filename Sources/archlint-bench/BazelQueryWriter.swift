/// Writes a generated package as Bazel has it: a `BUILD.bazel` of `swift_library` and
/// `swift_test` calls (never read by archlint), and the `<rule>` elements `bazel query
/// --output=xml --relative_locations` prints for them, in the shape Bazel 4.2.3 prints
/// (Tests/Fixtures/BazelApp/bazel.query.xml).
enum BazelQueryWriter {
    static let fileName = "bazel.query.xml"

    static func buildFile(for plan: PackagePlan) -> String {
        var out = "load(\"@build_bazel_rules_swift//swift:swift.bzl\", \"swift_library\", \"swift_test\")\n"
        for target in plan.targets {
            out += "\n\(ruleClass(target))(\n    name = \"\(target.name)\",\n"
            out += "    srcs = glob([\"\(folder(target))/\(target.name)/**/*.swift\"]),\n"
            out += "    module_name = \"\(target.name)\",\n"
            out += "    deps = [" + target.dependencies.map { "\"\(label($0, in: plan))\"" }.joined(separator: ", ") + "],\n)\n"
        }
        return out
    }

    static func rules(for plan: PackagePlan, sources: [[String]]) -> String {
        let package = "Packages/" + plan.name
        var out = ""
        for (position, target) in plan.targets.enumerated() {
            out += "    <rule class=\"\(ruleClass(target))\" location=\"\(package)/BUILD.bazel:\(3 + 7 * position):\(ruleClass(target).count + 1)\" name=\"//\(package):\(target.name)\">\n"
            out += "        <string name=\"name\" value=\"\(target.name)\"/>\n"
            if target.layer == .tests { out += "        <boolean name=\"testonly\" value=\"true\"/>\n" }
            out += "        <list name=\"srcs\">\n"
            for file in sources[position] {
                out += "            <label value=\"//\(package):\(folder(target))/\(target.name)/\(file)\"/>\n"
            }
            out += "        </list>\n"
            out += "        <list name=\"deps\">\n"
            for dependency in target.dependencies {
                out += "            <label value=\"\(label(dependency, in: plan))\"/>\n"
            }
            out += "        </list>\n"
            out += "        <string name=\"module_name\" value=\"\(target.name)\"/>\n"
            for dependency in target.dependencies {
                out += "        <rule-input name=\"\(label(dependency, in: plan))\"/>\n"
            }
            out += "    </rule>\n"
        }
        return out
    }

    static func document(_ packages: [String]) -> String {
        "<?xml version=\"1.1\" encoding=\"UTF-8\" standalone=\"no\"?>\n<query version=\"2\">\n" + packages.joined() + "</query>\n"
    }

    private static func ruleClass(_ target: PackagePlan.Target) -> String {
        target.layer == .tests ? "swift_test" : "swift_library"
    }

    private static func folder(_ target: PackagePlan.Target) -> String { target.layer == .tests ? "Tests" : "Sources" }

    private static func label(_ dependency: PackagePlan.Dependency, in plan: PackagePlan) -> String {
        "//Packages/\(dependency.package ?? plan.name):\(dependency.module)"
    }
}
