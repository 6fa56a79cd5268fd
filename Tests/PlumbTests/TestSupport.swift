import Testing
@testable import Plumb

/// A root view of a given size, translating its frame (as a window's root view does).
func makeRoot(_ width: Double, _ height: Double, _ identifier: String = "root") -> View {
    View(identifier, frame: Rect(x: 0, y: 0, width: width, height: height))
}

/// A view ready for Auto Layout, added to `parent`.
@discardableResult
func addView<V: View>(_ identifier: String, to parent: View, _ view: V = View()) -> V {
    view.identifier = identifier
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Runs `body` with a collecting log sink and returns what was logged.
func capturingLog(_ body: () throws -> Void) rethrows -> [LayoutMessage] {
    let sink = CollectingSink()
    try LayoutLog.$sink.withValue(sink) { try body() }
    return sink.messages
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
