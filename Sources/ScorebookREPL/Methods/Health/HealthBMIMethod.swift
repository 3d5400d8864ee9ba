import Scorebook

/// `health.bmi`: the body mass index for a height and a weight, and its WHO
/// class, from the `bmi` formula and the `who-bmi` bands.
enum HealthBMIMethod: RPCMethod {
    static let name = "health.bmi"
    static let title = "Body mass index and its WHO class"
    static let summary = "The body mass index for a height and a weight, its WHO adult class, and its band among the additional cut-off points"
    static let examples = [#"{"heightCm":175,"weightKg":70}"#]
    static let heightCm = RPCParameter("heightCm", required: true, .number("Height, in centimetres"))
    static let weightKg = RPCParameter("weightKg", required: true, .number("Weight, in kilograms"))
    static let parameters = [heightCm, weightKg]
    /// The `bmi` formula's inputs: weight, then height.
    static let inputs = [weightKg, heightCm]
    static let result = JSONSchema.object(
        "The index and its classes",
        [
            "bmi": .number("kg/m², unrounded"),
            "class": .string("The WHO class: underweight-severe, underweight-moderate, underweight-mild, normal, pre-obese, obese-1, obese-2 or obese-3"),
            "additionalClass": .string("Its band among the WHO's additional cut-off points, such as 23-25"),
        ])

    static func call(_ params: Params) throws(RPCError) -> HealthBMIAnswer {
        let formula = try params.formula("bmi", for: Self.weightKg)
        let weight = try params.requiredDouble(Self.weightKg, "a weight in kilograms")
        let height = try params.requiredDouble(Self.heightCm, "a height in centimetres")
        let bmi = try params.evaluate(formula, [weight, height], fields: Self.inputs).value
        let principal = try params.bandSet("who-bmi", for: Self.weightKg)
        let additional = try params.bandSet("who-bmi-additional", for: Self.weightKg)
        guard let band = principal.band(for: bmi), let extra = additional.band(for: bmi) else {
            throw .invalidParams(field: params.field(Self.weightKg), "a body mass index of \(bmi.shortText) is in no WHO class")
        }
        return HealthBMIAnswer(bmi: bmi, band: band.id, additional: extra.id)
    }
}

struct HealthBMIAnswer: JSONWritable {
    var bmi: Double
    var band: String
    var additional: String

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("bmi", bmi)
            o("class", band)
            o("additionalClass", additional)
        }
    }
}
