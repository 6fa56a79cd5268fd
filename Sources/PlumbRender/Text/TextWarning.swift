import Plumb

/// Sends text warnings (missing fonts) to the caller's ``LayoutLog/sink``.
enum TextWarning {
    /// Logs `text` as a warning.
    static func log(_ text: String) {
        LayoutLog.sink.receive(LayoutMessage(severity: .warning, text: text))
    }
}
