extension FitnessTest {
    /// The worst result that earns at least `points`: myAPFT's goal view,
    /// "what do I need for 90 points?". Answered from a table the generator
    /// precomputed, never by searching the scale.
    ///
    /// - Parameters:
    ///   - event: one scored event, or `nil` for every scored event.
    ///   - points: 1 … ``maximumEventPoints``, or `nil` for the standard's
    ///     minimum in each event: then the answer is what it takes to pass each
    ///     event (the standard may also need a higher total).
    ///   - sex: one of the test's ``sexes``.
    ///   - age: in whole years.
    ///   - standard: one of the test's ``standards`` by id, or `nil` for its default.
    ///
    /// ```swift
    /// let goal = try aft.required(event: "mdl", points: 90, sex: "female", age: 30)
    /// goal.requirements[0].raw  // pounds, or seconds for a timed event
    /// ```
    public func required(
        event: String? = nil, points: Int? = nil, sex: String, age: Int, standard: String? = nil
    ) throws(ScoringError) -> Requirements {
        let chosen = try event.map { id throws(ScoringError) in [try scoredEvent(id)] } ?? events.filter { !$0.isAlternate }
        let bracket = try bracket(sex: sex, age: age, standard: standard)
        let standard = standards[bracket.standard]
        if let points, points < 1 || points > maximumEventPoints {
            throw ScoringError(
                at: ["points"], "\(points) is not a points value of this test; expected a whole number from 1 to \(maximumEventPoints)")
        }
        let goal = points ?? standard.eventMinimum
        let requirements = chosen.map { event in
            // A minimum of 0 points asks for no result at all.
            guard goal > 0 else { return Requirement(event: event, points: 0, raw: nil, isAchievable: true) }
            let raw = column(event, sexIndex: bracket.scoredAs, groupIndex: bracket.group).required(points: goal)
            return Requirement(event: event, points: goal, raw: raw, isAchievable: raw != nil)
        }
        return Requirements(
            test: self.id, standard: standard, sex: sex, age: age, ageGroup: ageGroups[bracket.group],
            requirements: requirements)
    }

    /// The worst result in each scored event that still meets the standard's
    /// minimum for the event: `required(points: nil, …)`.
    public func requiredToPass(sex: String, age: Int, standard: String? = nil) throws(ScoringError) -> Requirements {
        try required(sex: sex, age: age, standard: standard)
    }
}

extension FitnessTest {
    // Nested, as a test's alone: top-level `Requirements` and `Requirement`
    // would land in every importer's namespace.

    /// What a sex and age must achieve on a test, under one standard.
    public struct Requirements: Sendable, Equatable {
        /// The test's id, such as `aft`.
        public let test: String
        /// The standard the goals are under: the one asked for, or the test's default.
        public let standard: FitnessStandard
        /// The sex asked about, one of the test's ``FitnessTest/sexes``.
        public let sex: String
        /// The age asked about, in whole years.
        public let age: Int
        /// The age group ``age`` falls in.
        public let ageGroup: FitnessAgeGroup
        /// One per event asked about, in the test's order.
        public let requirements: [Requirement]
    }

    /// The result one event needs for a number of points.
    public struct Requirement: Sendable, Equatable {
        /// The scored event.
        public let event: FitnessEvent
        /// The points to earn: those asked for, or the standard's minimum in each event.
        public let points: Int
        /// The worst raw result (in the unit's steps: seconds for times) that earns
        /// at least `points`; `nil` when no result does, or when any result does.
        public let raw: Int?
        /// `false` when the chart's best row earns fewer points than asked.
        public let isAchievable: Bool
    }
}
