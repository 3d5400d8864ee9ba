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

    @Test(arguments: ["2025-02-29", "2025-13-01", "2025-6-01", "25-06-01", "2025-06-31", "2025/06/01", "", "2025-06-01x"])
    func rejects(_ text: String) {
        #expect(CalendarDate(text) == nil)
    }
}
