import Scorebook
import Testing

/// Events for the tests: one an hour from a fixed start, unless a test says when.
struct Events {
    private(set) var list: [AchievementEvent] = []
    private var clock = Timestamp("2026-11-02T08:00:00+01:00")!

    /// Moves the clock on, by hours (an event every hour by default) or days.
    mutating func wait(hours: Int = 0, days: Int = 0) {
        clock = Timestamp(seconds: clock.seconds + hours * 3600 + days * 86_400, offsetMinutes: clock.offsetMinutes)
    }

    mutating func add(_ kind: String, _ facts: [String: FactValue]) {
        wait(hours: 1)
        list.append(AchievementEvent(kind: kind, at: clock, facts: facts))
    }

    mutating func test(_ total: Int, passed: Bool = true, test: String = "apft", goal: Int? = nil) {
        var facts: [String: FactValue] = [
            "test": .text(test), "standard": .text("general"), "date": .dateTime(clock), "total": .integer(total),
            "passed": .boolean(passed), "events": .integerMap([:]),
        ]
        if let goal { facts["goal"] = .integer(goal) }
        add("fitness.test-recorded", facts)
    }

    mutating func goalReached(record: Bool, total: Int? = 450) {
        var facts: [String: FactValue] = ["test": .text("aft"), "record": .boolean(record), "events": .integerMap([:])]
        if let total { facts["total"] = .integer(total) }
        add("fitness.goal-reached", facts)
    }

    mutating func match(_ result: String, opponent: String = "robin", difficulty: String = "medium", opponentScore: Int = 2) {
        add(
            "archery.match-finished",
            [
                "opponent": .text(opponent), "difficulty": .text(difficulty), "format": .text("sets"), "result": .text(result),
                "archerScore": .integer(result == "won" ? 6 : 2), "opponentScore": .integer(opponentScore),
            ])
    }

    mutating func round(_ score: Int, round: String = "portsmouth", handicap: Int? = nil) {
        var facts: [String: FactValue] = ["round": .text(round), "score": .integer(score)]
        if let handicap { facts["handicap"] = .integer(handicap) }
        add("archery.round-finished", facts)
    }

    mutating func battle(_ result: String, knockout: Bool = false, xp: Int = 100) {
        add("rpg.battle-finished", ["result": .text(result), "knockout": .boolean(knockout), "xp": .integer(xp)])
    }

    mutating func level(_ level: Int) { add("rpg.level-reached", ["level": .integer(level)]) }
    mutating func action(_ action: String) { add("app.action", ["action": .text(action)]) }
    mutating func session(_ length: String) {
        add("app.session", ["length": .duration(milliseconds: DurationText.milliseconds(length)!)])
    }
}

/// Every achievement of `Tables/achievements.yaml`: a history where it is
/// earned, and the closest one where it is not (one short of the count, a
/// tie that is not a personal best, the day a window closes).
@Suite struct AchievementTests {
    static let tables = ScorebookTables.builtIn

    static func unlocked(_ events: Events, already: [String] = []) throws -> [String] {
        let history = try AchievementHistory(events.list, kinds: tables.achievementEventKinds)
        return tables.achievementRuleSet.evaluate(history, unlocked: already).unlocked.map(\.id)
    }

    typealias Case = (id: String, earned: @Sendable (inout Events) -> Void, notEarned: @Sendable (inout Events) -> Void)

    static func repeated(_ count: Int, _ body: @escaping @Sendable (inout Events) -> Void) -> @Sendable (inout Events) -> Void {
        { events in for _ in 0..<count { body(&events) } }
    }

