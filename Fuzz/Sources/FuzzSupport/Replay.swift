import Foundation

#if FUZZING
import CLibFuzzer
#endif

/// The harness type libFuzzer calls: the input's bytes and count.
public typealias Harness = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// The main of a harness executable. Built with `-DFUZZING` (Fuzz/toolset.json)
/// it hands the command line to libFuzzer; a plain build instead replays each
/// file (or every file in each directory) given, to reproduce a crash or check
/// a corpus without libFuzzer.
public func fuzzMain(_ harness: Harness) -> Never {
    #if FUZZING
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, harness))
    #else
    var paths: [String] = []
    for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            fatalError("no such file: \(argument)")
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            paths += names.sorted().map { "\(argument)/\($0)" }
        } else {
            paths.append(argument)
        }
    }
    for path in paths {
        // A byte past the end, so an empty file still has an address, as under libFuzzer.
        let bytes = [UInt8](readFile(path)) + [0]
        _ = bytes.withUnsafeBufferPointer { harness($0.baseAddress, $0.count - 1) }
    }
    print("replayed \(paths.count) inputs")
    exit(0)
    #endif
}

/// The bytes of a file; traps if it cannot be read.
public func readFile(_ path: String) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
    return data
}
