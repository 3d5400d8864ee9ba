import ScorebookCore

/// `kind: archery-rounds`: rounds as distances shot in order, each on a face
/// that an archery-faces table defines.
enum ArcheryRoundsKind: TableKind {
    static let name = "archery-rounds"
    static let domain = TableDomain.archery
    static let dependencies: [any TableKind.Type] = [ArcheryFacesKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryRoundsKey", value: "archeryRounds", trait: "Archery")

    /// Rounds, which opponents will name.
    static let rounds: Namespace<RoundDefinition> = Namespace(noun: "round", definedBy: name)

    struct Table: Sendable {
        var definition: ArcheryRoundsDefinition
        var info: LoweredTableInfo
    }

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ArcheryRoundsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        // With errors, the rounds that were read whole still name their faces.
        guard let definition else { return nil }
        return Table(
            definition: definition,
            info: file.info(kind: name, definition.id, definition.name, definition.source, definition.edition, domain: definition.domain))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.id }

    /// Each round read, and the name of each round with a mistake.
    static func exports(of table: Table) -> [Export] {
        Export.each(rounds, written: table.definition.roundsWritten, read: table.definition.rounds, id: \.id)
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryRound }

    /// Each distance's face, which must support the round's scoring system
    /// (said once per face, however many distances shoot at it).
    static func references(of table: Table) -> [Reference] {
        table.definition.rounds.flatMap { round in
            var checked: Set<String> = []
            return round.distances.map { distance in
                guard checked.insert(distance.face.value).inserted else {
                    return Reference(to: ArcheryFacesKind.faces, distance.face)
                }
                return ArcheryFacesKind.reference(to: distance.face, scoredAs: round.scoring, by: "round '\(round.id.value)' is")
            }
        }
    }

    /// A round's best score: every arrow in its face's best zone under the
    /// round's scoring. Real rounds score at most 1,584 (144 arrows of 11).
    static func maximumScore(of round: RoundDefinition, symbols: SymbolTable) -> Int {
        // Once per face: its scoring systems are searched in turn, and a round
        // may shoot hundreds of distances at one face.
        var bestByFace: [String: Int] = [:]
        var total = 0
        for distance in round.distances {
            let id = distance.face.value
            if bestByFace[id] == nil {
                let face = symbols.lookup(ArcheryFacesKind.faces, id)!.symbol.value
                bestByFace[id] = face.scoring.first { $0.id == round.scoring.value }!.zones.map(\.score).max() ?? 0
            }
            total += distance.arrows.value * bestByFace[id]!
        }
        return total
    }

    /// Real rounds score at most 1,584: a higher best score is a mistyped face
    /// or arrow count, and every score a request may give stays small.
    static let highestScore = 10_000

    static func check(_ table: Table, against symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        for round in table.definition.rounds {
            let maximum = maximumScore(of: round, symbols: symbols)
            if maximum > highestScore {
                diagnostics.error(
                    "round '\(round.id.value)' scores up to \(maximum); a round scores at most \(highestScore)",
                    at: round.id.location)
            }
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredArcheryRound] {
        tables.flatMap { table in
            ArcheryRoundsLowering.lower(table.definition, file: table.info.file) { face in
                symbols.lookup(ArcheryFacesKind.faces, face)!.index
            }
        }
    }

    static func emit(_ rounds: [LoweredArcheryRound], into writer: inout SwiftWriter) {
        writer.line(
            "static let archeryRounds: [ArcheryRound] = [\(SwiftCode(joining: rounds.indices.map { "archeryRound\($0)" }))]"
        )
        for (index, round) in rounds.enumerated() {
            writer.line()
            writer.line("/// \(comment: round.name), from \(comment: round.file).")
            writer.block("static let archeryRound\(index) = ArcheryRound(", ")") { w in
                w.line(
                    "id: \(literal: round.id), name: \(literal: round.name), venue: \(literal: round.venue), scoring: \(literal: round.scoring), file: \(literal: round.file),"
                )
                w.block("distances: [", "]") { w in
                    for distance in round.distances {
                        let face =
                            distance.face.map(ArcheryFacesKind.swiftName(ofFaceAt:))
                            ?? "\(ArcheryFacesKind.runtimeEntry.builtInTables).archeryFace(\(literal: distance.faceID))!"
                        w.line(
                            "ArcheryRoundDistance(value: \(literal: distance.value), unit: \(literal: distance.unit), length: \(distance.length), face: \(face), arrows: \(distance.arrows), arrowsPerEnd: \(distance.arrowsPerEnd)),"
                        )
                    }
                }
            }
        }
    }
}

extension TableCompiler.Output {
    /// Every round, when no table has an error; empty otherwise.
    public var archeryRounds: [LoweredArcheryRound] { lowered(of: ArcheryRoundsKind.self) ?? [] }
}
