#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Distances over the Earth as a sphere, by the haversine formula.
public enum GreatCircle {
    /// The IUGG mean radius of the Earth, metres.
    public static let earthRadius = 6_371_008.8

    /// Metres along a sphere of `radius` metres from one point to another, in degrees.
    public static func distance(
        latitude φ1: Double, longitude λ1: Double, toLatitude φ2: Double, longitude λ2: Double, radius: Double = earthRadius
    ) -> Double {
        let radians = Double.pi / 180
        let dφ = (φ2 - φ1) * radians, dλ = (λ2 - λ1) * radians
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1 * radians) * cos(φ2 * radians) * sin(dλ / 2) * sin(dλ / 2)
        // Rounding may lift `a` a hair above 1 for antipodes.
        return 2 * radius * asin(min(1, a.squareRoot()))
    }
}
