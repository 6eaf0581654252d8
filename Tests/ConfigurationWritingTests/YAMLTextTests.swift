import ArchCore
import Configuration
import Testing

@testable import ConfigurationWriting

/// Free text `archlint init` writes into `.archlint.yml` (a rule's `name:` and `because:`) reads
/// back as written, whatever it starts with or holds.
struct YAMLTextTests {
    static func draft(name: String = "Targets declare what they import", because: String) -> ConfigurationDraft {
        var draft = ConfigurationDraft(graph: Graph())
        draft.components = []
        draft.rules = [
            ConfigurationDraft.DraftRule(comments: [], name: name, kind: "manifest", options: [], because: because)
        ]
        return draft
    }

    @Test(arguments: [
        "@testable belongs in tests: production code uses what a module makes public.", "`swift build` checks it.",
        "!important", "&anchor", "*alias", "- a list item", "? a key", ": a value", ", a comma", "[a list]", "]", "{a map}", "}",
        "# a comment", "| a block", "> a fold", "'single'", "\"double\"", "%TAG", "the rule: a key", "words # a comment",
        "ends in a colon:", "yes", "No", "null", "~", "1.0", "42", " leading space", "trailing space ",
        "Each Package.swift stays a true picture of its targets' dependencies.", "a back\\slash and a \"quote\" inside",
    ])
    func aBecauseTextReadsBackAsWritten(_ because: String) throws {
        let yaml = Self.draft(because: because).yaml
        let architecture = try ConfigurationLoader.parse(yaml, file: ".archlint.yml")
        #expect(architecture.rules.first?.header.because == because, "\(yaml)")
    }

    @Test func aRuleNameReadsBackAsWritten() throws {
        let yaml = Self.draft(name: "@testable: tests only", because: "Reasons.").yaml
        let architecture = try ConfigurationLoader.parse(yaml, file: ".archlint.yml")
        #expect(architecture.rules.first?.header.name == "@testable: tests only", "\(yaml)")
    }

    @Test(arguments: ["Modules that depend on each other can no longer be built, tested or replaced alone.", "plain words"])
    func plainTextStaysUnquoted(_ because: String) {
        #expect(yamlText(because) == because)
    }
}
