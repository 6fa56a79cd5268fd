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
    /// Lays the scene out (``layout()``) and throws whenever the layout it leaves breaks a
    /// constraint: the first error this layout logged, or else the unsatisfiable-constraints
    /// error logged when a constraint that is still broken was broken (by this call, an
    /// earlier one, or ``layout()``). It returns normally once every broken constraint is
    /// deactivated or holds again.
    public func layoutStrictly() throws(LayoutError) {
        try LayoutLog.strict { layout() }
        if let error = root.hostedEngine?.errorsOfBrokenConstraints().first { throw error }
    }
}