    static let cases: [Case] = [
        ("first-test", { $0.test(200) }, { $0.match("won") }),
        ("tests-bronze", repeated(10) { $0.test(200) }, repeated(9) { $0.test(200) }),
        ("tests-silver", repeated(50) { $0.test(200) }, repeated(49) { $0.test(200) }),
        ("tests-gold", repeated(100) { $0.test(200) }, repeated(99) { $0.test(200) }),
        ("first-pass", { $0.test(150, passed: false); $0.test(180) }, { $0.test(150, passed: false) }),
        ("goal-met", { $0.test(250, goal: 250) }, { $0.test(249, goal: 250); $0.test(300) }),
        ("record-goal", { $0.goalReached(record: true) }, { $0.goalReached(record: false); $0.test(300, goal: 250) }),
        ("test-personal-best", { $0.test(200); $0.test(201) }, { $0.test(200); $0.test(200); $0.test(300, test: "acft") }),
        ("apft-max", { $0.test(300) }, { $0.test(299); $0.test(300, test: "acft") }),
        ("distinguished", { $0.test(270) }, { $0.test(269); $0.test(280, passed: false) }),
        (
            "monthly-regular", { $0.test(200); $0.wait(days: 28); $0.test(200); $0.test(200) },
            { $0.test(200); $0.wait(days: 30); $0.test(200); $0.test(200) }
        ),
        ("steady-average", { $0.test(250); $0.test(240); $0.test(260) }, { $0.test(250); $0.test(240); $0.test(259) }),
        (
            "goal-chaser", { $0.action("goal-set"); $0.test(200); $0.test(200); $0.test(200) },
            { $0.test(200); $0.action("goal-set"); $0.test(200); $0.test(200) }
        ),
        ("first-match", { $0.match("lost") }, { $0.round(500) }),
        ("match-won", { $0.match("won") }, { $0.match("lost") }),
        ("opponent-beaten", { $0.match("lost"); $0.match("won") }, { $0.match("lost") }),
        ("round-personal-best", { $0.round(500); $0.round(501) }, { $0.round(500); $0.round(500); $0.round(600, round: "york") }),
        ("nova-beaten", { $0.match("won", opponent: "captain-nova") }, { $0.match("lost", opponent: "captain-nova"); $0.match("won") }),
        ("champion-beaten", { $0.match("won", difficulty: "champion") }, { $0.match("lost", difficulty: "champion") }),
        ("hard-won", { $0.match("won", difficulty: "hard") }, { $0.match("won", difficulty: "medium") }),
        ("clean-sweep", { $0.match("won", opponentScore: 0) }, { $0.match("won", opponentScore: 1) }),
        (
            "perfect-champion", { $0.match("won", difficulty: "champion", opponentScore: 0) },
            { $0.match("won", difficulty: "champion", opponentScore: 1) }
        ),
        ("wins-bronze", repeated(10) { $0.match("won") }, { events in repeated(9) { $0.match("won") }(&events); events.match("lost") }),
        ("wins-silver", repeated(25) { $0.match("won") }, repeated(24) { $0.match("won") }),
        ("wins-gold", repeated(50) { $0.match("won") }, repeated(49) { $0.match("won") }),
        ("rounds-bronze", repeated(10) { $0.round(500) }, repeated(9) { $0.round(500) }),
        ("rounds-silver", repeated(50) { $0.round(500) }, repeated(49) { $0.round(500) }),
        ("rounds-gold", repeated(100) { $0.round(500) }, repeated(99) { $0.round(500) }),
        ("handicap-30", { $0.round(500, handicap: 30) }, { $0.round(500, handicap: 31); $0.round(900) }),
        ("steady-form", { $0.round(540); $0.round(560) }, { $0.round(540); $0.round(559); $0.round(600, round: "york") }),
        // Monday 2 November: five rounds that Monday; or five on Thursday to Monday, across two calendar weeks.
        (
            "busy-week", repeated(5) { $0.round(500) },
            { events in
                events.wait(days: 3)
                repeated(5) { $0.round(500); $0.wait(hours: 23) }(&events)
            }
        ),
        ("first-battle-won", { $0.battle("drawn"); $0.battle("won") }, { $0.battle("drawn"); $0.battle("lost") }),
        ("knockout", { $0.battle("won", knockout: true) }, { $0.battle("won"); $0.battle("lost", knockout: true) }),
        ("level-5", { $0.level(5) }, { $0.level(4) }),
        ("level-10", { $0.level(10) }, { $0.level(9) }),
        ("level-20", { $0.level(20) }, { $0.level(19) }),
        ("experience-bronze", { $0.battle("won", xp: 600); $0.battle("lost", xp: 400) }, { $0.battle("won", xp: 999) }),
        ("experience-silver", repeated(5) { $0.battle("won", xp: 1000) }, { $0.battle("won", xp: 4999) }),
        ("experience-gold", repeated(2) { $0.battle("won", xp: 10_000) }, { $0.battle("won", xp: 19_999) }),
        (
            "battle-week", { events in repeated(4) { $0.battle("won"); $0.wait(days: 1) }(&events); events.battle("lost") },
            { events in repeated(4) { $0.battle("won"); $0.wait(days: 2) }(&events); events.battle("lost") }
        ),
        (
            "weekly-warrior", { events in repeated(3) { $0.battle("won"); $0.wait(days: 2) }(&events) },
            { events in repeated(3) { $0.battle("won"); $0.wait(days: 4) }(&events) }
        ),
        ("good-sport", repeated(10) { $0.battle("lost") }, repeated(9) { $0.battle("lost") }),
        ("first-score", { $0.action("scored") }, { $0.action("saved") }),
        ("goal-set", { $0.action("goal-set") }, { $0.action("goal-reached") }),
        ("goal-reached", { $0.action("goal-reached") }, { $0.action("goal-set") }),
        ("saver", repeated(10) { $0.action("saved") }, { events in repeated(9) { $0.action("saved") }(&events); events.action("shared") }),
        ("sharer", { $0.action("shared") }, { $0.action("saved") }),
        ("profile", { $0.action("profile-updated") }, { $0.action("scored") }),
        ("sessions-bronze", repeated(10) { $0.session("PT1M") }, repeated(9) { $0.session("PT1M") }),
        ("sessions-silver", repeated(100) { $0.session("PT1M") }, repeated(99) { $0.session("PT1M") }),
        ("sessions-gold", repeated(500) { $0.session("PT1M") }, repeated(499) { $0.session("PT1M") }),
        // A session a day: each event adds an hour, so 23 more make the next day at the same time.
        (
            "active-week", repeated(5) { $0.session("PT5M"); $0.wait(hours: 23) },
            { events in
                repeated(4) { $0.session("PT5M"); $0.wait(hours: 23) }(&events)
                events.wait(days: 3)  // day 7: the window is days 1 to 7, four of them active
                events.session("PT5M")
            }
        ),
        // Twenty days from 2 November, all in November; or from 12 November, the twentieth on 1 December.
        ("active-month", repeated(20) { $0.session("PT5M"); $0.wait(hours: 23) }, { events in
            events.wait(days: 10)
            repeated(20) { $0.session("PT5M"); $0.wait(hours: 23) }(&events)
        }),
        ("daily-habit", repeated(7) { $0.session("PT5M"); $0.wait(hours: 23) }, { events in
            repeated(3) { $0.session("PT5M"); $0.wait(hours: 23) }(&events)
            events.wait(days: 1)  // a day missed: the streak starts again
            repeated(4) { $0.session("PT5M"); $0.wait(hours: 23) }(&events)
        }),
        ("long-streak", repeated(30) { $0.session("PT5M"); $0.wait(hours: 23) }, repeated(29) { $0.session("PT5M"); $0.wait(hours: 23) }),
        ("weekly-archer", repeated(4) { $0.round(500); $0.wait(days: 7) }, { events in
            repeated(3) { $0.round(500); $0.wait(days: 7) }(&events)
            events.wait(days: 7)  // a week without a round
            events.round(500)
        }),
        ("ten-hours", { $0.session("PT9H"); $0.session("PT1H") }, { $0.session("PT9H59M59.999S") }),
    ]

