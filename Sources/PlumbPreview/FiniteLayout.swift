import Plumb
import PlumbScene

/// A layout whose frames are numbers: one that solved to an infinite or NaN frame is an error
/// (shown over the last good layout), never a blank picture or a model JSON can't hold.
enum FiniteLayout {
    /// Throws for the first view, in tree order, whose frame is not finite.
    static func check(_ root: View, file: String) throws(PreviewFailure) {
        if let problem = NonFiniteFrame.problem(in: root) { throw PreviewFailure(file: file, problem) }
    }
}
