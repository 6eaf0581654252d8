/// The graph a `DiagramLayout` orders and places: the diagram's nodes in the even layers (a row of
/// boxes each), and for every edge a chain of dummy vertices through the layers between its ends,
/// so each edge runs from layer to adjacent layer only. The odd layers sit between two rows of
/// boxes and hold nothing but dummies; each edge's label is one of its dummies there, so labels get
/// slots of their own, as Graphviz's dot places edge labels.
struct LayeredGraph {
    struct Vertex {
        var layer: Int
        var width: Int
        /// The diagram node drawn here, or nil for a dummy.
        var node: Int?
        /// For a dummy, the edge (by position) it carries.
        var line: Int?
    }

    var vertices: [Vertex] = []
    /// Vertex ids, layer by layer, left to right.
    var layers: [[Int]]
    /// Neighbours in the layer above and in the layer below.
    var above: [[Int]] = []
    var below: [[Int]] = []
    /// Per edge, its vertices from the top layer down.
    var chains: [[Int]] = []
    /// Per edge, the dummy that carries its label.
    var labels: [Int] = []

    /// `rows`: the nodes of each row from the top, in a first order; `row`: each node's row;
    /// `edges`: (from, to) node pairs, never two ends in one row; `labelWidths`: per edge.
    init(rows: [[Int]], row: [Int], edges: [(Int, Int)], nodeWidths: [Int], labelWidths: [Int]) {
        layers = [[Int]](repeating: [], count: max(2 * rows.count - 1, 0))
        var vertexOfNode = [Int](repeating: 0, count: row.count)
        for nodes in rows {
            for node in nodes {
                vertexOfNode[node] = add(Vertex(layer: 2 * row[node], width: nodeWidths[node], node: node))
            }
        }
        for (line, (from, to)) in edges.enumerated() {
            let (top, bottom) = row[from] < row[to] ? (from, to) : (to, from)
            let (first, last) = (2 * row[top], 2 * row[bottom])
            // The label goes next to the edge's source, in the label layer the edge crosses first,
            // so a box's outgoing counts sit together by it.
            let labelLayer = top == from ? first + 1 : last - 1
            var chain = [vertexOfNode[top]]
            for layer in first + 1..<last {
                let width = layer == labelLayer ? labelWidths[line] : Self.dummyWidth
                chain.append(add(Vertex(layer: layer, width: width, line: line)))
                if layer == labelLayer { labels.append(chain[chain.count - 1]) }
            }
            chain.append(vertexOfNode[bottom])
            for (upper, lower) in zip(chain, chain.dropFirst()) {
                below[upper].append(lower)
                above[lower].append(upper)
            }
            chains.append(chain)
        }
    }

    /// The room a dummy without a label takes: a line and some air around it.
    static let dummyWidth = 8

    private mutating func add(_ vertex: Vertex) -> Int {
        vertices.append(vertex)
        above.append([])
        below.append([])
        layers[vertex.layer].append(vertices.count - 1)
        return vertices.count - 1
    }

    /// Reorders each layer to reduce crossings: alternate sweeps down and up, each sorting a layer
    /// by the mean position of its neighbours in the layer just swept (the barycenter heuristic;
    /// ties and vertices without neighbours keep their place), keeping the best order seen.
    mutating func reduceCrossings(sweeps: Int = 12) {
        var best = layers
        var fewest = crossings()
        for sweep in 0..<sweeps where fewest > 0 {
            let downwards = sweep % 2 == 0
            let order = downwards ? Array(layers.indices.dropFirst()) : Array(layers.indices.dropLast().reversed())
            for layer in order {
                let reference = layers[downwards ? layer - 1 : layer + 1]
                let position = Dictionary(uniqueKeysWithValues: reference.enumerated().map { ($1, Double($0)) })
                let current = layers[layer]
                let key = current.enumerated().map { slot, vertex -> (Double, Int) in
                    let neighbours = (downwards ? above[vertex] : below[vertex]).compactMap { position[$0] }
                    // Scaled to the reference layer's width, so a vertex without neighbours keeps
                    // its relative place among those that move.
                    let own = Double(slot) * Double(max(reference.count - 1, 1)) / Double(max(current.count - 1, 1))
                    return (neighbours.isEmpty ? own : neighbours.reduce(0, +) / Double(neighbours.count), slot)
                }
                layers[layer] = key.indices.sorted { key[$0] < key[$1] }.map { current[$0] }
            }
            transpose()
            let count = crossings()
            if count < fewest {
                fewest = count
                best = layers
            }
        }
        layers = best
    }

    /// Swaps neighbours in a layer while that removes crossings with the layers above and below
    /// (dot's transpose step), a few passes at most.
    mutating func transpose(passes: Int = 4) {
        for _ in 0..<passes {
            var improved = false
            for layer in layers.indices where layers[layer].count > 1 {
                let upper = layer > 0 ? Self.positions(layers[layer - 1]) : [:]
                let lower = layer + 1 < layers.count ? Self.positions(layers[layer + 1]) : [:]
                for slot in layers[layer].indices.dropLast() {
                    let (u, v) = (layers[layer][slot], layers[layer][slot + 1])
                    let kept = pairCrossings(u, v, upper: upper, lower: lower)
                    let swapped = pairCrossings(v, u, upper: upper, lower: lower)
                    if swapped < kept {
                        layers[layer].swapAt(slot, slot + 1)
                        improved = true
                    }
                }
            }
            if !improved { return }
        }
    }

    private static func positions(_ layer: [Int]) -> [Int: Int] {
        Dictionary(uniqueKeysWithValues: layer.enumerated().map { ($1, $0) })
    }

    /// Crossings between the edges of `left` and those of `right` when `left` comes first.
    private func pairCrossings(_ left: Int, _ right: Int, upper: [Int: Int], lower: [Int: Int]) -> Int {
        var count = 0
        for (neighbours, position) in [(above, upper), (below, lower)] {
            for a in neighbours[left] {
                for b in neighbours[right] where (position[a] ?? 0) > (position[b] ?? 0) { count += 1 }
            }
        }
        return count
    }

    /// Pairs of edges between adjacent layers that cross: per pair of layers, the edges sorted by
    /// their upper ends, then the inversions among their lower ends, counted with a Fenwick tree
    /// (Barth, Jünger and Mutzel's method), so a layer of E edges costs E log E, not E².
    func crossings() -> Int {
        var total = 0
        for layer in layers.indices.dropLast() {
            let lowerCount = layers[layer + 1].count
            var position = [Int: Int](minimumCapacity: lowerCount)
            for (slot, vertex) in layers[layer + 1].enumerated() { position[vertex] = slot }
            var ends: [(Int, Int)] = []
            for (slot, vertex) in layers[layer].enumerated() {
                for lower in below[vertex] { ends.append((slot, position[lower] ?? 0)) }
            }
            ends.sort { $0 < $1 }
            // tree[i] sums the lower ends seen so far in a range ending at i (1-based).
            var tree = [Int](repeating: 0, count: lowerCount + 1)
            for (seen, end) in ends.enumerated() {
                var atMost = 0  // earlier edges whose lower end is at most this one's
                var index = end.1 + 1
                while index > 0 {
                    atMost += tree[index]
                    index -= index & -index
                }
                total += seen - atMost
                index = end.1 + 1
                while index <= lowerCount {
                    tree[index] += 1
                    index += index & -index
                }
            }
        }
        return total
    }
}