    @Test func everyAchievementHasItsCases() {
        #expect(Set(Self.cases.map(\.id)) == Set(Self.tables.achievements.map(\.id)))
        #expect(Self.tables.achievements.count >= 30)
    }

    /// A repeatable rule over a window is earned anew each time it holds again,
    /// even with no other event between: the window is asked again as it moves.
    /// Battles on days 0, 1 and 2 earn it; on day 7 the window has let day 0
    /// go (two battles: it stopped holding), and the day's battle makes three again.
    @Test func aWindowedRuleIsEarnedAnewWhenItHoldsAgain() throws {
        var events = Events()
        for _ in 0..<3 { events.battle("won"); events.wait(days: 1) }
        events.wait(days: 4)
        events.battle("won")
        #expect(try Self.unlocked(events).filter { $0 == "weekly-warrior" }.count == 2)
        var apart = Events()
        for _ in 0..<3 { apart.battle("won"); apart.wait(days: 1) }
        apart.wait(days: 3)
        apart.battle("won")
        #expect(try Self.unlocked(apart).filter { $0 == "weekly-warrior" }.count == 1, "day 6: days 0-6 still hold three")
    }

    /// Progress is the best a value reached, a window's move included: a
    /// low score leaving the window raises the average, with or without an event.
    @Test func progressRisesAsAWindowMoves() throws {
        var events = Events()
        events.round(300)
        events.wait(days: 5)
        events.round(540)
        events.wait(days: 3)  // day 8: the window is days 2 to 8, the 300 has left
        let tables = Self.tables
        func progress(_ events: Events, now: Timestamp? = nil) throws -> Int? {
            let history = try AchievementHistory(events.list, kinds: tables.achievementEventKinds)
            return tables.achievementRuleSet.evaluate(history, unlocked: [], now: now).progress.first { $0.id == "steady-form" }?.current
        }
        #expect(try progress(events) == 420, "(300 + 540) / 2")
        let now = events.list.last!.at
        #expect(try progress(events, now: Timestamp(seconds: now.seconds + 3 * 86_400, offsetMinutes: now.offsetMinutes)) == 540)
        events.session("PT5M")
        #expect(try progress(events) == 540, "an event of another kind moves the window too")
    }

