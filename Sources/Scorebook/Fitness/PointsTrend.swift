/// The least-squares line through points by day: how fast a soldier's points
/// change, and where the line reaches on a later day.
struct PointsTrend {
    /// Points per day.
    let slope: Double
    /// The mean of the points, which the line passes through at `meanDay`.
    let meanPoints: Double
    /// The mean of the days, since 1970.
    let meanDay: Double

    /// `nil` under two results, or when every result is on one day: no line
    /// has a slope then.
    init?(days: [Int], points: [Int]) {
        guard days.count >= 2 else { return nil }
        // Centred sums: days since 1970 squared would lose the fraction.
        let count = Double(days.count)
        let meanDay = Double(days.reduce(0, +)) / count
        let meanPoints = Double(points.reduce(0, +)) / count
        var (spread, covariance) = (0.0, 0.0)
        for (day, points) in zip(days, points) {
            let offset = Double(day) - meanDay
            spread += offset * offset
            covariance += offset * (Double(points) - meanPoints)
        }
        guard spread > 0 else { return nil }
        (self.slope, self.meanPoints, self.meanDay) = (covariance / spread, meanPoints, meanDay)
    }

    /// Points per week.
    var perWeek: Double { slope * 7 }

    /// The line's points on `day`, held to the scale: no result earns fewer than 0 or more than `maximum`.
    func points(onDay day: Int, maximum: Int) -> Double {
        min(max(meanPoints + slope * (Double(day) - meanDay), 0), Double(maximum))
    }
}
