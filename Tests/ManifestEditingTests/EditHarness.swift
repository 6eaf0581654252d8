import ArchCore
import ManifestEditing
import ManifestReader
import Rules

/// Builds `ManifestFix`es for a manifest text the way `archlint fix` does (locations from the
/// manifest reader) and applies them.
struct EditHarness {
    let text: String
    let manifest: Manifest

    init(_ text: String) {
        self.text = text
        manifest = ManifestReader.read(source: text, directory: "", file: "Package.swift")
    }

    /// `adds`: declarations per target name; `removes`: entry names per target name.
    func apply(
        adding adds: [String: [ManifestFix.Declaration]] = [:], removing removes: [String: [String]] = [:],
        removableShared: Set<String> = []
    ) -> ManifestEditor.Outcome {
        var fixes: [ManifestFix] = []
        var shared: Set<SourceLocation> = []
        for target in manifest.targets where adds[target.name] != nil || removes[target.name] != nil {
            var fix = ManifestFix(module: ModuleID(package: "", name: target.name), manifest: "Package.swift", target: target.location)
            for declaration in adds[target.name] ?? [] {
                fix.additions.append(.init(module: "\(declaration)", declaration: declaration, importedAt: target.location, wasImplicit: false))
            }
            for name in removes[target.name] ?? [] {
                guard let entry = target.dependencies.first(where: { $0.name == name }) else { continue }
                fix.removals.append(.init(location: entry.location, name: name))
                if removableShared.contains(name) { shared.insert(entry.location) }
            }
            fixes.append(fix)
        }
        return ManifestEditor(text: text, file: "Package.swift").apply(fixes, removableShared: shared)
    }
}
