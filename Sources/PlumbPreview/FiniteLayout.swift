import Plumb

/// A layout whose frames are numbers: one that solved to an infinite or NaN frame is an error
/// (shown over the last good layout), never a blank picture or a model JSON can't hold.
enum FiniteLayout {
    /// Throws for the first view, in tree order, whose frame is not finite.
    static func check(_ root: View, file: String) throws(PreviewFailure) {
        var pending = [root]
        while let view = pending.popLast() {
            let frame = view.frame
            let numbers = [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]
            if let (name, value) = numbers.first(where: { !$0.1.isFinite }) {
                let id = view.identifier.map { "'\($0)'" } ?? "a \(type(of: view))"
                throw PreviewFailure(file: file, "the layout is not finite: view \(id) has \(name) \(value)")
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}
