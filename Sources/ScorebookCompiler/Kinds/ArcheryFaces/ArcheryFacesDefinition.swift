import ScorebookCore

/// A `kind: archery-faces` table as written: colours, ring layouts with the
/// scoring systems defined on them, and the faces that print a layout at a size.
public struct ArcheryFacesDefinition: Sendable {
    public var file: String
    public var id: Located<String>
    public var name: String
    public var source: String
    public var edition: String
    /// What the table says it is about (`domain:`); `nil` for its kind's.
    public var domain: TableDomain?
    public var colours: [ColourDefinition]
    public var layouts: [LayoutDefinition]
    public var faces: [FaceDefinition]
    /// Every colour and layout the file names, read or not; `nil` when the
    /// list is not a mapping.
    var coloursWritten: WrittenNames?
    var layoutsWritten: WrittenNames?
    /// Every face's id the file writes, those with a mistake included, and
    /// whether that is every face it defines (see ``YAMLReader/namesEveryEntry(_:known:listsRead:)``).
    var facesWritten: [Located<String>] = []
    var writesEveryFace = false
}

/// A named sRGB colour: `gold: "#FFE552"`.
public struct ColourDefinition: Sendable {
    public var id: Located<String>
    /// Upper-case `#RRGGBB`.
    public var hex: String
}

/// The rings of a family of faces, and what each scoring system makes of them.
public struct LayoutDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    /// Innermost first.
    public var rings: [RingDefinition]
    public var scoring: [ScoringDefinition]

    func ring(_ label: String) -> Int? { rings.firstIndex { $0.label.value == label } }
}

public struct RingDefinition: Sendable {
    public var label: Located<String>
    public var diameter: Located<RingDiameter>
    public var fill: Located<String>
    public var line: Located<String>
}

/// A ring's outer diameter: a fraction of the face's nominal diameter, or a length.
public enum RingDiameter: Sendable, Equatable {
    /// Millionths of the face's diameter.
    case fraction(millionths: Int)
    case length(Length)

    var isFraction: Bool {
        if case .fraction = self { true } else { false }
    }

    /// The diameter on a face of `face` nominal diameter, if a whole number of nanometres.
    func resolved(onFace face: Length) -> Length? {
        switch self {
        case .length(let length): return length
        case .fraction(let millionths):
            let (product, overflow) = face.nanometres.multipliedReportingOverflow(by: millionths)
            guard !overflow, product % 1_000_000 == 0 else { return nil }
            return Length(nanometres: product / 1_000_000)
        }
    }
}

/// A scoring system on one layout: zones innermost first, each covering one
/// or more rings, and the counts a score sheet keeps (10s, Xs, golds…).
public struct ScoringDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    public var zones: [ZoneDefinition]
    public var tallies: [TallyDefinition]
}

public struct ZoneDefinition: Sendable {
    public var label: Located<String>
    public var score: Located<Int>
    public var rings: [Located<String>]
}

/// `tens: [X, "10"]`: a count of the arrows in these zones.
public struct TallyDefinition: Sendable {
    public var id: Located<String>
    public var labels: [Located<String>]
}

/// A printed face: a layout at a nominal diameter, possibly reduced to its
/// inner rings, with the scoring systems it is shot with.
public struct FaceDefinition: Sendable {
    public var id: Located<String>
    public var name: String
    public var diameter: Located<Length>
    public var layout: Located<String>
    public var outermostRing: Located<String>?
    public var spots: Int
    public var scoring: [Located<String>]
}
