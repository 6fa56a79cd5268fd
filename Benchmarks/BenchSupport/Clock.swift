// Shared by the benchmark executables: a monotonic clock, medians and JSON output.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds.
@inlinable public func nowNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// When the process started (set first thing in main.swift).
nonisolated(unsafe) public var processStart: UInt64 = 0

/// Milliseconds between two `nowNanos()` readings.
@inlinable public func millis(_ start: UInt64, _ end: UInt64) -> Double {
    Double(end &- start) / 1_000_000
}

/// Seconds since the process started.
public func elapsedSeconds() -> Double { millis(processStart, nowNanos()) / 1000 }

/// The median of a non-empty list (mean of the middle two for an even count).
public func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    let m = s.count / 2
    return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
}

/// Every value read in a timed region is added here, so no read can be optimised away.
nonisolated(unsafe) public var sink = 0.0

/// A number as JSON: shortest round-trip text, `null` for NaN or infinities.
public func json(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

/// Writes a line to stdout and flushes, so a process killed by `timeout` keeps what it printed.
public func emit(_ line: String) {
    print(line)
    fflush(nil)
}

/// Prints `message` to stderr, prefixed by the program's name, and exits with status 2.
public func fail(_ message: String) -> Never {
    fflush(nil)
    let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "bench"
    var text = "\(program): \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// Escapes a string for a JSON string literal.
public func jsonEscape(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if ch.value < 0x20 {
                let hex = String(ch.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(ch)
            }
        }
    }
    return out
}

/// A string as a JSON string literal, quotes included.
public func jsonString(_ s: String) -> String { "\"" + jsonEscape(s) + "\"" }
