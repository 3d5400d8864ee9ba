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

    /// Every instant's text reads back as the same instant and offset, from
    /// year 1 to 9999; years beyond (no text parses to one) still print whole.
    @Test func descriptionsReadBack() throws {
        let first = -62_135_510_400_000, last = 253_402_214_399_999  // 0001-01-02 and 9999-12-30, UTC
        for instant in stride(from: first, through: last, by: 79_190_001_237) {
            for offset in [-1439, -300, 0, 1, 345, 1439] {
                let timestamp = Timestamp(millisecondsSince1970: instant, offsetMinutes: offset)
                let back = try #require(Timestamp(timestamp.description))
                #expect(back == timestamp && back.offsetMinutes == offset && back.description == timestamp.description)
            }
        }
        #expect(Timestamp(seconds: 5, milliseconds: 7, offsetMinutes: -61).description == "1969-12-31T22:59:05.007-01:01")
        #expect(CalendarDate(year: 10_000, month: 1, day: 2).description == "10000-01-02")
        #expect(CalendarDate(year: -5, month: 3, day: 4).description == "-0005-03-04")
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
