/// Which symbols' values changed since someone last asked: lets a client update only what
/// moved after a cheap change (a new constant), instead of reading every value again.
///
/// Structural changes (a row added or a parameter erased) and long logs overflow it: then
/// the answer is "anything may have changed".
struct ValueChangeLog {
    private(set) var symbols: [Symbol] = []
    private(set) var overflowed = true
    /// The most entries kept before the log overflows.
    var limit = 1 << 14

    @inline(__always) mutating func note(_ s: Symbol) {
        guard !overflowed else { return }
        if symbols.count >= limit { overflow() } else { symbols.append(s) }
    }

    mutating func overflow() {
        overflowed = true
        symbols.removeAll(keepingCapacity: true)
    }

    /// The symbols noted since the last call, or nil after an overflow; starts a new log.
    mutating func take() -> [Symbol]? {
        defer { symbols.removeAll(keepingCapacity: true); overflowed = false }
        return overflowed ? nil : symbols
    }
}
