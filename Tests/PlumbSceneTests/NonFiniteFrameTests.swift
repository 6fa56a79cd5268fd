import Plumb
import PlumbScene
import Testing

/// The backstop behind every command and the preview: the first view, in tree order, whose
/// frame is not a number is named, with the number.
@Suite struct NonFiniteFrameTests {
    func tree(_ broken: Rect?) -> View {
        let root = View("root"), a = View("a"), b = View("b"), c = View("c")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        for view in [a, b, c] { view.frame = Rect(x: 0, y: 0, width: 10, height: 10) }
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        if let broken {
            b.frame = broken
            c.frame = broken
        }
        return root
    }

    @Test func finiteFramesPass() {
        #expect(NonFiniteFrame.problem(in: tree(nil)) == nil)
    }

    @Test func theFirstViewInTreeOrderIsNamedWithItsNumber() {
        #expect(NonFiniteFrame.problem(in: tree(Rect(x: 0, y: 0, width: .infinity, height: 10)))
                == "the layout is not finite: view 'b' has width inf")
        #expect(NonFiniteFrame.problem(in: tree(Rect(x: .nan, y: 0, width: 1, height: 1)))
                == "the layout is not finite: view 'b' has x nan")
        #expect(NonFiniteFrame.problem(in: tree(Rect(x: 0, y: 0, width: 1, height: -.infinity)))
                == "the layout is not finite: view 'b' has height -inf")
    }
}
