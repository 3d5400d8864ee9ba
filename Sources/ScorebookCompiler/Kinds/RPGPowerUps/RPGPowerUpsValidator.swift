import ScorebookCore

/// The rules across a power-ups table: ids once each, every group defined,
/// holding a power-up and one kind of thing (cast on its own player, or on
/// an opponent), overlaps only where a group allows them, and no stat ever
/// boosted or drained past the combined cap, whatever players activate together.
enum RPGPowerUpsValidator {
    static func check(_ definition: RPGPowerUpsDefinition, into diagnostics: inout Diagnostics) {
        TableCompiler.checkUnique(definition.powerUps.map(\.id), "power-up id", into: &diagnostics)
        let groups = definition.groupsWritten?.ordered ?? []
        let groupsByID = Dictionary(definition.groups.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let members = Dictionary(grouping: definition.powerUps, by: \.group.value)
        for powerUp in definition.powerUps {
            guard let group = groupsByID[powerUp.group.value] else {
                // A group with a mistake is written: only its own mistake is reported.
                guard definition.groupsWritten?.contains(powerUp.group.value) == false else { continue }
                diagnostics.error(
                    "power-up '\(powerUp.id.value)' is in group '\(powerUp.group.value)'\(Suggestion.didYouMean(powerUp.group.value, among: groups)); the groups are \(quotedList(groups, conjunction: "and"))",
                    at: powerUp.group.location)
                continue
            }
            check(powerUp, in: group, into: &diagnostics)
            check(powerUp, among: members[group.id.value]!, in: group, into: &diagnostics)
        }
        // A group no power-up names is a slip (a misspelt group is reported above, at the power-up).
        if definition.everyPowerUpRead, definition.powerUps.allSatisfy({ groupsByID[$0.group.value] != nil }) {
            for group in definition.groups where members[group.id.value] == nil {
                diagnostics.error("group '\(group.id.value)' holds no power-up: remove it", at: group.id.location)
            }
        }
        guard !diagnostics.hasErrors else { return }
        for kind in [EffectDefinition.Kind.boost, .debuff] {
            checkCombinedCap(definition, kind, into: &diagnostics)
        }
    }

    private static func check(_ powerUp: PowerUpDefinition, in group: StackingGroupDefinition, into diagnostics: inout Diagnostics) {
        let what = "power-up '\(powerUp.id.value)'"
        if powerUp.window.value == .wholeBattle, group.policy != .none {
            diagnostics.error(
                "\(what) counts the whole battle, so it runs to the battle's end: its group '\(group.id.value)' must have policy none, not \(group.policy.rawValue)",
                at: powerUp.group.location)
        }
        // Under `none` a second activation while the first runs is refused: a
        // cooldown shorter than the effect would offer a use that always fails.
        if group.policy == .none, let duration = powerUp.duration, powerUp.usesPerBattle.value > 1,
            powerUp.cooldown.value < duration.value
        {
            diagnostics.error(
                "\(what) comes off cooldown before its effect ends (cooldown \(DurationText.format(powerUp.cooldown.value)), duration \(DurationText.format(duration.value))), but its group '\(group.id.value)' allows no overlap: make the cooldown at least the duration",
                at: powerUp.cooldown.location)
        }
    }

    /// A group's power-ups meet only on one player, so they are all cast on
    /// their own player or all on an opponent: else a rival's drain would end,
    /// or bar, a player's own boost. An `extend` group, or a whole-battle
    /// power-up's, holds that one power-up: extending another's effect, or
    /// counting the battle's start again, would apply what no activation chose.
    private static func check(
        _ powerUp: PowerUpDefinition, among members: [PowerUpDefinition], in group: StackingGroupDefinition,
        into diagnostics: inout Diagnostics
    ) {
        guard let first = members.first, first.id.value != powerUp.id.value else { return }
        let what = "power-up '\(powerUp.id.value)'"
        if powerUp.effect.target != first.effect.target {
            diagnostics.error(
                "\(what) is cast on \(powerUp.effect.target == .oneself ? "its own player" : "an opponent"), but '\(first.id.value)' in its group '\(group.id.value)' on \(first.effect.target == .oneself ? "its own player" : "an opponent"): a group's power-ups are cast on one side",
                at: powerUp.group.location)
        } else if group.policy == .extend {
            diagnostics.error(
                "\(what) shares the extend group '\(group.id.value)' with '\(first.id.value)': an extension lengthens the running power-up, so the group holds one",
                at: powerUp.group.location)
        } else if let whole = [powerUp, first].first(where: { $0.window.value == .wholeBattle })
            ?? members.first(where: { $0.window.value == .wholeBattle })
        {
            let other = whole.id.value == powerUp.id.value ? first : powerUp
            diagnostics.error(
                "power-up '\(other.id.value)' shares the group '\(group.id.value)' with '\(whole.id.value)', which counts the whole battle: give that one a group of its own",
                at: powerUp.group.location)
        }
    }

    /// For each stat, the most every group can add at once: one running effect
    /// per group (up to `maxStacks` in a stacking one), each its strongest.
    private static func checkCombinedCap(_ definition: RPGPowerUpsDefinition, _ kind: EffectDefinition.Kind, into diagnostics: inout Diagnostics) {
        let cap = kind == .boost ? definition.boostCap : definition.debuffCap
        // Each stat's strongest power-up in each group, found in one pass: stats in order of first use.
        var stats: [String] = []
        var strongestIn: [String: [String: PowerUpDefinition]] = [:]
        for powerUp in definition.powerUps where powerUp.effect.kind == kind {
            for stat in powerUp.effect.stats.map(\.value) {
                if strongestIn[stat] == nil { stats.append(stat) }
                let group = powerUp.group.value
                if let strongest = strongestIn[stat]?[group], percent(strongest) >= percent(powerUp) { continue }
                strongestIn[stat, default: [:]][group] = powerUp
            }
        }
        for stat in stats {
            var total = 0
            var parts: [String] = []
            for group in definition.groups {
                guard let strongest = strongestIn[stat]?[group.id.value] else { continue }
                let stacks = group.policy == .stack ? group.maxStacks : 1
                total += stacks * percent(strongest)
                parts.append("\(stacks > 1 ? "\(stacks) × " : "")\(strongest.id.value) \(percent(strongest))%")
            }
            if total > cap.value {
                diagnostics.error(
                    "stat '\(stat)' can be \(kind == .boost ? "boosted" : "drained") by \(total)% at once (\(parts.joined(separator: " + "))), over the combined cap of \(cap.value)%: lower a percent or raise the cap",
                    at: cap.location)
            }
        }
    }

    private static func percent(_ powerUp: PowerUpDefinition) -> Int {
        if case .change(_, _, let percent) = powerUp.effect { percent.value } else { 0 }
    }
}
