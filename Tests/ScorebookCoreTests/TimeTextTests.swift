import ScorebookCore
import Testing

@Suite struct TimeTextTests {
    @Test(arguments: [
        ("13:30", 810.0), ("0:05", 5), ("26:30", 1590), ("65:00", 3900), ("1:05:00", 3900),
        ("13:30.5", 810.5), ("13:30.25", 810.25), ("9:59", 599),
    ])
    func parses(_ text: String, _ seconds: Double) {
        #expect(TimeText.parseSeconds(Substring(text)) == seconds)
    }

    @Test(arguments: [
        "", "13", "780", "13:3", "13:60", "13:030", "1:60:00", ":30", "13:", "-1:30", "13:30.", "13:30.x",
        "1:2:3:4", "a:bc", " 13:30", "13:30 ", "+1:30", "1.5:30",
    ])
    func rejects(_ text: String) {
        #expect(TimeText.parseSeconds(Substring(text)) == nil)
    }

    /// Digit runs longer than any field are refused as they are read, so none can overflow.
    @Test(arguments: [
        "9223372036854775808", "99999999999999999999:22", "1:99999999999999999999", "1:00:99999999999999999999",
        "1234567:00", "1:00.9999999999999999999", String(repeating: "9", count: 10_000) + ":00",
    ])
    func rejectsLongDigitRunsWithoutOverflow(_ text: String) {
        #expect(TimeText.parseSeconds(Substring(text)) == nil)
        #expect(TimeText.parseWholeSeconds(Substring(text)) == nil)
    }

    @Test func theLongestFieldsStillParse() {
        #expect(TimeText.parseSeconds("999999:59") == 59_999_999)
        #expect(TimeText.parseSeconds("999999:59:59.5") == 3_599_999_999.5)
    }

    @Test func wholeSecondsOnlyForCharts() {
        #expect(TimeText.parseWholeSeconds("13:30") == 810)
        #expect(TimeText.parseWholeSeconds("13:30.5") == nil)
    }

    @Test(arguments: [(810, "13:30"), (5, "0:05"), (3900, "65:00"), (0, "0:00"), (600, "10:00")])
    func formats(_ seconds: Int, _ text: String) {
        #expect(TimeText.format(seconds: seconds) == text)
    }
}

@Suite struct MeasurementUnitTests {
    @Test func chartValuesAreExact() {
        #expect(MeasurementUnit.repetitions.parseChartValue("61") == 61)
        #expect(MeasurementUnit.repetitions.parseChartValue("0") == 0)
        #expect(MeasurementUnit.repetitions.parseChartValue("061") == nil)
        #expect(MeasurementUnit.repetitions.parseChartValue("13:00") == nil)
        #expect(MeasurementUnit.repetitions.parseChartValue("6.5") == nil)
        #expect(MeasurementUnit.repetitions.parseChartValue("-1") == nil)
        #expect(MeasurementUnit.time.parseChartValue("13:00") == 780)
        #expect(MeasurementUnit.time.parseChartValue("780") == nil)
        #expect(MeasurementUnit.metres.parseChartValue("12.5") == 125)
        #expect(MeasurementUnit.metres.parseChartValue("12") == 120)
        #expect(MeasurementUnit.metres.parseChartValue("12.55") == nil)
        #expect(MeasurementUnit.metres.parseChartValue("12.") == nil)
        #expect(MeasurementUnit.pounds.parseChartValue("340") == 340)
    }

    @Test func formatsLikeTheChart() {
        #expect(MeasurementUnit.metres.format(125) == "12.5")
        #expect(MeasurementUnit.time.format(810) == "13:30")
        #expect(MeasurementUnit.repetitions.format(61) == "61")
    }

    @Test func measuredValuesRoundTowardsTheWorsePerformance() {
        #expect(MeasurementUnit.time.raw(fromMeasured: 810.2, better: .lower) == 811)
        #expect(MeasurementUnit.time.raw(fromMeasured: 810, better: .lower) == 810)
        #expect(MeasurementUnit.metres.raw(fromMeasured: 12.34, better: .higher) == 123)
        // Hostile values saturate rather than trap.
        #expect(MeasurementUnit.metres.raw(fromMeasured: 1e300, better: .higher) == Int.max)
        #expect(MeasurementUnit.time.raw(fromMeasured: -.infinity, better: .lower) == Int.min)
        #expect(MeasurementUnit.time.raw(fromMeasured: .nan, better: .lower) == 0)
        #expect(MeasurementUnit.repetitions.raw(fromMeasured: 0x1p60 + 0x1p10, better: .higher) == 1 << 60 + 1 << 10)
        // 12.3 * 10 is 122.99999999999999 in binary: still exactly 12.3 m.
        #expect(MeasurementUnit.metres.raw(fromMeasured: 12.3, better: .higher) == 123)
        #expect(MeasurementUnit.time.raw(fromMeasured: 65.1, better: .higher) == 65)
    }
}

