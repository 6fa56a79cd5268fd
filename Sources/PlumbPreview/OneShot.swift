import PlumbRender

/// A value that arrives once, from whichever of several tasks gets there first (the server's
/// port or its failure to listen; its end or a time-out); later arrivals are ignored.
final class OneShot<Value: Sendable>: Sendable {
    private let state = Locked<(result: Result<Value, any Error>?, waiter: CheckedContinuation<Value, any Error>?)>((nil, nil))

    func succeed(_ value: Value) { settle(.success(value)) }
    func fail(_ error: any Error) { settle(.failure(error)) }

    /// The value, once it has arrived.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let result = state.withLock { state -> Result<Value, any Error>? in
                if state.result == nil { state.waiter = continuation }
                return state.result
            }
            if let result { continuation.resume(with: result) }
        }
    }

    private func settle(_ result: Result<Value, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: result)
    }
}
