// Feeds fuzz bytes through the REPL's real LineReader and Server, as
// REPL.run does, and checks every response is a well-formed JSON-RPC answer.
import FuzzSupport
@_spi(Testing) import ScorebookREPL

/// Small, so the too-long-line path is reached by ordinary inputs.
let maximumLineLength = 4096
/// One server for the whole run, as the real loop keeps its parse memory between lines.
nonisolated(unsafe) let server = Server()
/// One writer for the whole run, reset per line, as the real loop reuses its buffer.
nonisolated(unsafe) let writer = ResponseBuffer(capacity: 4096)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // The first byte is not part of the stream: it picks the read size (1...64),
    // so lines are split across reads at every offset.
    let chunk = Int(data[0]) % 64 + 1
    let input = UnsafeRawBufferPointer(start: data + 1, count: size - 1)
    var offset = 0
    var reader = LineReader(maximumLineLength: maximumLineLength, chunkSize: chunk) { buffer in
        let count = min(buffer.count, chunk, input.count - offset)
        if count > 0 { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: input[offset..<offset + count])) }
        offset += count
        return count
    }
    reader.forEachLine { line, _ in
        writer.reset()
        switch line {
        case .text(let bytes):
            check(bytes.count <= maximumLineLength && !bytes.contains(0x0a), "line of \(bytes.count) bytes")
            if server.respond(to: bytes, into: writer) {
                checkResponse()
            } else {
                check(writer.count == 0, "no response, but \(writer.count) bytes written")
                check(needsNoAnswer(Array(bytes)), "no response to \(String(decoding: bytes, as: UTF8.self))")
            }
        case .tooLong:
            server.tooLong(limit: maximumLineLength, into: writer)
            checkResponse()
        }
        return true
    }
    check(offset == input.count, "reader stopped at \(offset) of \(input.count) bytes")
    return 0
}

/// The writer holds one response: an object, or a non-empty array of them for a batch.
func checkResponse() {
    let bytes = writer.bytes
    let text = String(decoding: bytes, as: UTF8.self)
    guard let value = try? JSONParser.parse(bytes) else { fatalError("response is not JSON: \(text)") }
    switch value {
    case .object(let object): checkObject(object, text)
    case .array(let batch) where !batch.isEmpty:
        for element in batch {
            guard case .object(let object) = element else { fatalError("batch element not an object: \(text)") }
            checkObject(object, text)
        }
    default: fatalError("response is neither an object nor a batch: \(text)")
    }
}

func checkObject(_ object: JSONObject, _ text: String) {
    check(object["jsonrpc"] == .string("2.0"), "no \"jsonrpc\":\"2.0\": \(text)")
    check(object["id"] != nil, "no id: \(text)")
    check((object["result"] == nil) != (object["error"] == nil), "not exactly one of result and error: \(text)")
}

/// A blank line, a notification, or a batch of nothing else: JSON-RPC 2.0
/// answers every other line, an invalid request with `"id": null`.
func needsNoAnswer(_ line: [UInt8]) -> Bool {
    if line.allSatisfy({ [0x20, 0x09, 0x0d].contains($0) }) { return true }
    switch try? JSONParser.parse(line) {
    case .object(let object): return isNotification(object)
    case .array(let batch): return !batch.isEmpty && batch.allSatisfy { if case .object(let o) = $0 { isNotification(o) } else { false } }
    default: return false
    }
}

/// A request without an `id`, well formed (`jsonrpc` may be left out, as the README's examples do).
func isNotification(_ object: JSONObject) -> Bool {
    guard object["id"] == nil, case .string = object["method"] else { return false }
    let known = ["jsonrpc", "method", "params"]
    guard object.keys.allSatisfy({ key in known.contains { $0.utf8.elementsEqual(key.utf8) } }) else { return false }
    if let version = object["jsonrpc"], version != .string("2.0") { return false }
    switch object["params"] {
    case nil, .object?, .array?: return true
    default: return false
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// libFuzzer, or a replay of files in a plain build: see FuzzSupport.
@main enum Main {
    static func main() { fuzzMain { fuzz($0!, $1) } }
}
