import ScorebookCore

/// Writes a ``LoweredFitnessTest`` as a Swift expression that builds the
/// runtime's `FitnessTest`: small arrays as typed literals, large ones packed.
enum FitnessTestEmitter {
    static func emit(_ test: LoweredFitnessTest, as name: String, into writer: inout SwiftWriter) {
        let string = SwiftWriter.stringLiteral
        writer.line("/// \(test.name), from \(test.file).")
        writer.block("static let \(name) = FitnessTest(", ")") { w in
            w.line("id: \(string(test.id)),")
            w.line("name: \(string(test.name)),")
            w.line("source: \(string(test.source)),")
            w.line("edition: \(string(test.edition)),")
            w.line("series: \(test.series.map(string) ?? "nil"),")
            w.line("effectiveFrom: \(SwiftWriter.dateLiteral(test.effectiveFrom)),")
            w.line("effectiveUntil: \(SwiftWriter.dateLiteral(test.effectiveUntil)),")
            w.line("file: \(string(test.file)),")
            w.line("contentHash: \(string(test.contentHash)),")
            w.block("events: [", "],") { w in
                for event in test.events {
                    let alternate = event.alternateFor.map(String.init) ?? "nil"
                    w.line(
                        "FitnessEvent(id: \(string(event.id)), name: \(string(event.name)), unit: .\(event.unit.rawValue), better: .\(event.better.rawValue), alternateFor: \(alternate), slot: \(event.slot)),"
                    )
                }
            }
            w.line("sexes: [\(test.sexes.map(string).joined(separator: ", "))],")
            w.block("ageGroups: [", "],") { w in
                for group in test.ageGroups {
                    let upper = group.upperBound.map(String.init) ?? "nil"
                    w.line(
                        "FitnessAgeGroup(label: \(string(group.label)), lowerBound: \(group.lowerBound), upperBound: \(upper)),"
                    )
                }
            }
            w.integerArrayArgument("ageGroupByAge", test.ageGroupByAge, as: .uint8)
            w.block("standards: [", "],") { w in
                for standard in test.standards {
                    let scoredAs = standard.scoredAs.map(String.init) ?? "nil"
                    w.line(
                        "FitnessStandard(id: \(string(standard.id)), name: \(string(standard.name)), eventMinimum: \(standard.eventMinimum), totalMinimum: \(standard.totalMinimum), scoredAs: \(scoredAs)),"
                    )
                }
            }
            w.line("defaultStandard: \(test.defaultStandard),")
            w.line("maximumTotal: \(test.maximumTotal),")
            w.line("maximumEventPoints: \(test.maximumEventPoints),")
            w.integerArrayArgument("scaleColumns", test.scaleColumns, as: .int32)
            w.integerArrayArgument("scalePoints", test.scalePoints, as: .uint8)
            w.integerArrayArgument("requiredRaw", test.requiredRaw, as: .int32)
            w.integerArrayArgument("goNoGoLimits", test.goNoGoLimits, as: .int32, last: true)
        }
    }
}
