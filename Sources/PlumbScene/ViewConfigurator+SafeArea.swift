import Plumb
import Yams

extension ViewConfigurator {
    /// The root's `safeArea`: `[top, leading, bottom, trailing]` or one number for every side,
    /// as insets in the scene's direction. Each value is a number of points, zero or more.
    func safeArea(_ node: Node) throws(SceneError) -> EdgeInsets {
        let what = "a safe-area inset"
        var values: [Double]
        if case .sequence = node {
            let items = try reader.list(node, of: "safe-area insets")
            guard items.count == 4 else {
                throw reader.source.error(at: node, "expected the safe area as [top, leading, bottom, trailing], found \(items.count) values")
            }
            values = []
            for item in items { values.append(try reader.nonNegative(item, what)) }
        } else {
            values = Array(repeating: try reader.nonNegative(node, what), count: 4)
        }
        let ltr = direction == .leftToRight
        return EdgeInsets(top: values[0], left: ltr ? values[1] : values[3],
                          bottom: values[2], right: ltr ? values[3] : values[1])
    }
}
