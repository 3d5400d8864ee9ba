/// The key a kind's compiled tables are stored under in ``ScorebookTables``.
///
/// A kind's runtime folder declares its key and the accessors that read it;
/// the generated tables register a value for every key, and the Swift
/// compiler checks each value against the key's `Value`:
///
/// ```swift
/// @_spi(ScorebookTables) public enum ArcheryFacesKey: ScorebookTableKey {
///     public typealias Value = [ArcheryFace]
/// }
///
/// extension ScorebookTables {
///     public var archeryFaces: [ArcheryFace] { self[ArcheryFacesKey.self] }
/// }
/// ```
@_spi(ScorebookTables) public protocol ScorebookTableKey: Sendable {
    /// What the generated tables hold for this key: every table of the kind.
    associatedtype Value: Sendable

    /// The kind's tables in `first` and in `second` as one value, `first`'s
    /// found first (``ScorebookTables/combined(with:)``, and an app's generated
    /// tables). `combined` is the tables being made, where the kinds this one
    /// reads (registered before it) are found combined. A list concatenates; a
    /// kind whose tables are one unit (the RPG's rules) takes `first`'s when it has any.
    static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value
}

extension ScorebookTableKey where Value: RangeReplaceableCollection {
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        first[Self.self] + second[Self.self]
    }
}

/// A key and its value, as the generated tables register it.
@_spi(ScorebookTables) public struct ScorebookTableEntry: Sendable {
    let key: ObjectIdentifier
    let value: AnyTableValue
    /// The key's ``ScorebookTableKey/combine(_:_:into:)``, kept where the key's type is known.
    let combine: @Sendable (ScorebookTables, ScorebookTables, ScorebookTables) -> ScorebookTableEntry

    /// A value built on first use: a kind whose tables are decoded only when asked for.
    public init<Key: ScorebookTableKey>(_ key: Key.Type, _ value: @escaping @Sendable () -> Key.Value) {
        (self.key, self.value) = (ObjectIdentifier(Key.self), TableValue<Key.Value>(make: value))
        combine = Self.combining(Key.self)
    }

    /// A value built with the tables: one that is cheap, or that every request reads.
    public init<Key: ScorebookTableKey>(_ key: Key.Type, _ value: Key.Value) {
        (self.key, self.value) = (ObjectIdentifier(Key.self), TableValue<Key.Value>(stored: value))
        combine = Self.combining(Key.self)
    }

    private static func combining<Key: ScorebookTableKey>(_ key: Key.Type)
        -> @Sendable (ScorebookTables, ScorebookTables, ScorebookTables) -> ScorebookTableEntry
    {
        { first, second, combined in ScorebookTableEntry(Key.self, Key.combine(first, second, into: combined)) }
    }
}

/// A registered value of unknown type; always a ``TableValue`` of its key's `Value`.
class AnyTableValue: @unchecked Sendable {}

/// Immutable once made; the closure it calls is `@Sendable`.
final class TableValue<Value: Sendable>: AnyTableValue, @unchecked Sendable {
    private let stored: Value?
    private let make: (@Sendable () -> Value)?

    init(stored: Value) {
        (self.stored, make) = (stored, nil)
    }

    init(make: @escaping @Sendable () -> Value) {
        (stored, self.make) = (nil, make)
    }

    var value: Value { stored ?? make!() }
}
