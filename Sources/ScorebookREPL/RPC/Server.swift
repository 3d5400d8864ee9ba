import Scorebook

/// Answers JSON-RPC 2.0 request lines: one response line per request, none
/// for a notification. Every failure becomes an error response; nothing a
/// client sends can stop the server.
///
/// A server keeps the memory it parses requests in from one line to the
/// next: use one per stream of requests, from one thread at a time.
public final class Server {
    /// Every method this server answers: the one list to add a method to.
    static let registry: [any RPCMethod.Type] = [
        TablesListMethod.self, FitnessScoreMethod.self, FitnessRequiredMethod.self, GoalProgressMethod.self, ArcheryFacesMethod.self,
        ArcheryRoundsMethod.self, ArcheryScoreMethod.self, ArcheryTotalMethod.self, ArcheryExpectedMethod.self,
        ArcheryHandicapMethod.self, ArcheryClassificationMethod.self, ArcheryOpponentsMethod.self, ArcheryMatchMethod.self,
        AchievementsListMethod.self, AchievementsEvaluateMethod.self, RPGLevelMethod.self, RPGPowerUpsMethod.self,
        RPGBattleMethod.self, WorkoutsListMethod.self, WorkoutProgressMethod.self,
        WorkoutExportMethod.self, PlansListMethod.self, PlanScheduleMethod.self, FormulasListMethod.self, FormulaEvaluateMethod.self,
        BandsListMethod.self, GymOneRepMaxMethod.self, HealthHeartRateZonesMethod.self, HealthBMIMethod.self,
        ArmyBodyCompositionMethod.self,
    ]

    /// The methods about the server itself: its OpenRPC document, and the
    /// Model Context Protocol's handshake and tools.
    static let protocolMethods: [any ProtocolMethod.Type] = [
        DiscoverMethod.self, MCPInitializeMethod.self, MCPPingMethod.self, MCPToolsListMethod.self, MCPToolsCallMethod.self,
    ]

    /// The names of the methods Scorebook's server answers, in registry order.
    public static let methods = registry.map { $0.name }

    /// Each method's example params as JSON text, in registry order: the
    /// requests `rpc.discover` shows, for a tool or benchmark to send.
    @_spi(Testing) public static let examples: [(method: String, params: [String])] = registry.map { ($0.name, $0.examples) }

    /// The most requests one batch may hold; a larger batch is answered with an error.
    /// Clients with more work send one request per line.
    public static let maximumBatchSize = 1000

    private let scratch = JSONParser.Scratch()
    private let served: ServedTables
    /// A test's own methods; `nil` for ``registry``, which is dispatched from
    /// the constant list itself (measured: an instance list cost ~150 ns a request).
    private let ownMethods: [any RPCMethod.Type]?

    /// A server of `tables`: Scorebook's own by default, or a package's.
    public convenience init(tables: ScorebookTables = .builtIn) {
        self.init(tables: tables, methods: nil)
    }

    /// The methods this server answers from its tables.
    var answered: [any RPCMethod.Type] { ownMethods ?? Self.registry }

    /// The OpenRPC document of this server's tables and methods, written on first use.
    var openRPCDocument: CachedResult {
        served.cached(OpenRPCDocument.self) { [answered] in CachedResult(OpenRPCDocument(tables: $0, methods: answered)) }
    }

    /// Its methods as MCP tools, written on first use.
    var tools: CachedResult {
        served.cached(MCPToolList.self) { [answered] in CachedResult(MCPToolList(tables: $0, methods: answered)) }
    }

    /// The OpenRPC document as one line, for `--describe`.
    @_spi(Testing) public var describedLine: String { String(decoding: openRPCDocument.json, as: UTF8.self) + "\n" }

    /// A server of `tables` answering `methods` (``registry`` when `nil`).
    init(tables: ScorebookTables, methods: [any RPCMethod.Type]?) {
        served = ServedTables(tables)
        ownMethods = methods
    }

    /// The response to one line (without its newline), or `nil` when there is
    /// nothing to answer: a notification, a batch of notifications, a blank line.
    public func respond(to line: UnsafeRawBufferPointer) -> [UInt8]? {
        let writer = JSONWriter(capacity: 512)
        return respond(to: line, into: writer) ? writer.bytes : nil
    }