    /// A calendar window moves with `now`, and a `since` event that matches
    /// the aggregate's own filter counts itself.
    @Test func calendarAndSinceWindowsAtTheirEdges() throws {
        let tables = Self.tables
        func earned(_ events: Events, now: Timestamp? = nil) throws -> [String] {
            let history = try AchievementHistory(events.list, kinds: tables.achievementEventKinds)
            return tables.achievementRuleSet.evaluate(history, unlocked: [], now: now).unlocked.map(\.id)
        }
        // Four rounds on Sunday 8 November, the fifth on Monday 9th: a new week, so not busy.
        var week = Events()
        week.wait(days: 6)
        for _ in 0..<4 { week.round(500) }
        let sunday = week.list.last!.at
        #expect(try !earned(week).contains("busy-week"))
        week.wait(hours: 16)
        week.round(500)
        #expect(week.list.last!.at.localDay(dayStart: 0) == sunday.localDay(dayStart: 0) + 1)
        #expect(try !earned(week).contains("busy-week"))
        // Five on one Monday earn it; asked at a `now` next week it is still earned, once.
        var monday = Events()
        for _ in 0..<5 { monday.round(500) }
        let nextWeek = Timestamp(seconds: monday.list.last!.at.seconds + 7 * 86_400, offsetMinutes: 60)
        #expect(try earned(monday, now: nextWeek).filter { $0 == "busy-week" }.count == 1)
    }

    @Test(arguments: cases.indices)
    func earnedAndNotEarned(_ index: Int) throws {
        let (id, earned, notEarned) = Self.cases[index]
        var yes = Events(), no = Events()
        earned(&yes)
        notEarned(&no)
        #expect(try Self.unlocked(yes).contains(id), "\(id) is earned")
        #expect(try !Self.unlocked(no).contains(id), "\(id) is not earned")
        #expect(try !Self.unlocked(yes, already: [id]).contains(id) || Self.tables.achievements.first { $0.id == id }!.repeatable)
    }
}

