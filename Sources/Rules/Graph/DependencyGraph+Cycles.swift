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

    /// Work the shortest-cycle search may do on one graph: each search from a node costs at most
    /// the nodes plus the arcs of its component, so a knot of N modules costs N times that. Real
    /// graphs stay far below (1,000 modules in one knot with 10,000 imports between them cost
    /// 11,000,000); a generated knot of 20,000 modules costs 1.2 billion (39 s in a release build)
    /// without it, and the cost grows with the square of the knot.
    static var cycleSearchBound: Int { 50_000_000 }

    /// What the shortest-cycle search found: the cycles, and each cyclic component (`knot`) the
    /// search did not finish within its bound, with the nodes it did not search from (ascending).
    struct CycleSearch {
        var cycles: [[Int]]
        var untraced: [(knot: [Int], left: [Int])]
    }

    /// For every node of every cyclic component, the shortest cycle through it; each cycle once
    /// (rotated to start at its smallest node), shortest first. Components are searched smallest
    /// first, nodes in order, until `bound` (see `cycleSearchBound`) runs out: the nodes left are
    /// returned as untraced, never dropped.
    func shortestCycles(bound: Int = cycleSearchBound) -> CycleSearch {
        var seen: Set<[Int]> = []
        var cycles: [[Int]] = []
        var untraced: [(knot: [Int], left: [Int])] = []
        var spent = 0
        let components = cyclicComponents().sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        var search = CycleSearcher(graph: self)
        for (number, component) in components.enumerated() {
            search.enter(component, number: number)
            let cost = component.count + component.reduce(0) { $0 + successors[$1].count }
            var left: [Int] = []
            for start in component {
                guard spent + cost <= bound else {
                    left.append(start)
                    continue
                }
                spent += cost
                guard let cycle = search.shortestCycle(through: start) else { continue }
                let rotation = cycle.firstIndex(of: cycle.min()!)!
                let canonical = Array(cycle[rotation...] + cycle[..<rotation])
                if seen.insert(canonical).inserted { cycles.append(canonical) }
            }
            if !left.isEmpty { untraced.append((component, left)) }
        }
        cycles.sort { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count < rhs.count }
            return lhs.map { nodes[$0] }.lexicographicallyPrecedes(rhs.map { nodes[$0] })
        }
        return CycleSearch(cycles: cycles, untraced: untraced)
    }
}

/// Breadth-first searches for the shortest cycle through each node of a cyclic component, on
/// arrays kept from one search to the next (a dictionary and a set per search cost a knot of
/// thousands of modules most of its time).
private struct CycleSearcher<Node: Hashable & Comparable> {
    let successors: [[Int]]
    /// The number of the component each node is in while it is searched, else -1.
    var component: [Int]
    /// The search that last reached each node, and from where.
    var reachedIn: [Int]
    var predecessor: [Int]
    var queue: [Int] = []
    var current = -1
    var searches = 0

    init(graph: DependencyGraph<Node>) {
        successors = graph.successors
        component = Array(repeating: -1, count: graph.nodes.count)
        reachedIn = Array(repeating: -1, count: graph.nodes.count)
        predecessor = Array(repeating: -1, count: graph.nodes.count)
    }

    mutating func enter(_ nodes: [Int], number: Int) {
        for node in nodes { component[node] = number }
        current = number
    }

    /// Nodes of the shortest cycle `start -> ... -> start`, without repeating `start`: the first
    /// node reached (in order of distance, then of successors) that leads back to `start` closes it.
    mutating func shortestCycle(through start: Int) -> [Int]? {
        searches += 1
        queue.removeAll(keepingCapacity: true)
        queue.append(start)
        reachedIn[start] = searches
        predecessor[start] = start
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            // Binary search: a node of many arcs costs its degree's logarithm, not the degree.
            if node != start, successors[node].sortedContains(start) { return path(to: node) }
            for next in successors[node] where reachedIn[next] != searches && component[next] == current {
                reachedIn[next] = searches
                predecessor[next] = node
                queue.append(next)
            }
        }
        return nil
    }

    private func path(to end: Int) -> [Int] {
        var path = [end]
        while predecessor[path[path.count - 1]] != path[path.count - 1] { path.append(predecessor[path[path.count - 1]]) }
        return path.reversed()
    }
}

extension Array where Element == Int {
    /// Whether the ascending array holds `value`.
    func sortedContains(_ value: Int) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}
