import Scorebook
import Testing

/// Sums of facts are exact for every history the bounds allow, however long.
@Suite struct AchievementSumTests {
    /// 10,000 battles and tests at the most negative fact, then 10,000 at the
    /// most positive: the running sums never rise above 0 (an `Int` sum would
    /// stop at `Int.min` after 9,224, then climb far above it).
    @Test func extremeFactsNeverEarnWhatTheirSumsDoNot() throws {
        let tables = ScorebookTables.builtIn
        let largest = AchievementHistory.largestValue
        let each = 10_000
        #expect(each > Int.max / largest, "enough to pass Int's range on the way down")
        var events = Events()
        for fact in [-largest, largest] {
            for _ in 0..<each {
                events.battle("won", xp: fact)
                events.test(fact)
            }
        }
        let history = try AchievementHistory(events.list, kinds: tables.achievementEventKinds)
        let result = tables.achievementRuleSet.evaluate(history, unlocked: [])
        let unlocked = Set(result.unlocked.map(\.id))
        for id in ["experience-bronze", "experience-silver", "experience-gold", "steady-average"] {
            #expect(!unlocked.contains(id), "\(id): the sum never rises above 0")
        }
        let experience = result.progress.filter { $0.id.hasPrefix("experience-") }
        #expect(experience.map(\.id) == ["experience-bronze", "experience-silver", "experience-gold"])
        #expect(experience.allSatisfy { $0.current == 0 }, "the sum never rose above 0, so neither did progress")
    }

    /// Past `Int`, a sum's value is the nearest `Int` (progress counts no
    /// further than a target); its bounds are compared with the exact sum.
    @Test func aSumBeyondIntReadsAsTheNearestIntAndComparesExactly() {
        var sum = AchievementAggregate(.sum)
        for _ in 0..<3 { sum.add(Int.max, day: 0) }
        #expect(sum.value == Int.max)
        #expect(sum.satisfies(atLeast: Int.max, atMost: nil) && !sum.satisfies(atLeast: nil, atMost: Int.max))
        for _ in 0..<3 { sum.add(Int.min, day: 0) }
        #expect(sum.value == -3, "3 × (Int.max + Int.min)")
        for _ in 0..<2 { sum.add(Int.min, day: 0) }
        #expect(sum.value == Int.min)
        #expect(sum.satisfies(atLeast: nil, atMost: Int.min) && !sum.satisfies(atLeast: Int.min, atMost: nil))
    }

    /// Events leaving a window of days take their part of the sum with them exactly.
    @Test func aWindowSubtractsExactly() {
        var sum = AchievementAggregate(.sum, window: .days(2))
        sum.add(Int.max, day: 0)
        sum.add(Int.max, day: 1)
        #expect(sum.value == Int.max && !sum.satisfies(atLeast: nil, atMost: Int.max))
        sum.advance(to: 2)
        #expect(sum.value == Int.max && sum.satisfies(atLeast: Int.max, atMost: Int.max), "day 0 has left")
        sum.add(Int.min, day: 3)
        sum.add(Int.min, day: 3)
        #expect(sum.value == Int.min && !sum.satisfies(atLeast: Int.min, atMost: nil))
        sum.add(5, day: 4)
        sum.advance(to: 5)
        #expect(sum.value == 5, "days 4 and 5 only")
        var average = AchievementAggregate(.average, window: .days(2))
        for value in [Int.min, Int.min, Int.min + 1] { average.add(value, day: 0) }
        #expect(average.value == Int.min, "rounded down: Int.min + 1/3")
        average.add(Int.max, day: 1)
        average.add(Int.max, day: 1)
        average.advance(to: 2)
        #expect(average.value == Int.max && average.satisfies(atLeast: Int.max, atMost: Int.max))
    }

    /// Random histories of values up to 4,000, where `Int` arithmetic is exact:
    /// every sum and average, whole or in a window, as an `Int` recount of the events it holds.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithIntArithmeticOnSmallValues(_ seed: UInt64) {
        var random = ArrowRandom(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        func bound(near value: Int?) -> Int? { pick(0...3) == 0 ? nil : (value ?? 0) + pick(-2...2) }
        let windows: [AchievementAggregate.Window?] = [nil, .days(1), .days(3), .since]
        for function in [AchievementAggregate.Function.sum, .average] {
            for window in windows {
                var aggregate = AchievementAggregate(function, window: window)
                var held: [(day: Int, value: Int)] = [], latest: Int?, open = window != .since
                for _ in 0..<256 {
                    if window == .since, pick(0...9) == 0 {
                        aggregate.restart()
                        (held, open) = ([], true)
                    }
                    // Mostly forward; now and then a day back, which a window never moves back to.
                    let day = (latest ?? 0) + pick(-1...2), value = pick(-4_000...4_000)
                    aggregate.add(value, day: day)
                    let today = max(latest ?? day, day)
                    latest = today
                    if open { held.append((today, value)) }
                    if case .days(let days) = window { held.removeAll { $0.day <= today - days } }
                    let total = held.reduce(0) { $0 + $1.value }, count = held.count
                    let expected = function == .sum ? total : count == 0 ? nil : total.dividedRoundingDown(by: count)
                    let context = Comment(rawValue: "\(function) \(String(describing: window))")
                    #expect(aggregate.value == expected, context)
                    let (atLeast, atMost) = (bound(near: expected), bound(near: expected))
                    let scale = function == .sum ? 1 : count
                    let holds =
                        (function == .sum || count > 0) && (atLeast.map { total >= $0 * scale } ?? true)
                        && (atMost.map { total <= $0 * scale } ?? true)
                    #expect(aggregate.satisfies(atLeast: atLeast, atMost: atMost) == holds, context)
                }
            }
        }
    }

    /// The largest average: every term the largest `Int`, or one less by a third.
    @Test func averagesOfExtremeValuesFit() {
        var average = AchievementAggregate(.average)
        for value in [Int.max, Int.max, Int.max - 1] { average.add(value, day: 0) }
        #expect(average.value == Int.max - 1)
        #expect(average.satisfies(atLeast: Int.max - 1, atMost: nil) && !average.satisfies(atLeast: Int.max, atMost: nil))
    }
}
