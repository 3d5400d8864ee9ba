import ScorebookCore
import Testing

@Suite struct DurationTextTests {
    @Test func isoDurations() {
        #expect(DurationText.milliseconds("PT25M") == 1_500_000)
        #expect(DurationText.milliseconds("PT1H30M") == 5_400_000)
        #expect(DurationText.milliseconds("P1DT2H") == 93_600_000)
        #expect(DurationText.milliseconds("PT12.5S") == 12_500)
        #expect(DurationText.milliseconds("PT0.001S") == 1)
        #expect(DurationText.milliseconds("P2D") == 172_800_000)
        #expect(DurationText.milliseconds("PT0S") == 0)
    }

    @Test func otherFormsAreRejected() {
        for text in [
            "", "P", "PT", "25M", "PT25", "P1Y", "P1M", "PT1.5M", "PT1M2H", "PT1H1H", "PT.5S", "PT1.S", "PT1.2345S",
            "P1DT", "PT-1S", "pt25m", "PT1234567890S", "P36526D", "PT25M ",
        ] {
            #expect(DurationText.milliseconds(text) == nil, "\(text)")
        }
    }
}
