import ScorebookCore

/// How `validate` prints what it found: for a person, for GitHub Actions,
/// or for a tool.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: message`, the form compilers and editors link to.
    case text
    /// Workflow commands (`::error file=…,line=…,col=…::message`), which
    /// GitHub shows on the pull request's lines.
    case github
    /// One JSON document.
    case json

    /// `github` when run by GitHub Actions (which sets `GITHUB_ACTIONS=true`), else `text`.
    public static func standard(environment: [String: String]) -> DiagnosticFormat {
        environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }
}

/// The diagnostics of one run, and the tables that passed, ready to print.
public struct DiagnosticReport: Sendable {
    /// In file order.
    public var diagnostics: [Diagnostic]
    /// Past ``Diagnostics/limit``: counted, not kept.
    public var omittedErrors: Int
    public var omittedWarnings: Int
    /// The files of the tables that compiled.
    public var tables: [String]

    /// With `warningsAreErrors` (`--werror`), every warning is reported, and
    /// counts, as an error.
    public init(_ output: TableCompiler.Output, warningsAreErrors: Bool = false) {
        diagnostics = output.diagnostics.sorted.map {
            // Changed in place: made again, the message would be escaped twice.
            var diagnostic = $0
            if warningsAreErrors { diagnostic.severity = .error }
            return diagnostic
        }
        let omitted = output.diagnostics
        omittedErrors = omitted.omittedErrors + (warningsAreErrors ? omitted.omittedWarnings : 0)
        omittedWarnings = warningsAreErrors ? 0 : omitted.omittedWarnings
        tables = output.tables.map(\.file)
    }

    /// Every error, shown or counted.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count + omittedErrors }
    public var warningCount: Int { diagnostics.count + omittedErrors + omittedWarnings - errorCount }
    public var hasErrors: Bool { errorCount > 0 }

    /// `2 table(s) valid: a.yaml, b.yaml`, a line whatever the files are named.
    public var validTables: String {
        "\(tables.count) table(s) valid: \(tables.map(\.escapedForDisplay).joined(separator: ", "))\n"
    }

    /// Each diagnostic as a workflow command. Messages and values are escaped
    /// as the runner unescapes them (`%`, CR and LF; in values also `:` and `,`).
    /// The file is shown as the text format shows it, escaped for display.
    public var github: String {
        var lines = diagnostics.map { diagnostic in
            let location = diagnostic.location
            let file = Self.escape(location.file.escapedForDisplay, property: true)
            let properties = "file=\(file),line=\(location.line),col=\(location.column)"
            return "::\(diagnostic.severity.rawValue) \(properties)::\(Self.escape(diagnostic.message, property: false))\n"
        }
        let omitted = omittedErrors + omittedWarnings
        if omitted > 0 {
            lines.append("::notice::\(omitted) more diagnostics not shown (at most \(Diagnostics.limit) are)\n")
        }
        return lines.joined()
    }

    /// `{"valid":…,"errors":…,"warnings":…,"omitted":…,"diagnostics":[…],"tables":[…]}`, keys sorted.
    public var json: String {
        let json = JSONWriter(capacity: 4096)
        // Keys sorted, as Foundation's JSONEncoder (`.sortedKeys`) wrote them.
        json.beginObject()
        json.key("diagnostics")
        json.array(diagnostics) { $0.write(into: json) }
        json.key("errors")
        json.writeInt(errorCount)
        json.key("omitted")
        json.writeInt(omittedErrors + omittedWarnings)
        json.key("tables")
        json.array(tables) { json.writeString($0) }
        json.key("valid")
        json.writeBool(!hasErrors)
        json.key("warnings")
        json.writeInt(warningCount)
        json.endObject()
        json.writeRaw("\n")
        return json.text
    }

    static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
