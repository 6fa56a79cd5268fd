import Testing
@testable import Plumb
import PlumbSamples

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

/// A fresh built-in sample (module PlumbSamples) with the text of the views `ids` set in 16
/// points, the size the seed scenes' numbers here are worked out in (the monospace measurer:
/// 8 points a character, lines 20 high, the baseline 16 below a line's top).
func sampleScene(_ name: String, sixteenPoint ids: String...) -> Scene {
    guard let scene = Samples.named(name)?.make() else { preconditionFailure("no sample \(name)") }
    for id in ids {
        switch scene.view(id) {
        case let button as Button: button.font = .system(size: 16)
        case let label as Label: label.font = .system(size: 16)
        case let checkbox as Checkbox: checkbox.font = .system(size: 16)
        default: preconditionFailure("\(name) has no text view \(id)")
        }
    }
    return scene
}

extension Scene {
    /// The layout guide with this identifier, searching the whole tree.
    func guide(_ identifier: String) -> LayoutGuide? {
        root.subtreeViews.lazy.flatMap(\.layoutGuides).first { $0.identifier == identifier }
    }
}
