import ArchCore
import Rules
import Testing

struct ConfineRuleTests {
    static let architecture = Architecture(
        components: [
            component("adapters", ComponentSelector(packages: ["Adapters/**"])),
            component("vendor-sdk", ComponentSelector(external: ["TMDb*"])),
        ],
        rules: [ConfineRule(header: RuleHeader(kind: "confine"), modules: refs("vendor-sdk", path: "rules[0].modules"), to: refs("adapters", "App"))])

    @Test func letsOnlyTheNamedModulesUseTheConfinedOnes() throws {
        var builder = GraphBuilder()
        builder.target("TMDbAdapter", package: "Adapters/TMDb")
        builder.target("App")
        builder.target("SearchFeature", package: "Features")
        builder.external("TMDbModels")
        builder.file("Adapters/TMDb/Sources/TMDbAdapter/A.swift", in: "TMDbAdapter", imports: ["TMDb"])
        builder.file("Sources/App/App.swift", in: "App", imports: ["TMDb"])
        builder.file("Features/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["TMDbAdapter", "TMDbModels"])
        builder.declare("SearchFeature", on: "TMDb", line: 7, product: "TMDbKit")
        #expect(try Self.architecture.summaries(on: builder.graph) == [
            "Features/Package.swift:7:9: 'SearchFeature' declares a dependency on 'TMDb' (product 'TMDbKit'); "
                + "only 'adapters', 'App' may depend on 'vendor-sdk'; go through one of them instead",
            "Features/Sources/SearchFeature/S.swift:2:1: 'SearchFeature' imports 'TMDbModels'; "
                + "only 'adapters', 'App' may depend on 'vendor-sdk'; go through one of them instead",
        ])
    }

    @Test func letsTheConfinedModulesUseEachOther() throws {
        var builder = GraphBuilder()
        builder.external("TMDb")
        builder.target("TMDbKit", package: "Vendor")
        let architecture = Architecture(rules: [
            ConfineRule(header: RuleHeader(kind: "confine"), modules: refs("TMDb*"), to: []),
        ])
        builder.file("Vendor/Sources/TMDbKit/K.swift", in: "TMDbKit", imports: ["TMDb"])
        #expect(try architecture.summaries(on: builder.graph) == [])
    }

    /// A module split into folders declares its dependencies once for all of them: while one of
    /// its folders may depend on the confined module, the declaration is no break, and its other
    /// folders' imports are judged one by one (found by a helper on bitwarden/authenticator-ios:
    /// `AuthenticatorShared` declaring `Networking`, which only its `Core/` folder imports).
    @Test func aDeclarationOneOfToFoldersNeedsIsNoBreak() throws {
        var builder = GraphBuilder()
        builder.target("Shared")
        builder.target("Other")
        builder.file("Sources/Shared/Core/Repo.swift", in: "Shared", imports: ["TMDb"])
        builder.file("Sources/Shared/UI/Screen.swift", in: "Shared", imports: [])
        builder.file("Sources/Other/O.swift", in: "Other", imports: [])
        builder.declare("Shared", on: "TMDb", line: 5)
        builder.declare("Other", on: "TMDb", line: 9)
        let architecture = Architecture(
            components: [
                component("core", ComponentSelector(paths: ["Sources/Shared/Core/**"])),
                component("vendor-sdk", ComponentSelector(external: ["TMDb*"])),
            ],
            rules: [ConfineRule(header: RuleHeader(kind: "confine"), modules: refs("vendor-sdk"), to: refs("core"))])
        let clean = try architecture.summaries(on: builder.graph)
        #expect(clean == [
            "Package.swift:9:9: 'Other' declares a dependency on 'TMDb'; only 'core' may depend on 'vendor-sdk'; go through one of them instead",
        ])
        builder.file("Sources/Shared/UI/Screen2.swift", in: "Shared", imports: ["TMDb"])
        #expect(try architecture.summaries(on: builder.graph) == clean + [
            "Sources/Shared/UI/Screen2.swift:1:1: 'Shared' imports 'TMDb'; only 'core' may depend on 'vendor-sdk'; go through one of them instead",
        ])
    }

    @Test func leavesTestTargetsAlone() throws {
        var builder = GraphBuilder()
        builder.target("TMDbAdapter", package: "Adapters/TMDb")
        builder.target("App")
        builder.target("AdaptersTests", package: "Adapters/TMDb", kind: .test, root: "Adapters/TMDb/Tests/AdaptersTests")
        builder.file("Adapters/TMDb/Tests/AdaptersTests/T.swift", in: "AdaptersTests", imports: ["TMDb"])
        builder.declare("AdaptersTests", on: "TMDb", line: 9)
        #expect(try Self.architecture.summaries(on: builder.graph) == [])
    }
}

