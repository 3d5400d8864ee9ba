import ScorebookCore

/// Lowers a validated ``FitnessTestDefinition`` to a ``LoweredFitnessTest``.
///
/// Each column becomes a dense run of points, one per raw step between its
/// best and worst printed rows, filled by the chart's threshold rule: a
/// performance earns the most points whose printed threshold it meets.
enum FitnessTestLowering {
    static func lower(_ test: FitnessTestDefinition, file: String, contentHash: String) -> LoweredFitnessTest {
        let scored = test.scoredEvents
        let alternates = test.alternateEvents
        // Positions by id, found by hashing: a scan per event took events².
        let position = FirstByID(test.events.indices) { test.events[$0].id.value }
        let scoredSlot = FirstByID(scored.indices) { scored[$0].id.value }
        let alternateSlot = FirstByID(alternates.indices) { alternates[$0].id.value }
        let events = test.events.map { event in
            LoweredFitnessTest.Event(
                id: event.id.value, name: event.name, unit: event.unit, better: event.better,
                alternateFor: event.alternateFor.flatMap { position[$0.value] },
                slot: event.alternateFor == nil ? scoredSlot[event.id.value]! : alternateSlot[event.id.value]!
            )
        }
        let scales = FirstByID(test.scales) { $0.event.value }
        let sexes = test.sexes.map(\.value)
        let groups = test.ageGroups.map(\.value)

        let maximumEventPoints = test.scales.flatMap { scale in
            scale.columns.indices.flatMap { scale.cells(ofColumn: $0) }
        }.map(\.points).max() ?? 0

        var columns: [Int] = []
        var points: [Int] = []
        var required: [Int] = []
        // Identical columns share one run: points by their dense values, the
        // required results also by where the column starts.
        var pointsOffsets: [[Int]: Int] = [:]
        var requiredOffsets: [[Int]: Int] = [:]
        for event in scored {
            let scale = scales[event.id.value]!
            let covering = CoveringColumns(scale.columns)
            for sex in sexes {
                for group in groups {
                    let index = covering.first(sex: sex, ageGroup: group.label)!
                    let (first, dense) = denseColumn(scale.cells(ofColumn: index), better: event.better)
                    let pointsOffset = pointsOffsets[dense] ?? points.count
                    if pointsOffset == points.count {
                        pointsOffsets[dense] = pointsOffset
                        points += dense
                    }
                    let requiredOffset = requiredOffsets[[first] + dense] ?? required.count
                    if requiredOffset == required.count {
                        requiredOffsets[[first] + dense] = requiredOffset
                        required += requiredRaw(dense, first: first, better: event.better, upTo: maximumEventPoints)
                    }
                    columns += [first, first + dense.count - 1, pointsOffset, requiredOffset]
                }
            }
        }

        var limits: [Int] = []
        if let chart = test.goNoGo {
            let covering = CoveringColumns(chart.columns)
            let limitsByEvent = FirstByID(chart.limits) { $0.event.value }
            for event in alternates {
                let cells = limitsByEvent[event.id.value]!.cells
                for sex in sexes {
                    for group in groups {
                        let index = covering.first(sex: sex, ageGroup: group.label)!
                        limits.append(cells[index]!.value)
                    }
                }
            }
        }

        let youngest = groups.first!.lowerBound
        let ageGroupByAge = (youngest...groups.last!.lowerBound).map { age in groups.firstIndex { $0.contains(age) }! }

        return LoweredFitnessTest(
            id: test.id.value, name: test.name, source: test.source, edition: test.edition,
            series: test.series?.value,
            effectiveFrom: test.effective?.value.from, effectiveUntil: test.effective?.value.until,
            file: file, contentHash: contentHash, events: events, sexes: sexes, ageGroups: groups,
            ageGroupByAge: ageGroupByAge,
            standards: test.standards.map {
                .init(
                    id: $0.id.value, name: $0.name, eventMinimum: $0.eventMinimum.value,
                    totalMinimum: $0.totalMinimum.value,
                    scoredAs: $0.scoredAs.flatMap { sex in sexes.firstIndex(of: sex.value) })
            },
            defaultStandard: test.standards.firstIndex { $0.id.value == test.defaultStandard.value }!,
            maximumTotal: test.maximumTotal.value, maximumEventPoints: maximumEventPoints,
            scaleColumns: columns, scalePoints: points, requiredRaw: required, goNoGoLimits: limits
        )
    }

    /// Points for every raw value from the lowest printed to the highest.
    static func denseColumn(_ cells: [Scale.Cell], better: Better) -> (first: Int, points: [Int]) {
        let lowest = cells.map(\.raw).min()!
        let highest = cells.map(\.raw).max()!
        var printed = [Int?](repeating: nil, count: highest - lowest + 1)
        for cell in cells {
            // A performance printed at two point values earns the higher.
            printed[cell.raw - lowest] = max(printed[cell.raw - lowest] ?? 0, cell.points)
        }
        // Carry each threshold towards better performances it is met by:
        // upwards when more is better, downwards when less is better.
        var dense = [Int](repeating: 0, count: printed.count)
        var best = 0
        let order = better == .higher ? Array(printed.indices) : printed.indices.reversed()
        for index in order {
            best = max(best, printed[index] ?? 0)
            dense[index] = best
        }
        return (lowest, dense)
    }

    /// For each points value 1 … `top`, the worst raw value of the column that
    /// earns at least that many: the threshold a goal-setter must reach.
    static func requiredRaw(_ dense: [Int], first: Int, better: Better, upTo top: Int) -> [Int] {
        var required = [Int](repeating: LoweredFitnessTest.unachievable, count: top)
        // From the worst result to the best: the first to reach a points value is the worst that earns it.
        var reached = 0
        let order = better == .higher ? Array(dense.indices) : dense.indices.reversed()
        for index in order where dense[index] > reached {
            for points in (reached + 1)...dense[index] { required[points - 1] = first + index }
            reached = dense[index]
        }
        return required
    }
}
