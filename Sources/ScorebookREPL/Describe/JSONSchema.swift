import Scorebook

/// A JSON Schema (draft 2020-12) of a method's params or result, in the few
/// keywords Scorebook's descriptions need. Values a table defines (test ids,
/// faces, rounds) are listed from the tables served, when it is written.
struct JSONSchema: Sendable {
    /// What a schema accepts, as one value to match on: built when asked.
    indirect enum Shape: Sendable {
        case any
        case type(JSONTape.Kind)
        /// A whole number, within bounds when given.
        case integer(minimum: Int?, maximum: Int?)
        /// Any number, within bounds when given.
        case number(minimum: Double?, maximum: Double?)
        /// A string from a fixed list, or from the tables served.
        case oneOfStrings(@Sendable (ScorebookTables) -> [String])
        /// A list of items, of at most `maxItems` when given.
        case array(JSONSchema, maxItems: Int?)
        /// Named members; `additional` describes any other key (none when `nil`).
        case object([Member], additional: JSONSchema?)
        /// Any value one of these schemas accepts.
        case anyOf([JSONSchema])
    }

    /// A named member of an object: a method's parameter, or a key of its result.
    struct Member: Sendable {
        let name: StaticString
        let required: Bool
        let schema: JSONSchema
    }

    /// The shape's parts, each a field of its own. Not the enum itself: Swift
    /// keeps an enum's case in spare bits of its payloads' pointers, which
    /// LeakSanitizer cannot follow, so a schema a static let holds for the
    /// process's life would be reported leaked (the fuzzer found it).
    private final class Parts: Sendable {
        enum Kind { case any, type, integer, number, strings, array, object, anyOf }
        let kind: Kind
        let type: JSONTape.Kind
        let integerBounds: (minimum: Int?, maximum: Int?)
        let numberBounds: (minimum: Double?, maximum: Double?)
        let values: (@Sendable (ScorebookTables) -> [String])?
        let items: JSONSchema?, maxItems: Int?
        let members: [Member], additional: JSONSchema?
        let choices: [JSONSchema]

        init(_ shape: Shape) {
            var type = JSONTape.Kind.null, integerBounds: (Int?, Int?) = (nil, nil), numberBounds: (Double?, Double?) = (nil, nil)
            var values: (@Sendable (ScorebookTables) -> [String])?, items: JSONSchema?, maxItems: Int?
            var members: [Member] = [], additional: JSONSchema?, choices: [JSONSchema] = []
            switch shape {
            case .any: kind = .any
            case .type(let kindOfValue): (kind, type) = (.type, kindOfValue)
            case .integer(let minimum, let maximum): (kind, integerBounds) = (.integer, (minimum, maximum))
            case .number(let minimum, let maximum): (kind, numberBounds) = (.number, (minimum, maximum))
            case .oneOfStrings(let strings): (kind, values) = (.strings, strings)
            case .array(let item, let most): (kind, items, maxItems) = (.array, item, most)
            case .object(let named, let other): (kind, members, additional) = (.object, named, other)
            case .anyOf(let schemas): (kind, choices) = (.anyOf, schemas)
            }
            (self.type, self.integerBounds, self.numberBounds, self.values) = (type, integerBounds, numberBounds, values)
            (self.items, self.maxItems, self.members, self.additional, self.choices) = (items, maxItems, members, additional, choices)
        }

        var shape: Shape {
            switch kind {
            case .any: .any
            case .type: .type(type)
            case .integer: .integer(minimum: integerBounds.minimum, maximum: integerBounds.maximum)
            case .number: .number(minimum: numberBounds.minimum, maximum: numberBounds.maximum)
            case .strings: .oneOfStrings(values!)
            case .array: .array(items!, maxItems: maxItems)
            case .object: .object(members, additional: additional)
            case .anyOf: .anyOf(choices)
            }
        }
    }

    private let parts: Parts
    var description: String?
    /// A `format` annotation: `date`, `date-time`, `duration`.
    var format: String?

    init(_ shape: Shape, _ description: String? = nil, format: String? = nil) {
        (parts, self.description, self.format) = (Parts(shape), description, format)
    }

    var shape: Shape { parts.shape }

    /// A whole number's bounds, read on every request that gives one: without building a ``Shape``.
    var integerBounds: (minimum: Int?, maximum: Int?)? { parts.kind == .integer ? parts.integerBounds : nil }

    /// A number's bounds, read the same way.
    var numberBounds: (minimum: Double?, maximum: Double?)? { parts.kind == .number ? parts.numberBounds : nil }

