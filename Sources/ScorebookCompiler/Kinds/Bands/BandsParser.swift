import ScorebookCore
import Yams

/// Reads a `kind: bands` YAML file into a ``BandsDefinition`` and checks
/// each list of bands as a chart is checked: in order, no gap, no overlap,
/// and every key holding the same choices of the key below it.
struct BandsParser {
    let reader: YAMLReader

    static let mostSets = 200
    static let mostKeys = 4
    static let mostBands = 1_000
    static let mostLists = 1_000
    /// Bounds and carried numbers: nine digits before the point.
    static let values = -999_999_999.0...999_999_999.0
    /// Decimals of a carried number; a bound has at most ``PrintedRange/mostDecimals``, which a page can print.
    static let carriedPlaces = 6

    func parse(_ root: Node) -> BandsDefinition? {
        guard let f = reader.fields(root, "a bands table", required: TableHeader.required + ["bands"], optional: TableHeader.optional) else {
            return nil
        }
        let header = reader.header(f, of: root)
        guard let entries = f["bands"].flatMap({ reader.entries($0, "bands") }) else { return nil }
        guard !entries.isEmpty, entries.count <= Self.mostSets else {
            reader.error("bands has \(entries.count) band sets; a table has 1 to \(Self.mostSets)", at: f["bands"]!)
            return nil
        }
        return BandsDefinition(header: header, sets: entries.compactMap(parseSet))
    }

    private func parseSet(_ key: Located<String>, _ node: Node) -> BandSetDefinition? {
        guard let id = reader.identifier(key, "band set id") else { return nil }
        let what = "band set '\(id.value)'"
        guard let f = reader.fields(node, what, required: ["name", "value", "classes"], optional: ["keys", "carries", "effective", "role", "fitnessTest", "decimals"]) else {
            return nil
        }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let value = f["value"].flatMap { parseValue($0, what) }
        let keys = f["keys"].map { parseKeys($0, what) } ?? []
        let carries = f["carries"].map { parseCarries($0, what) } ?? []
        let effective = f["effective"].map(reader.effective) ?? Located(EffectivePeriod(), at: id.location)
        let role = f["role"].map { reader.role($0, "\(what) role", as: BandSetRole.self) }
        let fitnessTest = f["fitnessTest"].map { reader.identifier($0, "\(what) fitnessTest") }
        let decimals = f["decimals"].map { reader.wholeNumber($0, "\(what) decimals", in: 0...PrintedRange.mostDecimals) }
        guard let name, let value, let keys, let carries, let effective, role != .some(nil), fitnessTest != .some(nil), decimals != .some(nil)
        else { return nil }
        guard checkRole(role ?? nil, fitnessTest: fitnessTest ?? nil, unit: value.unit, keys: keys, carries: carries, what) else { return nil }
        var lists: [BandListDefinition] = []
        guard let classes = f["classes"], collectLists(classes, keys: keys[...], chosen: [], carries: carries.map(\.name), what, into: &lists)
        else { return nil }
        guard checkKeys(lists, keys, what), checkAboveTheTop(lists, role: role ?? nil, carries: carries.map(\.name), what),
            let printed = checkPrinted(lists, decimals: decimals ?? nil, what)
        else { return nil }
        return BandSetDefinition(
            id: id, name: name.value, valueName: value.name, unit: value.unit, unitWritten: value.written, decimals: printed, keys: keys,
            effective: effective.value, carries: carries,
            lists: lists, role: role ?? nil, fitnessTest: fitnessTest ?? nil)
    }

