import Scorebook

// How a method writes its result: fields by key, values by type. A value is
// text, a number, a flag, a date, a list or another result; `nil` is `null`.
//
//     writer.object { o in
//         o("label", zone.label)
//         o("score", zone.score)
//         o("colour", zone.colour)   // null when there is none
//     }

extension JSONWriter {
    /// An object whose members `body` writes.
    @inline(__always)
    func object(_ body: (JSONMembers) -> Void) {
        beginObject()
        body(JSONMembers(writer: self))
        endObject()
    }
}

/// Writes an object's members: `o("key", value)`, or `o("key") { writer in … }`
/// for a value written by hand.
struct JSONMembers {
    let writer: JSONWriter

    @inline(__always)
    func callAsFunction(_ key: StaticString, _ value: some JSONWritable) {
        writer.key(key)
        value.write(into: writer)
    }

    @inline(__always)
    func callAsFunction(_ key: StaticString, _ write: (JSONWriter) -> Void) {
        writer.key(key)
        write(writer)
    }

    /// A member whose value is text the code gives, such as a rule's name.
    @inline(__always)
    func callAsFunction(_ key: StaticString, static value: StaticString) {
        writer.key(key)
        writer.writeString(static: value)
    }

    /// A member only when `value` is not `nil`.
    @inline(__always)
    func callAsFunction(_ key: StaticString, ifPresent value: (some JSONWritable)?) {
        guard let value else { return }
        self(key, value)
    }

    /// A member that is an object of its own: `o.object("effective") { o in … }`.
    @inline(__always)
    func object(_ key: StaticString, _ body: (JSONMembers) -> Void) {
        writer.key(key)
        writer.object(body)
    }

    /// A member that lists `items`, each written by `write`.
    @inline(__always)
    func array<Items: Sequence>(_ key: StaticString, _ items: Items, _ write: (Items.Element) -> Void) {
        writer.key(key)
        writer.array(items, write)
    }

    /// A member whose key is data (an event id), escaped as any text.
    @inline(__always)
    func callAsFunction(text key: String, _ value: some JSONWritable) {
        writer.key(text: key)
        value.write(into: writer)
    }

    @inline(__always)
    func callAsFunction(text key: String, _ write: (JSONWriter) -> Void) {
        writer.key(text: key)
        write(writer)
    }
}

/// `{"faces": […]}`: a catalog's answer, its entries under one key.
struct Listed<Item: JSONWritable>: JSONWritable {
    let key: StaticString
    let items: [Item]

    init(_ key: StaticString, _ items: [Item]) {
        (self.key, self.items) = (key, items)
    }

    func write(into writer: JSONWriter) {
        writer.object { $0(key, items) }
    }
}

extension String: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeString(self) }
}

extension Int: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeInt(self) }
}

extension Bool: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeBool(self) }
}

extension Double: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeDouble(self) }
}

extension CalendarDate: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeString(description) }
}

extension Timestamp: JSONWritable {
    func write(into writer: JSONWriter) { writer.writeString(description) }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
    func write(into writer: JSONWriter) {
        if let self { self.write(into: writer) } else { writer.writeNull() }
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(into writer: JSONWriter) { writer.array(self) { $0.write(into: writer) } }
}
