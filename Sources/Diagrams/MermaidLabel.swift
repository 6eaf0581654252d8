/// Mermaid's entity codes for the characters that would end or inject into a quoted label, and
/// line breaks as spaces. Reports and `archlint graph --format mermaid` share it.
public func mermaidLabel(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "\"": out += "#quot;"
        case "<": out += "#lt;"
        case ">": out += "#gt;"
        case "&": out += "#amp;"
        case "#": out += "#35;"
        case _ where character.isNewline: out += " "
        default: out.append(character)
        }
    }
    return out
}
