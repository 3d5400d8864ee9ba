// LibYAML, as Yams builds and links it: the same scanner composes the file.
import CYaml

/// Reads a file's YAML tokens before Yams composes it, for what no table
/// needs and every one could be hurt by, with LibYAML's own scanner: the one
/// Yams parses with, so nothing is seen differently.
///
/// - Anchors (`&name`) and aliases (`*name`): Yams substitutes each alias
///   with the anchored node and hashes mapping keys, so ten nested anchors of
///   ten aliases each make a key of 10¹⁰ nodes, and composing never ends.
///   YAML's own tokens find every one, in keys, flow collections and beside
///   block scalars, where a scanner of our own once lost them.
/// - Nesting deeper than ``deepestNesting``: for each token, LibYAML looks
///   over every open flow collection, so its time grows with the file's
///   length times its depth (a line of 100,000 `[` took minutes), and
///   composing and reading recurse once a level.
///
/// Scanning builds no nodes and expands nothing, and it stops at the first
/// level too deep: linear in the file.
enum YAMLPreflight {
    struct Found: Equatable {
        var line: Int
        /// In characters, as YAML tools count.
        var column: Int
        var isAlias: Bool
    }

    struct Result {
        /// The first anchors and aliases, in file order, and how many there are in all.
        var first: [Found] = []
        var count = 0
        /// Where a collection opens one level deeper than ``deepestNesting``.
        var tooDeep: (line: Int, column: Int)?
    }

    /// Collections inside collections: real tables nest 8 deep.
    static let deepestNesting = 64

    /// Reports the first `limit` anchors and aliases. The scan stops at a
    /// syntax error, where composing stops too (and reports it).
    static func scan(_ bytes: [UInt8], limit: Int) -> Result {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return Result() }
        defer { yaml_parser_delete(&parser) }
        var result = Result()
        var depth = 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                let mark = token.start_mark
                switch token.type {
                case YAML_STREAM_END_TOKEN: return
                case YAML_ANCHOR_TOKEN, YAML_ALIAS_TOKEN:
                    result.count += 1
                    if result.first.count < limit {
                        result.first.append(
                            Found(line: mark.line + 1, column: mark.column + 1, isAlias: token.type == YAML_ALIAS_TOKEN))
                    }
                case YAML_FLOW_SEQUENCE_START_TOKEN, YAML_FLOW_MAPPING_START_TOKEN, YAML_BLOCK_SEQUENCE_START_TOKEN,
                    YAML_BLOCK_MAPPING_START_TOKEN:
                    depth += 1
                    if depth > deepestNesting {
                        result.tooDeep = (mark.line + 1, mark.column + 1)
                        return
                    }
                case YAML_FLOW_SEQUENCE_END_TOKEN, YAML_FLOW_MAPPING_END_TOKEN, YAML_BLOCK_END_TOKEN:
                    depth -= 1
                default: break
                }
            }
        }
        return result
    }
}