    /// Appends the response to one line to `writer`; `false` if there is none.
    /// A long-lived writer saves an allocation per request.
    ///
    /// In a batch, `answered` is called after each response is written, so
    /// the caller can send what is buffered; it returns `false` to stop (the
    /// reader has gone). A batch's answers are thus never all held at once.
    package func respond(
        to line: UnsafeRawBufferPointer, into writer: JSONWriter, answered: () -> Bool = { true }
    ) -> Bool {
        // A blank line is not a request (the parser would call it empty input).
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0d }) else { return false }
        do {
            return try JSONParser.withTape(line, scratch: scratch) { tape in respond(to: tape, into: writer, answered: answered) }
        } catch {
            writeError(.parseError("\(error.message) at byte \(error.offset)"), id: nil, into: writer)
            return true
        }
    }

    /// Writes the response to a parsed line, a request or a batch.
    private func respond(to tape: JSONTape, into writer: JSONWriter, answered: () -> Bool) -> Bool {
        let root = JSONTape.root
        guard tape.kind(root) == .array else {
            return respond(to: root, of: tape, into: writer)
        }
        let count = tape.count(root)
        guard count > 0 else {
            writeError(.invalidRequest("an empty batch"), id: nil, into: writer)
            return true
        }
        guard count <= Self.maximumBatchSize else {
            writeError(
                .invalidRequest(
                    "a batch of \(count) requests is over the \(Self.maximumBatchSize)-request limit; send more lines instead"),
                id: nil, into: writer)
            return true
        }
        let start = writer.count
        writer.beginArray()
        var anyAnswered = false
        for element in tape.elements(root) where respond(to: element, of: tape, into: writer) {
            anyAnswered = true
            guard answered() else { break }
        }
        writer.endArray()
        // A batch of notifications gets no response at all, not `[]`. Nothing
        // was handed to `answered` then, so the bytes since `start` are all here.
        if !anyAnswered { writer.truncate(to: start) }
        return anyAnswered
    }

    /// The response to a line that exceeded the length limit.
    package func tooLong(limit: Int, into writer: JSONWriter) {
        writeError(.invalidRequest("the request line is longer than the \(limit)-byte limit"), id: nil, into: writer)
    }

    /// Writes the response to one request; `false` if it needs none.
    private func respond(to token: JSONToken, of tape: JSONTape, into writer: JSONWriter) -> Bool {
        let request: Request
        do {
            request = try Request(tape, token)
        } catch {
            writeError(error.error, id: (tape, error.id), into: writer)
            return true
        }
        // A valid notification is answered with nothing, not even an error;
        // methods change nothing, so there is no work to do either.
        guard let id = request.id else { return false }
        do {
            try call(request, on: tape, into: writer) {
                writer.beginObject()
                writer.key("jsonrpc")
                writer.writeString(static: "2.0")
                writer.key("id")
                writer.write(id, of: tape)
                writer.key("result")
            }
        } catch {
            writeError(error, id: (tape, id), into: writer)
            return true
        }
        writer.endObject()
        return true
    }

    /// Finds the method and answers it, writing `head` before its result.
    private func call(
        _ request: Request, on tape: JSONTape, into writer: JSONWriter, after head: () -> Void
    ) throws(RPCError) {
        let named = { (method: any RPCMethod.Type) in tape.string(request.method, is: method.name) }
        // The method first: an unknown one is -32601 whatever its params.
        if let method = ownMethods.map({ $0.first(where: named) }) ?? Self.registry.first(where: named) {
            let params = try Params(tape, request.params, served: served, allowing: method.parameters)
            try method.answer(params, into: writer, after: head)
        } else if let method = Self.protocolMethods.first(where: { tape.string(request.method, is: $0.name) }) {
            let params = try Params(tape, request.params, served: served, allowing: method.parameters)
            try params.checkShapes(of: method.parameters)
            try method.answer(params, of: self, into: writer, after: head)
        } else {
            let known = answered.map { $0.name } + Self.protocolMethods.map { $0.name.description }
            throw .methodNotFound(tape.string(request.method), known: known)
        }
    }

    /// `id` is nil when the response cannot name a request.
    private func writeError(_ error: RPCError, id: (tape: JSONTape, id: Request.ID)?, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("jsonrpc")
        writer.writeString(static: "2.0")
        writer.key("id")
        if let id { writer.write(id.id, of: id.tape) } else { writer.writeNull() }
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.writeInt(error.code)
        writer.key("message")
        writer.writeString(error.message)
        if error.field != nil || error.allowed != nil {
            writer.key("data")
            writer.beginObject()
            if let field = error.field {
                writer.key("field")
                writer.writeString(field)
            }
            if let allowed = error.allowed {
                writer.key("allowed")
                writer.beginArray()
                for value in allowed { writer.writeString(value) }
                writer.endArray()
            }
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
    }
}
