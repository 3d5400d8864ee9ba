/// The random numbers behind an opponent's arrows: xoshiro256** (Blackman and
/// Vigna, 2018), its state seeded by four outputs of SplitMix64 (Steele, Lea
/// and Flood, 2014) from the match's seed, as the xoshiro authors recommend.
/// Both are pure 64-bit integer arithmetic, so a seed gives the same numbers
/// on every platform.
///
/// Each arrow takes exactly three numbers, in order: 31 bits to draw its zone,
/// then two for its position (display only). Arrow `k` of a match therefore
/// always comes from numbers `3k ..< 3k + 3`, however the match is split into ends.
public struct ArrowRandom: Sendable, RandomNumberGenerator {
    private var s0, s1, s2, s3: UInt64

    /// The numbers this seed gives, the same on every platform.
    public init(seed: UInt64) {
        var splitMix = seed
        func next() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        (s0, s1, s2, s3) = (next(), next(), next(), next())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotate(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotate(s3, 45)
        return result
    }

    /// 31 bits, for comparing with odds out of 2³¹: the top bits, the best of xoshiro's.
    public mutating func nextOddsBits() -> UInt32 { UInt32(truncatingIfNeeded: next() >> 33) }

    /// A number in [0, 1) from the top 53 bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Skips `count` numbers.
    public mutating func skip(_ count: Int) {
        for _ in 0..<max(0, count) { _ = next() }
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
