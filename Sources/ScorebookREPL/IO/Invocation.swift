import Scorebook
import ScorebookCore

/// What a REPL executable was asked to do by its arguments: serve (none),
/// or print its help or version. Anything else is a usage error.
@_spi(Testing) public enum Invocation: Equatable {
    case serve
    case help
    case version
    /// Print the OpenRPC document of the methods and tables served.
    case describe
    /// A mistake, said on standard error with the usage; exit status 64 (`EX_USAGE`).
    case usageError(String)

    /// Exit status of a usage error, as BSD's `sysexits.h` names it.
    public static let usageStatus: Int32 = 64

    public init(arguments: some Collection<String>) {
        guard let first = arguments.first else {
            self = .serve
            return
        }
        guard arguments.count == 1 else {
            self = .usageError("expected at most one argument, found \(arguments.count)")
            return
        }
        switch first {
        case "-h", "--help", "help": self = .help
        case "--version": self = .version
        case "--describe": self = .describe
        // Shown as the display escapes it, and cut short: it is the caller's text.
        default: self = .usageError("unknown argument '\(String(String.UnicodeScalarView(first.unicodeScalars.prefix(64))).escapedForDisplay)'")
        }
    }

    /// The usage line and what the REPL does, for `--help`.
    public static func help(name: String) -> String {
        usage(name: name) + """

        Serves Scorebook's compiled tables as JSON-RPC 2.0: one request per line
        on standard input, one response per line on standard output, until the
        input ends. For example:

          {"jsonrpc":"2.0","id":1,"method":"tables.list"}

        Methods: \(Server.methods.joined(separator: ", ")).
        It describes them with rpc.discover (OpenRPC), and serves them as tools to
        Model Context Protocol clients (initialize, ping, tools/list, tools/call).

        OPTIONS:
          -h, --help    Show this help.
          --version     Show the version of Scorebook and the tables' content hash.
          --describe    Print the OpenRPC document: every method, its params and
                        result as JSON Schema, and examples (also rpc.discover).

        """
    }

    public static func usage(name: String) -> String {
        "USAGE: \(name) [--help | --version | --describe]\n"
    }

    /// `--version`'s line: Scorebook's version and what `tables` hash to.
    public static func versionLine(tables: ScorebookTables) -> String {
        "Scorebook \(Scorebook.version) (tables \(tables.contentHash))\n"
    }
}
