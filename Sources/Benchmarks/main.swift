print("Benchmarks: under construction")
