@_spi(ScorebookTables) import Scorebook
import Testing

/// Packed tables read back as the generator writes them: little-endian
/// elements of every width, signed ones too, their bytes in base64.
@Suite struct PackedArrayTests {
    @Test func everyWidthReadsBackLittleEndian() {
        // Python: base64.b64encode(struct.pack("<hh", -1, 1)), ("<iI", -2, 0x01020304), ("<d", -0.1)
        #expect(PackedArray.decode("AQID", as: UInt8.self) == [1, 2, 3])
        #expect(PackedArray.decode("//8BAA==", as: Int16.self) == [-1, 1])
        #expect(PackedArray.decode("/v///wQDAgE=", as: Int32.self) == [-2, 0x0102_0304])
        #expect(PackedArray.decode("/v///wQDAgE=", as: UInt32.self) == [0xFFFF_FFFE, 0x0102_0304])
        #expect(PackedArray.doubles("mpmZmZmZub8=") == [-0.1])
        #expect(PackedArray.decode("", as: Int32.self).isEmpty)
    }
}
