import Foundation
import Scorebook
import _ScorebookCompiler

/// Matches against virtual opponents: a set match that goes the distance (every
/// set level, so five sets and a shoot-off) and a whole York beside the archer.
enum MatchWorkload {
    static let robin = Scorebook.archeryOpponent("robin")!
    static let recurve70 = Scorebook.handicapScheme("agb")!.odds(
        face: "wa-122", scoring: "recurve", distance: Length("70 m")!, venue: "outdoor")!

    /// Five sets, each the opponent's own arrows, then a shoot-off arrow.
    static let fullSetMatch: ArcheryMatchRequest = {
        var request = ArcheryMatchRequest(
            difficulty: "medium", format: .sets(recurve70), seed: 11, archer: .handicap(40), archerEnds: [])
        for _ in 0..<5 {
            request.archerEnds.append(["M", "M", "M"])
            let end = try! robin.match(request).ends.last!
            request.archerEnds[request.archerEnds.count - 1] = end.opponent.map(\.zone.label)
        }
        request.archerShootOff = [ArcheryShootOffArrow(label: "X")]
        return request
    }()

    /// A York: 144 arrows in 24 ends of 6, every label of the imperial face in turn.
    static let york: ArcheryMatchRequest = {
        let round = Scorebook.archeryRound("york")!
        let labels = ArcheryWorkload.york.labels
        let ends = stride(from: 0, to: labels.count, by: 6).map { Array(labels[$0..<$0 + 6]) }
        return ArcheryMatchRequest(difficulty: "hard", format: .round(round), seed: 12, archer: .handicap(50), archerEnds: ends)
    }()

    static func line(_ index: Int, _ request: ArcheryMatchRequest, format: String) -> [UInt8] {
        let ends = request.archerEnds.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        let shootOff = request.archerShootOff.first.map { #","archerShootOff":{"label":"\#($0.label)"}"# } ?? ""
        let seed: UInt64 = 1000 + UInt64(index % 64)
        let params =
            #"{"opponent":"robin","difficulty":"\#(request.difficulty)",\#(format),"seed":\#(seed),"archerHandicap":40,"archerEnds":[\#(ends.joined(separator: ","))]\#(shootOff)}"#
        return Array(#"{"jsonrpc":"2.0","id":\#(index),"method":"archery.match","params":\#(params)}"#.utf8)
    }

    /// `archery.match` lines for a whole set match (the seed varies, so most are decided early) and for a York.
    static let setLines = (0..<4096).map {
        line($0, fullSetMatch, format: #""format":"sets","face":"wa-122","distance":70,"unit":"m""#)
    }
    static let yorkLines = (0..<256).map { line($0, york, format: #""format":"york""#) }

    /// Every table in this repository's `Tables/`, for timing the generator.
    static let tableSources: [TableSource] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Tables").standardized
        let names = try! FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return names.map { name in
            let url = directory.appendingPathComponent(name)
            return TableSource(path: url.path, relativePath: name, bytes: Array(try! Data(contentsOf: url)))
        }
    }()
}
