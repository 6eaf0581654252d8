import ArchCore
import Foundation

extension Graph {
    /// Everything archlint read as JSON (`archlint graph --format json`): stable key order,
    /// two-space indentation, ending with a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