    /// A set in a role has the role's value unit, keys and carried numbers,
    /// in its order, and a `fitnessTest` exactly where the role names one.
    private func checkRole(
        _ role: Located<BandSetRole>?, fitnessTest: Located<String>?, unit: Located<String>, keys: [String],
        carries: [(name: String, unit: Located<String>, written: WrittenUnit)], _ what: String
    ) -> Bool {
        guard let role else {
            if let fitnessTest { reader.error("\(what) has 'fitnessTest' but no role: only a set in a role that takes one names it", at: fitnessTest.location) }
            return fitnessTest == nil
        }
        let expected = role.value.signature
        let name = role.value.rawValue
        var ok = true
        if unit.value != expected.unit {
            reader.error("\(what) fills the role '\(name)', whose value is in '\(expected.unit)'; found '\(unit.value)'", at: unit.location)
            ok = false
        }
        if keys != expected.keys {
            let described = expected.keys.isEmpty ? "no keys" : "the keys [\(expected.keys.joined(separator: ", "))]"
            reader.error("\(what) fills the role '\(name)', which has \(described); found [\(keys.joined(separator: ", "))]", at: role.location)
            ok = false
        }
        if carries.map(\.name) != expected.carries.map(\.name) || carries.map(\.unit.value) != expected.carries.map(\.unit) {
            let describe = { (carried: [(name: String, unit: String)]) in
                carried.isEmpty ? "nothing" : carried.map { "\($0.name) (\($0.unit))" }.joined(separator: ", ")
            }
            reader.error(
                "\(what) fills the role '\(name)', whose bands carry \(describe(expected.carries)) in that order; found \(describe(carries.map { ($0.name, $0.unit.value) }))",
                at: carries.first?.unit.location ?? role.location)
            ok = false
        }
        if (fitnessTest != nil) != role.value.namesFitnessTest {
            if let fitnessTest {
                reader.error("\(what) has 'fitnessTest', which the role '\(name)' does not take", at: fitnessTest.location)
            } else {
                reader.error("\(what) fills the role '\(name)', which needs 'fitnessTest': the test whose record earns it", at: role.location)
            }
            ok = false
        }
        return ok
    }

    /// The number a role reads only above the highest band is given on each
    /// list's highest band, which is open-ended, and on no other: one on a
    /// lower band would never be read, and a list stopping at a closed band
    /// or missing the number would stop the rule at its tallest row.
    private func checkAboveTheTop(_ lists: [BandListDefinition], role: Located<BandSetRole>?, carries: [String], _ what: String) -> Bool {
        guard let role, let name = role.value.carriedAboveTheTop, let index = carries.firstIndex(of: name) else { return true }
        let reads = "the role '\(role.value.rawValue)' reads its '\(name)' above it"
        var ok = true
        for list in lists {
            guard let top = list.bands.last else { continue }
            if top.below != nil {
                reader.error("\(what) band '\(top.id.value)' is the highest, and \(reads): leave out its 'below'", at: top.id.location)
                ok = false
            } else if top.carried[index] == nil {
                reader.error("\(what) band '\(top.id.value)' is the highest, and \(reads): give it", at: top.id.location)
                ok = false
            }
            for band in list.bands.dropLast() where band.carried[index] != nil {
                reader.error(
                    "\(what) band '\(band.id.value)' carries '\(name)', which the role '\(role.value.rawValue)' reads only above the highest band: give it there alone",
                    at: band.id.location)
                ok = false
            }
        }
        return ok
    }

    /// `{ name: Body mass index, unit: kg/m^2 }`.
    private func parseValue(_ node: Node, _ set: String) -> (name: String, unit: Located<String>, written: WrittenUnit)? {
        let what = "\(set) value"
        guard let f = reader.fields(node, what, required: ["name", "unit"]) else { return nil }
        let name = f["name"].flatMap { reader.text($0, "\(what) name") }
        let unit = f["unit"].flatMap { parseUnit($0, "\(what) unit") }
        guard let name, let unit else { return nil }
        return (name.value, unit.0, unit.1)
    }

    private func parseUnit(_ node: Node, _ what: String) -> (Located<String>, WrittenUnit)? {
        guard let text = reader.text(node, what, freeText: false) else { return nil }
        switch WrittenUnit.parse(text.value) {
        case .success(let unit): return (text, unit)
        case .failure(let failure):
            reader.error("\(what) '\(text.value)': \(failure.message)", at: text.location)
            return nil
        }
    }

