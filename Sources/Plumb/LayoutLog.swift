import Foundation

/// Where Plumb reports problems it recovered from: unsatisfiable constraints, bad input that
/// was ignored, warnings. The default sink writes to standard error.
///
/// The sink is task-local, so a test can capture its own messages:
/// `LayoutLog.$sink.withValue(collector) { ... }`.
public enum LayoutLog {
    /// The sink messages go to in this task.
    @TaskLocal public static var sink: any LayoutLogSink = StandardErrorSink()

    static func error(_ error: LayoutError) { sink.receive(LayoutMessage(severity: .error, text: error.description, error: error)) }
    static func warning(_ text: String) { sink.receive(LayoutMessage(severity: .warning, text: text, error: nil)) }
    static func report(_ text: String, error: LayoutError, location: SourceLocation? = nil) {
        sink.receive(LayoutMessage(severity: .error, text: text, error: error, location: location))
    }
}

/// One logged message.
public struct LayoutMessage: Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable { case warning, error }
    /// Warning or error.
    public var severity: Severity
    /// The text, as printed.
    public var text: String
    /// The typed error behind the message, if any.
    public var error: LayoutError?
    /// Where the message points, when it can: for an unsatisfiable set, where the broken
    /// constraint was written (or, for a broken generated constraint, the first member of the
    /// set whose place is known).
    public var location: SourceLocation?

    /// Creates a message, for modules that report through ``LayoutLog/sink`` too.
    public init(severity: Severity, text: String, error: LayoutError? = nil, location: SourceLocation? = nil) {
        self.severity = severity
        self.text = text
        self.error = error
        self.location = location
    }
    /// The message's text.
    public var description: String { text }
}

/// Receives Plumb's log messages.
public protocol LayoutLogSink: Sendable {
    /// Called once per message.
    func receive(_ message: LayoutMessage)
}

/// Writes each message to standard error.
public struct StandardErrorSink: LayoutLogSink {
    /// Creates the sink.
    public init() {}
    /// Writes the message and a newline to standard error.
    public func receive(_ message: LayoutMessage) {
        FileHandle.standardError.write(Data((message.text + "\n").utf8))
    }
}

/// Keeps messages in memory, for tests and tools.
public final class CollectingSink: LayoutLogSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [LayoutMessage] = []
    /// Creates an empty sink.
    public init() {}
    /// Stores the message.
    public func receive(_ message: LayoutMessage) { lock.withLock { stored.append(message) } }
    /// Everything received so far.
    public var messages: [LayoutMessage] { lock.withLock { stored } }
    /// The typed errors received so far.
    public var errors: [LayoutError] { messages.compactMap(\.error) }
}
