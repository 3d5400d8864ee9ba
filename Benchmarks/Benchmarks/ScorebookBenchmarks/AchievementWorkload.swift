import Foundation
import Scorebook

/// A person's history of mixed events, the same every run: tests, matches,
/// rounds, battles, levels, app actions and sessions, a few hours apart.
enum AchievementWorkload {
    /// Events as JSON objects and as the library takes them.
    static func history(count: Int) -> (json: [String], events: [AchievementEvent]) {
        var random = ArrowRandom(seed: 12)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        var seconds = Timestamp("2020-01-01T08:00:00+01:00")!.seconds
        let opponents = Scorebook.archeryOpponents.map(\.id)
        var json: [String] = [], events: [AchievementEvent] = []
        for _ in 0..<count {
            seconds += 3600 * (1 + pick(12))
            let at = Timestamp(seconds: seconds, offsetMinutes: 60)
            var facts: [String: FactValue] = [:]
            var fields: [String] = []
            func fact(_ name: String, _ value: FactValue, _ text: String) {
                facts[name] = value
                fields.append("\"\(name)\":\(text)")
            }
            let kind: String
            switch pick(7) {
            case 0:
                kind = "fitness.test-recorded"
                let total = 150 + pick(160)
                fact("test", .text("apft"), "\"apft\"")
                fact("standard", .text("general"), "\"general\"")
                fact("date", .dateTime(at), "\"\(at)\"")
                fact("total", .integer(total), "\(total)")
                fact("passed", .boolean(total >= 180), total >= 180 ? "true" : "false")
                fact("events", .integerMap(["pushup": total / 3]), "{\"pushup\":\(total / 3)}")
            case 1:
                kind = "archery.match-finished"
                let won = pick(2) == 0, opponent = opponents[pick(opponents.count)], against = pick(7)
                fact("opponent", .text(opponent), "\"\(opponent)\"")
                fact("difficulty", .text("medium"), "\"medium\"")
                fact("format", .text("sets"), "\"sets\"")
                fact("result", .text(won ? "won" : "lost"), won ? "\"won\"" : "\"lost\"")
                fact("archerScore", .integer(won ? 6 : 2), won ? "6" : "2")
                fact("opponentScore", .integer(against), "\(against)")
            case 2:
                kind = "archery.round-finished"
                let score = 400 + pick(200)
                fact("round", .text("portsmouth"), "\"portsmouth\"")
                fact("score", .integer(score), "\(score)")
            case 3:
                kind = "rpg.battle-finished"
                let xp = pick(500)
                fact("result", .text("won"), "\"won\"")
                fact("knockout", .boolean(xp > 450), xp > 450 ? "true" : "false")
                fact("xp", .integer(xp), "\(xp)")
            case 4:
                kind = "rpg.level-reached"
                let level = 1 + pick(25)
                fact("level", .integer(level), "\(level)")
            case 5:
                kind = "app.action"
                let action = ["scored", "saved", "shared", "goal-set", "goal-reached", "profile-updated"][pick(6)]
                fact("action", .text(action), "\"\(action)\"")
            default:
                kind = "app.session"
                let minutes = 1 + pick(90)
                fact("length", .duration(milliseconds: minutes * 60_000), "\"PT\(minutes)M\"")
            }
            events.append(AchievementEvent(kind: kind, at: at, facts: facts))
            json.append("{\"kind\":\"\(kind)\",\"at\":\"\(at)\",\(fields.joined(separator: ","))}")
        }
        return (json, events)
    }

    static let tenThousand = history(count: 10_000)

    /// One `achievements.evaluate` line holding the whole 10,000-event
    /// history: about 1.5 MB of JSON, within the REPL's 8 MiB line.
    static let requestLines: [[UInt8]] = {
        let events = tenThousand.json.joined(separator: ",")
        return [Array(#"{"jsonrpc":"2.0","id":1,"method":"achievements.evaluate","params":{"events":[\#(events)]}}"#.utf8)]
    }()
}
