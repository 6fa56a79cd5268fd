import BenchSupport
import Foundation

/// The 111 constraints of kiwi's "enaml-like" benchmark, read from
/// Benchmarks/enaml-constraints.txt (shared with the kiwi driver): one constraint a line,
/// `#` lines are comments.
let enamlTable: String = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("enaml-constraints.txt").path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
}()
