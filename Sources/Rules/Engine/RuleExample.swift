/// An example of a rule kind that is also a test, like SwiftLint's triggering and non-triggering
/// examples: a configuration, small repositories it is applied to, and exactly what archlint
/// reports on each. `archlint explain` prints it and the tests run it, so it cannot drift from
/// what the rule does.
public struct RuleExample: Hashable, Sendable {
    /// A complete `.archlint.yml`.
    public var configuration: String
    /// The repositories the configuration is applied to, each with what archlint reports on it.
    public var cases: [Case]

    public init(_ configuration: String, _ cases: Case...) {
        self.configuration = configuration
        self.cases = cases
    }

    /// A repository, written compactly, and the findings the configuration gives on it.
    public struct Case: Hashable, Sendable {
        /// Files, each a line naming its path and ending in `:`, then its lines indented by two
        /// spaces: a `.swift` file's imports, one per line from line 1; a `Package.swift` file's
        /// targets, one per line (`.target(name: "A", dependencies: ["B"]),`).
        ///
        ///     Movies/Sources/MoviesDomain/Movie.swift:
        ///       import Foundation
        ///       import MoviesInfrastructure
        ///
        /// A file under `PACKAGE/Sources/NAME/` is in target `NAME` of the package in folder
        /// `PACKAGE` (under `Tests/`, a test target); a module no file or manifest of the
        /// repository defines is external.
        public var repository: String
        /// Each finding as the text report's first line (`path:line:col: severity: message [rule]`),
        /// in report order; empty when the configuration reports nothing.
        public var findings: [String]

        /// The repository `repository` and the findings the example's configuration gives on it.
        public static func given(_ repository: String, reports findings: [String]) -> Case {
            Case(repository: repository, findings: findings)
        }
    }

    /// The example as `archlint explain` prints it: the configuration, then each repository and
    /// its findings as YAML comments, so that the whole is still a configuration one can copy.
    public var text: String {
        var lines = [configuration]
        for item in cases {
            lines.append("#")
            lines.append("# Given:")
            lines += item.repository.split(separator: "\n", omittingEmptySubsequences: false).map { "#   " + $0 }
            if item.findings.isEmpty {
                lines.append("# archlint reports nothing.")
            } else {
                lines.append("# archlint reports:")
                lines += item.findings.map { "#   " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }
}
