import ArchCore

extension Architecture {
    /// Reads one `rules:` entry: the header every rule has, then the kind's own options.
    static func decodeRule(_ node: ConfigNode, path: String, decoder: ConfigDecoder) -> (any ArchitectureRule)? {
        guard case .mapping(let entries) = node.value else {
            decoder.report("\(path): expected a mapping, found \(node.typeName)", at: node.location)
            return nil
        }
        let kindEntry = entries.first { $0.key == "kind" }
        let kindName: String? = kindEntry.flatMap {
            if case .scalar(let text, _) = $0.value.value { return text }
            return nil
        }
        let kind = RuleKinds.registered.first { $0.description.id == kindName }
        let optionKeys = kind?.optionKeys ?? RuleKinds.allOptionKeys
        guard let mapping = decoder.mapping(node, path: path, keys: headerKeys + optionKeys) else { return nil }
        guard let kindNode = decoder.required(mapping, "kind"), decoder.string(kindNode, path: mapping.path("kind")) != nil else {
            return nil
        }
        guard let kind else {
            let known = RuleKinds.all.map(\.id).joined(separator: ", ")
            decoder.report("\(path).kind: unknown kind \(decoder.describe(kindNode)); expected one of: \(known)", at: kindNode.location)
            return nil
        }
        let header = decodeHeader(mapping, kind: kind.description.id, location: node.location, decoder: decoder)
        // The options are read even when the header is wrong, so every problem is listed at once.
        let rule = kind.decode(
            mapping, header: header ?? RuleHeader(kind: kind.description.id, location: node.location), decoder: decoder)
        return header == nil ? nil : rule
    }

    private static func decodeHeader(
        _ mapping: ConfigMapping, kind: String, location: SourceLocation, decoder: ConfigDecoder
    ) -> RuleHeader? {
        var header = RuleHeader(kind: kind, location: location)
        var valid = true
        if let node = mapping["name"] {
            if let name = decoder.string(node, path: mapping.path("name")) { header.name = name } else { valid = false }
        }
        if let node = mapping["because"] {
            if let because = decoder.string(node, path: mapping.path("because")) { header.because = because } else { valid = false }
        }
        if let node = mapping["severity"] {
            let severity = decoder.choice(node, path: mapping.path("severity"), Severity.self, "unknown severity", "error, warning or info")
            if let severity { header.severity = severity } else { valid = false }
        }
        if let node = mapping["tests"] {
            let scope = decoder.choice(node, path: mapping.path("tests"), TestScope.self, "unknown value", "include, exclude or only")
            if let scope { header.tests = scope } else { valid = false }
        }
        if let node = mapping["except"] {
            let exceptions = RuleException.decodeList(node, path: mapping.path("except"), decoder: decoder)
            if let exceptions { header.exceptions = exceptions } else { valid = false }
        }
        return valid ? header : nil
    }
}

extension ConfigDecoder {
    /// A scalar spelled like one of `Value`'s raw values; `nil` after reporting
    /// `path: <what> 'x'; expected <expected>`.
    func choice<Value: RawRepresentable>(
        _ node: ConfigNode, path: String, _ type: Value.Type, _ what: String, _ expected: String
    ) -> Value? where Value.RawValue == String {
        if case .scalar(let text, _) = node.value, let value = Value(rawValue: text) { return value }
        report("\(path): \(what) \(describe(node)); expected \(expected)", at: node.location)
        return nil
    }
}
