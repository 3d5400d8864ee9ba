import Foundation
import PackagePlugin

// Plugins cannot share a library target, so each plugin's folder links this
// one file (a symbolic link): one copy of where a package's tables are.

/// Where a package's tables are: its own `Tables/` folders, and Scorebook's.
enum PackageTables {
    /// The `Tables/` folder of the package that provides the Scorebook library,
    /// among `package`'s dependencies.
    static func scorebookTables(from package: Package) -> URL? {
        var queue = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "Scorebook" }) {
                return next.directoryURL.appending(path: "Tables", directoryHint: .isDirectory)
            }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    /// The package's top-level `Tables/` (named `package`), then each source
    /// target's own (named after the target), if present. Names are unique,
    /// ignoring case as macOS's file system does: a target called `Package` is `Package-2`.
    static func folders(of package: Package) -> [(name: String, url: URL)] {
        let candidates =
            [("package", package.directoryURL.appending(path: "Tables", directoryHint: .isDirectory))]
            + package.targets.compactMap { target in
                target.sourceModule.map { (target.name, $0.directoryURL.appending(path: "Tables", directoryHint: .isDirectory)) }
            }
        var taken: Set<String> = []
        return candidates.filter { isDirectory($0.1) }.map { name, url in
            var unique = name, next = 2
            while !taken.insert(unique.lowercased()).inserted {
                unique = "\(name)-\(next)"
                next += 1
            }
            return (unique, url)
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
