// Compiles fuzz bytes as a table file and checks the compiler's promises:
// diagnostics point into their file, and no errors means Swift was emitted.
import Foundation
import FuzzSupport
import _ScorebookCompiler

/// The real tables in `Tables/`, read once, by the kind each declares: a
/// fuzzed table is compiled beside those of the kinds it reads (faces for
/// rounds, event kinds for achievements…), so it reaches the cross-file
/// checks and its lowering.
let realTables: [String: [TableSource]] = {
    // This file is <root>/Fuzz/Sources/FuzzTables/FuzzTables.swift.
    let root = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/Tables"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let sources = names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
        TableSource(path: "\(root)/\(name)", relativePath: name, bytes: [UInt8](readFile("\(root)/\(name)")))
    }
    precondition(!sources.isEmpty, "no tables in \(root): the fuzzer would check no cross-file rule")
    return Dictionary(grouping: sources) { TableCompiler.kind(declaredBy: $0) ?? "" }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = TableSource(path: "fuzz.yaml", relativePath: "fuzz.yaml", bytes: bytes)
    // Compiling the tables a kind reads takes from ~20 ms (faces for rounds)
    // to far more (every fitness test and archery table for event kinds): so
    // an odd-sized input gets them, an even-sized one is alone (the size
    // decides, not a byte, so the seeds stay plain YAML).
    let kind = size % 2 == 1 ? TableCompiler.kind(declaredBy: source) : nil
    let others = kind.map { TableCompiler.kindsRead(byKind: $0).flatMap { realTables[$0] ?? [] } } ?? []
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
