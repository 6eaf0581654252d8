import ArchCore
import Foundation
import Testing

/// Real manifests from the package mirrors on the machine, with target lists checked by hand.
struct MirroredManifest: Sendable, CustomTestStringConvertible {
    let repository: String
    let tag: String
    let targets: [String]
    /// Lines of the problems the reader must report (what it honestly cannot follow).
    let problemLines: [Int]
    var testDescription: String { "\(repository)@\(tag)" }

    static let root = "/opt/swift-packages"

    /// The manifest text, or nil when the mirror is not on this machine.
    func source() -> String? {
        git(["-C", "\(Self.root)/\(repository).git", "show", "\(tag):Package.swift"])
    }
}

/// `git` output, or nil when it fails.
func git(_ arguments: [String]) -> String? {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

let mirroredManifests: [MirroredManifest] = [
    MirroredManifest(
        repository: "apple/swift-nio", tag: "2.101.3",
        targets: [
            "NIOCore", "_NIODataStructures", "_NIOBase64", "NIOEmbedded", "NIOPosix", "NIO", "_NIOConcurrency",
            "NIOFoundationEssentialsCompat", "NIOFoundationCompat", "CNIOAtomics", "CNIOPosix", "CNIOSHA1",
            "CNIOOpenBSD", "CNIOFreeBSD", "CNIOLinux", "CNIODarwin", "CNIOWindows", "CNIOWASI",
            "NIOConcurrencyHelpers", "NIOHTTP1", "NIOWebSocket", "CNIOLLHTTP", "NIOTLS", "NIOTestUtils", "NIOFS",
            "NIOFSFoundationCompat", "_NIOFileSystem", "_NIOFileSystemFoundationCompat", "NIOFileSystem",
            "NIOTCPEchoServer", "NIOTCPEchoClient", "NIOEchoServer", "NIOEchoClient", "NIOHTTP1Server",
            "NIOHTTP1Client", "NIOChatServer", "NIOChatClient", "NIOWebSocketServer", "NIOWebSocketClient",
            "NIOMulticastChat", "NIOUDPEchoServer", "NIOUDPEchoClient", "NIOAsyncAwaitDemo", "NIOPerformanceTester",
            "NIOCoreTests", "NIOEmbeddedTests", "NIOPosixTests", "NIOConcurrencyHelpersTests",
            "NIODataStructuresTests", "NIOBase64Tests", "NIOHTTP1Tests", "NIOTLSTests", "NIOWebSocketTests",
            "NIOTestUtilsTests", "NIOFoundationCompatTests", "NIOTests", "NIOSingletonsTests", "NIOFSTests",
            "NIOFSIntegrationTests", "NIOFSFoundationCompatTests",
        ],
        problemLines: [624]),
    MirroredManifest(
        repository: "swiftlang/swift-syntax", tag: "603.0.1",
        targets: [
            "_SwiftSyntaxCShims", "_InstructionCounter", "_SwiftSyntaxTestSupport", "_SwiftSyntaxGenericTestSupport",
            "SwiftSyntaxTestSupportTest", "SwiftBasicFormat", "SwiftBasicFormatTest", "SwiftCompilerPlugin",
            "SwiftCompilerPluginTest", "SwiftCompilerPluginMessageHandling", "SwiftDiagnostics",
            "SwiftDiagnosticsTest", "SwiftIDEUtils", "SwiftIDEUtilsTest", "SwiftIfConfig", "SwiftIfConfigTest",
            "SwiftWarningControl", "SwiftWarningControlTest", "SwiftLexicalLookup", "SwiftLexicalLookupTest",
            "SwiftLibraryPluginProvider", "_SwiftLibraryPluginProviderCShims", "SwiftSyntax", "SwiftSyntaxTest",
            "SwiftSyntax509", "SwiftSyntax510", "SwiftSyntax600", "SwiftSyntax601", "SwiftSyntax602",
            "SwiftSyntax603", "SwiftSyntaxBuilder", "SwiftSyntaxBuilderTest", "SwiftSyntaxMacros",
            "SwiftSyntaxMacroExpansion", "SwiftSyntaxMacroExpansionTest", "SwiftSyntaxMacrosTestSupport",
            "SwiftSyntaxMacrosGenericTestSupport", "SwiftSyntaxMacrosTestSupportTests", "SwiftParser",
            "SwiftParserTest", "SwiftParserDiagnostics", "SwiftParserDiagnosticsTest", "SwiftOperators",
            "SwiftOperatorsTest", "SwiftRefactor", "SwiftRefactorTest", "PerformanceTest", "SwiftSyntax-all",
        ],
        problemLines: [8, 445]),
    MirroredManifest(
        repository: "vapor/vapor", tag: "4.122.3",
        targets: ["CVaporBcrypt", "Vapor", "Development", "VaporTestUtils", "VaporTesting", "XCTVapor", "VaporTests"],
        problemLines: []),
    MirroredManifest(
        repository: "pointfreeco/swift-dependencies", tag: "1.17.1",
        targets: [
            "DependenciesTestObserver", "Dependencies", "DependenciesTestSupport", "DependenciesTests",
            "DependenciesMacros", "DependenciesMacrosPlugin", "DependenciesMacrosPluginTests",
        ],
        problemLines: []),
    MirroredManifest(
        repository: "apple/swift-argument-parser", tag: "1.8.2",
        targets: [
            "ArgumentParser", "ArgumentParserTestHelpers", "ArgumentParserToolInfo", "GenerateDoccReference",
            "GenerateManual", "roll", "math", "repeat", "color", "default-as-flag", "generate-docc-reference",
            "generate-manual", "ArgumentParserEndToEndTests", "ArgumentParserExampleTests",
            "ArgumentParserGenerateDoccReferenceTests", "ArgumentParserGenerateManualTests",
            "ArgumentParserPackageManagerTests", "ArgumentParserToolInfoTests", "ArgumentParserUnitTests",
            "count-lines", "changelog-authors",
        ],
        problemLines: []),
]

@Test(
    .enabled(if: FileManager.default.fileExists(atPath: MirroredManifest.root), "package mirrors are not here"),
    arguments: mirroredManifests)
func readsTheTargetsOfRealManifestsFromTheMirrors(_ mirror: MirroredManifest) throws {
    let source = try #require(mirror.source(), "mirror \(mirror.repository) at \(mirror.tag) is missing")
    let manifest = read(source, directory: "Vendor/x", file: "Vendor/x/Package.swift")
    #expect(manifest.targets.map(\.name) == mirror.targets)
    #expect(manifest.problems.map(\.location.line) == mirror.problemLines, "\(manifest.problems)")
}

@Test(.enabled(if: FileManager.default.fileExists(atPath: MirroredManifest.root), "package mirrors are not here"))
func readsSwiftNIOConstantsConditionsAndEnvironmentDependencies() throws {
    let mirror = try #require(mirroredManifests.first)
    let source = try #require(mirror.source())
    let manifest = read(source)
    #expect(manifest.name == "swift-nio")
    #expect(manifest.products.count == 14)
    #expect(manifest.dependencies.map(\.identity) == ["swift-atomics", "swift-collections", "swift-system"])
    let concurrency = try #require(manifest.targets.first { $0.name == "_NIOConcurrency" })
    #expect(concurrency.dependencies.map(\.reference) == [.target("NIO"), .byName("NIOCore")])
    #expect(concurrency.dependencies.first?.platforms == ["macOS", "iOS", "tvOS", "watchOS", "linux", "android"])
    let core = try #require(manifest.targets.first)
    #expect(core.dependencies.suffix(2).map(\.reference) == [
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "Atomics", package: "swift-atomics"),
    ])
    #expect(manifest.targets.first { $0.name == "NIOPosix" }?.exclude == ["PrivacyInfo.xcprivacy"])
    #expect(manifest.problems.first?.message
        == "assumed environment variable 'SWIFTCI_USE_LOCAL_DEPS' is unset: read the 'if' branch only")
}

/// Every mirrored package's manifest at its newest tag: none may come back empty without saying why.
@Test(.enabled(if: FileManager.default.fileExists(atPath: MirroredManifest.root), "package mirrors are not here"))
func neverReturnsAnEmptyGraphSilentlyForAnyMirroredManifest() throws {
    let fileManager = FileManager.default
    var silent: [String] = []
    for owner in try fileManager.contentsOfDirectory(atPath: MirroredManifest.root).sorted() {
        let folder = "\(MirroredManifest.root)/\(owner)"
        for repository in (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? [] {
            let path = "\(folder)/\(repository)"
            let tag = git(["-C", path, "tag", "--sort=-v:refname"])?.split(separator: "\n").first ?? "HEAD"
            guard let source = git(["-C", path, "show", "\(tag):Package.swift"]) else { continue }
            let manifest = read(source, directory: repository)
            if manifest.targets.isEmpty && manifest.problems.isEmpty { silent.append("\(owner)/\(repository)") }
            #expect(!manifest.problems.contains { $0.message.hasPrefix("no 'Package(...)'") }, "\(path)")
        }
    }
    #expect(silent == [])
}
