import ScorebookCore

/// `kind: archery-handicaps`: handicap schemes (Archery GB 2023, Archery
/// Australia AA2, …) as their formulas' constants. The generator computes,
/// for every round in the tables and every handicap, the expected score and
/// its inverse; the runtime only indexes them.
///
/// Another package's build computes Scorebook's own schemes too, for its own
/// rounds and opponents' shots: its tables hold them for those alone, and
/// combined with Scorebook's (`ScorebookTables.combined(with:)`) each is one
/// scheme, so its rounds have handicaps and its opponents odds under them.
enum ArcheryHandicapsKind: TableKind {
    static let name = "archery-handicaps"
    static let domain = TableDomain.archery
    static let dependencies: [any TableKind.Type] = [ArcheryFacesKind.self, ArcheryRoundsKind.self]
    static let runtimeEntry = RuntimeEntry(key: "ArcheryHandicapSchemesKey", value: "archeryHandicapSchemes", trait: "Archery")

    /// Schemes, which opponents will name.
    static let schemes: Namespace<HandicapSchemeDefinition> = Namespace(noun: "handicap scheme", definedBy: name)

    struct Table: Sendable {
        var definition: ArcheryHandicapsDefinition
        var info: LoweredTableInfo
    }

    /// Where a spread must be a positive, finite angle: every handicap, at
    /// these metres. σ_t is a positive constant times exp(linear in d) times
    /// (linear in d): finite and positive at both ends of a range of distances,
    /// it is so at every distance between them, and every shot is within.
    static let checkedDistances: [Double] = [ArcheryShot.distances.lowerBound.metres, 18, 70, ArcheryShot.distances.upperBound.metres]

    static func compile(_ file: TableFile, diagnostics: inout Diagnostics) -> Table? {
        let reader = file.reader
        let definition = ArcheryHandicapsParser(reader: reader).parse(file.root)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let definition else { return nil }
        // Every scheme that was read is checked, whatever is wrong with another.
        for scheme in definition.schemes {
            let spread = scheme.spread.value
            let bad = scheme.handicaps.value.lazy.flatMap { handicap in
                checkedDistances.lazy.map { (handicap, $0) }
            }.first { handicap, metres in
                let sigma = spread.angularSpread(handicap: Double(handicap), distance: metres)
                return !(sigma.isFinite && sigma > 0)
            }
            if let (handicap, metres) = bad {
                diagnostics.error(
                    "scheme '\(scheme.id.value)' spread is not a positive angle at handicap \(handicap), \(Int(metres)) m",
                    at: scheme.spread.location)
            } else if spread.growth == 0 || (spread.growth > 0) != (scheme.better == .lower) {
                // The better archer groups tighter: a score's handicap is found by that order.
                let says = spread.growth == 0
                    ? "does not change with the handicap"
                    : "\(spread.growth > 0 ? "widens" : "narrows") as the handicap rises, so \(spread.growth > 0 ? "lower" : "higher") is better, not \(scheme.better.rawValue)"
                diagnostics.error("scheme '\(scheme.id.value)' spread \(says)", at: scheme.spread.location)
            }
        }
        return Table(definition: definition, info: file.info(kind: name, definition.header))
    }

    static func info(of table: Table) -> LoweredTableInfo { table.info }

    static func id(of table: Table) -> Located<String> { table.definition.header.id }

    /// Each scheme read, and the name of each scheme with a mistake.
    static func exports(of table: Table) -> [Export] {
        Export.each(schemes, written: table.definition.schemesWritten, read: table.definition.schemes, id: \.id)
    }

    static func exportsEveryName(of table: Table) -> Bool { table.definition.writesEveryScheme }

    /// The values every scheme computes, added over the build's schemes: per
    /// handicap, each round shot's expected arrow, each opponent shot's
    /// expected score, spread and zone odds, and each round's sum over its
    /// distances. Scorebook's 196 rounds (195 shots) under two schemes compute
    /// about 440,000; the bound keeps the generator's time and output near that.
    static let mostComputed = 4_000_000

    /// Every scheme the build computes, in the order emitted: its own, then
    /// (in another package's build with rounds or opponents' shots of its
    /// own) Scorebook's, which its rounds are computed under too.
    static func computedSchemes(_ symbols: SymbolTable) -> [Symbol<HandicapSchemeDefinition>] {
        let hasShots = !symbols.symbols(ArcheryRoundsKind.rounds).isEmpty || !ArcheryHandicapsLowering.matchShots(symbols).isEmpty
        return symbols.symbols(schemes) + (hasShots ? symbols.builtIn(schemes) : [])
    }

    /// The index of scheme `id` among those emitted (``computedSchemes(_:)``).
    static func emittedIndex(ofScheme id: String, symbols: SymbolTable) -> Int? {
        computedSchemes(symbols).firstIndex { $0.id.value == id }
    }

