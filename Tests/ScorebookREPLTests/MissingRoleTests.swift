@_spi(ScorebookTables) import Scorebook
import ScorebookREPL
import Testing

/// Tables that fill none of the roles a rule reads answer its method with an
/// internal error naming the role, never invalid params against the request.
@Suite struct MissingRoleTests {
    @Test func aRuleWhoseRoleIsUnfilledIsAnInternalError() throws {
        let tables = ScorebookTables(
            tables: [], entries: [ScorebookTableEntry(FormulasKey.self, kind: "formulas", FormulaCatalog([])), ScorebookTableEntry(BandSetsKey.self, kind: "bands", [])])
        var line = Array(#"{"jsonrpc":"2.0","id":1,"method":"health.bmi","params":{"heightCm":175,"weightKg":70}}"#.utf8)
        let response = line.withUnsafeMutableBytes { Server(tables: tables).respond(to: UnsafeRawBufferPointer($0)) }
        #expect(
            String(decoding: try #require(response), as: UTF8.self)
                == #"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"internal error: these tables have no formula in the role 'body-mass-index'"}}"#)
    }
}
