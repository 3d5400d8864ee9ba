import Foundation
@_spi(ScorebookTables) import Scorebook
@_spi(Testing) @testable import ScorebookREPL
import Testing

/// The REPL only decodes, calls the runtime once and writes: each example of
/// the methods whose rules live in the runtime, answered through the REPL and
/// asked of the Swift API directly, is the same JSON, byte for byte.
@Suite struct RuntimeParityTests: InProcessCalls {
    /// The `result` of `method`'s request with `params`, as the REPL writes it.
    private func replResult(_ method: String, _ params: String) throws -> String {
        let line = try respond(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":\#(params)}"#)
        let prefix = #"{"jsonrpc":"2.0","id":1,"result":"#
        #expect(line.hasPrefix(prefix), "\(line)")
        return String(line.dropFirst(prefix.count).dropLast())
    }

    private func written(_ value: some JSONWritable) -> String {
        let writer = JSONWriter()
        value.write(into: writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func value<T>(_ object: [String: Any], _ key: String, as type: T.Type = T.self) throws -> T {
        try #require(object[key] as? T, "\(key) in \(object)")
    }

    private func date(_ object: [String: Any], _ key: String) throws -> CalendarDate {
        let text: String = try value(object, key)
        return try #require(CalendarDate(text))
    }

    @Test(arguments: GymOneRepMaxMethod.examples)
    func oneRepMax(_ example: String) throws {
        let p = try object(example)
        let answer = try Scorebook.oneRepMax(
            load: value(p, "load"), unit: value(p, "unit"), reps: value(p, "reps"), formula: p["formula"] as? String)
        #expect(try replResult(GymOneRepMaxMethod.name, example) == written(answer))
    }

    @Test(arguments: HealthHeartRateZonesMethod.examples)
    func heartRateZones(_ example: String) throws {
        let p = try object(example)
        let answer = try Scorebook.heartRateZones(
            age: value(p, "age"), restingHeartRate: p["restingHeartRate"] as? Double, formula: p["formula"] as? String)
        #expect(try replResult(HealthHeartRateZonesMethod.name, example) == written(answer))
    }

    @Test(arguments: HealthBMIMethod.examples)
    func bodyMassIndex(_ example: String) throws {
        let p = try object(example)
        let answer = try Scorebook.bodyMassIndex(heightCm: value(p, "heightCm"), weightKg: value(p, "weightKg"))
        #expect(try replResult(HealthBMIMethod.name, example) == written(answer))
    }

    @Test(arguments: ArmyBodyCompositionMethod.examples)
    func armyBodyComposition(_ example: String) throws {
        let p = try object(example)
        var record: ArmyRecordTest?
        if let fitness = p["fitness"] as? [String: Any] {
            let test = try #require(Scorebook.fitnessTest(try value(fitness, "test")))
            var events: [String: Double] = [:]
            for (id, result) in try value(fitness, "events", as: [String: Any].self) {
                let time = (result as? String).flatMap { TimeText.parseSeconds(Substring($0)) }
                events[id] = try #require((result as? Double) ?? time)
            }
            let score = try test.score(sex: value(fitness, "sex"), age: value(fitness, "age"), events: events)
            record = ArmyRecordTest(score: score, date: try date(fitness, "date"))
        }
        let answer = try Scorebook.armyBodyComposition(
            sex: value(p, "sex"), age: value(p, "age"), on: date(p, "date"), heightIn: value(p, "heightIn"), weightLb: value(p, "weightLb"),
            abdomenIn: p["abdomenIn"] as? Double, component: p["component"] as? String, fitness: record)
        #expect(try replResult(ArmyBodyCompositionMethod.name, example) == written(answer))
    }
}

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
