// swift-tools-version: 6.0
// An app's package that embeds Scorebook, as the README's "Use Scorebook in
// your package" describes: it depends on Scorebook by path and imports only
// the library. CI builds it from a clean copy and checks its answer.
import PackageDescription

let package = Package(
    name: "ClubTables",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Scorebook", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "club-score",
            dependencies: [.product(name: "Scorebook", package: "Scorebook")]
        )
    ]
)
