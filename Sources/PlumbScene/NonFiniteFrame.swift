import Plumb

/// The first view, in tree order, whose solved frame is not a number: a layout that must be an
/// error (exit 2 on the command line, a banner in the preview), never `inf` in JSON, a picture
/// or a blank page. Scene files refuse the chains of multipliers that lead there
/// (`MultiplierReach`); this is the backstop for any other way.
public enum NonFiniteFrame {
    /// "the layout is not finite: view 'v0' has width inf", or nil when every frame is finite.
    public static func problem(in root: View) -> String? {
        var pending = [root]
        while let view = pending.popLast() {
            if let (name, value) = view.frame.nonFiniteComponent {
                let id = view.identifier.map { "'\($0)'" } ?? "a \(type(of: view))"
                return "the layout is not finite: view \(id) has \(name) \(value)"
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
