/// The battle's power-up activations replayed in time order: each refused
/// with its reason or applied under its group's stacking policy, shields
/// spent on the hostile activations they block. What remains is every
/// effect's final span, which later activations may have cut or extended.
struct RPGEffectTimeline {
    struct Effect {
        var target: Int
        var powerUp: Int
        var from: Int
        var until: Int
    }

    private(set) var effects: [Effect] = []
    /// Per player, in the order they happened.
    private(set) var outcomes: [[RPGActivationOutcome]]

    /// `happened`: activations after it (the battle's `now`) have not happened yet.
    init(
        _ battle: RPGBattle, powerUps: RPGPowerUps, start: Int, end: Int, happened: Int
    ) throws(ScoringError) {
        let players = battle.players
        var order: [(at: Int, player: Int, index: Int, target: Int)] = []
        for (p, player) in players.enumerated() {
            for (index, activation) in player.activations.enumerated() {
                let target = try Self.target(
                    of: activation, by: p, in: battle, powerUps: powerUps, at: ["players", .index(p), "activations", .index(index)])
                let at = activation.at.millisecondsSince1970
                if at <= happened { order.append((at, p, index, target)) }
            }
        }
        order.sort { ($0.at, $0.player, $0.index) < ($1.at, $1.player, $1.index) }

        let groups = powerUps.groups
        var uses = Array(repeating: Array(repeating: 0, count: powerUps.powerUps.count), count: players.count)
        var lastUse = Array(repeating: [Int?](repeating: nil, count: powerUps.powerUps.count), count: players.count)
        // Per target and group: its effects that may still run, oldest first.
        var running = Array(repeating: Array(repeating: [Int](), count: groups.count), count: players.count)
        // Per target: its shields that may still run, so a hostile activation looks at those only.
        var shields = Array(repeating: [Int](), count: players.count)
        var applied: [(player: Int, outcome: Int, effect: Int)] = []
        outcomes = Array(repeating: [], count: players.count)

        for (t, p, index, target) in order {
            let activation = players[p].activations[index]
            let powerUp = powerUps.powerUps[activation.powerUp]
            func record(_ refusal: RPGActivationOutcome.Refusal?) {
                outcomes[p].append(
                    RPGActivationOutcome(
                        index: index, powerUp: activation.powerUp, at: activation.at, target: target, refusal: refusal, from: nil,
                        until: nil))
            }
            if t < start || t >= end {
                record(.outsideBattle)
                continue
            }
            if players[p].level < powerUp.unlockLevel {
                record(.notUnlocked(level: powerUp.unlockLevel))
                continue
            }
            if uses[p][activation.powerUp] >= powerUp.usesPerBattle {
                record(.limitReached)
                continue
            }
            if let last = lastUse[p][activation.powerUp], t < last + powerUp.cooldownMilliseconds {
                let ready = Timestamp(millisecondsSince1970: last + powerUp.cooldownMilliseconds, offsetMinutes: activation.at.offsetMinutes)
                record(.onCooldown(until: ready))
                continue
            }
            let group = groups[powerUp.group]
            var live = running[target][powerUp.group].filter { effects[$0].until > t }
            if group.policy == .none, !live.isEmpty {
                record(.alreadyActive)
                continue
            }
            // Spent from here on, blocked or not.
            uses[p][activation.powerUp] += 1
            lastUse[p][activation.powerUp] = t
            shields[target].removeAll { effects[$0].until <= t }
            if powerUp.isHostile, let shield = shields[target].min(by: { effects[$0].until < effects[$1].until }) {
                // The shield that ends first is spent.
                effects[shield].until = t
                record(.blockedByShield(effects[shield].powerUp))
                continue
            }
            let duration = powerUp.durationMilliseconds ?? (end - t)
            let new = Effect(target: target, powerUp: activation.powerUp, from: t, until: t + duration)
            var effect = effects.count
            switch group.policy {
            case .none:
                effects.append(new)
                live = [effect]
            case .refresh:
                for i in live { effects[i].until = t }
                effects.append(new)
                live = [effect]
            case .extend:
                if let longest = live.max(by: { effects[$0].until < effects[$1].until }) {
                    effects[longest].until += duration
                    effect = longest
                } else {
                    effects.append(new)
                    live = [effect]
                }
            case .stack:
                if live.count == group.maxStacks {
                    effects[live.removeFirst()].until = t
                }
                effects.append(new)
                live.append(effect)
                // One timer for all, restarted now; dropping one a duration at a time, oldest first.
                for (i, e) in live.enumerated() {
                    effects[e].until = t + duration * (group.onExpiry == .clear ? 1 : i + 1)
                }
            }
            running[target][powerUp.group] = live
            if powerUp.effect == .shield, effect == effects.count - 1 { shields[target].append(effect) }
            record(nil)
            applied.append((p, outcomes[p].count - 1, effect))
        }
        // The spans as later activations left them.
        for (p, i, e) in applied {
            let o = outcomes[p][i], offset = o.at.offsetMinutes
            outcomes[p][i] = RPGActivationOutcome(
                index: o.index, powerUp: o.powerUp, at: o.at, target: o.target, refusal: nil,
                from: Timestamp(millisecondsSince1970: effects[e].from, offsetMinutes: offset),
                until: Timestamp(millisecondsSince1970: min(effects[e].until, end), offsetMinutes: offset))
        }
    }

