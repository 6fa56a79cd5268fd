import BenchSupport
#if canImport(Glibc)
import Glibc
#endif

/// A field of /proc/self/status in MB (1 MB = 2^20 bytes), e.g. "VmHWM" (the peak resident
/// set size) or "VmRSS"; nil where /proc is missing.
func procStatusMB(_ field: String) -> Double? {
    guard let f = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(f) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), f) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard line.hasPrefix(field + ":") else { continue }
        let kb = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) }
        return kb.map { $0 / 1024 }
    }
    return nil
}
