import ScorebookREPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A client that stops reading must not kill the REPL with SIGPIPE: writes
// then fail with EPIPE and the loop ends quietly.
signal(SIGPIPE, SIG_IGN)
exit(REPL.run())
