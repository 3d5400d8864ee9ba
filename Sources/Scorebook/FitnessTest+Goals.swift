extension FitnessTest {
    /// The worst result in `event` that earns at least `points`: myAPFT's goal
    /// view, "what do I need for 90 points?". Answered from a table the
    /// generator precomputed, never by searching the scale.
    ///
    /// ```swift
    /// let goal = try aft.required(event: "mdl", points: 90, sex: "female", age: 30)
    /// goal.requirements[0].raw  // pounds, or seconds for a timed event
    /// ```
    public func required(event id: String, points: Int, sex: String, age: Int, standard: String? = nil)
        throws(ScoringError) -> Requirements
    {
        let event = try scoredEvent(id)
        let (context, sexIndex, groupIndex) = try resolve(sex: sex, age: age, standard: standard)
        guard points >= 1, points <= maximumEventPoints else {
            throw ScoringError(
                field: "points", "points must be a whole number from 1 to \(maximumEventPoints), found \(points)")
        }
        let column = column(event, sexIndex: sexIndex, groupIndex: groupIndex)
        let raw = column.required(points: points)
        return context.with([Requirement(event: event, points: points, raw: raw, isAchievable: raw != nil)])
    }

    /// The worst result in each scored event that still meets the standard's
    /// per-event minimum. Meeting every one passes each event; the standard
    /// may also need a higher total (``FitnessStandard/totalMinimum``).
    public func requiredToPass(sex: String, age: Int, standard: String? = nil) throws(ScoringError) -> Requirements {
        let (context, sexIndex, groupIndex) = try resolve(sex: sex, age: age, standard: standard)
        let minimum = context.standard.eventMinimum
        let requirements = events.filter { !$0.isAlternate }.map { event in
            // A minimum of 0 points asks for no result at all.
            let raw = minimum == 0 ? nil : column(event, sexIndex: sexIndex, groupIndex: groupIndex).required(points: minimum)
            return Requirement(event: event, points: minimum, raw: raw, isAchievable: minimum == 0 || raw != nil)
        }
        return context.with(requirements)
    }

    private func resolve(sex: String, age: Int, standard id: String?) throws(ScoringError)
        -> (context: Requirements, sexIndex: Int, groupIndex: Int)
    {
        let ownSex = try sexIndex(sex)
        let groupIndex = try ageGroupIndex(age)
        let standard = try resolveStandard(id)
        let context = Requirements(
            test: self.id, standard: standard, sex: sex, age: age, ageGroup: ageGroups[groupIndex], requirements: [])
        return (context, standard.scoredAs ?? ownSex, groupIndex)
    }
}

/// What a sex and age must achieve on a test, under one standard.
public struct Requirements: Sendable, Equatable {
    /// The test's id, such as `aft`.
    public let test: String
    public let standard: FitnessStandard
    public let sex: String
    public let age: Int
    public let ageGroup: FitnessAgeGroup
    /// One per event asked about, in the test's order.
    public let requirements: [Requirement]

    func with(_ requirements: [Requirement]) -> Requirements {
        Requirements(test: test, standard: standard, sex: sex, age: age, ageGroup: ageGroup, requirements: requirements)
    }
}

/// The result one event needs for a number of points.
public struct Requirement: Sendable, Equatable {
    public let event: FitnessEvent
    public let points: Int
    /// The worst raw result (in the unit's steps: seconds for times) that earns
    /// at least `points`; `nil` when no result does, or when any result does.
    public let raw: Int?
    /// `false` when the chart's best row earns fewer points than asked.
    public let isAchievable: Bool
}
