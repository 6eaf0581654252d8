extension LayeredGraph {
    /// The horizontal centre of each vertex: every layer keeps its order and its gaps, and each
    /// vertex is pulled towards the mean centre of its neighbours, in alternate sweeps down and up
    /// (then both ways), dummies pulled harder so long edges run straight. Each layer's placement
    /// is the exact least-squares fit under those constraints (pool-adjacent-violators).
    func centres(sweeps: Int = 10) -> [Double] {
        var centre = [Double](repeating: 0, count: vertices.count)
        for layer in layers {
            var x = 0.0
            for (slot, vertex) in layer.enumerated() {
                if slot > 0 { x += separation(layer[slot - 1], vertex) }
                centre[vertex] = x
            }
        }
        for sweep in 0..<sweeps {
            let both = sweep >= sweeps - 2
            let downwards = sweep % 2 == 0
            let order = downwards ? Array(layers.indices) : Array(layers.indices.reversed())
            for layer in order {
                var wanted = layers[layer].map { vertex -> Double? in
                    // A vertex with no neighbour at all follows its row (below); one whose
                    // neighbours are all on the other side stays where it is.
                    guard !above[vertex].isEmpty || !below[vertex].isEmpty else { return nil }
                    let neighbours = both ? above[vertex] + below[vertex] : (downwards ? above[vertex] : below[vertex])
                    guard !neighbours.isEmpty else { return centre[vertex] }
                    return neighbours.map { centre[$0] }.reduce(0, +) / Double(neighbours.count)
                }
                packIsolated(&wanted, layer: layers[layer], centre: centre)
                let placed = fit(layers[layer], wanted: wanted.map { $0 ?? 0 })
                for (vertex, x) in zip(layers[layer], placed) { centre[vertex] = x }
            }
        }
        return centre
    }

    /// A box without any edge wants to sit right after its left neighbour in the row (or before
    /// its right one), not wherever the first packing left it.
    private func packIsolated(_ wanted: inout [Double?], layer: [Int], centre: [Double]) {
        for slot in layer.indices.dropFirst() where wanted[slot] == nil {
            if let previous = wanted[slot - 1] { wanted[slot] = previous + separation(layer[slot - 1], layer[slot]) }
        }
        for slot in layer.indices.dropLast().reversed() where wanted[slot] == nil {
            if let next = wanted[slot + 1] { wanted[slot] = next - separation(layer[slot], layer[slot + 1]) }
        }
        for slot in layer.indices where wanted[slot] == nil { wanted[slot] = centre[layer[slot]] }
    }

    /// The least space between the centres of two neighbours in a layer.
    func separation(_ left: Int, _ right: Int) -> Double {
        Double(vertices[left].width + vertices[right].width) / 2 + Double(gap(left, right))
    }

    /// The least space between two neighbours in a layer: more between two boxes.
    func gap(_ left: Int, _ right: Int) -> Int {
        vertices[left].node != nil && vertices[right].node != nil ? Self.boxGap : Self.dummyGap
    }

    static let boxGap = 32, dummyGap = 8

    /// Positions for `layer`'s vertices as near `wanted` as their order and separations allow.
    private func fit(_ layer: [Int], wanted: [Double]) -> [Double] {
        var offset = [Double](repeating: 0, count: layer.count)
        for slot in layer.indices.dropFirst() { offset[slot] = offset[slot - 1] + separation(layer[slot - 1], layer[slot]) }
        // With y = x - offset, the constraints say y never decreases: an isotonic regression.
        var blocks: [(sum: Double, weight: Double, count: Int)] = []
        for slot in layer.indices {
            let weight = vertices[layer[slot]].node == nil ? 2.0 : 1.0
            blocks.append(((wanted[slot] - offset[slot]) * weight, weight, 1))
            while blocks.count > 1,
                blocks[blocks.count - 2].sum / blocks[blocks.count - 2].weight > blocks[blocks.count - 1].sum / blocks[blocks.count - 1].weight
            {
                let last = blocks.removeLast()
                blocks[blocks.count - 1].sum += last.sum
                blocks[blocks.count - 1].weight += last.weight
                blocks[blocks.count - 1].count += last.count
            }
        }
        var placed: [Double] = []
        for block in blocks {
            for _ in 0..<block.count { placed.append(block.sum / block.weight + offset[placed.count]) }
        }
        return placed
    }
}
