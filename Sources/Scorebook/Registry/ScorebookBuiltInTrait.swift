/// Scorebook's built-in tables by package trait, for an app's generated
/// tables that name them (a round on the built-in `wa-80` face): each trait
/// that is on adds a member here (`ScorebookBuiltInTrait.Archery.tables`), so
/// an app that names a table of a trait left out fails to build at that name
/// rather than at run time.
@_spi(ScorebookTables) public enum ScorebookBuiltInTrait {}
