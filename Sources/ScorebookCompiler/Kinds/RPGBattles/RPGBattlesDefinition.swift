import ScorebookCore

/// A `kind: rpg-battles` table as written: the stats that decide a battle,
/// how each becomes points, who wins, and which samples count.
struct RPGBattlesDefinition: Sendable {
    var header: TableHeader
    /// Whole hours, in milliseconds.
    var length: Located<Int>
    var players: ClosedRange<Int>
    var stats: [StatDefinition]
    var winner: WinRuleDefinition
    var sources: [(id: Located<String>, counted: Bool)]
}

struct StatDefinition: Sendable {
    var id: Located<String>
    var name: String
    var unit: String
    /// `points` battle points for each `per` of the stat (in thousandths of its unit).
    var points: Int
    var per: Int
    /// The most points the stat gives in a day of the battle.
    var dailyCap: Int
    /// The most of the stat (in thousandths) an hour may hold; more is cut.
    var hourlyCap: Int
}

struct WinRuleDefinition: Sendable {
    enum Measure: String, CaseIterable, Sendable { case points, categories }
    /// What decides equal categories: the points (with the draw margin), or nothing (a draw).
    enum TieBreak: String, CaseIterable, Sendable { case points, none }

    var by: Measure
    var tieBreak: TieBreak
    /// In battle points: a lead of at most this is a draw.
    var drawMargin: Located<Int>
    /// In battle points: a win by at least this is a knockout.
    var knockoutMargin: Located<Int>
}

/// The only way a battle starts today: when its last player accepts.
enum BattleStart: String, CaseIterable, Sendable { case allAccepted }
