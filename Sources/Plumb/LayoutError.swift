/// A mistake in how a layout was set up. Plumb reports these instead of crashing.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Adding `view` to `superview` would make a view its own ancestor.
    case cyclicHierarchy(view: String, superview: String)
    /// The constraint's items have no common ancestor view.
    case noCommonAncestor(constraint: String)
    /// The constraint names an item that is not in any view hierarchy (a guide never added to a view).
    case itemNotInHierarchy(constraint: String, item: String)
    /// The two attributes lie on different axes, or relate a location to a size.
    case invalidPairing(constraint: String, first: LayoutAttribute, second: LayoutAttribute)
    /// Leading/trailing mixed with left/right.
    case mixedDirections(constraint: String)
    /// A location was set equal to a constant (`notAnAttribute` second attribute on a position).
    case locationEqualToConstant(constraint: String, attribute: LayoutAttribute)
    /// A second item with `notAnAttribute`, or a second attribute without a second item.
    case missingSecondItem(constraint: String)
    /// The first attribute is `notAnAttribute`.
    case missingFirstAttribute(constraint: String)
    /// A layout guide has no baselines.
    case baselineOfGuide(constraint: String)
    /// A constant, multiplier, size or inset is NaN or infinite.
    case nonFiniteNumber(what: String, value: Double)
    /// A constant, multiplier, size or inset is finite but outside what a layout can mean
    /// (`LayoutNumbers`); `range` says the range in words.
    case numberOutOfRange(what: String, value: Double, range: String)
    /// A priority outside 1...1000.
    case invalidPriority(constraint: String, value: Float)
    /// The layout pass kept invalidating layout; the named view invalidated it last.
    case layoutFeedbackLoop(view: String, passes: Int)
    /// The required constraints could not all be satisfied; `broken` was broken to recover.
    case unsatisfiable(broken: String, conflicting: [String])

    /// A readable explanation of the mistake and how to fix it.
    public var description: String {
        switch self {
        case let .cyclicHierarchy(view, superview):
            return "Cannot add \(view) to \(superview): \(superview) is \(view) or one of its descendants, so the hierarchy would be a cycle."
        case let .noCommonAncestor(constraint):
            return "Cannot activate \(constraint): its items have no common ancestor. Add both to the same view hierarchy first."
        case let .itemNotInHierarchy(constraint, item):
            return "Cannot activate \(constraint): \(item) is not in a view hierarchy (add the guide to a view first)."
        case let .invalidPairing(constraint, first, second):
            return "Invalid pairing of attributes \(first) and \(second) in \(constraint): a constraint relates a location to a location on the same axis, or a size to a size."
        case let .mixedDirections(constraint):
            return "Invalid pairing in \(constraint): leading/trailing cannot be related to left/right."
        case let .locationEqualToConstant(constraint, attribute):
            return "Invalid constraint \(constraint): a location (\(attribute)) cannot equal a constant; relate it to another item's \(attribute)."
        case let .missingSecondItem(constraint):
            return "Invalid constraint \(constraint): a second item needs a second attribute, and a second attribute needs a second item."
        case let .missingFirstAttribute(constraint):
            return "Invalid constraint \(constraint): the first attribute cannot be notAnAttribute."
        case let .baselineOfGuide(constraint):
            return "Invalid constraint \(constraint): layout guides have no baselines."
        case let .nonFiniteNumber(what, value):
            return "Invalid \(what): \(value) is not a finite number."
        case let .numberOutOfRange(what, value, range):
            return "Invalid \(what): \(formatPoints(value)) is out of range (\(range))."
        case let .invalidPriority(constraint, value):
            return "Invalid priority \(formatPoints(Double(value))) for \(constraint): priorities run from 1 to 1000."
        case let .layoutFeedbackLoop(view, passes):
            return "Layout feedback loop: layout was still being invalidated after \(passes) passes; \(view) invalidated it last. Don't invalidate layout outside a view's subtree from layoutSubviews()."
        case let .unsatisfiable(broken, conflicting):
            return "Unable to simultaneously satisfy constraints \(conflicting.joined(separator: ", ")); broke \(broken)."
        }
    }
}
