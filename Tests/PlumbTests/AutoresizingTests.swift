import Testing
@testable import Plumb

@Suite struct AutoresizingTests {
    @Test func frameAndMaskBecomeConstraints() {
        let root = makeRoot(320, 480)
        let fixed = View("fixed", frame: rect(10, 20, 100, 40))
        let stretchy = View("stretchy", frame: rect(10, 100, 300, 40))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let floating = View("floating", frame: rect(110, 200, 100, 80))
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        for view in [fixed, stretchy, floating] { root.addSubview(view) }
        root.layoutIfNeeded()
        #expect(fixed.frame == rect(10, 20, 100, 40))
        #expect(stretchy.frame == rect(10, 100, 300, 40))
        #expect(floating.frame == rect(110, 200, 100, 80))
        #expect(AutoresizingConstraints(view: fixed).maskText == "h=--& v=--&")
        #expect(AutoresizingConstraints(view: stretchy).maskText == "h=-&- v=--&")
        #expect(AutoresizingConstraints(view: floating).maskText == "h=&-& v=&-&")
        // The superview grows: fixed stays, stretchy keeps both margins, floating keeps its proportions.
        root.frame = rect(0, 0, 640, 480)
        root.layoutIfNeeded()
        #expect(fixed.frame == rect(10, 20, 100, 40))
        #expect(stretchy.frame == rect(10, 100, 620, 40))
        #expect(floating.frame == rect(270, 200, 100, 80))
    }

    @Test func settingTheFrameMovesTheView() {
        let root = makeRoot(320, 480)
        let box = View("box", frame: rect(0, 0, 50, 50))
        root.addSubview(box)
        root.layoutIfNeeded()
        box.frame = rect(30, 40, 20, 10)
        #expect(box.engineFrame == rect(30, 40, 20, 10))
        root.layoutIfNeeded()
        #expect(box.frame == rect(30, 40, 20, 10))
    }

    @Test func forgottenFlagConflictsThenTheFixWorks() {
        // 000: a button made in code, positioned 10 from the top and left, flag left on.
        let root = makeRoot(200, 100)
        let button = Button("button", title: "Go")
        root.addSubview(button)
        let constraints = [button.topAnchor == root.topAnchor + 10, button.leadingAnchor == root.leadingAnchor + 10]
        let log = capturingLog {
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        #expect(log.count == 2)
        #expect(log[0].text.contains("h=--& v=--& button.minY == + 0") || log[0].text.contains("h=--& v=--& button.midY == + 0"))
        #expect(log.allSatisfy { $0.text.contains("h=--& v=--&") })
        #expect(button.frame == rect(0, 0, 0, 0))
        // The fix: turn the flag off. The autoresizing constraints go, the broken ones come back.
        button.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        // "Go" is 2 × 7.5 = 15 wide; 15 × 1.25 + 12 = 30.75 high.
        #expect(button.intrinsicContentSize == Size(width: 15, height: 30.75))
        #expect(button.engineFrame == rect(10, 10, 15, 30.75))
        #expect(constraints.allSatisfy { !$0.isBroken })
    }

    @Test func bookS1LabelMaskAgainstCentering() {
        // 002 S1: a label with frame (0, 0, 100, 20) left translating; centerX == root.centerX breaks.
        let root = makeRoot(320, 504, "RootView")
        let label = Label(text: "Hello")
        label.identifier = "label"
        label.frame = rect(0, 0, 100, 20)
        root.addSubview(label)
        let centre = label.centerXAnchor == root.centerXAnchor
        let log = capturingLog {
            centre.isActive = true
            root.layoutIfNeeded()
        }
        #expect(centre.isBroken)
        #expect(label.frame.midX == 50)
        #expect(log.count == 1)
        #expect(log[0].text.contains("\"<AutoresizingMaskLayoutConstraint h=--& v=--& label.midX == + 50>\""))
        #expect(log[0].text.hasSuffix("<LayoutConstraint:c1 label.centerX == RootView.centerX>"))
    }
}

@Suite struct LayoutCycleTests {
    final class Recording: View {
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.journal = journal
            super.init(frame: .zero)
            identifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
        override func updateConstraints() {
            journal.entries.append("update \(debugName)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            journal.entries.append("layout \(debugName)")
        }
    }
    final class Journal { var entries: [String] = [] }

