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

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = TableSource(path: "fuzz.yaml", relativePath: "fuzz.yaml", bytes: bytes)
    // Only a rounds table uses the faces, and compiling them takes ~20 ms: so an
    // odd-sized input naming that kind gets them, an even-sized one is alone (the
    // size decides, not a byte, so the seeds stay plain YAML).
    let withFaces = size % 2 == 1 && bytes.firstRange(of: "archery-rounds".utf8) != nil
    let output = TableCompiler.compile(withFaces ? [faces, source] : [source])
    for diagnostic in output.diagnostics.all {
        // A file of n bytes has at most n + 1 lines, and no line is longer.
        let location = diagnostic.location
        let limit = (location.file == faces.path || location.file == faces.relativePath ? faces.bytes.count : size) + 1
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
