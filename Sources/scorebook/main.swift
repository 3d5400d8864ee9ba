import ScorebookREPL

// Scorebook's own tables, served as JSON-RPC 2.0 lines on stdin and stdout.
REPL.main(tables: .builtIn)
