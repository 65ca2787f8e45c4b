import Simplex

/// A named, deterministic benchmark: a function that writes the same trace on every run.
struct Workload: Sendable {
    let name: String
    let summary: String
    let make: @Sendable () -> Trace

    /// Every workload, in the order they run.
    static let all: [Workload] = [
        Workload(name: "enaml_build", summary: "kiwi's enaml-like form: build (37 variables, 111 constraints)") {
            EnamlWorkload.make(cycles: 0)
        },
        Workload(name: "enaml_like", summary: "kiwi's enaml-like form: build, then 6 window sizes x 1000") {
            EnamlWorkload.make(cycles: 1000)
        },
        Workload(name: "breather", summary: "the Breather screen on 10 device sizes") {
            BreatherWorkload.make()
        },
        Workload(name: "independent_100", summary: "100 unrelated views") { IndependentWorkload.make(views: 100) },
        Workload(name: "independent_1000", summary: "1,000 unrelated views") { IndependentWorkload.make(views: 1000) },
        Workload(name: "independent_10000", summary: "10,000 unrelated views") { IndependentWorkload.make(views: 10000) },
        Workload(name: "independent_100000", summary: "100,000 unrelated views") { IndependentWorkload.make(views: 100_000) },
        Workload(name: "chain_100", summary: "a vertical list of 100 dependent views") { ChainWorkload.make(views: 100) },
        Workload(name: "chain_1000", summary: "a vertical list of 1,000 dependent views") { ChainWorkload.make(views: 1000) },
        Workload(name: "grid_10x10_build", summary: "responsive 10x10 grid: build") { GridWorkload.make(resizes: 0) },
        Workload(name: "grid_10x10", summary: "responsive 10x10 grid: build, then 200 window resizes") {
            GridWorkload.make(resizes: 200)
        },
        Workload(name: "edit_heavy_build", summary: "app window with 8x8 cards: build") {
            ResizeAnimationWorkload.make(steps: 0)
        },
        Workload(name: "edit_heavy", summary: "app window with 8x8 cards: build, then a 2000-step resize animation") {
            ResizeAnimationWorkload.make(steps: 2000)
        },
        Workload(name: "churn", summary: "a 134-row form, 5 rounds of removing and re-adding 20%") {
            ChurnWorkload.make()
        },
        // No growth under churn: the same 10-row form through 1,000 and 10,000 rounds of removing
        // and re-adding 20% of its constraints. Flat means equal time per operation and equal
        // peak memory (kiwi grows: its issues 10 and 154).
        Workload(name: "churn_rounds_1000", summary: "a 10-row form, 1,000 rounds of removing and re-adding 20%") {
            ChurnWorkload.make(rows: 10, rounds: 1000, printEveryRound: false)
        },
        Workload(name: "churn_rounds_10000", summary: "a 10-row form, 10,000 rounds of removing and re-adding 20%") {
            ChurnWorkload.make(rows: 10, rounds: 10_000, printEveryRound: false)
        },
    ]
}
