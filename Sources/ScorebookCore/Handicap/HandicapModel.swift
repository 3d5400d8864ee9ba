#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How widely an archer of a given handicap groups at a distance, in a form
/// both published schemes fit:
///
///     σ_t = scale · base^(h + offset) · exp(exponent + handicapRate · h + distanceFactor · d) · (constant + slope · d)
///
/// in radians, with `d` in metres. Archery GB 2023 is scale 5e-4, base 1.035,
/// offset 6, distance factor 0.00365; Archery Australia's AA2,
/// √2·1e-3 · e^(2.57 − 0.027h) · (0.815 + 0.185·d/50), is scale √2·1e-3,
/// exponent 2.57, handicap rate −0.027, constant 0.815, slope 0.0037. The
/// constants come from the tables; this is only the arithmetic.
public struct HandicapSpread: Sendable, Equatable {
    public let scale: Double
    public let base: Double
    public let offset: Double
    public let exponent: Double
    public let handicapRate: Double
    public let distanceFactor: Double
    public let constant: Double
    public let slope: Double

    public init(
        scale: Double, base: Double = 1, offset: Double = 0, exponent: Double = 0, handicapRate: Double = 0,
        distanceFactor: Double = 0, constant: Double = 1, slope: Double = 0
    ) {
        (self.scale, self.base, self.offset, self.exponent) = (scale, base, offset, exponent)
        (self.handicapRate, self.distanceFactor, self.constant, self.slope) = (handicapRate, distanceFactor, constant, slope)
    }

    /// How σ_t grows with the handicap: it is a positive constant times
    /// exp(growth · h), so it widens as the handicap rises when this is
    /// positive, and narrows when negative.
    public var growth: Double { log(base) + handicapRate }

    /// The angular spread σ_t in radians.
    public func angularSpread(handicap: Double, distance metres: Double) -> Double {
        scale * pow(base, handicap + offset) * exp(exponent + handicapRate * handicap + distanceFactor * metres)
            * (constant + slope * metres)
    }

    /// The radial spread σ_r = d · σ_t in metres: an arrow lands beyond ρ of
    /// the centre with probability exp(−ρ²/σ_r²).
    public func radialSpread(handicap: Double, distance metres: Double) -> Double {
        metres * angularSpread(handicap: handicap, distance: metres)
    }
}

/// Expected scores under a handicap scheme's spread.
public enum HandicapModel {
    /// The distances a shot may be shot from: every scheme's spread is checked
    /// over them, so every shot within gets finite odds.
    public static let shotDistances = Length(nanometres: LengthUnit.m.nanometres)...Length(nanometres: 1_000 * LengthUnit.m.nanometres)

    /// One shot's tables over `handicaps`: per handicap an arrow's expected
    /// score, the radial spread σ_r in metres, and the zones' cumulative odds
    /// (``cumulativeOdds(zones:arrowRadius:radialSpread:)``), one handicap's
    /// after another's. `zones` are innermost first, each its outer diameter
    /// and score. The generator and the runtime both compute shots here, so a
    /// shot gets the same numbers whichever computes it.
    public static func shot(
        zones: [(diameter: Length, score: Int)], arrowDiameter: Length, distance: Length, spread: HandicapSpread,
        handicaps: ClosedRange<Int>
    ) -> (arrow: [Double], spread: [Double], thresholds: [Int]) {
        let radii = zones.map { (radius: Double($0.diameter.nanometres) / 2e9, score: $0.score) }
        let arrowRadius = Double(arrowDiameter.nanometres) / 2e9
        let metres = Double(distance.nanometres) / 1e9
        var arrow: [Double] = [], spreads: [Double] = [], thresholds: [Int] = []
        arrow.reserveCapacity(handicaps.count)
        spreads.reserveCapacity(handicaps.count)
        thresholds.reserveCapacity(handicaps.count * zones.count)
        for handicap in handicaps {
            let sigma = spread.radialSpread(handicap: Double(handicap), distance: metres)
            spreads.append(sigma)
            arrow.append(expectedArrowScore(zones: radii, arrowRadius: arrowRadius, radialSpread: sigma))
            thresholds += cumulativeOdds(zones: radii, arrowRadius: arrowRadius, radialSpread: sigma)
        }
        return (arrow, spreads, thresholds)
    }