    /// The strings a `oneOf` lists from the tables served; `nil` for a schema of no fixed set.
    var declaredValues: (@Sendable (ScorebookTables) -> [String])? { parts.values }

    /// Whether it is a `oneOf`, read on every request that gives a string.
    var declaresValues: Bool { parts.kind == .strings }

    /// Which declaration this is, whatever its description: a server keeps the
    /// values each declares under it.
    var identity: ObjectIdentifier { ObjectIdentifier(parts) }
}

// The constructors methods write their descriptions with.
extension JSONSchema {
    static func string(_ description: String? = nil, format: String? = nil) -> Self {
        Self(.type(.string), description, format: format)
    }

    static func integer(_ description: String? = nil, minimum: Int? = nil, maximum: Int? = nil) -> Self {
        Self(.integer(minimum: minimum, maximum: maximum), description)
    }

    static func number(_ description: String? = nil, minimum: Double? = nil, maximum: Double? = nil) -> Self {
        Self(.number(minimum: minimum, maximum: maximum), description)
    }

    /// A number within bounds the runtime declares, such as `WorkoutTrack.heartRates`.
    static func number(_ description: String? = nil, in bounds: ClosedRange<Double>) -> Self {
        .number(description, minimum: bounds.lowerBound, maximum: bounds.upperBound)
    }
    static func boolean(_ description: String? = nil) -> Self { Self(.type(.bool), description) }
    static let null = Self(.type(.null))
    static func any(_ description: String? = nil) -> Self { Self(.any, description) }

    /// One of a fixed set of strings.
    static func oneOf(_ values: [String], _ description: String? = nil) -> Self {
        Self(.oneOfStrings { _ in values }, description)
    }

    /// One of the strings the tables served define, such as their round ids.
    static func oneOf(_ description: String? = nil, from values: @escaping @Sendable (ScorebookTables) -> [String]) -> Self {
        Self(.oneOfStrings(values), description)
    }

    static func array(of items: JSONSchema, _ description: String? = nil, maxItems: Int? = nil) -> Self {
        Self(.array(items, maxItems: maxItems), description)
    }

    /// An object of exactly these members; a name ending in `?` is one that may be absent.
    static func object(_ description: String? = nil, _ members: KeyValuePairs<StaticString, JSONSchema>) -> Self {
        Self(.object(members.map(Member.init), additional: nil), description)
    }

    /// Named members as a result's writer lists them, `"key?"` for one that may be absent.
    typealias MemberList = KeyValuePairs<StaticString, JSONSchema>

    /// An object of the members of `parts`, in order: members a shared writer
    /// writes (such as `JSONMembers.totals`) beside a result's own.
    static func object(_ description: String? = nil, merging parts: MemberList...) -> Self {
        Self(.object(parts.flatMap { $0.map(Member.init) }, additional: nil), description)
    }

    /// An object of parameters, such as a player in a battle.
    static func object(_ description: String? = nil, parameters: [RPCParameter]) -> Self {
        Self(.object(parameters.map(\.member), additional: nil), description)
    }

    /// An object whose keys are ids (event ids, tally names), each holding a `value`.
    static func map(_ description: String? = nil, of value: JSONSchema) -> Self {
        Self(.object([], additional: value), description)
    }

    static func anyOf(_ schemas: [JSONSchema], _ description: String? = nil) -> Self {
        Self(.anyOf(schemas), description)
    }

    /// This object schema, allowing members other than those it names, each as `other` describes.
    func allowingOtherMembers(_ other: JSONSchema) -> Self {
        guard case .object(let members, _) = shape else { return self }
        return Self(.object(members, additional: other), description)
    }

    /// This schema with another description: a shared shape (a colour, a parameter's
    /// fixed set) said of the member that holds it.
    func described(_ description: String) -> Self { Self(shape, description, format: format) }

    /// This schema, or `null`.
    var orNull: Self { Self(.anyOf([self, .null]), description) }
}

extension JSONSchema.Member {
    /// `"name?"` is an optional member named `name`.
    init(_ pair: (key: StaticString, value: JSONSchema)) {
        let text = pair.key.description
        if text.hasSuffix("?") {
            self.init(name: pair.key, required: false, schema: pair.value)
        } else {
            self.init(name: pair.key, required: true, schema: pair.value)
        }
    }

    /// The name as written in JSON: without the `?` that marks an optional member.
    var key: String {
        let text = name.description
        return text.hasSuffix("?") ? String(text.dropLast()) : text
    }
}
