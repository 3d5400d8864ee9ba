import Scorebook

/// What Scorebook says of itself to a Model Context Protocol client. The
/// protocol's messages are JSON-RPC on the same lines as every other request:
/// a session holds no state, so plain requests work before, during and after one.
enum MCP {
    /// The revisions served, newest first: each has tools with titles, output
    /// schemas and structured content, as Scorebook answers them.
    static let protocolVersions = ["2025-11-25", "2025-06-18"]

    /// What a model is told of the server: the tables it answers from, by name.
    static func instructions(_ tables: ScorebookTables) -> String {
        let names = [tables.tables.map(\.name)].union
        return "Scorebook answers exactly from the rule tables it serves: \(names.joined(separator: "; ")). Each tool's input schema lists the ids the tables define; tables_list gives each table's source and edition."
    }

    /// A method's tool name: `.` becomes `_`, which every client accepts.
    static func toolName(_ method: any RPCMethod.Type) -> String {
        String(method.name.map { $0 == "." ? "_" : $0 })
    }
}
