/// What ends a step.
public enum WorkoutStepEnd: Sendable, Equatable {
    /// After this long.
    case time(milliseconds: Int)
    /// After this far.
    case distance(Length)
    /// On the first position within the place's radius.
    case reach(WorkoutPlace)
    /// When the person ticks it off.
    case manual
    /// After this many kilocalories.
    case calories(Double)
    /// On the first heart rate above this many beats a minute.
    case heartRateAbove(Int)
    /// On the first heart rate below this many beats a minute.
    case heartRateBelow(Int)

    /// Every ``kind``, in the order of the cases: the words a step's end is answered in.
    public static let kinds = ["time", "distance", "reach", "manual", "calories", "heart-rate"]

    /// `time`, `distance`, `reach`, `manual`, `calories` or `heart-rate`: kebab-case, as every
    /// word of a fixed vocabulary on the wire (a table writes the end's key, `heartRate`).
    public var kind: String {
        switch self {
        case .time: "time"
        case .distance: "distance"
        case .reach: "reach"
        case .manual: "manual"
        case .calories: "calories"
        case .heartRateAbove, .heartRateBelow: "heart-rate"
        }
    }
}

/// A place a step ends at: a point and how near counts as there.
public struct WorkoutPlace: Sendable, Equatable {
    /// Degrees north, −90 to 90.
    public let latitude: Double
    /// Degrees east, −180 to 180.
    public let longitude: Double
    /// How near counts as there, 1 m to 10 km.
    public let radius: Length

    public init(latitude: Double, longitude: Double, radius: Length) {
        (self.latitude, self.longitude, self.radius) = (latitude, longitude, radius)
    }
}

/// The sport an activity is, as a watch files it.
public enum WorkoutSport: String, Sendable, CaseIterable {
    case generic, running, walking, cycling, swimming, rowing, training
}
