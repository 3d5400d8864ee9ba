import Foundation
import _ScorebookCompiler
import ScorebookCore

/// One side of a diff: a file, a directory, or a git revision's tables.
struct TableVersion {
    var sources: [TableSource]
    /// A single file, compared with the other side's single file whatever its id.
    var isFile: Bool

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A path that exists is read from disk; anything else is a revision,
    /// `REV` (its `tables` directory) or `REV:PATH`. A version with no table
    /// is a mistake (a misspelt path), not an empty set.
    static func load(_ argument: String, tables: String) throws -> TableVersion {
        let version = try read(argument, tables: tables)
        guard !version.sources.isEmpty else {
            throw Failure(description: "\(argument.escapedForDisplay): error: no tables found: no .yaml or .yml files there")
        }
        return version
    }

    private static func read(_ argument: String, tables: String) throws -> TableVersion {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return TableVersion(sources: try TableSource.scan(directory: argument), isFile: false) }
            let name = URL(fileURLWithPath: argument).lastPathComponent
            return TableVersion(sources: [try TableSource.read(path: argument, relativePath: name)], isFile: true)
        }
        let (revision, path) =
            argument.firstIndex(of: ":").map { (String(argument[..<$0]), String(argument[argument.index(after: $0)...])) }
            ?? (argument, tables)
        let object = "\(revision):\(path)"
        guard let type = try? git(["cat-file", "-t", object]) else {
            throw Failure(
                description: "\(argument.escapedForDisplay): error: not a file, a directory or a git revision with '\(path.escapedForDisplay)' in it")
        }
        switch String(decoding: type, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) {
        case "blob":
            let name = URL(fileURLWithPath: path).lastPathComponent
            return TableVersion(
                sources: [TableSource(path: object, relativePath: name, bytes: Array(try blob(object)))],
                isFile: true)
        case "tree":
            // Listing the tree object itself gives paths inside it, wherever git runs from.
            let listing = try git(["ls-tree", "-r", "-z", "--full-tree", "--name-only", object])
            let prefix = path.hasSuffix("/") || path.isEmpty ? path : path + "/"
            let files = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            let sources = try files.map { relative in
                let object = "\(revision):\(prefix)\(relative)"
                return TableSource(path: object, relativePath: relative, bytes: Array(try blob(object)))
            }
            return TableVersion(sources: sources, isFile: false)
        default:
            throw Failure(description: "\(argument.escapedForDisplay): error: '\(object.escapedForDisplay)' is neither a file nor a directory")
        }
    }

    /// A file of a revision, read as a file on disk is: at most one byte past a table's limit.
    private static func blob(_ object: String) throws -> Data {
        try git(["cat-file", "blob", object], atMost: TableSource.mostBytesRead)
    }

    /// Runs git in the current directory and returns what it printed, or its
    /// first `limit` bytes (then git is stopped: the rest is not wanted).
    private static func git(_ arguments: [String], atMost limit: Int = .max) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var data = Data()
        while data.count < limit, let chunk = try output.fileHandleForReading.read(upToCount: min(limit - data.count, 1 << 16)),
            !chunk.isEmpty
        {
            data += chunk
        }
        let cut = data.count >= limit
        if cut { process.terminate() }
        process.waitUntilExit()
        guard cut || process.terminationStatus == 0 else {
            throw Failure(description: "error: git \(arguments.joined(separator: " ").escapedForDisplay) failed")
        }
        return data
    }
}
