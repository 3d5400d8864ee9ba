import Scorebook

/// `health.bmi`: the body mass index for a height and a weight, and its WHO
/// classes, from the tables' `body-mass-index` formula and BMI band sets.
enum HealthBMIMethod: RPCMethod {
    static let name = "health.bmi"
    static let title = "Body mass index and its WHO class"
    static let summary = "The body mass index for a height and a weight, its WHO adult class, and its band among the additional cut-off points"
    static let examples = [#"{"heightCm":175,"weightKg":70}"#]
    static let heightCm = RPCParameter("heightCm", required: true, .number("Height, in centimetres"))
    static let weightKg = RPCParameter("weightKg", required: true, .number("Weight, in kilograms"))
    static let parameters = [heightCm, weightKg]
    static let result = JSONSchema.object(
        "The index and its classes",
        [
            "bmi": .number("kg/m², unrounded"),
            "class": .string("The class's id among the principal cut-off points"),
            "additionalClass": .string("The class's id among the additional cut-off points"),
        ])

    static func call(_ params: Params) throws(RPCError) -> BodyMassIndex {
        let weight = try params.requiredDouble(Self.weightKg, "a weight in kilograms")
        let height = try params.requiredDouble(Self.heightCm, "a height in centimetres")
        return try params.checked { () throws(ScoringError) in try params.tables.bodyMassIndex(heightCm: height, weightKg: weight) }
    }
}

extension BodyMassIndex: JSONWritable {
    func write(into writer: JSONWriter) {
        writer.object { o in
            o("bmi", bmi)
            o("class", whoClass)
            o("additionalClass", additionalClass)
        }
    }
}
