#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CalendarDate {
    /// Today in UTC, the date a series is asked about when a request gives none.
    public static func today() -> CalendarDate {
        let seconds = Int(time(nil))
        return CalendarDate(daysSince1970: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    }
}
