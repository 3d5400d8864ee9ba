// Compiles fuzz bytes as a table file and checks the compiler's promises:
// diagnostics point into their file, and no errors means Swift was emitted.
import FuzzSupport
import ScorebookCompiler

/// A real table from `Tables/`, read once, for a fuzzed table that names it:
/// faces for rounds, handicaps for opponents, event kinds for achievements,
/// battle rules and levels for power-ups. Compiled beside them, the fuzzed
/// table reaches the cross-file checks and its lowering.
func realTable(_ name: String) -> TableSource {
    // This file is <root>/Fuzz/Sources/FuzzTables/FuzzTables.swift.
    let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let file = "/\(root)/Tables/\(name)"
    return TableSource(path: file, relativePath: name, bytes: [UInt8](readFile(file)))
}

let faces = realTable("archery-faces.yaml")
let handicaps = realTable("archery-handicaps.yaml")
let eventKinds = realTable("achievement-events.yaml")
let battleRules = [realTable("rpg-battles.yaml"), realTable("rpg-levels.yaml")]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = TableSource(path: "fuzz.yaml", relativePath: "fuzz.yaml", bytes: bytes)
    // Only rounds, opponents, achievements and power-ups tables use other tables, and compiling those
    // takes ~20 ms: so an odd-sized input naming such a kind gets them, an
    // even-sized one is alone (the size decides, not a byte, so the seeds stay plain YAML).
    let named = { (kind: String) in size % 2 == 1 && bytes.firstRange(of: kind.utf8) != nil }
    let others =
        named("archery-opponents")
        ? [faces, handicaps] : named("archery-rounds") ? [faces] : named("kind: achievements") ? [eventKinds]
        : named("kind: rpg-power-ups") ? battleRules : []
    let output = TableCompiler.compile(others + [source])
    for diagnostic in output.diagnostics.all {
        // One diagnostic is one line, whatever a table's keys, values and file name hold.
        if diagnostic.description.contains(where: \.isNewline) { fatalError("a diagnostic of two lines: \(diagnostic)") }
        // A file of n bytes has at most n + 1 lines, and no line is longer.
        let location = diagnostic.location
        let other = others.first { location.file == $0.path || location.file == $0.relativePath }
        let limit = (other?.bytes.count ?? size) + 1
        if !(1...limit).contains(location.line) || !(1...limit).contains(location.column) {
            fatalError("diagnostic outside its file: \(diagnostic)")
        }
    }
    if !output.diagnostics.hasErrors && output.swiftSource == nil {
        fatalError("no errors, but no Swift emitted")
    }
    if let swift = output.swiftSource, swift.utf8.count > TableCompiler.largestGeneratedFile {
        fatalError("\(swift.utf8.count) bytes of Swift, over the bound")
    }
    return 0
}

/// libFuzzer, or a replay of files in a plain build: see FuzzSupport.
@main enum Main {
    static func main() { fuzzMain { fuzz($0!, $1) } }
}
