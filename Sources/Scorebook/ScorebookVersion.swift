extension Scorebook {
    /// This release of Scorebook, as its git tag and the CHANGELOG name it.
    /// The one place the version is written: the REPL's `--version` and
    /// `tables.list` read it, and a test holds the CHANGELOG and README to it.
    public static let version = "0.1.0"
}
