// swift-tools-version: 6.0
// libFuzzer harnesses live in their own package so that users and CI never
// build them by accident. See README.md; `.ci/fuzz` builds and runs them:
//   swift build -c release --scratch-path .build/fuzz --toolset toolset.json --product FuzzREPL
// A plain `swift build` gives replay executables: `.build/debug/FuzzREPL FILE|DIR…`
// runs inputs through the same checks without libFuzzer.
import PackageDescription

let package = Package(
    name: "ScorebookFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Scorebook", path: "..")
    ],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .target(name: "CLibFuzzer"),
        // The main both harnesses share: libFuzzer under -DFUZZING, else a replay of files.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        // JSON-RPC lines through the real LineReader and Server.
        .executableTarget(
            name: "FuzzREPL",
            dependencies: ["FuzzSupport", .product(name: "ScorebookREPL", package: "Scorebook")]
        ),
        // YAML tables through the whole compiler.
        .executableTarget(
            name: "FuzzTables",
            dependencies: ["FuzzSupport", .product(name: "_ScorebookCompiler", package: "Scorebook")]
        ),
    ]
)
