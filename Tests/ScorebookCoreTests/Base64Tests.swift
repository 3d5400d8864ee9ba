import Foundation
import ScorebookCore
import Testing

/// Base64 as RFC 4648 writes it: Foundation's encoding is the reference, and
/// every length round-trips; text outside the alphabet or its shape is refused.
@Suite struct Base64Tests {
    @Test func everyLengthIsFoundationsAndReadsBack() {
        for length in 0...200 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length &* 11) }
            let text = Base64.encode(bytes)
            #expect(String(decoding: text, as: UTF8.self) == Data(bytes).base64EncodedString())
            #expect(text.withUnsafeBufferPointer { Base64.decode($0) } == bytes)
        }
        #expect(Base64.encode(Array("Man".utf8)) == Array("TWFu".utf8))
    }

    @Test func malformedTextIsRefused() {
        for text in ["A", "AB=", "AB=C", "A===", "A=B=", "AB*D", "AB\nD", "AéB", "====", "QQ==QQ=="] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { Base64.decode($0) } == nil, "\(text)")
        }
        #expect(Array("QQ==".utf8).withUnsafeBufferPointer { Base64.decode($0) } == [0x41])
    }
}
