/// A scene's edits: the newest one seen and the newest one whose work has finished. Work for an
/// edit that is no longer the newest stops at its next step, unpublished.
struct EditCount: Sendable {
    private(set) var latest = 0
    private(set) var settled = 0

    /// True while an edit's work has not finished: the pages say they are busy.
    var isBusy: Bool { latest > settled }

    /// Counts a new edit and returns its number.
    mutating func begin() -> Int {
        latest += 1
        return latest
    }

    /// True when `edit` is still the newest.
    func isCurrent(_ edit: Int) -> Bool { edit == latest }

    /// Marks `edit`'s work as finished.
    mutating func settle(_ edit: Int) {
        settled = max(settled, edit)
    }
}
