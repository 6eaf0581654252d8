import ArchCore

/// Layers from outer to inner: a layer may depend only on the layers after it; the members of a
/// bracketed layer are siblings and may not depend on each other.
public struct LayersRule: ArchitectureRule, RuleKind {
    public var header: RuleHeader
    /// Outer first; each layer is one reference or several siblings.
    public var layers: [[RuleReference]]
    /// Also report every local module that is in no layer.
    public var exhaustive: Bool

    public init(header: RuleHeader, layers: [[RuleReference]], exhaustive: Bool = false) {
        self.header = header
        self.layers = layers
        self.exhaustive = exhaustive
    }

    public var references: [RuleReference] { layers.flatMap { $0 } }
    /// `exhaustive:` judges modules, which imports do not change.
    public var importReach: ImportReach { .eachEdge }

    /// A place in the layering: layer index and sibling index.
    private struct Slot: Hashable {
        var layer: Int
        var sibling: Int
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var slots: [Slot] = []
        var sets: [MemberSet] = []
        for (layer, siblings) in layers.enumerated() {
            for (sibling, reference) in siblings.enumerated() {
                slots.append(Slot(layer: layer, sibling: sibling))
                sets.append(context.members(of: reference))
            }
        }
        let index = MemberIndex(sets, numbers: context.moduleNumbers)
        let unlayered = exhaustive ? context.coverageFindings(header, sets, advice: "is in no layer; add it to a layer's component") : []
        return unlayered + context.findings(header, judgeByNumber: { edge, ends in
            let targets = index.targets(of: edge, ends)
            guard !targets.isEmpty else { return nil }
            let sources = index.sources(of: edge, ends)
            guard !sources.isEmpty, MemberIndex.disjointAscending(sources, targets) else { return nil }
            for source in sources.map({ slots[$0] }) {
                for target in targets.map({ slots[$0] }) where target.layer <= source.layer {
                    return message(from: source, to: target)
                }
            }
            return nil
        })
    }

    private func message(from source: Slot, to target: Slot) -> String {
        let sourceName = layers[source.layer][source.sibling]
        guard target.layer < source.layer else {
            let targetName = layers[target.layer][target.sibling]
            return "\(sourceName) and \(targetName) are siblings in one layer and must not depend on each other"
        }
        let inner = Array(layers[(source.layer + 1)...].joined())
        return "layer \(sourceName) may depend only on layers after it: \(inner.quotedList)"
    }

    static let optionKeys = ["layers", "exhaustive"]

    static func decode(_ options: ConfigMapping, header: RuleHeader, decoder: ConfigDecoder) -> LayersRule? {
        guard let node = decoder.required(options, "layers") else { return nil }
        let path = options.path("layers")
        guard case .sequence(let items) = node.value else {
            decoder.report("\(path): expected a list of layers, outer first, found \(node.typeName)", at: node.location)
            return nil
        }
        guard !items.isEmpty else {
            decoder.report("\(path): needs at least one layer", at: node.location)
            return nil
        }
        let layers = items.enumerated().map { index, item in
            decoder.references(item, path: "\(path)[\(index)]")
        }
        let exhaustive = decoder.optionalBool(options, "exhaustive")
        guard !layers.contains(where: { $0 == nil }), let exhaustive else { return nil }
        // A component in two layers would be both above and below itself: never meant.
        var layerOf: [String: Int] = [:]
        var repeated = false
        for (index, layer) in layers.enumerated() {
            for reference in layer ?? [] {
                if let earlier = layerOf[reference.name] {
                    let which = earlier == index ? "this layer" : "layer \(earlier + 1)"
                    decoder.report("\(reference.path): '\(reference.name)' is already in \(which); name each component in one layer only", at: reference.location)
                    repeated = true
                } else {
                    layerOf[reference.name] = index
                }
            }
        }
        guard !repeated else { return nil }
        return LayersRule(header: header, layers: layers.compactMap { $0 }, exhaustive: exhaustive)
    }

    public static let description = RuleKindDescription(
        id: "layers",
        summary: "Layers, outer first: each layer may depend only on the layers after it.",
        rationale: """
            The dependency rule of Clean Architecture: source code dependencies point inward, so the \
            business rules never change because a framework, the UI or the database did. Siblings \
            written in one bracketed layer (`[features, adapters]`) may not depend on each other \
            either. Modules in no layer are not judged, unless `exhaustive: true` reports them.
            """,
        examples: [
            RuleExample(
                """
                version: 1
                components:
                  app: { targets: [App] }
                  features: { targets: ["*Feature"] }
                  adapters: { packages: ["Adapters/**"] }
                  application: { targets: ["*Application"] }
                  infrastructure: { targets: ["*Infrastructure"] }
                  domain: { targets: ["*Domain"] }
                rules:
                  - name: Dependencies point inward
                    kind: layers
                    layers: [app, [features, adapters], [application, infrastructure], domain]
                """,
                .given(
                    """
                    Sources/App/App.swift:
                      import SearchFeature
                    Features/Sources/SearchFeature/SearchView.swift:
                      import MoviesApplication
                      import TMDbAdapter
                    Adapters/TMDb/Sources/TMDbAdapter/Client.swift:
                      import MoviesInfrastructure
                    Movies/Sources/MoviesApplication/SearchMovies.swift:
                      import MoviesDomain
                    Movies/Sources/MoviesInfrastructure/MovieStore.swift:
                      import MoviesDomain
                    Movies/Sources/MoviesDomain/Movie.swift:
                      import MoviesApplication
                    """,
                    reports: [
                        "Features/Sources/SearchFeature/SearchView.swift:2:1: error: 'SearchFeature' imports 'TMDbAdapter'; 'features' and 'adapters' are siblings in one layer and must not depend on each other [layers: Dependencies point inward]",
                        "Movies/Sources/MoviesDomain/Movie.swift:1:1: error: 'MoviesDomain' imports 'MoviesApplication'; layer 'domain' may depend only on layers after it: (none) [layers: Dependencies point inward]",
                    ]),
                .given(
                    """
                    Sources/App/App.swift:
                      import SearchFeature
                      import TMDbAdapter
                    Features/Sources/SearchFeature/SearchView.swift:
                      import MoviesApplication
                    Adapters/TMDb/Sources/TMDbAdapter/Client.swift:
                      import MoviesInfrastructure
                    Movies/Sources/MoviesApplication/SearchMovies.swift:
                      import MoviesDomain
                    Movies/Sources/MoviesInfrastructure/MovieStore.swift:
                      import MoviesDomain
                    Movies/Sources/MoviesDomain/Movie.swift:
                      import Foundation
                    """,
                    reports: [])),
        ])
}
