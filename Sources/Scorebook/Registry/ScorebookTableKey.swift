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

    /// Whether the second set's tables of the kind are served beside `first`'s
    /// once combined, so ``ScorebookTables/tables`` lists them: a list's are;
    /// a unit's only when `first` has none of it.
    static func servesSecond(beside first: ScorebookTables) -> Bool
}

extension ScorebookTableKey {
    /// A list's tables are all served: the second set's too.
    public static func servesSecond(beside first: ScorebookTables) -> Bool { true }
}

extension ScorebookTableKey where Value: RangeReplaceableCollection {
    /// `first`'s tables, then `second`'s.
    public static func combine(_ first: ScorebookTables, _ second: ScorebookTables, into combined: ScorebookTables) -> Value {
        first[Self.self] + second[Self.self]
    }
}

/// A key and its value, as the generated tables register it.
@_spi(ScorebookTables) public struct ScorebookTableEntry: Sendable {
    let key: ObjectIdentifier
    /// The `kind:` of the tables it holds, as their ``TableInfo/kind`` says.
    let kind: String
    let value: AnyTableValue
    /// The key's ``ScorebookTableKey/combine(_:_:into:)``, kept where the key's type is known.
    let combine: @Sendable (ScorebookTables, ScorebookTables, ScorebookTables) -> ScorebookTableEntry
    /// The key's ``ScorebookTableKey/servesSecond(beside:)``.
    let servesSecond: @Sendable (ScorebookTables) -> Bool

    /// A value built on first use: a kind whose tables are decoded only when asked for.
    public init<Key: ScorebookTableKey>(_ key: Key.Type, kind: String, _ value: @escaping @Sendable () -> Key.Value) {
        self.init(Key.self, kind: kind, TableValue<Key.Value>(make: value))
    }

    /// A value built with the tables: one that is cheap, or that every request reads.
    public init<Key: ScorebookTableKey>(_ key: Key.Type, kind: String, _ value: Key.Value) {
        self.init(Key.self, kind: kind, TableValue<Key.Value>(stored: value))
    }

    private init<Key: ScorebookTableKey>(_ key: Key.Type, kind: String, _ value: TableValue<Key.Value>) {
        (self.key, self.kind, self.value) = (ObjectIdentifier(Key.self), kind, value)
        combine = { first, second, combined in
            ScorebookTableEntry(Key.self, kind: kind, Key.combine(first, second, into: combined))
        }
        servesSecond = { first in Key.servesSecond(beside: first) }
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
