/// The `.archlint.yml` files the generated workspaces carry. Every generated tree obeys its rules:
/// a finding on one is archlint's false positive.
enum BenchConfiguration {
    /// The components of the four layers, by target name.
    private static let layers = """
          domain:         { targets: ["*Domain"] }
          application:    { targets: ["*Application"] }
          infrastructure: { targets: ["*Infrastructure"] }
          features:       { targets: ["*Feature"] }

        """

    /// The three rules of every preset but `rules14`.
    static let layered = """
        # Written by archlint-bench: the layered rules every generated package obeys.
        version: 1
        components:
        \(layers)rules:
          - name: Dependencies point inward
            kind: layers
            layers: [features, [application, infrastructure], domain]
          - name: Domain depends on nothing
            kind: allow
            from: domain
            to: [Foundation]
          - name: Features are independent
            kind: independent
            among: features

        """

    /// The `rules14` preset's 14 rules over the packages, the Xcode app and widget, and a
    /// component of files (`App/Sources/**`): every rule kind archlint has that judges edges
    /// (layers, allow, forbid from a component per package, independent, confine, manifest,
    /// no-cycles of modules and of components, exhaustive), one with `tests: include`.
    /// `copies` writes them that many times (named apart): how the cost grows with the rules;
    /// `0` writes the components and no rule: what reading and the graph cost without rules.
    static func fourteenRules(packages: Int, copies: Int = 1) -> String {
        let perPackage = (0..<packages).map { PackagePlan.packageName($0) }
        var text = """
            # Written by archlint-bench (rules14): 14 rules every generated package obeys.
            version: 1
            components:
            \(layers)  app:            { targets: [App] }
              widget:         { targets: [Widget] }
              app-sources:    { paths: ["App/Sources/**"] }

            """
        for name in perPackage {
            text += "  package-\(name.lowercased()): { packages: [\"Packages/\(name)\"] }\n"
        }
        guard copies > 0 else { return text + "rules: []\n" }
        let packageList = perPackage.map { "package-" + $0.lowercased() }.joined(separator: ", ")
        text += "rules:\n"
        for copy in 1...copies {
            let suffix = copy == 1 ? "" : " (copy \(copy))"
            text += rules(packageList: packageList).replacingOccurrences(of: "@", with: suffix)
        }
        return text
    }

    /// The 14 rules; each name ends in `@`, for the copy's suffix.
    private static func rules(packageList: String) -> String {
        """
          - name: Dependencies point inward@
            kind: layers
            layers: [[app, widget], features, [application, infrastructure], domain]
          - name: Domain depends on nothing@
            kind: allow
            from: domain
            to: [Foundation]
          - name: Use cases see only the domain@
            kind: allow
            from: application
            to: [domain, Foundation]
          - name: Infrastructure sees only the domain@
            kind: allow
            from: infrastructure
            to: [domain, Foundation]
          - name: Inner layers know no screen@
            kind: forbid
            from: [domain, application, infrastructure]
            to: [features, app, widget]
          - name: No package reaches into the app@
            kind: forbid
            from: [\(packageList)]
            to: [app, widget, app-sources]
          - name: App sources use features, not infrastructure@
            kind: forbid
            from: app-sources
            to: [infrastructure]
          - name: Features are independent@
            kind: independent
            among: features
          - name: App and widget are independent@
            kind: independent
            among: [app, widget]
          - name: SwiftUI stays in the presentation@
            kind: confine
            modules: [SwiftUI]
            to: [features, app, widget]
          - name: Package.swift says what the code imports@
            kind: manifest
            unused: off
          - name: Modules form no cycles@
            kind: no-cycles
          - name: Components form no cycles@
            kind: no-cycles
            level: components
            among: [domain, application, infrastructure, features, app, widget]
            tests: include
          - name: Every module has a place@
            kind: exhaustive
            components: [domain, application, infrastructure, features, app, widget]

        """
    }
}
