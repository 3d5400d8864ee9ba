import Scorebook

extension JSONSchema {
    /// The schema as JSON, listing the values `tables` define where it names them.
    /// `asObject` says `"type": "object"` of a choice between objects too, as
    /// MCP's output schemas must.
    func write(into writer: JSONWriter, tables: ScorebookTables, asObject: Bool = false) {
        writer.beginObject()
        if asObject, case .anyOf = shape {
            writer.key("type")
            writer.writeString(static: "object")
        }
        members(into: writer, tables: tables)
        writer.endObject()
    }

    private func members(into writer: JSONWriter, tables: ScorebookTables) {
        if let description {
            writer.key("description")
            writer.writeString(description)
        }
        switch shape {
        case .any:
            break
        case .type(let kind):
            writer.key("type")
            writer.writeString(kind.typeName)
        case .integer(let minimum, let maximum):
            writer.key("type")
            writer.writeString(static: "integer")
            Self.bounds(minimum, maximum, into: writer) { writer.writeInt($0) }
        case .number(let minimum, let maximum):
            writer.key("type")
            writer.writeString(static: "number")
            Self.bounds(minimum, maximum, into: writer) { writer.writeDouble($0) }
        case .oneOfStrings(let values):
            writer.key("type")
            writer.writeString(static: "string")
            // Tables without any (an app's with no rounds) list none: an empty enum accepts nothing, which some clients refuse.
            let values = values(tables)
            if !values.isEmpty {
                writer.key("enum")
                writer.beginArray()
                for value in values { writer.writeString(value) }
                writer.endArray()
            }
        case .array(let items, let maxItems):
            writer.key("type")
            writer.writeString(static: "array")
            writer.key("items")
            items.write(into: writer, tables: tables)
            if let maxItems {
                writer.key("maxItems")
                writer.writeInt(maxItems)
            }
        case .object(let members, let additional):
            writer.key("type")
            writer.writeString(static: "object")
            if !members.isEmpty {
                writer.key("properties")
                writer.beginObject()
                for member in members {
                    writer.key(text: member.key)
                    member.schema.write(into: writer, tables: tables)
                }
                writer.endObject()
                let required = members.filter(\.required)
                if !required.isEmpty {
                    writer.key("required")
                    writer.beginArray()
                    for member in required { writer.writeString(member.key) }
                    writer.endArray()
                }
            }
            writer.key("additionalProperties")
            if let additional { additional.write(into: writer, tables: tables) } else { writer.writeBool(false) }
        case .anyOf(let schemas):
            writer.key("anyOf")
            writer.beginArray()
            for schema in schemas { schema.write(into: writer, tables: tables) }
            writer.endArray()
        }
        if let format {
            writer.key("format")
            writer.writeString(format)
        }
    }

    /// `minimum` and `maximum`, each when given.
    private static func bounds<Bound>(_ minimum: Bound?, _ maximum: Bound?, into writer: JSONWriter, _ write: (Bound) -> Void) {
        if let minimum {
            writer.key("minimum")
            write(minimum)
        }
        if let maximum {
            writer.key("maximum")
            write(maximum)
        }
    }
}
