extension Double {
    /// As a person writes it: `400`, not `400.0`; the shortest text that reads back otherwise.
    package var shortText: String {
        self == rounded() && magnitude < 1e15 ? String(Int(self)) : String(self)
    }
}
