import ScorebookCore

/// The days for some of a week's sessions, in their order, that keep the
/// plan's rules and spread them out most. One search serves every set of
/// sessions a week tries, its buffers reused: a week tries up to 3,432 ways.
struct TrainingDaySearch {
    /// Each of the plan's sessions' minutes and kind of day, and whether its kind is kept apart:
    /// read without copying a session.
    let lengths: [Int]
    let kinds: [TrainingDayType]
    let keptApart: [Bool]
    let minutes: [Int]
    let taken: [TrainingDayType?]
    /// The week's free days, in order.
    let open: [Int]
    /// The last day with a session before the week, whose gap counts.
    let previous: Int?
    /// The first day after the week, whose gap counts.
    let end: Int
    /// The kind of the first session due after the week, when it is kept
    /// apart: best not the kind of the week's last day.
    let nextKind: TrainingDayType?
    private var sessions: [Int] = []
    private var days: [Int] = []
    private var gaps: [Int] = []
    private var bestDays: [Int] = []
    private var bestGaps: [Int] = []
    private var found = false
    private var bestBlocksNext = false

    init(
        lengths: [Int], kinds: [TrainingDayType], keptApart: [Bool], minutes: [Int], taken: [TrainingDayType?], open: [Int], previous: Int?,
        end: Int, nextKind: TrainingDayType?
    ) {
        (self.lengths, self.kinds, self.keptApart, self.minutes, self.taken) = (lengths, kinds, keptApart, minutes, taken)
        (self.open, self.previous, self.end, self.nextKind) = (open, previous, end, nextKind)
        // Gaps: one before each of up to 7 sessions, and one after.
        (days, gaps, bestDays, bestGaps) = ([], [], [], [])
        days.reserveCapacity(8); gaps.reserveCapacity(8); bestDays.reserveCapacity(8); bestGaps.reserveCapacity(8)
    }

    /// The best days for `sessions` (indices into the plan's), one each in order; `nil` when no days keep the rules.
    mutating func best(for sessions: [Int]) -> [Int]? {
        self.sessions = sessions
        found = false
        search(0, from: 0)
        return found ? bestDays : nil
    }

    private mutating func search(_ index: Int, from start: Int) {
        guard index < sessions.count else { return score() }
        let session = sessions[index]
        let kind = kinds[session]
        // Leave a day for each session after this one.
        let last = open.count - (sessions.count - index)
        guard start <= last else { return }
        for candidate in start...last {
            let day = open[candidate]
            guard minutes[day] >= lengths[session] else { continue }
            if keptApart[session] {
                let before = days.last == day - 1 ? kinds[sessions[index - 1]] : (day > 0 ? taken[day - 1] : nil)
                let after = day + 1 < taken.count ? taken[day + 1] : nil
                guard before != kind, after != kind else { continue }
            }
            days.append(day)
            search(index + 1, from: candidate + 1)
            days.removeLast()
        }
    }

    /// Keeps `days` if they beat the best so far: leaving the next week its
    /// first day; then the gaps, narrowest first, wider; then an earlier first
    /// day; then wider gaps earlier. Days come earliest first, so a tie keeps the earlier.
    private mutating func score() {
        let last = sessions[sessions.count - 1]
        let blocksNext = days[days.count - 1] == end - 1 && keptApart[last] && kinds[last] == nextKind
        if found, blocksNext != bestBlocksNext {
            guard bestBlocksNext else { return }
            found = false
        }
        bestBlocksNext = blocksNext
        gaps.removeAll(keepingCapacity: true)
        if let previous { gaps.append(days[0] - previous) }
        for index in days.indices.dropFirst() { gaps.append(days[index] - days[index - 1]) }
        gaps.append(end - days[days.count - 1])
        gaps.sort()
        if found {
            if let (new, old) = zip(gaps, bestGaps).first(where: { $0 != $1 }) {
                guard new > old else { return }
            } else if days[0] != bestDays[0] {
                guard days[0] < bestDays[0] else { return }
            } else {
                let wider = days.indices.dropFirst().first { days[$0] - days[$0 - 1] != bestDays[$0] - bestDays[$0 - 1] }
                guard let wider, days[wider] - days[wider - 1] > bestDays[wider] - bestDays[wider - 1] else { return }
            }
        }
        swap(&gaps, &bestGaps)
        bestDays.removeAll(keepingCapacity: true)
        bestDays.append(contentsOf: days)
        found = true
    }
}
