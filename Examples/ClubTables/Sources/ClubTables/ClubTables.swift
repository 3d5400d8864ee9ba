// The club's tables, compiled from Tables/ by Scorebook's plugin at build time.
import Scorebook

/// What this package's executables score and serve.
public enum Club {
    /// The tables of `Sources/ClubTables/Tables`.
    public static var tables: ScorebookTables { .compiled }
}
