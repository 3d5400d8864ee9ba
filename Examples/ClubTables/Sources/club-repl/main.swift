import ClubTables
import ScorebookREPL
REPL.main(tables: Club.tables)
