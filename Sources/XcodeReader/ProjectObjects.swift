import ArchCore
import XcodeModel

/// The objects of a project file by id, with the lines that define them, and what was found odd
/// while reading them.
struct ProjectObjects {
    let objects: [String: [String: PlistValue]]
    let lines: ObjectLines
    /// The project file, relative to the root (where locations point).
    let file: String
    var problems: [XcodeProblem] = []

    init(objects: [String: [String: PlistValue]], lines: ObjectLines, file: String) {
        self.objects = objects
        self.lines = lines
        self.file = file
    }

    subscript(id: String) -> [String: PlistValue]? { objects[id] }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key]?.string }

    func ids(_ id: String, _ key: String) -> [String] { objects[id]?[key]?.strings ?? [] }

    /// Where the object is defined (the file's first line when the text does not show it).
    func location(of id: String) -> SourceLocation {
        let position = lines.position(of: id) ?? (1, 1)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    mutating func problem(_ message: String, at id: String, hidesTargets: Bool = false) {
        problems.append(XcodeProblem(message: message, location: location(of: id), hidesTargets: hidesTargets))
    }
}
