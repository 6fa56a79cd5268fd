// libFuzzer entry point for the Visual Format Language: VisualFormatParser.parse and
// VisualFormatBuilder, through LayoutConstraint.constraints(withVisualFormat:...).
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
import Plumb

/// Views a, b and c in `root`; `lonely` without a superview; `other` in another superview;
/// a guide owned by `root`. Made once: the builder never changes them.
private final class Fixture {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let elsewhere = View("elsewhere")
    let views: [String: LayoutItem]

    init() {
        let a = View("a"), b = View("b"), c = View("c"), lonely = View("lonely"), other = View("other")
        for view in [a, b, c] { root.addSubview(view) }
        elsewhere.addSubview(other)
        let guide = LayoutGuide()
        guide.identifier = "guide"
        root.addLayoutGuide(guide)
        views = ["a": a, "b": b, "c": c, "lonely": lonely, "other": other, "guide": guide, "_v1": c]
    }
}

nonisolated(unsafe) private let fixture = Fixture()

private let metrics: [String: Double] = [
    "pad": 12, "wide": 100, "high": 750, "low": 250, "neg": -4, "zero": 0, "huge": 2000,
    "nan": .nan, "inf": .infinity, "a": 33,
]

/// Option sets that reach every branch of the builder's option checks.
private let optionSets: [FormatOptions] = [
    [], [.alignAllTop, .alignAllBottom], [.alignAllLeading, .directionRightToLeft],
    [.alignAllCenterY, .directionLeftToRight], [.spacingBaselineToBaseline, .alignAllLeft],
    [.alignAllFirstBaseline, .alignAllLastBaseline], [.directionLeftToRight, .directionRightToLeft],
]

/// Every input must either build constraints or fail with an error that points inside the format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let format = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let length = format.count
    for options in optionSets {
        do {
            let constraints = try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                               metrics: metrics, views: fixture.views)
            for constraint in constraints {
                precondition(constraint.origin == format, "origin is not the format")
                precondition(!constraint.isActive, "a new constraint is active")
                precondition(constraint.priority.isValid, "invalid priority \(constraint.priority)")
                precondition(constraint.constant.isFinite, "non-finite constant")
                _ = constraint.description
            }
        } catch {
            precondition((0...length).contains(error.offset), "offset \(error.offset) outside 0...\(length)")
            precondition(error.description.hasSuffix("^"), "no caret")
        }
    }
    return 0
}
