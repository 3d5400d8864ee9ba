/// Finds YAML anchors (`&name`) and aliases (`*name`) in a file's bytes,
/// before Yams composes it.
///
/// Tables never need them, and they are dangerous: Yams substitutes each
/// alias with the anchored node and hashes mapping keys, so ten nested
/// anchors of ten aliases each make a key of 10¹⁰ nodes, and composing never
/// ends. The scan is one pass over the bytes that tracks just enough YAML
/// (quotes, comments, block scalars, flow brackets) to tell where a node can
/// start. A `*` or `&` that starts a line continuing a plain text is taken
/// for an alias too; quoting that text fixes it.
struct YAMLAnchorScanner {
    struct Found {
        var line: Int
        /// Byte offsets in the file of the line's start and of the `&` or `*`.
        var lineStart: Int
        var offset: Int
        var isAlias: Bool

        /// The column in characters, as YAML tools count: computed only for
        /// what is reported, so a line of a million aliases stays linear.
        func column(in bytes: [UInt8]) -> Int {
            bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
        }
    }

    private enum Quote { case none, single, double }

    private var found: [Found] = []
    private var quote = Quote.none
    private var flowDepth = 0
    /// Inside a `|` or `>` block scalar: the indentation of the line that opened it.
    private var blockScalarParent: Int?
    /// Whether a node (and so an anchor or alias) may start at the next character.
    private var nodeStart = true

    /// Every anchor and alias, in file order.
    static func scan(_ bytes: [UInt8]) -> [Found] {
        var scanner = YAMLAnchorScanner()
        var lineStart = 0
        var lineNumber = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = 3 }  // a byte order mark
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            scanner.scanLine(bytes[lineStart..<lineEnd], number: lineNumber)
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return scanner.found
    }

    private mutating func scanLine(_ line: ArraySlice<UInt8>, number: Int) {
        var index = line.startIndex
        let indent = line.prefix { $0 == .space }.count
        if let parent = blockScalarParent {
            let blank = line.allSatisfy { $0 == .space || $0 == .carriageReturn || $0 == .tab }
            if blank || indent > parent { return }
            blockScalarParent = nil
        }
        if quote == .none {
            if line.first == UInt8(ascii: "%") { return }  // a directive
            if flowDepth == 0 { nodeStart = true }
            index += indent
            if line[index...].starts(with: "---".utf8) || line[index...].starts(with: "...".utf8) {
                index += 3
                nodeStart = true
            }
        }
        var inPlain = false
        while index < line.endIndex {
            let byte = line[index]
            let next = index + 1 < line.endIndex ? line[index + 1] : UInt8.space
            let nextIsBlank = next == .space || next == .tab || next == .carriageReturn
            switch quote {
            case .double:
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    quote = .none
                    nodeStart = false
                }
                index += 1
                continue
            case .single:
                if byte == UInt8(ascii: "'") {
                    if next == UInt8(ascii: "'") {
                        index += 1
                    } else {
                        quote = .none
                        nodeStart = false
                    }
                }
                index += 1
                continue
            case .none:
                break
            }
            if byte == .space || byte == .tab || byte == .carriageReturn {
                index += 1
                continue
            }
            let afterBlank = index == line.startIndex || [.space, .tab].contains(line[index - 1])
            if byte == UInt8(ascii: "#") && (afterBlank || !inPlain) { return }  // a comment
            if nodeStart {
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "*"):
                    found.append(
                        Found(line: number, lineStart: line.startIndex, offset: index, isAlias: byte == UInt8(ascii: "*")))
                    nodeStart = byte == UInt8(ascii: "&")  // an anchor names the node that follows
                    index = skipName(line, from: index + 1)
                    continue
                case UInt8(ascii: "!"):
                    index = skipName(line, from: index + 1)  // a tag, before the node
                    continue
                case UInt8(ascii: "\""): quote = .double
                case UInt8(ascii: "'"): quote = .single
                case UInt8(ascii: "|") where flowDepth == 0, UInt8(ascii: ">") where flowDepth == 0:
                    blockScalarParent = indent
                    return
                case UInt8(ascii: "["), UInt8(ascii: "{"): flowDepth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth = max(0, flowDepth - 1)
                    nodeStart = false
                case UInt8(ascii: ","): break
                case UInt8(ascii: "-") where nextIsBlank, UInt8(ascii: "?") where nextIsBlank,
                    UInt8(ascii: ":") where nextIsBlank:
                    break  // an entry, a key or a value: its node follows
                default:
                    nodeStart = false
                    inPlain = true
                }
            } else if byte == UInt8(ascii: ":") && (nextIsBlank || flowDepth > 0) {
                nodeStart = true  // a value follows its key
                inPlain = false
            } else if flowDepth > 0 {
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if byte != UInt8(ascii: ",") { flowDepth += 1 }
                    nodeStart = true
                    inPlain = false
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth -= 1
                    inPlain = false
                default: break
                }
            }
            index += 1
        }
    }

    /// The index after an anchor, alias or tag name.
    private func skipName(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex, ![.space, .tab, .carriageReturn].contains(line[index]),
            !(flowDepth > 0 && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(line[index]))
        {
            index += 1
        }
        return index
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