    @Test func updateRunsLeavesFirstAndLayoutParentsFirst() {
        let journal = Journal()
        let root = Recording("root", journal)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = rect(0, 0, 100, 100)
        let child = Recording("child", journal), grandchild = Recording("grandchild", journal)
        root.addSubview(child)
        child.addSubview(grandchild)
        LayoutConstraint.activate((child.edges == root.edges) + (grandchild.edges == child.edges))
        root.layoutIfNeeded()
        #expect(journal.entries == ["update grandchild", "update child", "update root",
                                    "layout root", "layout child", "layout grandchild"])
        journal.entries = []
        root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
        child.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(journal.entries.first == "update child")
    }

    @Test func changesMadeInUpdateConstraintsAreOneBatch() {
        final class Weighted: View {
            var widthConstraint: LayoutConstraint?
            var weight = 10.0
            override func updateConstraints() {
                widthConstraint?.constant = weight
                super.updateConstraints()
            }
        }
        let root = makeRoot(200, 200)
        let box = addView("box", to: root, Weighted())
        let width = box.widthAnchor == 1
        box.widthConstraint = width
        LayoutConstraint.activate([width, box.heightAnchor == 10, box.leadingAnchor == root.leadingAnchor,
                                   box.topAnchor == root.topAnchor])
        root.layoutIfNeeded()
        #expect(box.frame.width == 10)
        box.weight = 40
        box.setNeedsUpdateConstraints()
        #expect(box.frame.width == 10)
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
    }

    @Test func feedbackLoopStopsWithAnErrorNamingTheView() {
        final class Restless: View {
            var toggle: LayoutConstraint?
            override func layoutSubviews() {
                super.layoutSubviews()
                toggle?.constant += 1
            }
        }
        let root = makeRoot(200, 200)
        let restless = addView("restless", to: root, Restless())
        let child = addView("child", to: restless)
        let toggle = child.widthAnchor == 1
        restless.toggle = toggle
        LayoutConstraint.activate((restless.edges == root.edges) + [toggle, child.heightAnchor == 1])
        let log = capturingLog { root.layoutIfNeeded() }
        #expect(log.compactMap(\.error) == [.layoutFeedbackLoop(view: "restless", passes: LayoutPass.maxPasses)])
    }

    @Test func framesSnapToThePixelGridOfTheScale() {
        let root = makeRoot(100, 100)
        let box = addView("box", to: root)
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor + 10.3
            box.widthAnchor == 20.4
            box.topAnchor == root.topAnchor + 0.74
            box.heightAnchor == 5
        }
        root.layoutIfNeeded()
        #expect(box.frame == rect(10, 1, 21, 5))
        root.contentScaleFactor = 2
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(box.frame == rect(10.5, 0.5, 20, 5))
        #expect(box.engineFrame.minX == 10.3)
    }
}

@Suite struct FittingTests {
    @Test func fittingSizeOfACell() {
        let cell = View("cell")
        let title = Label(text: "Title")
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        LayoutConstraint.activate(title.edges == cell.edges.inset(by: 10))
        // "Title": 5 × 8.5 = 42.5 wide, 21.25 high, plus 10 on each side.
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == Size(width: 62.5, height: 41.25))
        let wide = cell.systemLayoutSizeFitting(Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 300, height: 41.25))
    }

    @Test func fittingWrapsLabelsAtTheTargetWidth() {
        let cell = View("cell")
        let body = Label(text: "one two three four five six")
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        LayoutConstraint.activate(body.edges == cell.edges)
        let size = cell.systemLayoutSizeFitting(Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100, height: 63.75))
    }

    @Test func sceneWithoutHeightFitsItsContent() {
        let scene = Scene("fit", width: 200) { root in
            let box = View("box")
            box
            box.topAnchor == root.topAnchor + 10
            box.bottomAnchor == root.bottomAnchor - 10
            box.heightAnchor == 30
            box.leadingAnchor == root.leadingAnchor
            box.widthAnchor == 50
        }
        scene.layout()
        #expect(scene.root.frame == rect(0, 0, 200, 50))
        #expect(scene.view("box")?.frame == rect(0, 10, 50, 30))
        #expect(scene.view("box")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(scene.root.constraints.first?.source?.description.hasPrefix("PlumbTests/AutoresizingTests.swift:") == true)
    }
}
