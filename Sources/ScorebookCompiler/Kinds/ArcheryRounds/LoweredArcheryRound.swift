import ScorebookCore

/// A round ready to emit: its distances in order, each naming its face by index.
public struct LoweredArcheryRound: Sendable, Equatable {
    public var id: String
    public var name: String
    public var venue: String
    public var scoring: String
    public var file: String
    public var distances: [LoweredRoundDistance]
}

public struct LoweredRoundDistance: Sendable, Equatable {
    /// The number as written, such as `90` or `20`.
    public var value: String
    public var unit: String
    public var length: Length
    /// Index into the lowered faces; `nil` for a built-in face.
    public var face: Int?
    /// The face's id.
    public var faceID: String
    public var arrows: Int
    public var arrowsPerEnd: Int
}
