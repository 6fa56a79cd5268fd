import Foundation

/// Walks a benchmark executable's command line: `--flag value` pairs and bare `--switch`es.
/// Bad input stops the program with a message and the usage text.
public struct Arguments {
    private let args: [String]
    private let usage: String
    private var index = -1

    /// Reads `args` (without the program name).
    public init(_ args: [String], usage: String) {
        self.args = args
        self.usage = usage
    }

    /// The next flag, or nil at the end. `-h`/`--help` prints the usage and exits.
    public mutating func nextFlag() -> String? {
        index += 1
        guard index < args.count else { return nil }
        if args[index] == "-h" || args[index] == "--help" {
            print(usage)
            exit(0)
        }
        return args[index]
    }

    /// The value after the current flag.
    public mutating func value() -> String {
        guard index + 1 < args.count else { fail("\(args[index]) needs a value\n\(usage)") }
        index += 1
        return args[index]
    }

    /// The value after the current flag, as a finite number.
    public mutating func number() -> Double {
        let flag = args[index]
        guard let v = Double(value()), v.isFinite else { fail("bad \(flag)") }
        return v
    }

    /// The value after the current flag, as one of an enumeration's raw values.
    public mutating func choice<T: RawRepresentable>(_: T.Type) -> T where T.RawValue == String {
        let flag = args[index]
        guard let v = T(rawValue: value()) else { fail("bad \(flag)\n\(usage)") }
        return v
    }

    /// Stops the program: the current flag is unknown.
    public func unknown() -> Never { fail("unknown argument \(args[index])\n\(usage)") }
}