@Suite struct CalendarDateTests {
    @Test func parsesAndCompares() throws {
        let first = try #require(CalendarDate("2025-06-01"))
        let last = try #require(CalendarDate("2025-05-31"))
        #expect(last < first)
        #expect(first.description == "2025-06-01")
        #expect(CalendarDate("2024-02-29") != nil)
    }

    @Test(arguments: [
        "2025-02-29", "2025-13-01", "2025-6-01", "25-06-01", "2025-06-31", "2025/06/01", "", "2025-06-01x", "2025-00-10", "2025-06-00",
        "+025-06-01", "2025-06-0\u{661}", "\u{FF12}025-06-01", "2025-06-01\n", "2025--06-01",
    ])
    func rejects(_ text: String) {
        #expect(CalendarDate(text) == nil)
    }

    /// Every day from 1800 to 2200 reads back from its own text.
    @Test func everyDayReadsBackFromItsText() {
        for days in -62_000...84_000 {
            let date = CalendarDate(daysSince1970: days)
            #expect(CalendarDate(date.description) == date)
        }
    }

    /// The same day months on, or the month's last where it is shorter; back for a negative count; clamped.
    @Test(arguments: [
        ("2025-09-15", 8, "2026-05-15"), ("2025-09-15", 12, "2026-09-15"), ("2025-08-31", 6, "2026-02-28"), ("2023-08-31", 6, "2024-02-29"),
        ("2025-05-31", 14, "2026-07-31"), ("2025-01-31", 1, "2025-02-28"), ("2025-03-15", -3, "2024-12-15"), ("2025-03-31", -1, "2025-02-28"),
        ("9999-12-01", 1, "9999-12-31"), ("0001-01-01", -1, "0001-01-01"), ("2025-06-01", Int.max, "9999-12-31"), ("2025-06-01", Int.min, "0001-01-01"),
    ])
    func addingMonths(_ from: String, _ months: Int, _ expected: String) throws {
        #expect(try #require(CalendarDate(from)).adding(months: months).description == expected)
    }
}

@Suite struct DaysSince1970Tests {
    /// Anchors from an independent calendar (Python's `date.fromordinal`).
    @Test(arguments: [
        (0, "1970-01-01"), (-1, "1969-12-31"), (11_016, "2000-02-29"), (-25_508, "1900-03-01"),
        (19_265, "2022-09-30"), (19_266, "2022-10-01"), (20_239, "2025-05-31"), (20_240, "2025-06-01"),
    ])
    func daysSince1970(_ days: Int, _ text: String) {
        #expect(CalendarDate(daysSince1970: days).description == text)
    }

    /// Every day from 1800 to 2200 follows the one before it, by the calendar's own rules.
    @Test func consecutiveDaysAreConsecutiveDates() {
        var previous = CalendarDate(daysSince1970: -62_091)  // 1800-01-01
        #expect(previous.description == "1800-01-01")
        for days in -62_090...84_000 {
            let date = CalendarDate(daysSince1970: days)
            let next =
                CalendarDate(year: previous.year, month: previous.month, day: previous.day + 1, validating: true)
                ?? CalendarDate(year: previous.year, month: previous.month + 1, day: 1, validating: true)
                ?? CalendarDate(year: previous.year + 1, month: 1, day: 1)
            #expect(date == next, "day \(days)")
            previous = date
        }
    }
}

@Suite struct EffectivePeriodTests {
    let acft = EffectivePeriod(from: CalendarDate("2022-10-01"), until: CalendarDate("2025-05-31"))

    @Test func bothEndsAreIncluded() {
        #expect(acft.contains(CalendarDate("2022-10-01")!))
        #expect(acft.contains(CalendarDate("2025-05-31")!))
        #expect(!acft.contains(CalendarDate("2022-09-30")!))
        #expect(!acft.contains(CalendarDate("2025-06-01")!))
        #expect(EffectivePeriod().contains(CalendarDate("0001-01-01")!))
    }

    @Test func overlapsShareADay() {
        #expect(!acft.overlaps(EffectivePeriod(until: CalendarDate("2022-09-30"))))
        #expect(acft.overlaps(EffectivePeriod(until: CalendarDate("2022-10-01"))))
        #expect(!acft.overlaps(EffectivePeriod(from: CalendarDate("2025-06-01"))))
        #expect(acft.overlaps(EffectivePeriod(from: CalendarDate("2025-05-31"))))
        #expect(acft.overlaps(EffectivePeriod()))
    }

    @Test func describesOpenEnds() {
        #expect(acft.description == "from 2022-10-01 to 2025-05-31")
        #expect(EffectivePeriod(until: CalendarDate("2022-09-30")).description == "until 2022-09-30")
        #expect(EffectivePeriod(from: CalendarDate("2025-06-01")).description == "from 2025-06-01")
        #expect(EffectivePeriod().description == "at all times")
    }
}

extension CalendarDate {
    /// A date from parts, or `nil` for a day the month lacks.
    init?(year: Int, month: Int, day: Int, validating: Bool) {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        self.init("\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))")
    }
}

