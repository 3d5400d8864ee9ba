// swift-tools-version: 6.1
// An app's package that embeds Scorebook, as the README's "Use Scorebook in
// your package" describes: it depends on Scorebook by path, compiles its own
// tables with Scorebook's plugin, scores through the library and serves its
// tables with a three-line REPL. CI builds it from a clean clone and checks
// an answer from each.
import PackageDescription

let package = Package(
    name: "ClubTables",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Scorebook", path: "../..")
    ],
    targets: [
        // The club's tables: Sources/ClubTables/Tables, compiled at build time.
        .target(
            name: "ClubTables",
            dependencies: [.product(name: "Scorebook", package: "Scorebook")],
            exclude: ["Tables"],
            plugins: [.plugin(name: "ScorebookTablesPlugin", package: "Scorebook")]
        ),
        .executableTarget(
            name: "club-score",
            dependencies: ["ClubTables", .product(name: "Scorebook", package: "Scorebook")]
        ),
        .executableTarget(
            name: "club-repl",
            dependencies: ["ClubTables", .product(name: "ScorebookREPL", package: "Scorebook")]
        ),
    ]
)
