import Scorebook

/// Answers JSON-RPC 2.0 request lines: one response line per request, none
/// for a notification. Every failure becomes an error response; nothing a
/// client sends can stop the server.
public struct Server: Sendable {
    /// The methods this server answers, for `method not found` messages.
    public static let methods = [
        TablesListMethod.name, FitnessScoreMethod.name, FitnessRequiredMethod.name, ArcheryFacesMethod.name,
        ArcheryRoundsMethod.name, ArcheryScoreMethod.name, ArcheryTotalMethod.name,
    ]

    /// The most requests one batch may hold; a larger batch is answered with an error.
    /// Clients with more work send one request per line.
    public static let maximumBatchSize = 1000

    public init() {}

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
    public func respond(
        to line: UnsafeRawBufferPointer, into writer: JSONWriter, answered: () -> Bool = { true }
    ) -> Bool {
        // A blank line is not a request (the parser would call it empty input).
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0d }) else { return false }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            writeError(.parseError("\(error.message) at byte \(error.offset)"), id: .null, into: writer)
            return true
        }
        guard case .array(let batch) = value else {
            return respond(to: value, into: writer)
        }
        guard !batch.isEmpty else {
            writeError(.invalidRequest("an empty batch"), id: .null, into: writer)
            return true
        }
        guard batch.count <= Self.maximumBatchSize else {
            writeError(
                .invalidRequest(
                    "a batch of \(batch.count) requests is over the \(Self.maximumBatchSize)-request limit; send more lines instead"),
                id: .null, into: writer)
            return true
        }
        let start = writer.count
        writer.beginArray()
        var anyAnswered = false
        for element in batch where respond(to: element, into: writer) {
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
    public func tooLong(limit: Int, into writer: JSONWriter) {
        writeError(.invalidRequest("the request line is longer than the \(limit)-byte limit"), id: .null, into: writer)
    }

    /// Writes the response to one request; `false` if it needs none.
    private func respond(to value: JSONValue, into writer: JSONWriter) -> Bool {
        let request: Request
        do {
            request = try Request(value)
        } catch {
            guard let id = error.id else { return false }
            writeError(error.error, id: id, into: writer)
            return true
        }
        // The answer is computed in full before anything is written, so a
        // failure never leaves half a result behind.
        let result: any JSONWritable
        do {
            result = try call(request)
        } catch {
            guard let id = request.id else { return false }
            writeError(error, id: id, into: writer)
            return true
        }
        guard let id = request.id else { return false }
        writer.beginObject()
        writer.key("jsonrpc")
        writer.writeString("2.0")
        writer.key("id")
        writer.write(id)
        writer.key("result")
        result.write(into: writer)
        writer.endObject()
        return true
    }

    private func call(_ request: Request) throws(RPCError) -> any JSONWritable {
        switch request.method {
        case TablesListMethod.name: try TablesListMethod.call(request.params)
        case FitnessScoreMethod.name: try FitnessScoreMethod.call(request.params)
        case FitnessRequiredMethod.name: try FitnessRequiredMethod.call(request.params)
        case ArcheryFacesMethod.name: try ArcheryFacesMethod.call(request.params)
        case ArcheryRoundsMethod.name: try ArcheryRoundsMethod.call(request.params)
        case ArcheryScoreMethod.name: try ArcheryScoreMethod.call(request.params)
        case ArcheryTotalMethod.name: try ArcheryTotalMethod.call(request.params)
        default: throw .methodNotFound(request.method, known: Self.methods)
        }
    }

    private func writeError(_ error: RPCError, id: JSONValue, into writer: JSONWriter) {
        writer.beginObject()
        writer.key("jsonrpc")
        writer.writeString("2.0")
        writer.key("id")
        writer.write(id)
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
