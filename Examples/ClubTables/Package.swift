// swift-tools-version: 6.1
// An app's package that embeds Scorebook, as the README's "Use Scorebook in
// your package" describes: it compiles its own tables with Scorebook's
// plugin, scores through the library and serves its tables with a three-line
// REPL. CI builds it from a clean clone and checks an answer from each.
import PackageDescription

let package = Package(
    name: "ClubTables",
    platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1)],
    // snippet: manifest
    dependencies: [
        // Yours: .package(url: "https://…/scorebook.git", branch: "main")
        .package(name: "Scorebook", path: "../.."),
    ],
    targets: [
        // Your tables: Sources/ClubTables/Tables/*.yaml, compiled at every build.
        .target(
            name: "ClubTables",
            dependencies: [.product(name: "Scorebook", package: "Scorebook")],
            exclude: ["Tables"],  // read by the plugin, not compiled as sources
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
    // snippet: end
)