    /// A hostile power-up is cast on an opponent (the only one, if none is named); any other on its own player.
    private static func target(
        of activation: RPGActivation, by player: Int, in battle: RPGBattle, powerUps: RPGPowerUps,
        at path: @autoclosure () -> [ScoringError.PathComponent]
    ) throws(ScoringError) -> Int {
        guard powerUps.powerUps.indices.contains(activation.powerUp) else {
            throw ScoringError(at: path() + ["powerUp"], "no power-up \(activation.powerUp)")
        }
        let powerUp = powerUps.powerUps[activation.powerUp]
        let players = battle.players.count
        if let target = activation.target {
            guard (0..<players).contains(target) else { throw ScoringError(at: path() + ["target"], "no player \(target)") }
            if powerUp.isHostile, target == player {
                throw ScoringError(at: path() + ["target"], "'\(powerUp.id)' is cast on an opponent, not on its own player")
            }
            if !powerUp.isHostile, target != player {
                throw ScoringError(at: path() + ["target"], "'\(powerUp.id)' acts on its own player only")
            }
            return target
        }
        guard powerUp.isHostile else { return player }
        guard players == 2 else {
            throw ScoringError(at: path() + ["target"], "'\(powerUp.id)' is cast on an opponent: name which of the \(players - 1)")
        }
        return 1 - player
    }

    /// Per stat, per minute: the percent every running boost (less every
    /// debuff) adds, times the milliseconds of the minute it runs for. An
    /// effect's whole minutes go through a difference array, so however long
    /// the effects, the work is the effects plus the minutes.
    func percentMilliseconds(for player: Int, stats: Int, powerUps: RPGPowerUps, start: Int, end: Int, cutoff: Int) -> [[Int]] {
        let minute = RPGActivity.minute, minutes = (end - start) / minute
        var result = Array(repeating: [Int](), count: stats)
        var wholeMinutes = Array(repeating: [Int](), count: stats)
        for effect in effects where effect.target == player {
            let powerUp = powerUps.powerUps[effect.powerUp]
            let (statList, percent): ([Int], Int)
            switch powerUp.effect {
            case .boost(let s, let pct): (statList, percent) = (s, pct)
            case .debuff(let s, let pct): (statList, percent) = (s, -pct)
            case .shield, .reveal: continue
            }
            let whole = powerUp.window == .wholeBattle
            let low = whole ? start : max(effect.from, start), high = min(whole ? end : effect.until, cutoff)
            guard low < high else { continue }
            // The minute `low` falls in, and the one `high` does (`minutes` when it is the end).
            let first = (low - start) / minute, last = (high - start) / minute
            for stat in statList {
                if result[stat].isEmpty {
                    result[stat] = Array(repeating: 0, count: minutes)
                    wholeMinutes[stat] = Array(repeating: 0, count: minutes + 1)
                }
                if first == last {
                    result[stat][first] += percent * (high - low)
                    continue
                }
                result[stat][first] += percent * (start + (first + 1) * minute - low)
                wholeMinutes[stat][first + 1] += percent * minute
                wholeMinutes[stat][last] -= percent * minute
                if last < minutes { result[stat][last] += percent * (high - (start + last * minute)) }
            }
        }
        for stat in 0..<stats where !result[stat].isEmpty {
            var percent = result[stat]
            result[stat] = []  // so `percent` is the one reference and changes in place
            var running = 0
            for (m, change) in wholeMinutes[stat].prefix(minutes).enumerated() {
                running += change
                percent[m] += running
            }
            result[stat] = percent
        }
        return result
    }
}
