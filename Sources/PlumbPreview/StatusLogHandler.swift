import Logging

/// Hummingbird's and SwiftNIO's log, into the preview's status lines: their errors (a failed
/// connection handler, a server channel error) are printed in the terminal, not dropped.
/// Quieter levels stay out: attacks and closed pages are routine, not news. So does Hummingbird's
/// "Error handling upgrade result", which only says that one connection ended before its first
/// request was complete (`FirstRequestGuard` ends such connections on purpose).
struct StatusLogHandler: LogHandler {
    let status: @Sendable (String) -> Void
    /// False once the server is stopping (its shutdown cancels what it runs, which logs).
    let isRunning: @Sendable () -> Bool
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .error

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        guard isRunning(), !event.message.description.hasPrefix("Error handling upgrade result") else { return }
        let details = (event.metadata ?? [:]).merging(metadata) { event, _ in event }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        status("plumb preview: server \(event.level): \(event.message)\(details.isEmpty ? "" : " (\(details))")")
    }
}
