/// A condition on size classes, as Interface Builder's "vary for traits" sets it: content under
/// it is installed only when every size class it names matches the scene's. With no device (size
/// classes `.unspecified`), a condition on `.compact` or `.regular` never holds.
public struct TraitCondition: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class required, or nil for any.
    public var horizontal: SizeClass?
    /// The vertical size class required, or nil for any.
    public var vertical: SizeClass?

    /// Creates a condition; an axis not given matches anything.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// True when every size class the condition names is the traits' own.
    public func matches(_ traits: TraitCollection) -> Bool {
        (horizontal.map { $0 == traits.horizontalSizeClass } ?? true) && (vertical.map { $0 == traits.verticalSizeClass } ?? true)
    }

    /// `horizontal: compact, vertical: regular` (the axes given).
    public var description: String {
        [horizontal.map { "horizontal: \($0.rawValue)" }, vertical.map { "vertical: \($0.rawValue)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
