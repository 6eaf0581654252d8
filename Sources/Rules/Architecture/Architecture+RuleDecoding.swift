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
        guard let header = decodeHeader(mapping, kind: kind.description.id, location: node.location, decoder: decoder) else {
            return nil
        }
        return kind.decode(mapping, header: header, decoder: decoder)
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
            if case .scalar(let text, _) = node.value, let severity = Severity(rawValue: text) {
                header.severity = severity
            } else {
                decoder.report(
                    "\(mapping.path("severity")): unknown severity \(decoder.describe(node)); expected error, warning or info",
                    at: node.location)
                valid = false
            }
        }
        return valid ? header : nil
    }
}