/// Evaluating a history event by event, feeding back what was unlocked,
/// unlocks the same achievements (as many times each) as evaluating it once
/// at the end; and progress never moves back.
@Suite struct AchievementPropertyTests {
    static func history(seed: UInt64, count: Int) -> Events {
        var random = ArrowRandom(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        var events = Events()
        let opponents = Scorebook.archeryOpponents.map(\.id)
        for _ in 0..<count {
            events.wait(hours: pick(30))
            switch pick(7) {
            case 0: events.test(150 + pick(160), passed: pick(4) > 0, goal: pick(2) == 0 ? 250 : nil)
            case 1:
                events.match(
                    pick(2) == 0 ? "won" : "lost", opponent: opponents[pick(opponents.count)],
                    difficulty: ["easy", "medium", "hard", "champion"][pick(4)], opponentScore: pick(7))
            case 2: events.round(400 + pick(200), round: ["portsmouth", "york", "wa-18"][pick(3)], handicap: pick(2) == 0 ? pick(80) : nil)
            case 3: events.battle(["won", "drawn", "lost"][pick(3)], knockout: pick(5) == 0, xp: pick(500))
            case 4: events.level(1 + pick(25))
            case 5: events.action(["scored", "saved", "shared", "goal-set", "goal-reached", "profile-updated"][pick(6)])
            default: events.session("PT\(1 + pick(90))M")
            }
        }
        return events
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func eventByEventEqualsAllAtOnce(_ seed: UInt64) throws {
        let tables = ScorebookTables.builtIn
        let events = Self.history(seed: seed, count: 300).list
        let all = try tables.achievementRuleSet.evaluate(
            AchievementHistory(events, kinds: tables.achievementEventKinds), unlocked: [])
        var unlocked: [String] = []
        var previous: [String: Int] = [:]
        for end in 1...events.count {
            let history = try AchievementHistory(Array(events[..<end]), kinds: tables.achievementEventKinds)
            let result = tables.achievementRuleSet.evaluate(history, unlocked: unlocked)
            unlocked += result.unlocked.map(\.id)
            for entry in result.progress {
                #expect(entry.current >= previous[entry.id, default: 0], "\(entry.id) moved back at event \(end)")
                previous[entry.id] = entry.current
            }
        }
        #expect(unlocked.sorted() == all.unlocked.map(\.id).sorted())
        #expect(all.unlocked.count > 20, "the random history earns a good share")
    }
}

/// The aggregates' arithmetic at its edges.
@Suite struct AchievementAggregateTests {
    @Test func averagesRoundDownExactly() {
        var average = AchievementAggregate(.average)
        average.add(-3, day: 0)
        average.add(-4, day: 0)
        #expect(average.value == -4)
        #expect(average.satisfies(atLeast: -4, atMost: nil) && !average.satisfies(atLeast: -3, atMost: nil))
        var large = AchievementAggregate(.average)
        large.add(AchievementHistory.largestValue, day: 0)
        large.add(AchievementHistory.largestValue - 1, day: 0)
        #expect(large.value == AchievementHistory.largestValue - 1)
    }

    /// A later event on an earlier local day (a flight west) does not hold a window open.
    @Test func windowsNeverMoveBack() {
        var count = AchievementAggregate(.count, window: .days(7))
        count.add(1, day: 10)
        count.add(1, day: 9)
        count.advance(to: 17)
        #expect(count.value == 0)
        var maximum = AchievementAggregate(.max, window: .days(7))
        maximum.add(5, day: 10)
        maximum.add(3, day: 9)
        maximum.advance(to: 17)
        #expect(maximum.value == nil)
    }

    /// Weeks run Monday to Sunday: 1970-01-01 (day 0) was a Thursday.
    @Test func streaksOfDaysAndWeeks() {
        var days = AchievementAggregate(.streak(weeks: false))
        for day in [10, 11, 11, 12] { days.add(1, day: day) }
        #expect(days.value == 3)
        days.advance(to: 13)
        #expect(days.value == 3, "today may still come")
        days.advance(to: 14)
        #expect(days.value == 0, "a whole day missed")
        var weeks = AchievementAggregate(.streak(weeks: true))
        weeks.add(1, day: 3)  // Sunday 1970-01-04
        weeks.add(1, day: 4)  // Monday: the next week
        #expect(weeks.value == 2)
        var longest = AchievementAggregate(.longestStreak(weeks: false))
        for day in [1, 2, 3, 10, 11] { longest.add(1, day: day) }
        #expect(longest.value == 3)
        var active = AchievementAggregate(.daysActive, window: .days(7))
        for day in [1, 1, 2, 5, 9] {
            active.advance(to: day)  // as the generated evaluation does before each event
            active.add(1, day: day)
        }
        #expect(active.value == 2, "days 5 and 9 in the window 3 to 9: days 1 and 2 have left")
        #expect(AchievementAggregate.unit(of: -1, weeks: true) == 0 && AchievementAggregate.unit(of: -4, weeks: true) == -1)
    }

    /// A calendar window restarts as its week or month begins; days are since 1970-01-01, a Thursday.
    @Test func calendarWindowsRestart() {
        var week = AchievementAggregate(.max, window: .week)
        week.add(9, day: 3)  // Sunday 4 January 1970
        week.add(2, day: 4)  // Monday: a new week
        #expect(week.value == 2 && week.count == 1)
        week.advance(to: 11)
        #expect(week.value == nil && week.count == 0, "the next Monday, nothing yet")
        var month = AchievementAggregate(.daysActive, window: .month)
        for day in [0, 5, 30] { month.add(1, day: day) }  // 1, 6 and 31 January
        #expect(month.value == 3)
        month.add(1, day: 31)  // 1 February
        #expect(month.value == 1)
        #expect(AchievementAggregate.month(of: -1) == -1 && AchievementAggregate.month(of: 59) == 2, "December 1969; 1 March 1970")
    }

    /// A `since` window counts nothing until its first event, and restarts at each.
    @Test func sinceWindowsRestartAtTheirEvent() {
        var sum = AchievementAggregate(.sum, window: .since)
        sum.add(5, day: 0)
        #expect(sum.value == 0, "no event to count since")
        sum.restart()
        sum.add(5, day: 1)
        sum.add(6, day: 2)
        #expect(sum.value == 11)
        sum.restart()
        #expect(sum.value == 0)
        var minimum = AchievementAggregate(.min, window: .since)
        minimum.restart()
        minimum.add(1, day: 0)
        minimum.restart()
        minimum.add(4, day: 0)
        #expect(minimum.value == 4)
    }
}

/// The archery trophies and the test goal, on the exact events: evaluated
/// event by event as an app would, each earned where it must be and nowhere else.
@Suite struct AchievementTrophyTests {
    /// Each achievement earned, with the index of the event that earned it.
    static func earned(_ events: Events) throws -> [(event: Int, id: String)] {
        let tables = ScorebookTables.builtIn
        var unlocked: [String] = [], earned: [(Int, String)] = []
        for end in 1...events.list.count {
            let history = try AchievementHistory(Array(events.list[..<end]), kinds: tables.achievementEventKinds)
            let ids = tables.achievementRuleSet.evaluate(history, unlocked: unlocked).unlocked.map(\.id)
            unlocked += ids
            earned += ids.map { (end - 1, $0) }
        }
        return earned
    }

    /// Every opponent at every difficulty: a loss, the first win (gold), a second win (none).
    @Test func goldOnTheFirstWinAgainstEachOpponent() throws {
        var events = Events(), firstWins: [Int] = []
        for opponent in Scorebook.archeryOpponents.map(\.id) {
            events.match("lost", opponent: opponent, difficulty: "hard")
            events.match("won", opponent: opponent, difficulty: "easy")
            firstWins.append(events.list.count - 1)
            events.match("won", opponent: opponent, difficulty: "champion")
        }
        let gold = try Self.earned(events).filter { $0.id == "opponent-beaten" }.map(\.event)
        #expect(gold == firstWins)
        #expect(gold.count == Scorebook.archeryOpponents.count && gold.count >= 7)
    }

    /// Per round: the first score sets the best, a tie or less is not a new
    /// one, one point more is; another round's scores never count.
    @Test func silverOnEachNewBestOnARound() throws {
        var events = Events(), bests: [Int] = []
        for (score, round, isBest) in [
            (500, "portsmouth", false), (500, "portsmouth", false), (499, "portsmouth", false), (501, "portsmouth", true),
            (400, "york", false), (501, "portsmouth", false), (450, "york", true), (502, "portsmouth", true), (450, "york", false),
        ] {
            events.round(score, round: round)
            if isBest { bests.append(events.list.count - 1) }
        }
        #expect(try Self.earned(events).filter { $0.id == "round-personal-best" }.map(\.event) == bests)
    }

    /// A test that meets the goal set with it, once for each such test; a test one short, or with no goal, never.
    @Test func theGoalIsMetByTheTestThatReachesIt() throws {
        var events = Events()
        events.test(249, goal: 250)
        events.test(300)
        events.test(250, goal: 250)
        events.test(280, goal: 290)
        events.test(291, goal: 290)
        #expect(try Self.earned(events).filter { $0.id == "goal-met" }.map(\.event) == [2, 4])
    }
}
