extension DependencyGraph {
    /// Strongly connected components (Tarjan, iterative so deep graphs cannot overflow the stack),
    /// each sorted; only those with more than one node.
    func cyclicComponents() -> [[Int]] {
        var index = Array(repeating: -1, count: nodes.count)
        var low = Array(repeating: 0, count: nodes.count)
        var onStack = Array(repeating: false, count: nodes.count)
        var stack: [Int] = []
        var result: [[Int]] = []
        var counter = 0
        func visit(_ node: Int) {
            index[node] = counter
            low[node] = counter
            counter += 1
            stack.append(node)
            onStack[node] = true
        }
        for root in nodes.indices where index[root] == -1 {
            visit(root)
            var work: [(node: Int, next: Int)] = [(root, 0)]
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = successors[node][next]
                    if index[successor] == -1 {
                        visit(successor)
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        low[node] = min(low[node], index[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { result.append(component.sorted()) }
            }
        }
        return result
    }

    /// For every node of every cyclic component, the shortest cycle through it; each cycle once
    /// (rotated to start at its smallest node), shortest first.
    func shortestCycles() -> [[Int]] {
        var seen: Set<[Int]> = []
        var cycles: [[Int]] = []
        for component in cyclicComponents() {
            let allowed = Set(component)
            for start in component {
                guard let cycle = shortestCycle(through: start, within: allowed) else { continue }
                let rotation = cycle.firstIndex(of: cycle.min()!)!
                let canonical = Array(cycle[rotation...] + cycle[..<rotation])
                if seen.insert(canonical).inserted { cycles.append(canonical) }
            }
        }
        return cycles.sorted { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count < rhs.count }
            return lhs.map { nodes[$0] }.lexicographicallyPrecedes(rhs.map { nodes[$0] })
        }
    }

    /// Nodes of the shortest cycle `start -> ... -> start`, without repeating `start`: breadth-first,
    /// the first node reached that leads back to `start` closes it.
    private func shortestCycle(through start: Int, within allowed: Set<Int>) -> [Int]? {
        let search = breadthFirst(from: start, within: allowed, stop: { $0 != start && successors[$0].contains(start) })
        return search.stopped.map { path(to: $0, search.predecessor) }
    }
}
