/// One player's samples laid on the battle's minute grid by the fairness
/// rules: each sample spread evenly over its time (a sample straddling the
/// battle's edges or `now` counts for the part inside), ignored sources set
/// aside, the larger of two counted sources kept for each minute, and each
/// hour held to the stat's plausible most, its earliest minutes first.
struct RPGActivity {
    static let minute = 60_000

    /// Per stat, in thousandths.
    var raw: [Int]
    /// Per stat, per minute of the battle, in thousandths.
    var accepted: [[Int]]
    /// Per stat, the minutes `accepted` may be above 0 in: most samples
    /// cover an hour or two of a day's battle, so the work is theirs.
    var touched: [Range<Int>]
    var cuts: [[RPGCut]]

    /// `samples` checked first: each ends after it starts, and no two of one stat and source overlap.
    /// A mistake is named under `path`, the player's.
    init(
        _ samples: [RPGSample], rules: RPGBattleRules, start: Int, end: Int, cutoff: Int, offset: Int,
        at path: @autoclosure () -> [ScoringError.PathComponent]
    ) throws(ScoringError) {
        let stats = rules.stats.count, minutes = (end - start) / Self.minute
        raw = Array(repeating: 0, count: stats)
        accepted = Array(repeating: [], count: stats)
        touched = Array(repeating: 0..<0, count: stats)
        cuts = Array(repeating: [], count: stats)
        for (index, sample) in samples.enumerated() {
            func fail(_ key: String, _ message: String) -> ScoringError {
                ScoringError(at: path() + ["samples", .index(index), .key(key)], message)
            }
            guard rules.stats.indices.contains(sample.stat) else { throw fail("stat", "no stat \(sample.stat)") }
            guard rules.sources.indices.contains(sample.source) else { throw fail("source", "no source \(sample.source)") }
            guard sample.start < sample.end else {
                throw fail("end", "ends at \(sample.end), not after its start \(sample.start)")
            }
            guard (0...RPGSample.largestThousandths).contains(sample.thousandths) else {
                throw fail("value", "expected 0 to \(DecimalText.format(RPGSample.largestThousandths, decimals: 3)), found \(DecimalText.format(sample.thousandths, decimals: 3))")
            }
        }
        // Each stat and source in turn, its samples in time order.
        let order = samples.indices.sorted {
            let (a, b) = (samples[$0], samples[$1])
            return (a.stat, a.source, a.start.millisecondsSince1970, $0) < (b.stat, b.source, b.start.millisecondsSince1970, $1)
        }
        var scratch = [Int](repeating: 0, count: minutes)
        // Per stat: what counted sources reported, and what each ignored source did.
        var counted = [Int](repeating: 0, count: stats)
        var ignored = [[Int]](repeating: [Int](repeating: 0, count: rules.sources.count), count: stats)
        var position = 0
        while position < order.count {
            let (stat, source) = (samples[order[position]].stat, samples[order[position]].source)
            let isCounted = rules.sources[source].counted
            var (low, high) = (minutes, 0)  // the minutes touched
            var previous: Int?
            while position < order.count, samples[order[position]].stat == stat, samples[order[position]].source == source {
                let index = order[position], sample = samples[index]
                if let previous, samples[previous].end > sample.start {
                    throw ScoringError(
                        at: path() + ["samples", .index(index)],
                        "overlaps samples[\(previous)]: both are \(rules.stats[stat].id) from '\(rules.sources[source].id)'")
                }
                previous = index
                position += 1
                let part = Self.part(of: sample, start: start, cutoff: cutoff)
                raw[stat] += part
                guard isCounted else {
                    ignored[stat][source] += part
                    continue
                }
                counted[stat] += part
                let spread = Self.spread(sample, start: start, cutoff: cutoff, into: &scratch)
                if !spread.isEmpty { (low, high) = (min(low, spread.lowerBound), max(high, spread.upperBound)) }
            }
            guard isCounted, low < high else { continue }
            var grid = accepted[stat].isEmpty ? Array(repeating: 0, count: minutes) : accepted[stat]
            accepted[stat] = []  // so `grid` is the one reference and changes in place
            for m in low..<high {
                grid[m] = max(grid[m], scratch[m])
                scratch[m] = 0
            }
            accepted[stat] = grid
            touched[stat] = touched[stat].isEmpty ? low..<high : min(low, touched[stat].lowerBound)..<max(high, touched[stat].upperBound)
        }
        for stat in 0..<stats {
            for (source, amount) in ignored[stat].enumerated() where amount > 0 {
                cuts[stat].append(RPGCut(reason: .ignoredSource(source), thousandths: amount))
            }
            let kept = accepted[stat][touched[stat]].reduce(0, +)
            if counted[stat] > kept { cuts[stat].append(RPGCut(reason: .overlappingSources, thousandths: counted[stat] - kept)) }
            holdHours(stat, to: rules.stats[stat].hourlyCapThousandths, start: start, offset: offset)
        }
    }

    /// Holds each hour of the battle to `cap`: its earliest minutes count
    /// first, so an hour cut at `now` keeps what the whole hour would.
    /// Hours outside the minutes touched hold nothing to cut.
    private mutating func holdHours(_ stat: Int, to cap: Int, start: Int, offset: Int) {
        guard !touched[stat].isEmpty else { return }
        var minutes = accepted[stat]
        accepted[stat] = []  // so `minutes` is the one reference and changes in place
        defer { accepted[stat] = minutes }
        var hour = touched[stat].lowerBound / 60
        while hour * 60 < touched[stat].upperBound {
            var left = cap, cut = 0
            for m in (hour * 60)..<min(hour * 60 + 60, minutes.count) {
                let value = minutes[m]
                let kept = min(value, left)
                minutes[m] = kept
                left -= kept
                cut += value - kept
            }
            if cut > 0 {
                let at = Timestamp(millisecondsSince1970: start + hour * 3_600_000, offsetMinutes: offset)
                cuts[stat].append(RPGCut(reason: .hourlyCap(hourStart: at), thousandths: cut))
            }
            hour += 1
        }
    }

    /// floor(v·(x−s)/d): how much of `sample` falls before `x`, in 128 bits (at most v, so it fits).
    private static func share(_ sample: RPGSample, before x: Int) -> Int {
        let s = sample.start.millisecondsSince1970, d = sample.end.millisecondsSince1970 - s
        return d.dividingFullWidth(sample.thousandths.multipliedFullWidth(by: x - s)).quotient
    }

    /// The part of `sample` within `[start, cutoff)`.
    static func part(of sample: RPGSample, start: Int, cutoff: Int) -> Int {
        let low = max(sample.start.millisecondsSince1970, start), high = min(sample.end.millisecondsSince1970, cutoff)
        return low < high ? share(sample, before: high) - share(sample, before: low) : 0
    }

    /// Adds that part to `grid` minute by minute: the minute overlapping
    /// [a, b) gets share(b) − share(a), so the minutes add up exactly to the
    /// part. Returns the minutes touched.
    static func spread(_ sample: RPGSample, start: Int, cutoff: Int, into grid: inout [Int]) -> Range<Int> {
        let low = max(sample.start.millisecondsSince1970, start), high = min(sample.end.millisecondsSince1970, cutoff)
        guard low < high else { return 0..<0 }
        let first = (low - start) / minute, last = (high - 1 - start) / minute
        var before = share(sample, before: low)
        for m in first...last {
            let after = share(sample, before: min(high, start + (m + 1) * minute))
            grid[m] += after - before
            before = after
        }
        return first..<(last + 1)
    }
}
