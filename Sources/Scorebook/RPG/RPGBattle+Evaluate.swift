extension RPGBattleRules {
    /// Evaluates `battle` exactly, in integers: each player's samples through
    /// the fairness rules, power-ups replayed in time order, points day by day
    /// within each stat's cap, then the winner and the experience earned.
    /// A mistake in the battle throws, naming the field as a request would.
    public func evaluate(_ battle: RPGBattle, powerUps: RPGPowerUps, levels: RPGLevels) throws(ScoringError) -> RPGBattleResult {
        try check(battle, levels: levels)
        let start = battle.start.millisecondsSince1970, end = start + lengthMilliseconds
        let happened = battle.now?.millisecondsSince1970 ?? Int.max
        let cutoff = min(end, happened)
        let offset = battle.start.offsetMinutes
        let timeline = try RPGEffectTimeline(battle, powerUps: powerUps, start: start, end: end, happened: happened)
        var perPlayer: [(stats: [(raw: Int, accepted: Int, cuts: [RPGCut], boosted: Int, points: Int)], points: Int)] = []
        for (p, player) in battle.players.enumerated() {
            let activity = try RPGActivity(
                player.samples, rules: self, start: start, end: end, cutoff: cutoff, offset: offset, at: ["players", .index(p)])
            let boosts = timeline.percentMilliseconds(
                for: p, stats: stats.count, powerUps: powerUps, start: start, end: end, cutoff: cutoff)
            var results: [(raw: Int, accepted: Int, cuts: [RPGCut], boosted: Int, points: Int)] = []
            for (s, stat) in stats.enumerated() {
                let (boosted, points) = Self.points(
                    activity.accepted[s], within: activity.touched[s], boosts[s], stat, elapsed: cutoff - start)
                results.append((activity.raw[s], activity.accepted[s][activity.touched[s]].reduce(0, +), activity.cuts[s], boosted, points))
            }
            perPlayer.append((results, results.reduce(0) { $0 + $1.points }))
        }

        // A stat is won by the one player with the most of its points.
        let won: [[Bool]] = perPlayer.indices.map { p in
            stats.indices.map { s in
                perPlayer.indices.allSatisfy { q in q == p || perPlayer[q].stats[s].points < perPlayer[p].stats[s].points }
            }
        }
        let categories = won.map { $0.filter { $0 }.count }
        let decision = winner.decide(points: perPlayer.map(\.points), categories: categories)
        let finished = happened >= end
        let state: RPGBattleResult.State =
            !finished ? .inProgress(millisecondsLeft: end - happened)
            : decision.winner.map { .won(winner: $0, knockout: decision.knockout) } ?? .drawn
        let players = battle.players.enumerated().map { p, player in
            let outcome: RPGPlayerResult.Outcome =
                decision.winner == p ? .won : decision.winner == nil && decision.drawn.contains(p) ? .drawn : .lost
            let reward = levels.rewards.experience(
                for: outcome, knockout: decision.knockout && decision.winner == p, categoriesWon: categories[p])
            let room = max(0, levels.rewards.dailyCap - player.experienceToday)
            return RPGPlayerResult(
                id: player.id,
                stats: stats.indices.map { s in
                    let r = perPlayer[p].stats[s]
                    return RPGStatResult(raw: r.raw, accepted: r.accepted, cuts: r.cuts, boosted: r.boosted, points: r.points, won: won[p][s])
                },
                points: perPlayer[p].points, categoriesWon: categories[p], outcome: finished ? outcome : nil,
                experience: finished ? min(reward, room) : nil, experienceBeforeCap: finished ? reward : nil,
                activations: timeline.outcomes[p])
        }
        return RPGBattleResult(
            state: state, start: battle.start, end: Timestamp(millisecondsSince1970: end, offsetMinutes: offset),
            evaluatedAt: Timestamp(millisecondsSince1970: cutoff, offsetMinutes: battle.now?.offsetMinutes ?? offset),
            players: players)
    }

    private func check(_ battle: RPGBattle, levels: RPGLevels) throws(ScoringError) {
        guard players.contains(battle.players.count) else {
            throw ScoringError(at: ["players"], "a battle has \(players.lowerBound) to \(players.upperBound) players, found \(battle.players.count)")
        }
        for (p, player) in battle.players.enumerated() {
            if let first = battle.players[..<p].firstIndex(where: { $0.id.hasSameBytes(as: player.id) }) {
                throw ScoringError(at: ["players", .index(p), "id"], "'\(player.id)' is already players[\(first)]")
            }
            guard (1...levels.maximumLevel).contains(player.level) else {
                throw ScoringError(at: ["players", .index(p), "level"], "expected a level from 1 to \(levels.maximumLevel), found \(player.level)")
            }
            guard player.experienceToday >= 0 else {
                throw ScoringError(at: ["players", .index(p), "xpToday"], "expected experience of 0 or more, found \(player.experienceToday)")
            }
        }
        // Every instant an answer names (the end, a cooldown's end a week later at most) stays in year 9999.
        guard battle.start.localDay() <= Self.lastStartDay else {
            throw ScoringError(at: ["start"], "a battle starts by \(CalendarDate(daysSince1970: Self.lastStartDay)), so it ends within year 9999")
        }
        if let now = battle.now, now < battle.start {
            throw ScoringError(at: ["now"], "\(now) is before the battle starts, \(battle.start)")
        }
    }

    static let lastStartDay = CalendarDate(year: 9998, month: 12, day: 31).daysSince1970

    /// A stat's boosted amount and points: each day of the battle (24 hours
    /// from its start) summed exactly, then rounded down and held to the daily
    /// cap. A minute's amount counts as spread evenly over the minute, or over
    /// its part before `now` (`elapsed` from the start) in the minute `now` cuts.
    /// `accepted` is 0 outside `touched`.
    private static func points(
        _ accepted: [Int], within touched: Range<Int>, _ boosts: [Int], _ stat: RPGStat, elapsed: Int
    ) -> (boosted: Int, points: Int) {
        // A minute counts accepted × (100 % + its percent) for 60,000 ms: 6,000,000 is "as is".
        let minute = RPGActivity.minute, unit = 100 * minute
        let (cutMinute, cutLength) = elapsed.quotientAndRemainder(dividingBy: minute)
        var boosted = 0, points = 0, day = 0
        while day * 1440 < accepted.count {
            var sum = 0
            let minutes = (day * 1440)..<min(day * 1440 + 1440, accepted.count)
            for m in minutes.clamped(to: touched) where accepted[m] > 0 {
                let percentMilliseconds = boosts.isEmpty ? 0 : boosts[m]
                if m == cutMinute, cutLength > 0 {
                    // Only `cutLength` of this minute has passed: its percent is over that part.
                    let scaled = cutLength.dividingFullWidth(accepted[m].multipliedFullWidth(by: percentMilliseconds * minute))
                    sum += accepted[m] * unit + scaled.quotient - (scaled.remainder < 0 ? 1 : 0)
                } else {
                    sum += accepted[m] * (unit + percentMilliseconds)
                }
            }
            boosted += sum / unit
            let earned = (stat.perThousandths * unit).dividingFullWidth(sum.multipliedFullWidth(by: stat.points)).quotient
            points += min(earned, stat.dailyCap)
            day += 1
        }
        return (boosted, points)
    }
}

