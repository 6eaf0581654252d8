import Configuration
import Foundation
import Rules
import Testing

struct ConfigurationSchemaTests {
    @Test func isJSONAndListsEveryRuleKind() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(ConfigurationSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let rule = try #require(definitions["rule"] as? [String: Any])
        let kinds = try #require(rule["oneOf"] as? [[String: String]]).compactMap { $0["$ref"]?.split(separator: "/").last.map(String.init) }
        #expect(kinds == RuleKinds.all.map(\.id))
        for kind in RuleKinds.all {
            let definition = try #require(definitions[kind.id] as? [String: Any])
            let properties = try #require(definition["properties"] as? [String: Any])
            #expect((properties["kind"] as? [String: String])?["const"] == kind.id)
            #expect(Set(properties.keys) == Set(RuleKinds.commonKeys + kind.options), "\(kind.id)")
        }
    }
}
