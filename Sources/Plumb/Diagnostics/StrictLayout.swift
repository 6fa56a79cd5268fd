extension LayoutLog {
    /// Runs `body` and throws the first error it logged, for tests that want a conflict or bad
    /// input to fail loudly: `try LayoutLog.strict { scene.layout() }`. The layout has already
    /// recovered when it throws (one constraint broken, as always); warnings don't throw.
    /// Messages go to the collecting sink, not to ``sink``.
    public static func strict<T>(_ body: () -> T) throws(LayoutError) -> T {
        let collector = CollectingSink()
        let result = $sink.withValue(collector) { body() }
        if let error = collector.errors.first { throw error }
        return result
    }
}

extension Scene {
    /// Lays the scene out (``layout()``) and throws the first error that logged, such as an
    /// unsatisfiable set of required constraints (see ``LayoutLog/strict(_:)``).
    public func layoutStrictly() throws(LayoutError) {
        try LayoutLog.strict { layout() }
    }
}
