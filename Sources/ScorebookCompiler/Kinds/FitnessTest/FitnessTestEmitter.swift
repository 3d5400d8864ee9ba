import ScorebookCore

/// Writes a ``LoweredFitnessTest`` as a Swift expression that builds the
/// runtime's `FitnessTest`: small arrays as typed literals, large ones packed.
enum FitnessTestEmitter {
    static func emit(_ test: LoweredFitnessTest, as name: SwiftCode, into writer: inout SwiftWriter) {
        writer.line("/// \(comment: test.name), from \(comment: test.file).")
        writer.block("static let \(name) = FitnessTest(", ")") { w in
            w.line("id: \(literal: test.id),")
            w.line("name: \(literal: test.name),")
            w.line("source: \(literal: test.source),")
            w.line("edition: \(literal: test.edition),")
            w.line("series: \(literal: test.series),")
            w.line("effectiveFrom: \(test.effectiveFrom),")
            w.line("effectiveUntil: \(test.effectiveUntil),")
            w.line("file: \(literal: test.file),")
            w.line("contentHash: \(literal: test.contentHash),")
            w.block("events: [", "],") { w in
                for event in test.events {
                    w.line(
                        "FitnessEvent(id: \(literal: event.id), name: \(literal: event.name), unit: \(case: event.unit), better: \(case: event.better), alternateFor: \(event.alternateFor), slot: \(event.slot)),"
                    )
                }
            }
            w.line("sexes: \(literals: test.sexes),")
            w.block("ageGroups: [", "],") { w in
                for group in test.ageGroups {
                    w.line(
                        "FitnessAgeGroup(label: \(literal: group.label), lowerBound: \(group.lowerBound), upperBound: \(group.upperBound)),"
                    )
                }
            }
            w.integerArrayArgument("ageGroupByAge", test.ageGroupByAge, as: .uint8)
            w.block("standards: [", "],") { w in
                for standard in test.standards {
                    w.line(
                        "FitnessStandard(id: \(literal: standard.id), name: \(literal: standard.name), eventMinimum: \(standard.eventMinimum), totalMinimum: \(standard.totalMinimum), scoredAs: \(standard.scoredAs)),"
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
