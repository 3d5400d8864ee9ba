import Scorebook

/// `{"formula":"club","field":"reps","message":"…"}`: a formula of a group
/// that could not answer, written by the methods that answer a whole group.
extension UnansweredFormula: JSONWritable {
    static let listSchema = JSONSchema.array(
        of: .object(
            "A formula that could not answer",
            [
                "formula": .string("The formula's id"),
                "field": .string("The input it refused"),
                "message": .string("Why, such as the range it declares"),
            ]),
        "The formulas of the group that could not answer, such as an app's own with a narrower range; empty when every one answered")

    func write(into writer: JSONWriter) {
        writer.object { o in
            o("formula", formula)
            o("field", reason.field)
            o("message", reason.message)
        }
    }
}
