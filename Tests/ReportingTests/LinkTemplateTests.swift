import ArchCore
import Reporting
import Testing

/// Locations as links: `--link-template`, or the CI's own.
struct LinkTemplateTests {
    static let place = SourceLocation(file: "Feed API/Remote Feed+Loader.swift", line: 12, column: 5)

    @Test func fillsThePathLineAndColumnWithThePathPercentEncoded() throws {
        let template = try LinkTemplate("https://host/org/repo/blob/abc/{path}#L{line}-C{column}")
        #expect(template.url(for: Self.place) == "https://host/org/repo/blob/abc/Feed%20API/Remote%20Feed%2BLoader.swift#L12-C5")
        #expect(template.url(for: SourceLocation(file: "/elsewhere/x.yml", line: 1, column: 1)) == nil)
    }

    @Test(arguments: [("https://host/{sha}/{path}", "unknown placeholder '{sha}'"), ("https://host/file#L{line}", "has no {path}")])
    func rejectsATemplateItCannotFill(_ template: String, _ reason: String) {
        #expect(throws: LinkTemplate.Invalid.self) { try LinkTemplate(template) }
        do {
            _ = try LinkTemplate(template)
        } catch {
            #expect(error.description.contains(reason))
        }
    }

    @Test func comesFromGitHubActionsOrGitLabCI() {
        let github = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "org/repo", "GITHUB_SHA": "abc123"]
        #expect(LinkTemplate.fromCI { github[$0] }?.template == "https://github.com/org/repo/blob/abc123/{path}#L{line}")
        let gitlab = ["CI_PROJECT_URL": "https://gitlab.com/org/repo", "CI_COMMIT_SHA": "def456"]
        #expect(LinkTemplate.fromCI { gitlab[$0] }?.template == "https://gitlab.com/org/repo/-/blob/def456/{path}#L{line}")
        #expect(LinkTemplate.fromCI { _ in nil } == nil)
        #expect(LinkTemplate.fromCI { $0 == "GITHUB_SHA" ? "" : github[$0] } == nil)
    }

    @Test func markdownAndHTMLLinkEveryLocation() throws {
        var report = AccountingTests.report
        report.linkTemplate = try LinkTemplate("https://host/blob/abc/{path}#L{line}")
        let markdown = MarkdownReporter().render(report)
        #expect(markdown.contains("[`Sources/MoviesDomain/Movie.swift:3:1`](https://host/blob/abc/Sources/MoviesDomain/Movie.swift#L3): "))
        let html = HTMLReporter().render(report)
        #expect(html.contains(
            "<a href=\"https://host/blob/abc/Sources/MoviesDomain/Movie.swift#L3\"><code class=\"location\">Sources/MoviesDomain/Movie.swift:3:1</code></a>"))
        #expect(!MarkdownReporter().render(AccountingTests.report).contains("](https://"))
    }
}
