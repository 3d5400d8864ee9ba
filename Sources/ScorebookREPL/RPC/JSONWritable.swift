/// A method's result, written straight into the response.
protocol JSONWritable {
    func write(into writer: JSONWriter)
}

/// A result encoded once and kept as its JSON bytes. Catalog results depend
/// only on the compiled tables, so each distinct one is written once, on
/// first use, and answering it again is a copy.
struct CachedResult: JSONWritable, Sendable {
    let json: [UInt8]

    init(_ result: some JSONWritable) {
        let writer = JSONWriter(capacity: 4096)
        result.write(into: writer)
        json = writer.bytes
    }

    func write(into writer: JSONWriter) {
        writer.writeJSON(json)
    }
}
