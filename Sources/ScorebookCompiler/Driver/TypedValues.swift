/// Values of many types in one dictionary, each read back as the type it was
/// stored as: the symbol table's definitions of every namespace, the driver's
/// tables of every kind. A key is a name and a type together, so the one
/// cast below cannot fail, and no caller casts.
struct TypedValues<Name: Hashable & Sendable>: Sendable {
    private struct Key: Hashable {
        let name: Name
        let type: ObjectIdentifier
    }

    private var values: [Key: any Sendable] = [:]

    /// The value stored under `name` as a `Value`, or `defaultValue`.
    subscript<Value: Sendable>(name: Name, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[name] ?? defaultValue() }
        // Taken out while it changes, so an append does not copy what it holds.
        _modify {
            let key = Key(name: name, type: ObjectIdentifier(Value.self))
            var value = Self.typed(values.removeValue(forKey: key)) ?? defaultValue()
            defer { values[key] = value }
            yield &value
        }
    }

    /// The value stored under `name` as a `Value`, if any.
    subscript<Value: Sendable>(name: Name, as type: Value.Type = Value.self) -> Value? {
        get { Self.typed(values[Key(name: name, type: ObjectIdentifier(Value.self))]) }
        set { values[Key(name: name, type: ObjectIdentifier(Value.self))] = newValue }
    }

    /// A value stored under a key of type `Value`, which it is.
    private static func typed<Value>(_ stored: (any Sendable)?) -> Value? {
        stored.map { $0 as! Value }
    }
}
