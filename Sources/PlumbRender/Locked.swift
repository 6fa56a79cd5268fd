import Foundation

/// A value behind a pthread mutex (`NSLock`).
///
/// Used instead of `Synchronization.Mutex`, whose Linux futexes ThreadSanitizer cannot see: with
/// this lock, a user's `swift test --sanitize=thread` reports no false races inside Plumb.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
