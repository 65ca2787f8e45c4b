import Simplex

/// A second, naive reference for tiny systems (1 to 3 variables), used to test the oracle itself.
///
/// The total error is convex and piecewise linear, linear on each cell of the arrangement of the
/// constraints' hyperplanes. When the hyperplanes' normals span the space every cell has a
/// vertex, so the minimum over the required polyhedron (weighted, or lexicographic per level) is
/// reached at a point where `n` of the hyperplanes meet. Trying every such point is exponential
/// but has nothing in common with the simplex method.
enum VertexEnumeration {
    struct Result {
        /// Every feasible vertex at which the objective is optimal (within tolerance).
        var optimalVertices: [[Double]]
        var weightedError: Double
        var levelErrors: [Double]
    }

    /// The optimum, or `nil` when no vertex satisfies the required constraints.
    ///
    /// - Precondition: the constraints' normals span the space (callers add one weak
    ///   `x_j == k` per variable to make sure).
    static func solve(_ problem: OracleProblem, priorities: PriorityModel) -> Result? {
        let n = problem.variableCount
        precondition((1 ... 3).contains(n))
        let planes = problem.constraints.filter { !$0.terms.isEmpty }
        var vertices: [[Double]] = []
        forEachSubset(of: planes.count, size: n) { subset in
            var matrix = subset.map { i -> [Double] in
                var row = [Double](repeating: 0, count: n)
                for t in planes[i].terms { row[t.variable] += t.coefficient }
                return row
            }
            var b = subset.map { -planes[$0].constant }
            if let x = solveLinear(&matrix, &b), problem.requiredViolation(at: x).map({ $0.relative <= 1e-9 }) ?? true {
                vertices.append(x)
            }
        }
        if vertices.isEmpty { return nil }

        func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        var best = vertices
        switch priorities {
        case .weighted:
            let errors = vertices.map { problem.weightedError(at: $0) }
            let minimum = errors.min()!
            best = zip(vertices, errors).filter { isClose($0.1, minimum) }.map(\.0)
        case .hierarchical:
            for level in problem.levels.indices {
                let errors = best.map { problem.levelErrors(at: $0)[level] }
                let minimum = errors.min()!
                best = zip(best, errors).filter { isClose($0.1, minimum) }.map(\.0)
            }
        }
        return Result(
            optimalVertices: best,
            weightedError: best.map { problem.weightedError(at: $0) }.min()!,
            levelErrors: problem.levelErrors(at: best[0]))
    }

    /// Calls `body` with every `size`-element subset of `0 ..< count`, in lexicographic order.
    private static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        guard size <= count else { return }
        var subset = Array(0 ..< size)
        while true {
            body(subset)
            var i = size - 1
            while i >= 0 && subset[i] == count - size + i { i -= 1 }
            if i < 0 { return }
            subset[i] += 1
            for k in i + 1 ..< size { subset[k] = subset[k - 1] + 1 }
        }
    }

    /// Gaussian elimination with partial pivoting; `nil` when the matrix is (nearly) singular.
    private static func solveLinear(_ a: inout [[Double]], _ b: inout [Double]) -> [Double]? {
        let n = b.count
        for col in 0 ..< n {
            var pivot = col
            for r in col + 1 ..< n where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
            let scale = a[pivot].reduce(0) { max($0, abs($1)) }
            if abs(a[pivot][col]) <= 1e-10 * max(scale, 1e-300) || scale == 0 { return nil }
            a.swapAt(col, pivot)
            b.swapAt(col, pivot)
            for r in 0 ..< n where r != col {
                let f = a[r][col] / a[col][col]
                if f == 0 { continue }
                for k in col ..< n { a[r][k] -= f * a[col][k] }
                b[r] -= f * b[col]
            }
        }
        return (0 ..< n).map { b[$0] / a[$0][$0] }
    }
}
