// The options of the row benchmarks (stack, diagnostics, snapshot), whose rows are built by
// `plainRows` and its kin in PlumbTestScenes.

/// `--n ROWS` and `--runs N`, the options of the row benchmarks.
public struct RowOptions {
    /// Rows.
    public var n: Int
    /// Measured runs of each variant.
    public var runs: Int

    /// Reads the command line (after the program name); `usage` is printed on a mistake.
    public init(_ args: [String], usage: String, rows: Int, runs: Int = 7) {
        n = rows
        self.runs = runs
        var reader = Arguments(args, usage: usage)
        while let flag = reader.nextFlag() {
            switch flag {
            case "--n": n = Int(reader.number())
            case "--runs": self.runs = Int(reader.number())
            default: reader.unknown()
            }
        }
        if n < 2 || self.runs < 1 { fail("--n must be at least 2 and --runs at least 1") }
    }
}
