import Foundation

/// Different inputs whose outputs would land on the same path (`a/x.yaml` and `b/x.yaml` both
/// to `out/x.png`). `render` and `snapshot` refuse them with exit status 2 before writing
/// anything, rather than let one output silently overwrite the other.
enum OutputCollisions {
    /// One message per output path that two or more different inputs would write, naming those
    /// inputs in the order given; empty when every output has one input. The same input given
    /// twice is not a collision.
    /// `what` comes before the output path: "the reference ", or "" for a plain file.
    static func messages(inputs: [String], outputs: [String], what: String) -> [String] {
        var groups: [(output: String, inputs: [String])] = []
        var groupByOutput: [String: Int] = [:]
        var seen = Set<[String]>()
        for (input, output) in zip(inputs, outputs) {
            let key = canonical(output)
            guard seen.insert([key, canonical(input)]).inserted else { continue }
            if let index = groupByOutput[key] {
                groups[index].inputs.append(input)
            } else {
                groupByOutput[key] = groups.count
                groups.append((output, [input]))
            }
        }
        return groups.filter { $0.inputs.count > 1 }.map { group in
            let names = group.inputs.dropLast().joined(separator: ", ") + " and " + group.inputs.last!
            return "\(names) would \(group.inputs.count == 2 ? "both" : "all") write \(what)\(group.output); "
                + "scene files with the same name need separate runs (or different names)"
        }
    }

    private static func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
