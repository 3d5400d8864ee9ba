/// A scoring system on one face: what each zone of the face is worth.
///
/// Zones are held innermost first with their outer diameters in whole
/// nanometres, so an arrow's position is scored exactly, including on a line.
public final class ArcheryScoring: Sendable {
    /// The face's id, such as `wa-122`.
    public let face: String
    /// Such as `recurve`, `compound`, `imperial`.
    public let id: String
    /// Such as `World Archery 10-zone, X counts as 10`.
    public let name: String
    /// What the score sheet counts besides the total, such as `tens` and `xs`.
    public let tallies: [String]
    /// Innermost first.
    public let zones: [ArcheryZone]
    /// Where an arrow outside every zone scores.
    public let miss: ArcheryZone
    /// `zones[i].diameter` in nanometres, for the position lookup.
    private let zoneDiameters: [Int]
    /// `zones[i].label` packed into an integer, for the label lookup.
    private let labelKeys: [UInt64]

    /// The widest arrow a position is scored for.
    public static let maximumArrowDiameter = Length(nanometres: 100_000_000)

    /// Made by the generated tables, from a table the compiler checked.
    @_spi(ScorebookTables) public init(face: String, id: String, name: String, tallies: [String], zones: [ArcheryZone]) {
        self.face = face
        self.id = id
        self.name = name
        self.tallies = tallies
        self.zones = zones
        self.miss = .miss(after: zones.count)
        self.zoneDiameters = zones.map { $0.diameter!.nanometres }
        self.labelKeys = zones.map { Self.key($0.label) ?? 0 }
    }

    /// Up to 7 UTF-8 bytes and their count packed into an integer (`nil` for a
    /// longer label), so a label is found with integer compares. The count
    /// keeps `"\0X"` apart from `"X"`: zero bytes would vanish from the digits alone.
    private static func key(_ label: String) -> UInt64? {
        var key: UInt64 = 0
        var count: UInt64 = 0
        for byte in label.utf8 {
            guard count < 7 else { return nil }
            key = key << 8 | UInt64(byte)
            count += 1
        }
        return count == 0 ? nil : count << 56 | key
    }

    /// Every label an arrow can score, innermost first, then `M`.
    public var labels: [String] { zones.map(\.label) + [ArcheryZone.missLabel] }

    /// The highest score one arrow can make.
    public var maximumScore: Int { zones.first?.score ?? 0 }

    /// The zone an arrow recorded as `label` scores in (`M` is the miss);
    /// `nil` if this face has no such zone under this system.
    public func zone(label: String) -> ArcheryZone? {
        // Labels are wire identifiers: compared as bytes, never by canonical equivalence.
        if label.hasSameBytes(as: ArcheryZone.missLabel) { return miss }
        guard let key = Self.key(label) else { return zones.first { $0.label.hasSameBytes(as: label) } }
        for index in labelKeys.indices where labelKeys[index] == key { return zones[index] }
        return nil
    }

    /// The zone of an arrow whose centre is at (`x`, `y`) from the face's
    /// centre, all in whole nanometres.
    ///
    /// Line-cutter rule: the arrow scores the innermost zone whose outer edge
    /// its shaft touches, that is the first zone with `ρ ≤ r + arrowDiameter / 2`.
    /// Outside every zone is a miss.
    public func zone(nanometresX x: Int, y: Int, arrowDiameter: Int = 0) throws(ScoringError) -> ArcheryZone {
        guard (0...Self.maximumArrowDiameter.nanometres).contains(arrowDiameter) else {
            throw ScoringError(
                at: ["arrowDiameter"], "must be from 0 to \(Self.maximumArrowDiameter) (a shaft's diameter)")
        }
        guard let outermost = zoneDiameters.last else { return miss }
        // Beyond the outermost reach in x or y alone is a miss; this also keeps
        // the squares below well inside Int64 (faces are at most 2 m across).
        let reach = UInt((outermost + arrowDiameter) / 2 + 1)
        guard x.magnitude <= reach, y.magnitude <= reach else { return miss }
        let distanceSquared = x * x + y * y
        for index in zoneDiameters.indices {
            // 2ρ ≤ D + a  ⇔  ρ² ≤ (D + a)² / 4; ρ² is whole, so the floor is exact.
            let span = zoneDiameters[index] + arrowDiameter
            if distanceSquared <= span * span / 4 { return zones[index] }
        }
        return miss
    }

    /// The zone of an arrow at (`x`, `y`) millimetres from the centre, with a
    /// shaft `arrowDiameter` millimetres across (0: the centre point alone
    /// decides). Positions are taken to the nearest nanometre, so any value
    /// written with up to six decimals is scored exactly.
    public func zone(x: Double, y: Double, arrowDiameter: Double = 0) throws(ScoringError) -> ArcheryZone {
        let x = try Self.nanometres(x, at: ["x"])
        let y = try Self.nanometres(y, at: ["y"])
        let arrow = try Self.nanometres(arrowDiameter, at: ["arrowDiameter"])
        return try zone(nanometresX: x, y: y, arrowDiameter: arrow)
    }

    /// Millimetres to whole nanometres; anything beyond a kilometre is as good as a miss.
    private static func nanometres(_ millimetres: Double, at path: @autoclosure () -> [ScoringError.PathComponent])
        throws(ScoringError) -> Int
    {
        guard millimetres.isFinite else { throw ScoringError(at: path(), "must be a finite number of millimetres") }
        let clamped = min(max(millimetres, -1_000_000), 1_000_000)
        return Int((clamped * 1_000_000).rounded())
    }

    /// Totals for arrows already scored on this face under this system.
    public func tally(_ arrows: some Sequence<ArcheryZone>) -> ArcheryTally {
        var tally = ArcheryTally(tallies: tallies)
        for zone in arrows { tally.add(zone) }
        return tally
    }

    /// Totals for arrows recorded by label, such as `["X", "10", "9", "M"]`.
    /// A label this face does not have is an error naming `arrows[i]`.
    public func tally(labels: [String]) throws(ScoringError) -> ArcheryTally {
        var tally = ArcheryTally(tallies: tallies)
        for (index, label) in labels.enumerated() {
            tally.add(try zone(label: label, at: ["arrows", .index(index)]))
        }
        return tally
    }

    /// ``zone(label:)``, or an error at `path` that names the labels allowed.
    public func zone(label: String, at path: @autoclosure () -> [ScoringError.PathComponent]) throws(ScoringError)
        -> ArcheryZone
    {
        guard let zone = zone(label: label) else {
            throw ScoringError(
                at: path(), "'\(label)' is not a zone of face '\(face)' under '\(id)'; expected \(quotedList(labels))",
                allowed: labels)
        }
        return zone
    }
}
