import Synchronization

/// A value the solver finds. Two variables are the same only if one is a copy of the other.
public struct Variable: Sendable, CustomStringConvertible {
    /// A process-wide unique number; it also orders variables by creation.
    public let id: Int
    /// A name for logs and errors.
    public let name: String

    private static let counter = Atomic<Int>(0)

    /// Creates a new, distinct variable.
    public init(_ name: String = "") {
        id = Variable.counter.add(1, ordering: .relaxed).newValue
        self.name = name
    }

    /// The name, or `v` and the id for an unnamed variable.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
