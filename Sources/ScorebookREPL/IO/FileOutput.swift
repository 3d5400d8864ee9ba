#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered output to a file descriptor, written with `write(2)` so nothing
/// sits in a C stdio buffer when the REPL waits for input.
struct FileOutput {
    let descriptor: Int32
    private(set) var pending: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        pending.reserveCapacity(64 * 1024)
    }

    mutating func append(_ bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
    }

    mutating func append(_ byte: UInt8) {
        pending.append(byte)
    }

    /// Writes everything pending; `false` if the reader has gone (EPIPE) or writing failed.
    mutating func flush() -> Bool {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
