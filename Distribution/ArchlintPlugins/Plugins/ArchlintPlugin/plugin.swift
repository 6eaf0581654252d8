import Foundation
import PackagePlugin

/// `swift package archlint [options] [PATH]`: runs archlint on the package that depends on it.
///
/// The same source serves archlint's own package, where the tool is the `archlint` executable
/// built from source, and the binary plugins package (Distribution/ArchlintPlugins), where it is
/// the released artifact bundle's binary.
///
/// The arguments are passed to archlint unchanged; without a folder argument archlint checks the
/// package's own folder (it runs there). The command fails when archlint exits non-zero, so CI
/// fails on error findings. archlint only reads files, but SwiftPM sandboxes command plugins on
/// macOS: there, run `swift package --disable-sandbox archlint` if the sandbox refuses to start it.
@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Relative paths in the arguments (`.`, `Sources/Feature`, `--config x.yml`) are the package's.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchlintPluginError(status: process.terminationStatus)
        }
    }
}

struct ArchlintPluginError: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        switch status {
        case 1: "archlint found errors (exit 1)"
        case 64: "archlint: usage error (exit 64); see 'swift package archlint --help'"
        default: "archlint could not run (exit \(status))"
        }
    }
}
