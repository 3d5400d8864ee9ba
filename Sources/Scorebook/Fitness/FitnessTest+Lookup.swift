extension FitnessTest {
    /// Ages above this are taken as a typing mistake, even in an open-ended group.
    public static let oldestPlausibleAge = 120

    /// The age group an age falls in.
    public func ageGroup(forAge age: Int) throws(ScoringError) -> FitnessAgeGroup {
        ageGroups[try ageGroupIndex(age)]
    }

    /// The scale column for a scored event, sex and age, under a standard
    /// (the default when `nil`), which may score every sex on one sex's columns.
    public func column(event id: String, sex: String, age: Int, standard: String? = nil) throws(ScoringError)
        -> ScaleColumn
    {
        let event = try scoredEvent(id)
        let bracket = try bracket(sex: sex, age: age, standard: standard)
        return column(event, sexIndex: bracket.scoredAs, groupIndex: bracket.group)
    }

    /// Points for one scored event; `raw` is in the unit's steps (seconds for times).
    public func points(event id: String, sex: String, age: Int, raw: Int, standard: String? = nil)
        throws(ScoringError) -> Int
    {
        try column(event: id, sex: sex, age: age, standard: standard).points(raw: raw)
    }

    // MARK: Resolution (internal)

    /// Where a sex, age and standard fall in the test, as indices.
    struct Bracket {
        let standard: Int
        let sex: Int
        /// The sex whose columns score this one: its own, or the one the standard names for everyone.
        let scoredAs: Int
        let group: Int
    }

    /// Checks sex, age, standard, in that order.
    func bracket(sex: String, age: Int, standard id: String?) throws(ScoringError) -> Bracket {
        let sex = try sexIndex(sex)
        let group = try ageGroupIndex(age)
        let standard = try standardIndex(id)
        return Bracket(standard: standard, sex: sex, scoredAs: standards[standard].scoredAs ?? sex, group: group)
    }

    /// The position of an event's column for a sex and age group: scored
    /// events index `scaleColumns` (four entries each), alternates `goNoGoLimits`.
    func columnIndex(slot: Int, sexIndex: Int, groupIndex: Int) -> Int {
        (slot * sexes.count + sexIndex) * ageGroups.count + groupIndex
    }

    func column(_ event: FitnessEvent, sexIndex: Int, groupIndex: Int) -> ScaleColumn {
        let index = columnIndex(slot: event.slot, sexIndex: sexIndex, groupIndex: groupIndex) * 4
        let first = Int(scaleColumns[index]), last = Int(scaleColumns[index + 1])
        return ScaleColumn(
            better: event.better, printed: first...last, points: scalePoints, offset: Int(scaleColumns[index + 2]),
            required: requiredRaw, requiredOffset: Int(scaleColumns[index + 3]), maximumPoints: maximumEventPoints)
    }

    /// Points for a raw result in a scored event's column, without building the column.
    func points(_ rule: EventRule, sexIndex: Int, groupIndex: Int, raw: Int) -> Int {
        let index = columnIndex(slot: rule.slot, sexIndex: sexIndex, groupIndex: groupIndex) * 4
        let printed = Int(scaleColumns[index])...Int(scaleColumns[index + 1])
        return ScaleColumn.points(
            raw: raw, better: rule.better, printed: printed, in: scalePoints, at: Int(scaleColumns[index + 2]))
    }

    /// The worst raw value that still earns a GO on an alternate event.
    func goNoGoLimit(_ rule: EventRule, sexIndex: Int, groupIndex: Int) -> Int {
        Int(goNoGoLimits[columnIndex(slot: rule.slot, sexIndex: sexIndex, groupIndex: groupIndex)])
    }

    func sexIndex(_ sex: String) throws(ScoringError) -> Int {
        // Sexes are identifiers, which the compiler keeps ASCII.
        guard let index = sexes.firstIndex(where: { sex.hasSameBytes(asASCII: $0) }) else {
            throw .unknown("sex", sex, among: sexes, at: ["sex"])
        }
        return index
    }

    func ageGroupIndex(_ age: Int) throws(ScoringError) -> Int {
        let youngest = ageGroups[0].lowerBound
        guard age >= youngest else {
            throw ScoringError(
                at: ["age"],
                "age \(age) is below the youngest age group (\(ageGroups[0].label)); the \(name) is scored from age \(youngest)"
            )
        }
        let oldest = ageGroups[ageGroups.count - 1].upperBound ?? Self.oldestPlausibleAge
        guard age <= oldest else {
            throw ScoringError(at: ["age"], "age \(age) is above the oldest age this table scores (\(oldest))")
        }
        let offset = age - youngest
        return offset < ageGroupByAge.count ? Int(ageGroupByAge[offset]) : ageGroups.count - 1
    }

    func anyEvent(_ id: String, at path: @autoclosure () -> [ScoringError.PathComponent]) throws(ScoringError)
        -> FitnessEvent
    {
        guard let event = event(id) else {
            let ids = eventIDs
            throw ScoringError(
                at: path(), "unknown event '\(id)'\(Suggestion.didYouMean(id, among: ids)) for the \(name); expected \(quotedList(ids))",
                allowed: ids)
        }
        return event
    }

    func scoredEvent(_ id: String) throws(ScoringError) -> FitnessEvent {
        let event = try anyEvent(id, at: ["event"])
        guard !event.isAlternate else {
            throw ScoringError(
                at: ["event"], "'\(id)' is a go/no-go alternate event; it has no point scale",
                allowed: events.filter { !$0.isAlternate }.map(\.id))
        }
        return event
    }
}
