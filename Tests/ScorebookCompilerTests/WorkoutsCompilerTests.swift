import Foundation
@testable import _ScorebookCompiler
import Testing

/// An app's workouts may name Scorebook's own activities, reached through the
/// built-in tables in the Swift it compiles; its ids may not repeat Scorebook's.
@Suite struct WorkoutsCompilerTests {
    static func source(_ text: String, _ name: String) -> TableSource {
        TableSource(path: name, relativePath: name, bytes: Array(text.utf8))
    }

    static func table(id: String) -> String {
        """
        kind: workouts
        id: club-workouts
        name: Club workouts
        source: Test
        edition: "1"
        workouts:
          \(id):
            name: Club intervals
            source: Test
            activity: running
            steps:
              - { label: Run, time: "1:00" }
              - { label: Burpees, activity: burpees, manual: true }
        """
    }

    @Test func anAppsWorkoutNamesScorebooksActivities() throws {
        let output = TableCompiler.compile(
            [Self.source(Self.table(id: "club-intervals"), "club.yaml")], module: "HostileTables", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.isEmpty, "\(output.diagnostics.all)")
        let swift = try #require(output.swiftSource)
        #expect(swift.contains(#"activity: ScorebookBuiltInTrait.Workouts.tables.workoutActivity("burpees")!"#))
        try SwiftShape.typecheck(swift)
    }

    @Test func anAppsWorkoutMayNotTakeABuiltInId() {
        let output = TableCompiler.compile(
            [Self.source(Self.table(id: "run-walk"), "club.yaml")], module: "App", builtIn: ReferenceTables.builtIn)
        #expect(output.diagnostics.all.map(\.description).contains { $0.hasPrefix("club.yaml:7:3: error:") && $0.contains("'run-walk'") })
        #expect(output.swiftSource == nil)
    }
}
