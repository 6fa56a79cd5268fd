import Foundation

/// `Tests/Schemas/junit.xsd`, the JUnit XML format CI systems read, and a check of files
/// against it with xmllint (Debian's libxml2-utils, which scripts/setup.sh installs).
public enum JUnitSchema {
    /// The schema's path.
    public static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Schemas/junit.xsd").path

    /// The arguments a check of a file runs xmllint with.
    public static func arguments(for file: String) -> [String] { ["--noout", "--schema", path, file] }

    /// xmllint is not installed.
    public struct XMLLintMissing: Error, CustomStringConvertible {
        public var description: String {
            "xmllint is missing, so JUnit XML can't be checked against \(JUnitSchema.path): run scripts/setup.sh (it installs libxml2-utils)"
        }
    }

    /// Validates a file: xmllint's exit status (0 valid, 3 invalid, 1 not well-formed) and its
    /// output. Throws ``XMLLintMissing`` when there is no xmllint on the PATH.
    public static func validate(_ file: String) throws -> (status: Int32, output: String) {
        try xmllint(arguments(for: file))
    }

    /// Runs xmllint: its exit status and output (standard output and error together). Throws
    /// ``XMLLintMissing`` when there is no xmllint on the PATH.
    public static func xmllint(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try runCommand(["xmllint"] + arguments)
        if result.status == 127 && result.output.contains("xmllint") { throw XMLLintMissing() }
        return result
    }
}
