// Compiles fuzz bytes as a table file and checks the compiler's promises:
// diagnostics point into their file, and no errors means Swift was emitted.
import FuzzSupport
import ScorebookCompiler

/// The real faces table, read once: a fuzzed rounds table compiled beside it can
/// name real faces and reach the cross-file checks and the rounds lowering.
let faces: TableSource = {
    // This file is <root>/Fuzz/Sources/FuzzTables/FuzzTables.swift.
    let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let file = "/\(root)/Tables/archery-faces.yaml"
    return TableSource(path: file, relativePath: "archery-faces.yaml", bytes: [UInt8](readFile(file)))
}()

/// The real handicap schemes, for a fuzzed opponents table to name: alone (no
/// rounds), they compute odds only for the opponents' own shots, in milliseconds.
let handicaps: TableSource = {
    let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let file = "/\(root)/Tables/archery-handicaps.yaml"
    return TableSource(path: file, relativePath: "archery-handicaps.yaml", bytes: [UInt8](readFile(file)))
}()

/// The real event kinds, for a fuzzed achievements table to be typed against.
let eventKinds: TableSource = {
    let root = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let file = "/\(root)/Tables/achievement-events.yaml"
    return TableSource(path: file, relativePath: "achievement-events.yaml", bytes: [UInt8](readFile(file)))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = TableSource(path: "fuzz.yaml", relativePath: "fuzz.yaml", bytes: bytes)
    // Only rounds, opponents and achievements tables use other tables, and compiling those
    // takes ~20 ms: so an odd-sized input naming such a kind gets them, an
    // even-sized one is alone (the size decides, not a byte, so the seeds stay plain YAML).
    let named = { (kind: String) in size % 2 == 1 && bytes.firstRange(of: kind.utf8) != nil }
    let others =
        named("archery-opponents")
        ? [faces, handicaps] : named("archery-rounds") ? [faces] : named("kind: achievements") ? [eventKinds] : []
    let output = TableCompiler.compile(others + [source])
    for diagnostic in output.diagnostics.all {
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
    return 0
}

/// libFuzzer, or a replay of files in a plain build: see FuzzSupport.
@main enum Main {
    static func main() { fuzzMain { fuzz($0!, $1) } }
}
