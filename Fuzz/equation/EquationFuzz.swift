// libFuzzer entry point for constraint equations: ConstraintEquation.parse and the builder,
// through LayoutConstraint.constraint(withEquation:items:).
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
import Plumb

/// Views a, b, my-view and saturn in `root`; `lonely` without a superview; a guide `gap` owned
/// by `root` and a guide `stray` owned by no view. Made once: the builder never changes them.
private final class Fixture {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let items: [String: LayoutItem]

    init() {
        let a = View("a"), b = View("b"), myView = View("my-view"), saturn = View("saturn")
        for view in [a, b, myView, saturn] { root.addSubview(view) }
        let gap = LayoutGuide(), stray = LayoutGuide()
        gap.identifier = "gap"
        stray.identifier = "stray"
        root.addLayoutGuide(gap)
        items = ["root": root, "a": a, "b": b, "my-view": myView, "saturn": saturn, "lonely": View("lonely"),
                 "gap": gap, "stray": stray]
    }
}

nonisolated(unsafe) private let fixture = Fixture()

/// Every input must either parse (with offsets that point at what they name) or fail with an
/// error inside the text; a parsed equation must build a matching constraint or fail the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let characters = Array(text)
    func check(_ error: EquationError) {
        precondition((0...characters.count).contains(error.offset), "offset \(error.offset) outside the text")
        precondition(error.equation == text && error.description.hasSuffix("^"), "malformed error")
    }
    func names(_ name: String, at offset: Int) -> Bool {
        offset >= 0 && offset + name.count <= characters.count
            && String(characters[offset..<offset + name.count]) == name
    }

    let equation: ConstraintEquation
    do {
        equation = try ConstraintEquation.parse(text)
    } catch {
        check(error)
        return 0
    }
    for operand in [equation.first] + (equation.second.map { [$0] } ?? []) {
        precondition(names(operand.item, at: operand.itemOffset), "item offset")
        precondition(names(operand.attribute.rawValue, at: operand.attributeOffset), "attribute offset")
    }
    precondition(equation.multiplier.isFinite && equation.constant.isFinite, "non-finite number")
    precondition((equation.priority == nil) == (equation.priorityOffset == nil), "priority offset")
    if let priority = equation.priority { precondition(priority.isValid, "invalid priority") }

    do {
        let constraint = try LayoutConstraint.constraint(withEquation: text, items: fixture.items)
        precondition(constraint.origin == text && !constraint.isActive, "origin or activity")
        precondition(constraint.firstAttribute == equation.first.attribute, "first attribute")
        precondition(constraint.secondAttribute == (equation.second?.attribute ?? .notAnAttribute), "second attribute")
        precondition(constraint.multiplier == equation.multiplier && constraint.constant == equation.constant,
                     "numbers")
        precondition(constraint.priority == equation.priority ?? .required, "priority")
        _ = constraint.description
    } catch {
        check(error)
    }
    return 0
}
