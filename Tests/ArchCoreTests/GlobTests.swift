import ArchCore
import Testing

struct GlobTests {
    static let cases: [(pattern: String, text: String, matches: Bool)] = [
        ("*Domain", "MoviesDomain", true),
        ("*Domain", "MoviesDomainTests", false),
        ("App/**", "App/Sources/AppDelegate.swift", true),
        ("App/**", "Apps/x.swift", false),
        ("**/*ViewModel.swift", "Features/A/AViewModel.swift", true),
        ("**/*ViewModel.swift", "AViewModel.swift", true),
        ("**/Generated/**", "Sources/M/Generated/x.swift", true),
        ("**/Generated/**", "Sources/M/Generate/x.swift", false),
        ("Features/*", "Features/Watchlist", true),
        ("Features/*", "Features/Watchlist/Sub", false),
        ("{Movies,Feed}Domain", "FeedDomain", true),
        ("{Movies,Feed}Domain", "CoreDomain", false),
        ("**Tests", "A/BTests", true),
        ("Core?", "Core1", true),
        ("Core?", "Core/", false),
        // A folder and everything below it, matched byte for byte.
        ("Sources/App/Domain/**", "Sources/App/Domain/Feed.swift", true),
        ("Sources/App/Domain/**", "Sources/App/Domain/Cache/Store.swift", true),
        ("Sources/App/Domain/**", "Sources/App/DomainKit/Feed.swift", false),
        ("Sources/App/Domain/**", "Sources/App/Domai", false),
        ("Sources/App/Domain/**", "Other/Sources/App/Domain/Feed.swift", false),
        ("Feed API/**", "Feed API/Remote.swift", true),
        ("Café/**", "Café/Menu.swift", true),
        ("Café/**", "Cafe/Menu.swift", false),
    ]

    @Test(arguments: cases)
    func matchesLikeAShellGlob(_ sample: (pattern: String, text: String, matches: Bool)) {
        #expect(Glob(sample.pattern).matches(sample.text) == sample.matches)
    }
}