    static func check(build symbols: SymbolTable, into diagnostics: inout Diagnostics) {
        let rounds = symbols.symbols(ArcheryRoundsKind.rounds)
        let definitions = rounds.map(\.value)
        let shots = Set(ArcheryHandicapsLowering.roundShots(definitions)).count
        let matchShots = ArcheryHandicapsLowering.matchShots(symbols)
        let perHandicap =
            shots + matchShots.reduce(0) { $0 + ArcheryHandicapsLowering.zones(of: $1, symbols: symbols).count + 2 }
            + definitions.reduce(0) { $0 + $1.distances.count + 2 }
        var computed = 0
        for symbol in computedSchemes(symbols) {
            let scheme = symbol.value
            computed += scheme.handicaps.value.count * perHandicap
            guard computed > mostComputed else { continue }
            // Scorebook's scheme is computed for this build's rounds: the error is at the first of them.
            let location = symbol.isBuiltIn ? rounds.first?.id.location ?? scheme.id.location : scheme.id.location
            let remedy =
                symbol.isBuiltIn
                ? "Scorebook's own schemes are computed for every round of a build: compile fewer rounds in one target"
                : "narrow their handicaps, or compile fewer schemes or rounds"
            diagnostics.error(
                "the handicap schemes up to '\(scheme.id.value)' compute \(computed) values for \(rounds.count) rounds and \(shots + matchShots.count) shots; the schemes of a build compute at most \(mostComputed): \(remedy)",
                at: location)
            return
        }
    }

    static func lower(_ tables: [Table], symbols: SymbolTable) -> [LoweredHandicapScheme] {
        computedSchemes(symbols).map { symbol in
            var scheme = ArcheryHandicapsLowering.lower(symbol.value, symbols: symbols)
            scheme.isBuiltIn = symbol.isBuiltIn
            return scheme
        }
    }

    static func emit(_ schemes: [LoweredHandicapScheme], into writer: inout SwiftWriter) {
        writer.line(
            "static let archeryHandicapSchemes: [ArcheryHandicapScheme] = [\(SwiftCode(joining: schemes.indices.map { "archeryHandicapScheme\($0)" }))]"
        )
        // Each round's and each shot's tables are a declaration of their own:
        // one expression holding a catalogue's hundreds of them took the Swift
        // compiler minutes and gigabytes to type-check.
        for (index, scheme) in schemes.enumerated() {
            let name: SwiftCode = "archeryHandicapScheme\(index)"
            writer.line()
            writer.line("/// \(comment: scheme.name).")
            writer.block("static let \(name) = ArcheryHandicapScheme(", ")") { w in
                w.line(
                    "id: \(literal: scheme.id), name: \(literal: scheme.name), better: \(case: scheme.better), handicaps: \(scheme.handicaps), roundScore: \(case: scheme.roundScore),"
                )
                let spread = scheme.spread
                w.line(
                    "spread: HandicapSpread(scale: \(spread.scale), base: \(spread.base), offset: \(spread.offset), exponent: \(spread.exponent), handicapRate: \(spread.handicapRate), distanceFactor: \(spread.distanceFactor), constant: \(spread.constant), slope: \(spread.slope)),"
                )
                w.line("outdoorArrow: \(scheme.outdoorArrow), indoorArrow: \(scheme.indoorArrow),")
                w.block("rounds: [", "],") { w in
                    for round in scheme.rounds.indices { w.line("\(name)Round\(round),") }
                }
                w.block("odds: [", "]") { w in
                    for odds in scheme.odds.indices { w.line("\(name)Odds\(odds),") }
                }
            }
            for (roundIndex, round) in scheme.rounds.enumerated() {
                writer.block("static let \(name)Round\(roundIndex) = ArcheryRoundHandicaps(", ")") { w in
                    // The rounded scores are the runtime's to make: they were a tenth of the generated Swift.
                    w.line("round: \(literal: round.round), maximum: \(round.maximum), roundedBy: \(case: scheme.roundScore),")
                    w.doubleArrayArgument("unrounded", round.unrounded, last: true)
                }
            }
            for (oddsIndex, odds) in scheme.odds.enumerated() {
                let shot = odds.shot
                let face =
                    odds.faceIndex.map(ArcheryFacesKind.swiftName(ofFaceAt:))
                    ?? "\(ArcheryFacesKind.runtimeEntry.builtInTables).archeryFace(\(literal: shot.face))!"
                writer.block("static let \(name)Odds\(oddsIndex) = ArcheryZoneOdds(", ")") { w in
                    w.line(
                        "scoring: \(face).scoring(\(literal: shot.scoring))!, distance: \(shot.distance), venue: \(literal: shot.venue.rawValue),"
                    )
                    w.line("arrowDiameter: \(odds.arrowDiameter), lowestHandicap: \(scheme.handicaps.lowerBound),")
                    w.doubleArrayArgument("arrow", odds.arrow)
                    w.doubleArrayArgument("spread", odds.spread)
                    w.integerArrayArgument("thresholds", odds.thresholds, as: .uint32, last: true)
                }
            }
        }
    }
}
