import ArchCore
import Foundation

/// Reads the JSON forms of Bazel's `Target` message (build.proto, protobuf's JSON mapping):
/// `--output=streamed_jsonproto` (one `Target` a line), `--output=jsonproto` (`{"target": [...]}`)
/// and `cquery --output=jsonproto` (`{"results": [{"target": ...}]}`, selects resolved).
enum QueryJSON {
    static func read(_ bytes: [UInt8], path: String) -> BazelQuery {
        var query = BazelQuery()
        let data = Data(bytes)
        // One document (jsonproto), else one per line (streamed_jsonproto).
        if let whole = try? JSONSerialization.jsonObject(with: data), let object = whole as? [String: Any],
            object["type"] == nil
        {
            let items: [Any]
            if let targets = object["target"] as? [Any] {
                items = targets
            } else if let results = object["results"] as? [Any] {
                items = results.map { ($0 as? [String: Any])?["target"] ?? $0 }
            } else {
                return failed(path, line: 1, "a JSON object with neither \"target\" (query --output=jsonproto) nor \"results\" (cquery --output=jsonproto)")
            }
            for (index, item) in items.enumerated() {
                do throws(JSONProblem) {
                    if let target = try readTarget(item) { query.targets.append(target) }
                } catch {
                    return failed(path, line: 1, "target \(index + 1): \(error.reason)")
                }
            }
            return query
        }
        var line = 0
        for text in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            guard let item = try? JSONSerialization.jsonObject(with: Data(text)) else {
                return failed(
                    path, line: line,
                    "not a JSON object (streamed_jsonproto writes one target per line; a file cut short ends in the middle of one)")
            }
            do throws(JSONProblem) {
                if let target = try readTarget(item) { query.targets.append(target) }
            } catch {
                return failed(path, line: line, error.reason)
            }
        }
        return query
    }

    private struct JSONProblem: Error {
        var reason: String
    }

    private static func failed(_ path: String, line: Int, _ reason: String) -> BazelQuery {
        BazelQuery(problems: [
            Finding(
                ruleID: BazelQueryReader.problemID, severity: .error,
                message: "'\(path)': \(reason); no Bazel target of this file is in the graph",
                location: SourceLocation(file: path, line: line, column: 1))
        ])
    }

    /// One `Target`: a rule becomes a ``BazelTarget``; source and generated files and package
    /// groups are not rules (`nil`).
    private static func readTarget(_ item: Any) throws(JSONProblem) -> BazelTarget? {
        guard let target = item as? [String: Any] else { throw JSONProblem(reason: "a target that is not a JSON object") }
        guard let type = target["type"] as? String else { throw JSONProblem(reason: "a target without \"type\"") }
        guard type == "RULE" else { return nil }
        guard let rule = target["rule"] as? [String: Any], let name = rule["name"] as? String,
            let label = BazelLabel(name)
        else {
            throw JSONProblem(reason: "a RULE target without \"rule\": {\"name\": \"//package:target\"}")
        }
        var result = BazelTarget(label: label, ruleClass: rule["ruleClass"] as? String ?? "", location: rule["location"] as? String)
        for case let attribute as [String: Any] in rule["attribute"] as? [Any] ?? [] {
            guard let attributeName = attribute["name"] as? String else { continue }
            switch attributeName {
            case "module_name":
                result.moduleName = attribute["stringValue"] as? String
            case "generator_function":
                result.generatorFunction = attribute["stringValue"] as? String
            case "actual", "swift_target":
                result.actual = (attribute["stringValue"] as? String).flatMap(BazelLabel.init)
            case "testonly":
                result.testonly = (attribute["booleanValue"] as? Bool) ?? ((attribute["intValue"] as? Int).map { $0 != 0 } ?? false)
            case _ where BazelQueryReader.listAttributes.contains(attributeName):
                if let selectors = attribute["selectorList"] as? [String: Any] {
                    // select(): the union of every branch, in order.
                    result.selects.append(attributeName)
                    var values: [String] = []
                    for case let element as [String: Any] in selectors["elements"] as? [Any] ?? [] {
                        for case let entry as [String: Any] in element["entries"] as? [Any] ?? [] {
                            for case let value as String in entry["stringListValue"] as? [Any] ?? [] where !values.contains(value) {
                                values.append(value)
                            }
                        }
                    }
                    BazelQueryReader.assign(values, to: attributeName, of: &result)
                } else {
                    let values = (attribute["stringListValue"] as? [Any] ?? []).compactMap { $0 as? String }
                    BazelQueryReader.assign(values, to: attributeName, of: &result)
                }
            default:
                break
            }
        }
        return result
    }
}
