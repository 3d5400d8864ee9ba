import ScorebookCore

/// Every kind of table the compiler reads: the one list to add a kind to.
/// Tables are emitted, and listed by `tables.list`, kind by kind in this
/// order, which ``ordered(_:)`` keeps wherever a kind's dependencies allow.
enum TableKinds {
    static let all: [any TableKind.Type] = [
        FitnessTestKind.self, ArcheryFacesKind.self, ArcheryRoundsKind.self, ArcheryHandicapsKind.self, ArcheryOpponentsKind.self,
        ArcheryClassificationsKind.self, AchievementEventsKind.self, AchievementsKind.self, RPGLevelsKind.self,
        RPGBattlesKind.self, RPGPowerUpsKind.self, ActivitiesKind.self, WorkoutsKind.self, TrainingPlansKind.self, FormulasKind.self,
        BandsKind.self,
    ]

    /// `kinds` with each kind after the kinds it depends on, otherwise in the
    /// order given; an error for a dependency not in `kinds`, a cycle, or two
    /// kinds of one name.
    static func ordered(_ kinds: [any TableKind.Type]) throws(TableKindRegistryError) -> [any TableKind.Type] {
        var names: Set<String> = []
        for kind in kinds where !names.insert(kind.name).inserted { throw .duplicate(kind.name) }
        for kind in kinds {
            if let missing = kind.dependencies.first(where: { !names.contains($0.name) }) {
                throw .missingDependency(kind.name, needs: missing.name)
            }
        }
        var ordered: [any TableKind.Type] = []
        var placed: Set<String> = []
        while ordered.count < kinds.count {
            // The first kind, in the order given, whose dependencies are all placed.
            guard
                let next = kinds.first(where: { kind in
                    !placed.contains(kind.name) && kind.dependencies.allSatisfy { placed.contains($0.name) }
                })
            else {
                throw .cycle(kinds.map { $0.name }.filter { !placed.contains($0) })
            }
            ordered.append(next)
            placed.insert(next.name)
        }
        return ordered
    }

    /// The kinds `kind` reads, directly or through another.
    static func dependencies(of kind: any TableKind.Type) -> [any TableKind.Type] {
        var found: [any TableKind.Type] = []
        var pending = kind.dependencies
        while let next = pending.popLast() {
            guard !found.contains(where: { $0.name == next.name }) else { continue }
            found.append(next)
            pending += next.dependencies
        }
        return found
    }
}

/// A registry of kinds the driver cannot order: a mistake in the compiler's
/// code (or a test's registry), never in a table.
enum TableKindRegistryError: Error, Equatable, CustomStringConvertible {
    case duplicate(String)
    case missingDependency(String, needs: String)
    /// The kinds left when no other could be placed: a cycle runs through them.
    case cycle([String])

    var description: String {
        switch self {
        case .duplicate(let name): "two kinds are named '\(name)'"
        case .missingDependency(let kind, let needed): "kind '\(kind)' depends on '\(needed)', which the registry lacks"
        case .cycle(let kinds): "the dependencies of \(quotedList(kinds, conjunction: "and")) form a cycle"
        }
    }
}