    /// `[sex, ageGroup]`: names, outermost first.
    private func parseKeys(_ node: Node, _ set: String) -> [String]? {
        guard let items = reader.items(node, "\(set) keys") else { return nil }
        guard (1...Self.mostKeys).contains(items.count) else {
            reader.error("\(set) keys must be 1 to \(Self.mostKeys) names, found \(items.count)", at: node)
            return nil
        }
        let names = items.compactMap { item in
            reader.text(item, "\(set) key", freeText: false).flatMap { text -> String? in
                guard InputName.isValid(text.value) else {
                    reader.error("\(set) key '\(text.value)' must be a lower-case letter, then letters and digits, such as ageGroup", at: text.location)
                    return nil
                }
                return text.value
            }
        }
        return names.count == items.count ? names : nil
    }

    /// `{ limit: "%" }`: each number a band gives, with its unit.
    private func parseCarries(_ node: Node, _ set: String) -> [(name: String, unit: Located<String>, written: WrittenUnit)]? {
        guard let entries = reader.entries(node, "\(set) carries") else { return nil }
        let carries = entries.compactMap { key, value -> (name: String, unit: Located<String>, written: WrittenUnit)? in
            guard InputName.isValid(key.value), !["name", "from", "below"].contains(key.value) else {
                reader.error("\(set) carries '\(key.value)': a carried number's name is a lower-case letter, then letters and digits, and not name, from or below", at: key.location)
                return nil
            }
            return parseUnit(value, "\(set) carries '\(key.value)' unit").map { (key.value, $0.0, $0.1) }
        }
        return carries.count == entries.count ? carries : nil
    }

    /// The lists below `node`, one level per key left; at the last, a list of bands.
    private func collectLists(
        _ node: Node, keys: ArraySlice<String>, chosen: [Located<String>], carries: [String], _ what: String,
        into lists: inout [BandListDefinition]
    ) -> Bool {
        // One form at every depth: a schema cannot tell a key's level from the classes'.
        reader.recorder?.name(node, "classes")
        guard let key = keys.first else {
            guard let bands = parseBands(node, carries: carries, "\(what)\(Self.describe(chosen))") else { return false }
            guard lists.count < Self.mostLists else {
                reader.error("\(what) has more than \(Self.mostLists) lists of bands", at: node)
                return false
            }
            lists.append(BandListDefinition(keys: chosen, bands: bands))
            return true
        }
        guard let entries = reader.entries(node, "\(what)\(Self.describe(chosen)) classes by \(key)") else { return false }
        guard !entries.isEmpty else {
            reader.error("\(what)\(Self.describe(chosen)) has no \(key): give the classes of each", at: node)
            return false
        }
        var ok = true
        for (choice, child) in entries {
            ok = collectLists(child, keys: keys.dropFirst(), chosen: chosen + [choice], carries: carries, what, into: &lists) && ok
        }
        return ok
    }

    /// At each level, every key holds the same choices of the next: a
    /// request that names a choice for one sex names it for the other.
    private func checkKeys(_ lists: [BandListDefinition], _ keys: [String], _ what: String) -> Bool {
        var ok = true
        for depth in keys.indices.dropFirst() {
            var choices: [[String]: [Located<String>]] = [:]
            var order: [[String]] = []
            for list in lists {
                let prefix = list.keys[..<depth].map(\.value)
                if choices[prefix] == nil { order.append(prefix) }
                if !(choices[prefix]?.contains { $0.value == list.keys[depth].value } ?? false) {
                    choices[prefix, default: []].append(list.keys[depth])
                }
            }
            guard let first = order.first, let expected = choices[first]?.map(\.value) else { continue }
            for prefix in order.dropFirst() {
                let found = choices[prefix]!.map(\.value)
                guard Set(found) != Set(expected) else { continue }
                let missing = expected.filter { !found.contains($0) }
                let extra = found.filter { !expected.contains($0) }
                let problem = missing.isEmpty
                    ? "has \(quotedList(extra, conjunction: "and")), which \(first.joined(separator: ", ")) lacks"
                    : "lacks \(quotedList(missing, conjunction: "and")), which \(first.joined(separator: ", ")) has"
                reader.error(
                    "\(what) for \(prefix.joined(separator: ", ")) \(problem): every \(keys[depth - 1]) holds the same \(keys[depth]) choices",
                    at: choices[prefix]![0].location)
                ok = false
            }
        }
        return ok
    }

