import Foundation
import ScorebookCore

/// One table file: where it is and what it says.
public struct TableSource: Sendable {
    /// The path used in diagnostics, as the user gave it (`Tables/apft.yaml`).
    public var path: String
    /// The path inside the Tables directory (`apft.yaml`), stable across machines.
    public var relativePath: String
    public var bytes: [UInt8]

    public init(path: String, relativePath: String, bytes: [UInt8]) {
        self.path = path
        self.relativePath = relativePath
        self.bytes = bytes
    }

    /// Every `.yaml`/`.yml` file under `directory`, subfolders included,
    /// sorted by relative path so output never depends on directory order.
    /// Hidden files and folders are skipped.
    public static func scan(directory: String) throws -> [TableSource] {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TableDirectoryError(message: "\(directory): error: no such directory")
        }
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw TableDirectoryError(message: "\(directory): error: cannot list the directory") }
        var relativePaths: [String] = []
        let rootComponents = root.standardizedFileURL.pathComponents
        for case let url as URL in enumerator where ["yaml", "yml"].contains(url.pathExtension) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let components = url.standardizedFileURL.pathComponents.dropFirst(rootComponents.count)
            relativePaths.append(components.joined(separator: "/"))
        }
        return try relativePaths.sorted().map { relative in
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            return try read(path: path, relativePath: relative)
        }
    }
}

extension TableSource {
    /// The most of a file read: one byte past the limit is enough to refuse
    /// it, so a huge file is never read whole.
    public static let mostBytesRead = YAMLReader.maximumFileSize + 1

    /// One table file, read only up to ``mostBytesRead``.
    public static func read(path: String, relativePath: String) throws -> TableSource {
        let unreadable = TableDirectoryError(message: "\(path.escapedForDisplay): error: cannot read the file")
        guard let file = FileHandle(forReadingAtPath: path) else { throw unreadable }
        defer { try? file.close() }
        // An empty file reads as no data.
        guard let data = try? file.read(upToCount: mostBytesRead) ?? Data() else { throw unreadable }
        return TableSource(path: path, relativePath: relativePath, bytes: Array(data))
    }
}

public struct TableDirectoryError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
