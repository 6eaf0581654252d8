extension DiagramLayout {
    /// Where each edge runs once every vertex has its place: a box's arrows leave and arrive at
    /// points spread along its bottom and top sides in the order of their other ends, so none
    /// cross at the box and no two arrowheads meet; a dummy's line runs down the middle of its slot.
    struct Routes {
        let graph: LayeredGraph
        let left: [Int]
        let top: [Int]
        /// The x of each (box vertex, neighbour vertex) attachment.
        private var ports: [[Int]: Int] = [:]

        init(graph: LayeredGraph, left: [Int], top: [Int]) {
            self.graph = graph
            self.left = left
            self.top = top
            for (vertex, drawn) in graph.vertices.enumerated() where drawn.node != nil {
                for side in [graph.above[vertex], graph.below[vertex]] {
                    let ordered = side.sorted { (centre($0), $0) < (centre($1), $1) }
                    for (slot, neighbour) in ordered.enumerated() {
                        ports[[vertex, neighbour]] = left[vertex] + (slot + 1) * drawn.width / (ordered.count + 1)
                    }
                }
            }
        }

        private func centre(_ vertex: Int) -> Int { left[vertex] + graph.vertices[vertex].width / 2 }

        private func bottom(_ vertex: Int) -> Int {
            top[graph.vertices[vertex].layer] + (graph.vertices[vertex].layer % 2 == 0 ? DiagramLayout.rowHeight : DiagramLayout.labelHeight)
        }

        /// Edge `line`'s points from its upper end to its lower end, without points in the middle
        /// of a straight vertical run.
        func points(of line: Int) -> [Point] {
            let chain = graph.chains[line]
            guard let first = chain.first, let last = chain.last, chain.count >= 2 else { return [] }
            var points = [Point(x: ports[[first, chain[1]]] ?? centre(first), y: bottom(first))]
            for dummy in chain.dropFirst().dropLast() {
                let x = centre(dummy)
                points.append(Point(x: x, y: top[graph.vertices[dummy].layer]))
                points.append(Point(x: x, y: bottom(dummy)))
            }
            points.append(Point(x: ports[[last, chain[chain.count - 2]]] ?? centre(last), y: top[graph.vertices[last].layer]))
            var straight: [Point] = []
            for point in points {
                if straight.count >= 2, straight[straight.count - 1].x == point.x, straight[straight.count - 2].x == point.x {
                    straight[straight.count - 1] = point
                } else {
                    straight.append(point)
                }
            }
            return straight
        }
    }
}
