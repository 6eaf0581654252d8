import ManifestEditing
import Rules
import Testing

/// Before and after, per idiom of real manifests: only the dependency entries change.
@Suite struct ListEditTests {
    private func manifest(_ targets: String, dependencies: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "A",\(dependencies)
            targets: [
        \(targets)
            ]
        )

        """
    }

    @Test func removingTheOnlyEntryAndAddingAnother() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Util", // used for strings
                        ]
                    ),
            """)
        let outcome = EditHarness(before).apply(adding: ["App": [.target("Core")]], removing: ["App": ["Util"]])
        #expect(outcome.text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Core",
                        ]
                    ),
            """))
    }

    @Test func bareStringsUnsortedWithoutTrailingCommaGetTheNewEntryLast() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Zeta",
                            "Alpha"
                        ]
                    ),
            """)
        #expect(EditHarness(before).apply(adding: ["App": [.target("Core")]]).text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Zeta",
                            "Alpha",
                            "Core"
                        ]
                    ),
            """))
    }

    @Test func targetCallsStayTargetCallsAndASortedListStaysSorted() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            .target(name: "Alpha"),
                            .target(name: "Delta"),
                        ]
                    ),
            """)
        #expect(EditHarness(before).apply(adding: ["App": [.target("Charlie"), .target("Bravo")]]).text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            .target(name: "Alpha"),
                            .target(name: "Bravo"),
                            .target(name: "Charlie"),
                            .target(name: "Delta"),
                        ]
                    ),
            """))
    }

    @Test func aCommentAboveAnEntryStaysWithIt() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            // networking
                            "Net",
                            "Unused", // was for the old API
                        ]
                    ),
            """)
        let outcome = EditHarness(before).apply(adding: ["App": [.target("Bravo")]], removing: ["App": ["Unused"]])
        #expect(outcome.text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            "Bravo",
                            // networking
                            "Net",
                        ]
                    ),
            """))
        #expect(outcome.added == ["\"Bravo\" to 'App'"] && outcome.removed == ["'Unused' from 'App'"])
    }

    @Test func oneLineListsStayOnOneLine() {
        let before = manifest("""
                    .target(name: "App", dependencies: ["Alpha", "Unused"]),
                    .target(name: "Lib", dependencies: ["Unused", "Alpha"]),
                    .target(name: "Tool", dependencies: ["Unused"]),
            """)
        let outcome = EditHarness(before).apply(
            adding: ["Tool": [.product(name: "Billing", package: "Billing", addingPackage: nil)]],
            removing: ["App": ["Unused"], "Lib": ["Unused"], "Tool": ["Unused"]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: ["Alpha"]),
                    .target(name: "Lib", dependencies: ["Alpha"]),
                    .target(name: "Tool", dependencies: [.product(name: "Billing", package: "Billing")]),
            """))
    }

    @Test func aTargetWithoutDependenciesGetsTheArgumentAfterItsName() {
        let before = manifest("""
                    .target(name: "App"),
                    .target(
                        name: "Lib",
                        path: "Sources/Lib"
                    ),
                    .testTarget(
                        name: "LibTests"
                    ),
            """)
        let outcome = EditHarness(before).apply(
            adding: ["App": [.target("Lib")], "Lib": [.target("Core")], "LibTests": [.target("Lib")]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: ["Lib"]),
                    .target(
                        name: "Lib",
                        dependencies: ["Core"],
                        path: "Sources/Lib"
                    ),
                    .testTarget(
                        name: "LibTests",
                        dependencies: ["Lib"]
                    ),
            """))
    }

    @Test func aMissingLocalPackageIsDeclaredBeforeTheTargets() {
        let before = manifest("""
                    .target(name: "App", dependencies: ["Alpha"]),
            """)
        let outcome = EditHarness(before).apply(
            adding: ["App": [.product(name: "Billing", package: "Billing", addingPackage: "../Billing")]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: ["Alpha", .product(name: "Billing", package: "Billing")]),
            """, dependencies: "\n    dependencies: [.package(path: \"../Billing\")],"))
        #expect(outcome.packagesAdded == [".package(path: \"../Billing\")"])
    }

    @Test func aLocalPackageJoinsTheDependenciesTheManifestHas() {
        let dependencies = """

                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                ],
            """
        let before = manifest("""
                    .target(name: "App", dependencies: ["Alpha"]),
            """, dependencies: dependencies)
        let outcome = EditHarness(before).apply(
            adding: ["App": [.product(name: "Billing", package: "Billing", addingPackage: "../Billing")]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: ["Alpha", .product(name: "Billing", package: "Billing")]),
            """, dependencies: """

                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                    .package(path: "../Billing"),
                ],
            """))
    }

    static let remotePackages = """

                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                ],
            """

    /// SwiftPM warns "dependency 'swift-log' is not used by any target" once the last product
    /// entry of a package goes: the package entry goes with it.
    @Test func removingThePackagesLastProductRemovesThePackage() {
        let before = manifest("""
                    .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log"), .product(name: "Collections", package: "swift-collections")]),
            """, dependencies: Self.remotePackages)
        let outcome = EditHarness(before).apply(removing: ["App": ["Logging"]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: [.product(name: "Collections", package: "swift-collections")]),
            """, dependencies: """

                dependencies: [
                    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                ],
            """))
        #expect(outcome.removed == ["'Logging' from 'App'"])
        #expect(outcome.packagesRemoved == ["'swift-log' (no target uses it any more)"])
    }

    /// The package stays while anything else names it: another target's product, a plugin, a
    /// by-name dependency, an entry `fix` adds; and a package unused before `fix` ran.
    @Test(arguments: [
        #".target(name: "Other", dependencies: [.product(name: "Logging", package: "swift-log")]),"#,
        #".target(name: "Other", plugins: [.plugin(name: "LogPlugin", package: "swift-log")]),"#,
        #".target(name: "Other", dependencies: ["swift-log"]),"#,
    ])
    func aPackageNamedElsewhereStays(_ other: String) {
        let before = manifest("""
                    .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")]),
                    \(other)
            """, dependencies: Self.remotePackages)
        let outcome = EditHarness(before).apply(removing: ["App": ["Logging"]])
        #expect(outcome.text.contains(#".package(url: "https://github.com/apple/swift-log.git""#))
        #expect(outcome.removed == ["'Logging' from 'App'"])
    }

    @Test func aPackageAProductIsAddedFromStays() {
        let before = manifest("""
                    .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")]),
                    .target(name: "Other"),
            """, dependencies: Self.remotePackages)
        let outcome = EditHarness(before).apply(
            adding: ["Other": [.product(name: "Logging", package: "swift-log", addingPackage: nil)]], removing: ["App": ["Logging"]])
        #expect(outcome.text.contains(#".package(url: "https://github.com/apple/swift-log.git""#))
        #expect(outcome.text.contains(#".target(name: "Other", dependencies: [.product(name: "Logging", package: "swift-log")])"#))
    }

    @Test func aPackageUnusedBeforeFixRanStays() {
        let before = manifest("""
                    .target(name: "App", dependencies: ["Alpha", "Unused"]),
            """, dependencies: Self.remotePackages)
        let outcome = EditHarness(before).apply(removing: ["App": ["Unused"]])
        #expect(outcome.text.contains("swift-log.git") && outcome.text.contains("swift-collections"))
    }

    @Test func removingTheLastEntryOfAListWithoutTrailingCommaTakesThePreviousComma() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            "Unused"
                        ]
                    ),
            """)
        #expect(EditHarness(before).apply(removing: ["App": ["Unused"]]).text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha"
                        ]
                    ),
            """))
    }

    @Test func anEntryAlreadyThereIsNotAddedTwice() {
        let before = manifest("""
                    .target(name: "App", dependencies: ["Alpha"]),
            """)
        let outcome = EditHarness(before).apply(adding: ["App": [.target("Alpha"), .target("Beta"), .target("Beta")]])
        #expect(outcome.text == manifest("""
                    .target(name: "App", dependencies: ["Alpha", "Beta"]),
            """))
    }

    @Test func targetsFirstThenProductsStaysThatWay() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            "Delta",
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
                    .target(
                        name: "Lib",
                        dependencies: [
                            "Zeta",
                            "Alpha",
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
            """)
        let billing = ManifestFix.Declaration.product(name: "Billing", package: "Billing", addingPackage: nil)
        let outcome = EditHarness(before).apply(adding: ["App": [.target("Charlie"), billing], "Lib": [.target("Core")]])
        #expect(outcome.text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Alpha",
                            "Charlie",
                            "Delta",
                            .product(name: "Logging", package: "swift-log"),
                            .product(name: "Billing", package: "Billing"),
                        ]
                    ),
                    .target(
                        name: "Lib",
                        dependencies: [
                            "Zeta",
                            "Alpha",
                            "Core",
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
            """))
    }

    @Test func newTargetsComeBeforeNewProductsAndACommentInAnEmptyListStays() {
        let before = manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Zeta"
                        ]
                    ),
                    .target(
                        name: "Lib",
                        dependencies: [ // nothing yet
                        ]
                    ),
            """)
        let jwt = ManifestFix.Declaration.product(name: "JWTKit", package: "jwt-kit", addingPackage: nil)
        let outcome = EditHarness(before).apply(adding: ["App": [jwt, .target("Networking")], "Lib": [.target("Core")]])
        #expect(outcome.text == manifest("""
                    .target(
                        name: "App",
                        dependencies: [
                            "Zeta",
                            "Networking",
                            .product(name: "JWTKit", package: "jwt-kit")
                        ]
                    ),
                    .target(
                        name: "Lib",
                        dependencies: [ // nothing yet
                            "Core",
                        ]
                    ),
            """))
    }
}

/// Issue 31: a manifest written with CRLF line ends keeps them in the lines fix writes.
@Suite struct LineEndEditTests {
    @Test func aCRLFManifestGetsCRLFInTheLinesFixAdds() {
        let lines = [
            "// swift-tools-version:5.9", "import PackageDescription", "", "let package = Package(", "    name: \"A\",",
            "    targets: [", "        .target(", "            name: \"App\",", "            dependencies: [", "                \"Util\",",
            "            ]", "        ),", "    ]", ")", "",
        ]
        let before = lines.joined(separator: "\r\n")
        let outcome = EditHarness(before).apply(adding: ["App": [.target("Core")]])
        #expect(outcome.changed)
        #expect(outcome.text.contains("\"Util\",\r\n                \"Core\",\r\n"), "\(outcome.text.debugDescription)")
        // Every line break is CRLF: no lone \n was written.
        #expect(!outcome.text.unicodeScalars.enumerated().contains { index, scalar in
            scalar == "\n" && (index == 0 || Array(outcome.text.unicodeScalars)[index - 1] != "\r")
        })
    }
}