    /// The decimals the set's page prints bounds with: those written, if every
    /// bound has no more (a page must not print 18.55 as 18.5); else the fewest
    /// that print every bound.
    private func checkPrinted(_ lists: [BandListDefinition], decimals: Located<Int>?, _ what: String) -> Int? {
        let bounds = lists.flatMap { list in list.bands.flatMap { [$0.from, $0.below].compactMap { $0 } } }
        guard let decimals else { return PrintedRange.decimals(printing: bounds.map(\.value)) }
        let printed = PrintedRange(decimals: decimals.value)
        guard let bound = bounds.first(where: { !printed.prints($0.value) }) else { return printed.decimals }
        reader.error(
            "\(what) bound \(bound.value.shortText) has more decimals than the \(printed.decimals) the set prints with ('decimals: \(printed.decimals)')",
            at: bound.location)
        return nil
    }

    /// ` for male, 17-20`.
    static func describe(_ chosen: [Located<String>]) -> String {
        chosen.isEmpty ? "" : " for \(chosen.map(\.value).joined(separator: ", "))"
    }

    private func parseBands(_ node: Node, carries: [String], _ what: String) -> [BandDefinition]? {
        guard let entries = reader.entries(node, "\(what) classes") else { return nil }
        guard (1...Self.mostBands).contains(entries.count) else {
            reader.error("\(what) has \(entries.count) classes; a list has 1 to \(Self.mostBands)", at: node)
            return nil
        }
        let bands = entries.compactMap { key, value -> BandDefinition? in
            guard let id = reader.identifier(key, "\(what) class id") else { return nil }
            let context = "\(what) class '\(id.value)'"
            guard let f = reader.fields(value, context, required: [], optional: ["name", "from", "below"] + carries) else { return nil }
            let name = f["name"].flatMap { reader.text($0, "\(context) name") }
            let from = f["from"].flatMap { reader.decimal($0, "\(context) from", in: Self.values, places: PrintedRange.mostDecimals) }
            let below = f["below"].flatMap { reader.decimal($0, "\(context) below", in: Self.values, places: PrintedRange.mostDecimals) }
            let carried = carries.map { name in f[name].flatMap { reader.decimal($0, "\(context) \(name)", in: Self.values, places: Self.carriedPlaces) } }
            guard f["name"] == nil || name != nil, f["from"] == nil || from != nil, f["below"] == nil || below != nil,
                zip(carries, carried).allSatisfy({ f[$0.0] == nil || $0.1 != nil })
            else { return nil }
            if let from, let below, from.value >= below.value {
                reader.error("\(context) runs from \(from.value.shortText) to below \(below.value.shortText): 'below' must be above 'from'", at: below.location)
                return nil
            }
            return BandDefinition(id: id, name: name?.value ?? id.value, from: from, below: below, carried: carried.map { $0?.value })
        }
        guard bands.count == entries.count else { return nil }
        return checkOrder(bands, what) ? bands : nil
    }

    /// Each band starts where the one before it stops: a gap leaves values in no class, an overlap in two.
    private func checkOrder(_ bands: [BandDefinition], _ what: String) -> Bool {
        var ok = true
        for (previous, band) in zip(bands, bands.dropFirst()) {
            guard let below = previous.below else {
                reader.error("\(what) class '\(previous.id.value)' has no 'below' but is not the last class: every class but the last stops below the next", at: previous.id.location)
                ok = false
                continue
            }
            guard let from = band.from else {
                reader.error("\(what) class '\(band.id.value)' has no 'from' but is not the first class: every class but the first starts where the one before stops (\(below.value.shortText))", at: band.id.location)
                ok = false
                continue
            }
            if from.value != below.value {
                let problem = from.value > below.value ? "a gap: values from \(below.value.shortText) to below \(from.value.shortText) are in no class" : "an overlap: values from \(from.value.shortText) to below \(below.value.shortText) are in two classes"
                reader.error("\(what) class '\(band.id.value)' starts at \(from.value.shortText), but '\(previous.id.value)' stops below \(below.value.shortText): \(problem)", at: from.location)
                ok = false
            }
        }
        return ok
    }
}
