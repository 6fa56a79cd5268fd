#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds.
@inline(__always) func nowNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// When the process started (set first thing in main.swift).
nonisolated(unsafe) var processStart: UInt64 = 0

/// Milliseconds between two `nowNanos()` readings.
@inline(__always) func millis(_ start: UInt64, _ end: UInt64) -> Double {
    Double(end &- start) / 1_000_000
}

/// Seconds since the process started.
func elapsedSeconds() -> Double { millis(processStart, nowNanos()) / 1000 }

/// The median of a non-empty list (mean of the middle two for an even count).
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    let m = s.count / 2
    return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

/// Every value read in a timed region is added here, so no read can be optimised away.
nonisolated(unsafe) var sink = 0.0

/// A number as JSON: shortest round-trip text, `null` for NaN or infinities.
func json(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

/// Writes a line to stdout and flushes, so a process killed by `timeout` keeps what it printed.
func emit(_ line: String) {
    print(line)
    fflush(nil)
}

func fail(_ message: String) -> Never {
    fflush(nil)
    var text = "plumb-layout-bench: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(2)
}
