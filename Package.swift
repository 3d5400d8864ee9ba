// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Scorebook",
    platforms: [.iOS(.v16), .macOS(.v13), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "Scorebook", targets: ["Scorebook"]),
        .library(name: "ScorebookREPL", targets: ["ScorebookREPL"]),
        // The compiler, for this package's plugins, tools and tests: no stable API.
        .library(name: "_ScorebookCompiler", targets: ["_ScorebookCompiler"]),
        .executable(name: "scorebook", targets: ["scorebook"]),
        .executable(name: "scorebook-tablegen", targets: ["scorebook-tablegen"]),
        .plugin(name: "ScorebookTablesPlugin", targets: ["ScorebookTablesPlugin"]),
        .plugin(name: "ScorebookValidate", targets: ["ScorebookValidate"]),
        .plugin(name: "ScorebookRender", targets: ["ScorebookRender"]),
    ],
    // Which of Scorebook's built-in tables the library compiles in, by kind:
    // an app that needs some names them (`traits: ["Formulas"]`) and links
    // none of the others. Every one by default. The compiler's kinds each name
    // theirs (`RuntimeEntry.trait`); a test holds the two lists together.
    traits: [
        .default(enabledTraits: ["FitnessTests", "Archery", "Achievements", "RPG", "Workouts", "Formulas"]),
        .trait(name: "FitnessTests", description: "The Army's fitness tests: APFT, ACFT 2022, AFT 2025"),
        .trait(name: "Archery", description: "Archery faces, rounds, handicaps, classifications and virtual opponents"),
        .trait(name: "Achievements", description: "The achievements and the events they count"),
        .trait(name: "RPG", description: "The fitness RPG: levels, battles and power-ups"),
        .trait(name: "Workouts", description: "Interval workouts, their activities, and the training plans made of them"),
        .trait(name: "Formulas", description: "Formulas and the band sets over them: one-rep maxes, BMI, heart rate, Army body fat and body composition"),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `swift package generate-documentation`: a command plugin, built only when run.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Units and measurement text shared by the compiler and the runtime.
        // Rounding calls the C maths library, which Linux does not link by
        // default: an app that imports only Scorebook must still link.
        .target(name: "ScorebookCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

        // YAML tables → typed model → validation → lowering → Swift source.
        .target(
            name: "_ScorebookCompiler",
            dependencies: ["ScorebookCore", .product(name: "Yams", package: "Yams")],
            path: "Sources/ScorebookCompiler"
        ),

        // The command-line front end of the compiler: `generate`, `validate`, `diff`, `schema`, `render`.
        .executableTarget(
            name: "scorebook-tablegen",
            dependencies: [
                "_ScorebookCompiler", "ScorebookCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The build plugin's generator: `generate` alone, without the command-line
        // library every package applying the plugin would otherwise build first.
        .executableTarget(name: "scorebook-generate", dependencies: ["_ScorebookCompiler"]),

        // Runs `scorebook-generate` on a target's own Tables/ folder, or else the package's.
        .plugin(
            name: "ScorebookTablesPlugin",
            capability: .buildTool(),
            dependencies: ["scorebook-generate"]
        ),

        // `swift package scorebook-validate`: every Tables/ folder of a package, checked.
        .plugin(
            name: "ScorebookValidate",
            capability: .command(
                intent: .custom(verb: "scorebook-validate", description: "Check every Tables/ folder and list every problem")
            ),
            dependencies: ["scorebook-tablegen"]
        ),

        // `swift package scorebook-render`: every Tables/ folder of a package, as pages.
        .plugin(
            name: "ScorebookRender",
            capability: .command(
                intent: .custom(verb: "scorebook-render", description: "Render every Tables/ folder as pages: charts, faces, curves")
            ),
            dependencies: ["scorebook-tablegen"]
        ),

        // The runtime library: algorithms over the generated tables.
        .target(
            name: "Scorebook",
            dependencies: ["ScorebookCore"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))],
            plugins: ["ScorebookTablesPlugin"]
        ),

        // JSON-RPC 2.0 over newline-delimited JSON: parsing, dispatch, methods.
        .target(name: "ScorebookREPL", dependencies: ["Scorebook", "ScorebookCore"]),

        // The REPL executable: stdin → ScorebookREPL → stdout.
        // Tools start the REPL for each session: a release build on Linux links
        // the Swift runtime statically, so starting it binds no shared Swift
        // libraries. (Debug builds stay dynamic: the test bundle links this target.)
        .executableTarget(
            name: "scorebook",
            dependencies: ["ScorebookREPL"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),

        .testTarget(name: "ScorebookCoreTests", dependencies: ["ScorebookCore"]),
        .testTarget(
            name: "ScorebookCompilerTests",
            // The command-line tests run the real scorebook-tablegen and scorebook-generate; the
            // hostile-text tests type-check generated Swift against Scorebook.
            dependencies: [
                "_ScorebookCompiler", "scorebook-tablegen", "scorebook-generate", "Scorebook", "ScorebookREPL",
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ScorebookTests",
            dependencies: ["Scorebook", "_ScorebookCompiler"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ScorebookREPLTests", dependencies: ["ScorebookREPL", "scorebook"]),
    ]
)
