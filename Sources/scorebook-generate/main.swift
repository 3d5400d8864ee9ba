import _ScorebookCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The build plugin's generator: `scorebook-tablegen generate`'s work without
// its command-line library, which every package applying the plugin would
// build before its first table. Its one caller is the plugin:
//
//     scorebook-generate TABLES --output DIR [--module NAME] [--built-in DIR]
//
// It exits 0 when it wrote the Swift (or found it unchanged), 1 when the
// tables have an error or it cannot write, and 2 for arguments it does not take.

func usage(_ problem: String) -> Never {
    TableReport.printError("scorebook-generate: error: \(problem)")
    TableReport.printError("usage: scorebook-generate TABLES --output DIR [--module NAME] [--built-in DIR]")
    exit(2)
}

var tables: String?
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if ["--output", "--module", "--built-in"].contains(argument) {
        guard let value = arguments.popFirst() else { usage("\(argument) needs a value") }
        guard options.updateValue(value, forKey: argument) == nil else { usage("\(argument) is given twice") }
    } else if tables == nil, !argument.hasPrefix("-") {
        tables = argument
    } else {
        usage("unexpected argument '\(argument)'")
    }
}
guard let tables else { usage("no TABLES directory") }
guard let output = options["--output"] else { usage("no --output directory") }
let generated = TableReport.generate(
    tables: tables, output: output, module: options["--module"] ?? TableCompiler.runtimeModule,
    builtIn: options["--built-in"])
exit(generated ? 0 : 1)
