@_exported import ScorebookCore

/// Namespace for the tables `scorebook-tablegen` generates from `Tables/`
/// at build time (see `ScorebookTables.swift` in the build directory).
enum GeneratedTables {}