    /// One shot's expected arrow at each of `handicaps`: ``shot(zones:arrowDiameter:distance:spread:handicaps:)``'s
    /// `arrow`, by the same arithmetic, without the odds.
    public static func arrows(
        zones: [(diameter: Length, score: Int)], arrowDiameter: Length, distance: Length, spread: HandicapSpread,
        handicaps: ClosedRange<Int>
    ) -> [Double] {
        arrows(zones: zones, arrowDiameter: arrowDiameter, distance: distance, spread: spread, handicaps: handicaps.map(Double.init))
    }

    /// The same at handicaps between whole ones too: Archery GB's class
    /// handicaps fall on halves.
    public static func arrows(
        zones: [(diameter: Length, score: Int)], arrowDiameter: Length, distance: Length, spread: HandicapSpread,
        handicaps: [Double]
    ) -> [Double] {
        let radii = zones.map { (radius: Double($0.diameter.nanometres) / 2e9, score: $0.score) }
        let arrowRadius = Double(arrowDiameter.nanometres) / 2e9
        let metres = Double(distance.nanometres) / 1e9
        return handicaps.map { handicap in
            let sigma = spread.radialSpread(handicap: handicap, distance: metres)
            return expectedArrowScore(zones: radii, arrowRadius: arrowRadius, radialSpread: sigma)
        }
    }

    /// A round's expected score at each handicap, before rounding: each
    /// pass's arrows at its shot's expected arrow (one per handicap), added
    /// pass by pass in the order shot. The generator tabulates rounds here and
    /// the runtime computes a round under another scoring, so both agree.
    public static func roundScores(passes: [(arrows: Int, arrow: [Double])], handicapCount: Int) -> [Double] {
        (0..<handicapCount).map { handicap in
            passes.reduce(0.0) { sum, pass in sum + Double(pass.arrows) * pass.arrow[handicap] }
        }
    }

    /// The expected score of one arrow:
    /// s̄ = s₁ − Σᵢ (sᵢ − sᵢ₊₁) · exp(−((rᵢ + a)/σ_r)²), zones innermost first,
    /// each its outer radius in metres and its score, sₙ₊₁ = 0 (a miss).
    public static func expectedArrowScore(
        zones: [(radius: Double, score: Int)], arrowRadius: Double, radialSpread: Double
    ) -> Double {
        guard let best = zones.first?.score else { return 0 }
        var expected = Double(best)
        for (index, zone) in zones.enumerated() {
            let next = index + 1 < zones.count ? zones[index + 1].score : 0
            let step = Double(zone.score - next)
            guard step != 0 else { continue }
            let reach = (zone.radius + arrowRadius) / radialSpread
            expected -= step * exp(-reach * reach)
        }
        return expected
    }

    /// Odds are whole numbers out of this: 2³¹, so every threshold, the total
    /// included, fits a `UInt32`, and a draw is 31 random bits.
    public static let oddsScale = 1 << 31

    /// For each zone, innermost first, the chance that an arrow scores in it
    /// or a zone inside it, 1 − exp(−((rᵢ + a)/σ_r)²), in units of
    /// ``oddsScale`` rounded to the nearest. A miss is what the last leaves.
    /// Never decreasing, as the radii grow: sampling compares 31 random bits
    /// with these integers, so arrows do not depend on floating point.
    public static func cumulativeOdds(
        zones: [(radius: Double, score: Int)], arrowRadius: Double, radialSpread: Double
    ) -> [Int] {
        var previous = 0
        return zones.map { zone in
            let reach = (zone.radius + arrowRadius) / radialSpread
            let inside = -expm1(-reach * reach)
            // The compiler checks every spread is finite and positive; this only keeps a bad one from trapping.
            let scaled = inside.isNaN ? 0 : (inside * Double(oddsScale)).rounded()
            let odds = max(previous, min(oddsScale, Int(max(0, min(scaled, Double(oddsScale))))))
            previous = odds
            return odds
        }
    }
}
