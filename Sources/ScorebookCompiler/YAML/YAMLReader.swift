import Foundation
import ScorebookCore
import Yams

/// Reads one YAML table file into typed values, reporting each mistake with
/// its location and carrying on, so one run lists every error.
///
/// Scalars are always read as the text written, never through YAML 1.1's
/// implicit types (where `13:00` is the integer 780 and `no` is false): each
/// table field decides what text it accepts.
final class YAMLReader {
    let file: String
    private(set) var diagnostics = Diagnostics()
    /// Set while the JSON Schema is generated: notes what each read expects.
    var recorder: SchemaRecorder?

    init(file: String) {
        self.file = file
    }

    /// The largest table file read: the biggest chart is a few hundred kilobytes.
    static let maximumFileSize = 4 << 20
    /// Anchors and aliases listed one by one; the rest are counted.
    static let anchorsReported = 5

    /// Reads a file's bytes as YAML; a mistake becomes a diagnostic and `nil`.
    /// The size, the encoding and the absence of anchors and aliases are
    /// checked first, so no file can make composing slow.
    func compose(_ bytes: [UInt8]) -> Node? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard bytes.count <= Self.maximumFileSize else {
            error("the file is over the \(Self.maximumFileSize)-byte limit for a table", at: start)
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            error("the file is not valid UTF-8 text", at: start)
            return nil
        }
        let preflight = YAMLPreflight.scan(bytes, limit: Self.anchorsReported + 1)
        for reference in preflight.first.prefix(Self.anchorsReported) {
            let (form, mark) = reference.isAlias ? ("alias", "*") : ("anchor", "&")
            error(
                "an \(form) ('\(mark)name') is not allowed in a table: write the value out, or quote text that starts with '\(mark)'",
                at: SourceLocation(file: file, line: reference.line, column: reference.column))
        }
        if preflight.count > Self.anchorsReported {
            let next = preflight.first[Self.anchorsReported]
            error(
                "\(preflight.count - Self.anchorsReported) more anchors and aliases from here on",
                at: SourceLocation(file: file, line: next.line, column: next.column))
        }
        if let deep = preflight.tooDeep {
            error(
                "lists and mappings nest more than \(YAMLPreflight.deepestNesting) deep here; a table needs a few levels",
                at: SourceLocation(file: file, line: deep.line, column: deep.column))
        }
        guard preflight.count == 0, preflight.tooDeep == nil else { return nil }
        return compose(text)
    }

    /// Parses the text; a YAML syntax error becomes a diagnostic and `nil`.
    /// A key repeated in a mapping is one error at its first use, and the rest
    /// of the file is still read (``entries(_:_:)`` keeps the first).
    private func compose(_ original: String) -> Node? {
        var text = original
        while true {
            do {
                // No implicit types: every scalar is text (see above), and Yams, resolving
                // each mapping key's tag to find repeats, runs no pattern for it.
                guard let root = try Yams.compose(yaml: text, .basic) else {
                    error("the file is empty; a table starts with 'kind:'", at: SourceLocation(file: file, line: 1, column: 1))
                    return nil
                }
                return root
            } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
                // Yams names every repeated key of the mapping, and where the first of them is.
                let key = duplicates.first ?? ""
                let first = SourceLocation(file: file, line: context.mark.line, column: unshifted(context.mark.line, context.mark.column))
                error("duplicate key '\(key)': each key may appear only once in a mapping (this use is read; a later one is not)", at: first)
                reportedDuplicates.insert(first)
                guard tagKey(atLine: context.mark.line, column: context.mark.column, in: &text) else {
                    error("the rest of the file is not read past this repeated key: write each key once", at: first)
                    return nil
                }
            } catch let yamlError as YamlError {
                report(yamlError, in: original)
                return nil
            } catch {
                self.error("cannot read YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
                return nil
            }
        }
    }

    /// The first uses of keys repeated in a mapping, already reported.
    private var reportedDuplicates: Set<SourceLocation> = []
    /// Whether a key is repeated in a mapping: a later use is not read, nor what it names.
    var repeatsAKey: Bool { !reportedDuplicates.isEmpty }
    /// Whether a mapping had a key that is not plain text, which no entry keeps.
    private(set) var dropsAKey = false
    /// The tags written before repeated keys, by line: each at the column it
    /// was written at, in the order written, and its length.
    private var insertedTags: [Int: [(column: Int, length: Int)]] = [:]
    /// The text composed again after tagging repeated keys, at most: each
    /// repeat costs a composition of the whole file, and a file repeating
    /// more is read no further (a small table may repeat dozens of keys, the
    /// largest a few).
    private static let mostRecomposed = 8 << 20
    private var recomposed = 0
    /// Repeated keys read past, at most: each is an error of its own.
    private static let mostRepeatedKeys = 32

    /// Writes a tag of its own before the key at `line`, `column`: YAML
    /// repeats a key with another tag, so the file composes and the reader
    /// sees the repeat. `false` when no more may be tagged.
    private func tagKey(atLine line: Int, column: Int, in text: inout String) -> Bool {
        let tagged = insertedTags.values.reduce(0) { $0 + $1.count }
        recomposed += text.utf8.count
        // A key with a tag of its own cannot take another.
        guard recomposed <= Self.mostRecomposed, tagged < Self.mostRepeatedKeys,
            let index = Self.index(ofLine: line, column: column, in: text), text.unicodeScalars[index] != "!"
        else { return false }
        let tag = "!repeat\(tagged) "
        text.unicodeScalars.insert(contentsOf: tag.unicodeScalars, at: index)
        insertedTags[line, default: []].append((column, tag.unicodeScalars.count))
        return true
    }

    /// A column as the file writes it, before the tags ``tagKey(atLine:column:in:)`` wrote on its line.
    private func unshifted(_ line: Int, _ column: Int) -> Int {
        var column = column
        for tag in (insertedTags[line] ?? []).reversed() where column > tag.column { column -= tag.length }
        return column
    }

    /// Where the scalar at a 1-based line and column (as libyaml counts them) is.
    private static func index(ofLine line: Int, column: Int, in text: String) -> String.UnicodeScalarView.Index? {
        let scalars = text.unicodeScalars
        var (current, currentColumn, afterCR) = (1, 1, false)
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if current == line && currentColumn == column { return index }
            let scalar = scalars[index]
            switch scalar {
            case "\n" where afterCR: afterCR = false
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": (current, currentColumn, afterCR) = (current + 1, 1, scalar == "\r")
            default: (currentColumn, afterCR) = (currentColumn + 1, false)
            }
            index = scalars.index(after: index)
        }
        return nil
    }

    // MARK: Reporting

    /// The place libyaml names, or the file's end where it names the line
    /// after a last line with no line break, which no editor can go to. Lines
    /// end as libyaml ends them (LF, CRLF, CR, NEL, LS, PS); columns count
    /// Unicode scalars, as its columns do.
    private static func within(_ text: String, file: String, line: Int, column: Int) -> SourceLocation {
        var lines = 1, lastLineLength = 0, afterCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where afterCR: afterCR = false
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                (lines, lastLineLength, afterCR) = (lines + 1, 0, scalar == "\r")
            default:
                (lastLineLength, afterCR) = (lastLineLength + 1, false)
            }
        }
        guard line > lines else { return SourceLocation(file: file, line: line, column: column) }
        return SourceLocation(file: file, line: lines, column: lastLineLength + 1)
    }

    func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return SourceLocation(file: file, line: mark.line, column: insertedTags.isEmpty ? mark.column : unshifted(mark.line, mark.column))
    }

    func error(_ message: @autoclosure () -> String, at location: SourceLocation) {
        errorsReported += 1
        diagnostics.error(message(), at: location)
    }

    func error(_ message: @autoclosure () -> String, at node: Node) {
        error(message(), at: location(of: node))
    }

    /// Every error reported, those past the diagnostics' limit too.
    private(set) var errorsReported = 0

    /// What `read` returns when it reports no mistake; `nil` otherwise: an
    /// entry read whole, which checks of how entries fit together can trust.
    func whole<Value>(_ read: () -> Value?) -> Value? {
        let before = errorsReported
        let value = read()
        return errorsReported == before ? value : nil
    }

    func warning(_ message: @autoclosure () -> String, at location: SourceLocation) {
        diagnostics.warning(message(), at: location)
    }

    private func report(_ yamlError: YamlError, in text: String) {
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            error("invalid YAML: \(problem)", at: Self.within(text, file: file, line: mark.line, column: unshifted(mark.line, mark.column)))
        case .reader(let problem, _, _, _):
            error("cannot read the file: \(problem)", at: SourceLocation(file: file, line: 1, column: 1))
        default:
            error("invalid YAML: \(yamlError)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    // MARK: Structure

    /// The entries of a mapping in file order; `nil` (reported) if `node` is not a mapping.
    func entries(_ node: Node, _ what: String) -> [(key: Located<String>, value: Node)]? {
        recorder?.record(node, .map)
        guard case .mapping(let mapping) = node else {
            error("\(what) must be a mapping of 'key: value' lines, found \(describe(node))", at: node)
            return nil
        }
        var result: [(key: Located<String>, value: Node)] = []
        var seen: [String: SourceLocation] = [:]
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                error("a key in \(what) must be plain text, found \(describe(key))", at: key)
                dropsAKey = true
                continue
            }
            // YAML itself rejects a repeated key only when both have the same tag (`!x key` slips by).
            if let first = seen[scalar.string] {
                if !reportedDuplicates.contains(first) {
                    error("duplicate key '\(scalar.string)' in \(what): each key may appear only once (first at \(first))", at: key)
                }
                continue
            }
            seen[scalar.string] = location(of: key)
            result.append((Located(scalar.string, at: location(of: key)), value))
        }
        return result
    }

    /// The entries of a mapping a table lists definitions in, at most `most`
    /// of them: past that the table is a slip or an attack, and is split.
    func entries(_ node: Node, _ what: String, atMost most: Int) -> [(key: Located<String>, value: Node)]? {
        guard let entries = entries(node, what) else { return nil }
        guard entries.count <= most else {
            error("\(what) has \(entries.count) entries; a table has at most \(most): split it", at: entries[most].key.location)
            return nil
        }
        return entries
    }

    /// The keys a mapping of entries writes, whatever their values: the names
    /// it defines even where an entry has a mistake. `nil` for anything but a
    /// mapping, where any name might have been meant.
    func keysWritten(_ node: Node) -> WrittenNames? {
        guard case .mapping(let mapping) = node else { return nil }
        return WrittenNames(mapping.keys.compactMap { $0.scalar?.string })
    }

    /// Whether the entries read from a table's lists (`listsRead`: each was a
    /// mapping within its bounds) hold every name `root` writes: none of its
    /// keys is unknown (names under a misspelt key are not read), and no key
    /// is repeated (a repeat may end the reading) or other than plain text.
    /// Then a table with a mistake still names all it defines, and the names
    /// others use from it can be checked.
    func namesEveryEntry(_ root: Node, known: [String], listsRead: Bool) -> Bool {
        guard listsRead, !repeatsAKey, !dropsAKey, case .mapping(let mapping) = root else { return false }
        return mapping.keys.allSatisfy { $0.scalar.map { known.contains($0.string) } ?? false }
    }

    /// A mapping with a fixed set of keys: reports unknown keys (naming the
    /// allowed ones) and missing required keys, and returns the known values.
    func fields(
        _ node: Node,
        _ what: String,
        required: [String],
        optional: [String] = []
    ) -> [String: Node]? {
        guard let entries = entries(node, what) else { return nil }
        recorder?.record(node, .object(required: required, optional: optional))
        let allowed = required + optional
        var values: [String: Node] = [:]
        for (key, value) in entries {
            if allowed.contains(key.value) {
                values[key.value] = value
            } else {
                error(
                    "unknown key '\(key.value)' in \(what); expected \(quotedList(allowed))",
                    at: key.location
                )
            }
        }
        for key in required where values[key] == nil {
            error("\(what) is missing the key '\(key)'", at: node)
        }
        return values
    }

    /// The items of a sequence; `nil` (reported) if `node` is not a sequence.
    func items(_ node: Node, _ what: String) -> [Node]? {
        recorder?.record(node, .list)
        guard case .sequence(let sequence) = node else {
            error("\(what) must be a list such as [a, b], found \(describe(node))", at: node)
            return nil
        }
        return Array(sequence)
    }

    /// `id`, `name`, `source` and `edition`, which every table starts with,
    /// and the `domain` it may give.
    /// A field with a mistake (already reported) gets a stand-in, so the
    /// rest of the table is still checked in this run.
    func header(_ fields: [String: Node], of root: Node) -> TableHeader {
        if fields["domain"] == nil { recorder?.record(key: "domain", of: root, .choice(TableDomain.allCases.map(\.rawValue))) }
        return TableHeader(
            id: fields["id"].flatMap { identifier($0, "id") } ?? Located("", at: location(of: root)),
            name: fields["name"].flatMap { text($0, "name") }?.value ?? "",
            source: fields["source"].flatMap { text($0, "source") }?.value ?? "",
            edition: fields["edition"].flatMap { text($0, "edition") }?.value ?? "",
            domain: fields["domain"].flatMap { choice($0, "domain", as: TableDomain.self) }?.value)
    }

    // MARK: Scalars

    /// The text of a scalar; `nil` (reported) for a mapping, list, alias or empty value.
    /// For `freeText` (a name, a label, an id), YAML's words for no value or a
    /// boolean are mistakes too; a number or a time reports them as such itself.
    func text(_ node: Node, _ what: String, freeText: Bool = true) -> Located<String>? {
        recorder?.record(node, .text(free: freeText))
        guard case .scalar(let scalar) = node else {
            error("\(what) must be a single value, found \(describe(node))", at: node)
            return nil
        }
        if scalar.style == .plain && scalar.string.isEmpty {
            error("\(what) has no value", at: node)
            return nil
        }
        if freeText, scalar.style == .plain, let meaning = Self.yamlKeywords[scalar.string] {
            // Read as text here, but as something else by every other YAML tool.
            error(
                "\(what) is '\(scalar.string)', which YAML reads as \(meaning): quote it (\"\(scalar.string)\") if you mean the text",
                at: node)
            return nil
        }
        if let control = scalar.string.unicodeScalars.first(where: Self.isForbiddenControl) {
            error(
                "\(what) contains the control character U+\(String(format: "%04X", control.value)); tables hold printable text",
                at: node)
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    /// Plain words that YAML 1.1 reads as no value or as a boolean.
    private static let yamlKeywords: [String: String] = {
        var keywords: [String: String] = [:]
        for word in ["~", "null", "Null", "NULL"] { keywords[word] = "no value" }
        for word in ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE"] {
            keywords[word] = "a boolean"
        }
        for word in ["on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N"] { keywords[word] = "a boolean in YAML 1.1" }
        return keywords
    }()

    /// C0 controls and DEL, but for the tab and line break a block of text may hold.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F
    }

    /// An id: lower-case letters, digits, and `-` or `.` inside, such as `run2mi` or `walk2.5mi`.
    func identifier(_ node: Node, _ what: String) -> Located<String>? {
        recorder?.record(node, .identifier)
        return text(node, what).flatMap { identifier($0, what) }
    }

    func identifier(_ text: Located<String>, _ what: String) -> Located<String>? {
        guard Self.isIdentifier(text.value) else {
            error(
                "\(what) '\(text.value)' is not a valid id: use lower-case letters, digits, '-' and '.', starting with a letter or digit",
                at: text.location
            )
            return nil
        }
        return text
    }

    /// `true` or `false`, written so.
    func flag(_ node: Node, _ what: String) -> Bool? {
        recorder?.record(node, .flag)
        guard let text = text(node, what, freeText: false) else { return nil }
        switch text.value {
        case "true": return true
        case "false": return false
        default:
            error("\(what) must be true or false, found '\(text.value)'", at: text.location)
            return nil
        }
    }

    /// A whole number written in digits, within `range`.
    func wholeNumber(_ node: Node, _ what: String, in range: ClosedRange<Int>) -> Located<Int>? {
        recorder?.record(node, .wholeNumber(range))
        guard let text = text(node, what, freeText: false) else { return nil }
        return wholeNumber(text, what, in: range)
    }

    func wholeNumber(_ text: Located<String>, _ what: String, in range: ClosedRange<Int>) -> Located<Int>? {
        // A minus sign where the range has negatives; as many digits as its widest bound has.
        let negative = range.lowerBound < 0 && text.value.hasPrefix("-")
        let magnitude = DecimalText.parseWholeNumber(
            Substring(text.value).dropFirst(negative ? 1 : 0), digits: Self.digits(ofWidest: range))
        // `-0` would be a second way to write 0, as `05` would be a second way to write 5.
        guard let magnitude, !(negative && magnitude == 0), case let value = negative ? -magnitude : magnitude, range.contains(value)
        else {
            error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text.value)'", at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    /// The digits of the bound of `range` farthest from zero.
    static func digits(ofWidest range: ClosedRange<Int>) -> Int {
        String(max(range.lowerBound.magnitude, range.upperBound.magnitude)).count
    }

    /// A length such as `122 cm`, `16 in` or `100 yd`, above zero.
    func length(_ node: Node, _ what: String) -> Located<Length>? {
        recorder?.record(node, .length)
        return text(node, what, freeText: false).flatMap { length($0, what) }
    }

    func length(_ text: Located<String>, _ what: String) -> Located<Length>? {
        guard let length = Length(text.value), length.nanometres > 0 else {
            let units = LengthUnit.allCases.map(\.rawValue).joined(separator: ", ")
            error(
                "\(what) must be a length such as 122 cm: a number, a space and a unit (\(units)); found '\(text.value)'",
                at: text.location)
            return nil
        }
        return Located(length, at: text.location)
    }

    /// One of a fixed set of words, such as `higher`/`lower`.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, as type: T.Type) -> Located<T>?
    where T.RawValue == String {
        recorder?.record(node, .choice(T.allCases.map(\.rawValue)))
        guard let text = text(node, what) else { return nil }
        guard let value = T(rawValue: text.value) else {
            let allowed = T.allCases.map(\.rawValue)
            error("\(what) must be \(quotedList(allowed)), found '\(text.value)'", at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    // MARK: Helpers

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isLowercaseASCIIAlphanumeric else { return false }
        return text.unicodeScalars.allSatisfy { $0.isLowercaseASCIIAlphanumeric || $0 == "-" || $0 == "." }
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias (write the value out instead)"
        }
    }

}

extension Unicode.Scalar {
    var isLowercaseASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("0"..."9").contains(self)
    }
}

