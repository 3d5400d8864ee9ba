// swift-tools-version: 6.1
// Benchmarks live in their own package so that users and CI never build
// the benchmark dependencies. Run from this directory:
//   swift package benchmark
import PackageDescription

let package = Package(
    name: "ScorebookBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Scorebook", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ScorebookBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Scorebook", package: "Scorebook"),
                .product(name: "ScorebookREPL", package: "Scorebook"),
                .product(name: "_ScorebookCompiler", package: "Scorebook"),
            ],
            path: "Benchmarks/ScorebookBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
