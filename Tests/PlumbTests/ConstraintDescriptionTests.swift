import Plumb
import Testing

/// Constraint descriptions in UIKit's format (FEATURES §7), with stable short ids.
@Suite struct ConstraintDescriptionTests {
    @Test func uikitForms() throws {
        let title = Label(text: "Which planet is this?")
        let saturn = View("saturn"), other = View("other"), test = View("TestView")
        let root = View("root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        for view in [title, saturn, other, test] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let made: [String: LayoutConstraint] = [
            "edge": (title.leadingAnchor == root.leadingAnchor + 80).withIdentifier("titleLeft"),
            "aspect": (saturn.widthAnchor == 0.5 * other.widthAnchor + 20).withIdentifier("saturnWidth"),
            "atLeast": test.topAnchor >= root.topAnchor,
            "weak": (test.topAnchor == root.topAnchor + 80) ~ 501,
            "left": other.leftAnchor == root.leftAnchor + 10,
            "trailing": root.trailingAnchor == other.trailingAnchor + 20,
            "equal": other.heightAnchor == saturn.heightAnchor,
            "gap": try LayoutConstraint.constraints(withVisualFormat: "V:[saturn]-[other]", views: ["saturn": saturn, "other": other])[0],
        ]
        for key in ["edge", "aspect", "atLeast", "weak", "left", "trailing", "equal", "gap"] { made[key]!.isActive = true }
        root.layoutIfNeeded()
        func text(_ key: String) throws -> String { try #require(made[key]).description }
        #expect(try text("edge") == "<LayoutConstraint:c1 'titleLeft' H:|-(80)-[Label:v2'Which planet is this?']   (Names: '|':root )>")
        #expect(try text("aspect") == "<LayoutConstraint:c2 'saturnWidth' saturn.width == 0.5*other.width + 20>")
        #expect(try text("atLeast") == "<LayoutConstraint:c3 V:|-(>=0)-[TestView]   (Names: '|':root )>")
        #expect(try text("weak") == "<LayoutConstraint:c4 V:|-(80@501)-[TestView] priority:501   (Names: '|':root )>")
        #expect(try text("left") == "<LayoutConstraint:c5 H:|-(10)-[other] (LTR)   (Names: '|':root )>")
        #expect(try text("trailing") == "<LayoutConstraint:c6 H:[other]-(20)-|   (Names: '|':root )>")
        #expect(try text("equal") == "<LayoutConstraint:c7 V:[other(==saturn)]>")
        // Made by a visual format here, so it says where.
        #expect(try text("gap").hasPrefix("<LayoutConstraint:c8 V:[saturn]-(NSSpace(8))-[other]   (at PlumbTests/ConstraintDescriptionTests.swift:"))
        // The plain equation form stays available.
        #expect(try #require(made["weak"]).equationDescription == "TestView.top == root.top + 80 @501")
        // An inactive constraint has no place among the tree's constraints yet.
        #expect((saturn.heightAnchor == 10).description == "<LayoutConstraint:c? V:[saturn(10)]>")
    }

    @Test func viewsAndGuidesDescribeThemselves() {
        let box = View("box"), plain = View(), gap = LayoutGuide()
        gap.identifier = "gap"
        let scene = Scene("items", width: 200, height: 100) { root in
            box
            plain
            gap
            box.leadingAnchor == root.leadingAnchor + 10
            box.topAnchor == root.topAnchor + 20
            box.widthAnchor == 30
            box.heightAnchor == 40
            gap.leadingAnchor == box.trailingAnchor
            gap.trailingAnchor == root.trailingAnchor
            gap.topAnchor == box.topAnchor
            gap.heightAnchor == 5
        }
        plain.translatesAutoresizingMaskIntoConstraints = true
        plain.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        plain.isHidden = true
        scene.layout()
        #expect(box.description == "<View: box; frame = (10 20; 30 40)>")
        #expect(plain.description == "<View: v3; frame = (1 2; 3 4); hidden = YES; autoresize = h=--& v=--&>")
        #expect(gap.description == "<LayoutGuide: gap; layoutFrame = (40 20; 160 5); owningView = root>")
    }
}
