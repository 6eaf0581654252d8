extension DiagramLayout {
    /// Each node's rank, 0 for the bottom row: the longest path to a sink over the allowed edges
    /// that close no cycle, plus the violating edges whose ends would otherwise share a row. So
    /// allowed dependencies point down, violating ones up where the allowed ones put their ends that
    /// way round, and no edge joins two boxes of one row (such an edge could only be drawn along the
    /// row, through the boxes between its ends).
    static func ranks(nodeCount: Int, edges: [(Int, Int)], violating: Set<Int>) -> [Int] {
        let allowed = edges.indices.filter { !violating.contains($0) }
        let back = backEdges(nodeCount: nodeCount, edges: allowed.map { edges[$0] })
        var constraints = allowed.enumerated().filter { !back.contains($0.offset) }.map { edges[$0.element] }
        var rank = longestPaths(nodeCount: nodeCount, edges: constraints)
        // A violating edge between two nodes of equal rank joins the constraints: no path can lead
        // back from its end to its start (that path would have raised the end's rank), so the
        // constraints stay acyclic; adding one can level another pair, hence the loop.
        var changed = true
        while changed {
            changed = false
            for index in violating.sorted() where rank[edges[index].0] == rank[edges[index].1] {
                constraints.append(edges[index])
                rank = longestPaths(nodeCount: nodeCount, edges: constraints)
                changed = true
            }
        }
        return rank
    }

    /// Edges (by position) that close a cycle: the ones a depth-first walk, in node order, finds
    /// pointing back to a node still on its path.
    static func backEdges(nodeCount: Int, edges: [(Int, Int)]) -> Set<Int> {
        var outgoing = [[(edge: Int, to: Int)]](repeating: [], count: nodeCount)
        for (offset, (from, to)) in edges.enumerated() { outgoing[from].append((offset, to)) }
        var state = [UInt8](repeating: 0, count: nodeCount)  // 0 new, 1 on path, 2 done
        var back: Set<Int> = []
        for start in 0..<nodeCount where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                guard top.next < outgoing[top.node].count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (edge, to) = outgoing[top.node][top.next]
                if state[to] == 1 { back.insert(edge) }
                if state[to] == 0 {
                    state[to] = 1
                    stack.append((to, 0))
                }
            }
        }
        return back
    }

    /// The longest path from each node to a sink, over an acyclic edge list.
    static func longestPaths(nodeCount: Int, edges: [(Int, Int)]) -> [Int] {
        var rank = [Int](repeating: 0, count: nodeCount)
        // Relaxing every edge nodeCount times settles all longest paths of a DAG; diagrams are small.
        for _ in 0..<max(nodeCount, 1) {
            var changed = false
            for (from, to) in edges where rank[from] < rank[to] + 1 {
                rank[from] = rank[to] + 1
                changed = true
            }
            if !changed { break }
        }
        return rank
    }
}