struct IndependentRuleTests {
    static func features() -> GraphBuilder {
        var builder = GraphBuilder()
        for feature in ["Search", "Watchlist"] {
            builder.target("\(feature)Feature", package: "Features/\(feature)")
            builder.target("\(feature)UI", package: "Features/\(feature)")
        }
        return builder
    }

    @Test func reportsAMemberOfAComponentImportingAnother() throws {
        var builder = Self.features()
        builder.file("Features/Search/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["SearchUI", "WatchlistFeature"])
        let architecture = Architecture(
            components: [component("features", ComponentSelector(targets: ["*Feature"]))],
            rules: [IndependentRule(header: RuleHeader(kind: "independent"), among: .reference(refs("features")[0]))])
        #expect(try architecture.summaries(on: builder.graph) == [
            "Features/Search/Sources/SearchFeature/S.swift:2:1: 'SearchFeature' imports 'WatchlistFeature'; "
                + "'SearchFeature' and 'WatchlistFeature' are members of 'features' and must not depend on each other",
        ])
    }

    @Test func makesEachCapturedValueOneMember() throws {
        var builder = Self.features()
        builder.file("Features/Search/Sources/SearchFeature/S.swift", in: "SearchFeature", imports: ["SearchUI"])
        builder.file("Features/Search/Sources/SearchUI/S.swift", in: "SearchUI", imports: ["WatchlistUI"])
        builder.declare("WatchlistUI", on: "SearchFeature", line: 4)
        let rule = IndependentRule(
            header: RuleHeader(kind: "independent"),
            among: .selector(ComponentSelector(packages: ["Features/{name}"]), label: "'Features/{name}'"))
        #expect(try Architecture(rules: [rule]).summaries(on: builder.graph) == [
            "Features/Search/Sources/SearchUI/S.swift:1:1: 'SearchUI' imports 'WatchlistUI'; "
                + "'Search' and 'Watchlist' are members of 'Features/{name}' and must not depend on each other",
            "Features/Watchlist/Package.swift:4:9: 'WatchlistUI' declares a dependency on 'SearchFeature'; "
                + "'Watchlist' and 'Search' are members of 'Features/{name}' and must not depend on each other",
        ])
    }

    @Test func capturesModuleNamesToo() throws {
        var builder = Self.features()
        builder.file("Features/Search/Sources/SearchUI/S.swift", in: "SearchUI", imports: ["SearchFeature", "WatchlistFeature"])
        let rule = IndependentRule(
            header: RuleHeader(kind: "independent"),
            among: .selector(ComponentSelector(targets: ["{name}Feature", "{name}UI"]), label: "features"))
        #expect(try Architecture(rules: [rule]).summaries(on: builder.graph).count == 1)
    }

    @Test func makesEachListEntryOneMember() throws {
        var builder = Self.features()
        builder.file("Features/Search/Sources/SearchUI/S.swift", in: "SearchUI", imports: ["SearchFeature", "WatchlistUI"])
        let rule = IndependentRule(header: RuleHeader(kind: "independent"), among: .list(refs("Search*", "Watchlist*")))
        #expect(try Architecture(rules: [rule]).summaries(on: builder.graph) == [
            "Features/Search/Sources/SearchUI/S.swift:2:1: 'SearchUI' imports 'WatchlistUI'; "
                + "'Search*' and 'Watchlist*' are members of 'Search*', 'Watchlist*' and must not depend on each other",
        ])
    }
}
