import Plumb

extension ShapeBuilders {
    /// The width rules of a flexible row's views, by index mod 6: (minimum, preferred,
    /// maximum). The third prefers more than its maximum and the fourth less than its minimum,
    /// so the required bounds clamp them (90 and 40).
    static let flexWidths: [(min: Double, preferred: Double, max: Double)] = [
        (40, 60, 80), (20, 30, 40), (50, 120, 90), (40, 20, 70), (10, 45, 200), (30, 80, 100),
    ]

    /// A row of n − 1 views, 10 from the window's top (intrinsic height 20, no intrinsic width):
    /// each `width >= min`, `width <= max` (required) and `width == preferred` at 750
    /// (`flexWidths`); each 8 after the previous at 500, and at least 2 after it (required);
    /// the first 8 from the window's leading side, the last's trailing edge at most the
    /// window's − 8, with 100 points to spare.
    static func flexRow(_ n: Int) -> ShapeScene {
        let count = n - 1
        let widths = (0..<count).map { i in flexWidths[i % 6] }
        let used = widths.reduce(8.0) { $0 + min(max($1.preferred, $1.min), $1.max) + 8 }
        let scene = ShapeScene(root: fixedRoot(width: used + 100, height: 100))
        var previous: View?
        for (i, rule) in widths.enumerated() {
            let view = scene.add("v\(i)", to: scene.root, intrinsic: Size(width: View.noIntrinsicMetric, height: 20))
            let preferred = view.widthAnchor.constraint(equalToConstant: rule.preferred).withPriority(.defaultHigh)
            scene.constraints += [view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
                                  view.widthAnchor.constraint(greaterThanOrEqualToConstant: rule.min),
                                  view.widthAnchor.constraint(lessThanOrEqualToConstant: rule.max), preferred]
            if let previous {
                scene.constraints += [
                    view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8).withPriority(LayoutPriority(500)),
                    view.leadingAnchor.constraint(greaterThanOrEqualTo: previous.trailingAnchor, constant: 2),
                ]
            } else {
                scene.constraints.append(view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8))
            }
            // The edit: the middle view that is not clamped (preferred 60 of 40...80) prefers ± 10.
            if i % 6 == 0, scene.edited == nil, i >= count / 2 { scene.edited = preferred; scene.resizable = view }
            previous = view
        }
        scene.constraints.append(previous!.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -8))
        scene.removeHalf = { scene in scene.remove(Array(scene.views.suffix(count - count / 2))) }
        scene.move = { scene in ShapeScene.moveCentred(scene.views[count - 1], into: scene.views[0]) }
        return scene
    }
}
