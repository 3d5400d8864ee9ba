// swift-tools-version: 6.1
// An app that links only the tables it uses, as the README's "Only the tables
// you use" describes: Scorebook's formulas and band sets, through the
// `Formulas` trait, and none of its fitness tests, archery, achievements,
// RPG or workouts. CI builds it and checks that it lists no other table.
import PackageDescription

let package = Package(
    name: "GymFormulas",
    platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1)],
    // snippet: manifest
    dependencies: [
        // Yours: .package(url: "https://…/scorebook.git", branch: "main", traits: ["Formulas"])
        .package(name: "Scorebook", path: "../..", traits: ["Formulas"]),
    ],
    targets: [
        .executableTarget(name: "gym-formulas", dependencies: [.product(name: "Scorebook", package: "Scorebook")]),
    ]
    // snippet: end
)
