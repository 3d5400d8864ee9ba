// LibYAML, as Yams builds and links it: the same scanner composes the file.
import CYaml

/// Finds YAML anchors (`&name`) and aliases (`*name`) before Yams composes a
/// file, from the tokens of LibYAML's scanner: the one Yams parses with.
///
/// Tables never need them, and they are dangerous: Yams substitutes each
/// alias with the anchored node and hashes mapping keys, so ten nested
/// anchors of ten aliases each make a key of 10¹⁰ nodes, and composing never
/// ends. YAML's own tokens find every one YAML allows, in keys, flow
/// collections and beside block scalars, where a scanner of our own would
/// have to follow YAML's indentation rules exactly to see the same. Scanning
/// builds no nodes and expands nothing: linear in the file.
enum YAMLAnchorScanner {
    struct Found: Equatable {
        var line: Int
        /// In characters, as YAML tools count.
        var column: Int
        var isAlias: Bool
    }

    /// The first `limit` anchors and aliases in file order, and how many
    /// there are in all. The scan stops at a syntax error, where composing
    /// stops too (and reports it). Each is found at its `&` or `*`.
    static func scan(_ bytes: [UInt8], limit: Int) -> (first: [Found], count: Int) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return ([], 0) }
        defer { yaml_parser_delete(&parser) }
        var first: [Found] = []
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                if token.type == YAML_STREAM_END_TOKEN { break }
                guard token.type == YAML_ANCHOR_TOKEN || token.type == YAML_ALIAS_TOKEN else { continue }
                count += 1
                if first.count < limit {
                    let mark = token.start_mark
                    first.append(Found(line: mark.line + 1, column: mark.column + 1, isAlias: token.type == YAML_ALIAS_TOKEN))
                }
            }
        }
        return (first, count)
    }
}