extension RPGWinRule {
    /// The winner (nil for a draw, among `drawn`), and whether it is a knockout.
    func decide(points: [Int], categories: [Int]) -> (winner: Int?, drawn: [Int], knockout: Bool) {
        var contenders = Array(points.indices)
        if by == .categories {
            let most = categories.max()!
            contenders = contenders.filter { categories[$0] == most }
            if contenders.count > 1, tieBreak == .none { return (nil, contenders, false) }
        }
        // On points, among the contenders: within the draw margin of the best is a draw.
        let best = contenders.map { points[$0] }.max()!
        let close = contenders.filter { points[$0] >= best - drawMargin }
        guard close.count == 1, let winner = close.first else { return (nil, close, false) }
        // A knockout: ahead of everyone by the knockout margin.
        let knockout = points.indices.allSatisfy { $0 == winner || points[winner] - points[$0] >= knockoutMargin }
        return (winner, [], knockout)
    }
}

extension RPGExperienceRewards {
    /// What a battle earns before the daily cap.
    public func experience(for outcome: RPGPlayerResult.Outcome, knockout: Bool, categoriesWon categories: Int) -> Int {
        let base =
            switch outcome {
            case .won: won + (knockout ? self.knockout : 0)
            case .drawn: drawn
            case .lost: lost
            }
        return base + perCategoryWon * categories
    }
}
