import ScorebookCore

extension TableSetDiff {
    /// The diff for a person: each table that changed or breaks a rule, its
    /// changes indented under it, and a count of the rest.
    public var text: String {
        var lines: [String] = []
        for file in unreadable { lines.append("cannot compare the \(file.side) version: \(file.problem)") }
        for table in tables where table.status != .unchanged || table.hasErrors {
            lines += table.textLines
        }
        let counts = [TableDiff.Status.changed, .added, .removed, .unchanged].map { status in
            "\(tables.filter { $0.status == status }.count) \(status.rawValue)"
        }
        lines.append("\(tables.count) table\(tables.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The diff for tools: one JSON document on one line, keys sorted, so it is stable.
    public var json: String {
        let json = JSONWriter(capacity: 4096)
        write(into: json)
        json.writeRaw("\n")
        return json.text
    }
}

extension TableDiff {
    var hasErrors: Bool { !(old?.errors.isEmpty ?? true) || !(new?.errors.isEmpty ?? true) }

    /// `~ fitness-test aft (Army Fitness Test): old/aft.yaml → Tables/aft.yaml`, then the changes.
    /// A table's text and file names are escaped for display, so each change is
    /// one line whatever a name or value holds (the rules broken are
    /// diagnostics, escaped already).
    var textLines: [String] {
        let mark = switch status {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        case .unchanged: "="
        }
        var files = [old?.file, new?.file].compactMap { $0 }
        if files.count == 2 && files[0] == files[1] { files.removeLast() }
        var lines = ["\(mark) \(kind) \(id)\(name.map { " (\($0))" } ?? ""): \(files.joined(separator: " → "))".escapedForDisplay]
        for (which, side) in [("old", old), ("new", new)] {
            guard let side, !side.errors.isEmpty else { continue }
            let count = side.errors.count
            lines.append("    the \(which) table breaks \(count) rule\(count == 1 ? "" : "s"); it is compared as written:")
            lines += side.errors.map { "      \($0)" }
        }
        lines += fields.map { "    \($0.description.escapedForDisplay)" }
        if let view, !view.isEmpty { lines += view.textLines.map { "    \($0.escapedForDisplay)" } }
        return lines
    }
}
