import ScorebookCore
import Testing

/// ISO 8601 date-times with offsets, as events carry them: the instant, the
/// offset, and the local day a person lived it in.
@Suite struct TimestampTests {
    @Test func instantsAndOffsets() throws {
        let morning = try #require(Timestamp("2026-11-23T07:30:00+01:00"))
        #expect(morning.seconds == 1_795_415_400)  // 2026-11-23T06:30:00Z (Python: datetime(2026, 11, 23, 6, 30, tzinfo=utc).timestamp())
        #expect(morning.offsetMinutes == 60)
        #expect(morning.description == "2026-11-23T07:30:00+01:00")
        #expect(Timestamp("2026-11-23T06:30Z")?.seconds == morning.seconds, "seconds are optional")
        #expect(Timestamp("1970-01-01T00:00:00Z")?.seconds == 0)
        #expect(Timestamp("1969-12-31T23:59:59.999Z").map { ($0.seconds, $0.milliseconds) }! == (-1, 999))
        #expect(Timestamp("2024-02-29T12:00:00.5-05:30").map { ($0.milliseconds, $0.offsetMinutes) }! == (500, -330))
        #expect(Timestamp("2026-11-23T07:30:00.123456789+01:00")?.milliseconds == 123)
        #expect(Timestamp("0001-01-01T00:00:00Z")!.description == "0001-01-01T00:00:00Z")
        #expect(Timestamp("9999-12-31T23:59:59+14:00")!.description == "9999-12-31T23:59:59+14:00")
    }

    @Test func malformedTextIsRejected() {
        for text in [
            "", "2026-11-23", "2026-11-23T07:30:00", "2026-11-23 07:30:00Z", "2026-02-29T00:00:00Z",
            "2026-13-01T00:00:00Z", "2026-11-31T00:00:00Z", "2026-11-23T24:00:00Z", "2026-11-23T07:60:00Z",
            "2026-11-23T07:30:60Z", "2026-11-23T07:30:00+24:00", "2026-11-23T07:30:00+01", "2026-11-23T07:30:00.Z",
            "0000-01-01T00:00:00Z", "+2026-11-23T07:30:00Z", "2026-11-23T07:30:00Z ", "２０２６-11-23T07:30:00Z",
            "2026-11-23T07:30:00+01:00x", "99999-11-23T07:30:00Z",
        ] {
            #expect(Timestamp(text) == nil, "\(text)")
        }
    }

    /// The local day follows the offset and the day start, not UTC.
    @Test func localDays() throws {
        let lateInTokyo = try #require(Timestamp("2026-11-23T23:30:00+09:00"))
        let sameInstantInLondon = try #require(Timestamp("2026-11-23T14:30:00Z"))
        #expect(lateInTokyo == sameInstantInLondon)
        #expect(lateInTokyo.localDay() == CalendarDate(year: 2026, month: 11, day: 23).daysSince1970)
        let earlyHours = try #require(Timestamp("2026-11-24T02:00:00+09:00"))
        #expect(earlyHours.localDay() == lateInTokyo.localDay() + 1)
        #expect(earlyHours.localDay(dayStart: 240) == lateInTokyo.localDay(dayStart: 240), "a 04:00 day start")
        #expect(Timestamp("1969-12-31T23:00:00Z")!.localDay() == -1)
    }

    @Test func daysSince1970RoundTrips() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(CalendarDate(daysSince1970: days).daysSince1970 == days)
        }
    }
}
