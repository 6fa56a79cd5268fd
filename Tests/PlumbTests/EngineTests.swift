import Testing
@testable import Plumb

@Suite struct EngineTests {
    /// A row of `count` views, each 10 wide and 8 apart, in a 2,000-point root.
    private func row(_ count: Int) -> (View, [View], [LayoutConstraint]) {
        let root = makeRoot(2000, 100)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let view = addView("v\(index)", to: root)
            let anchor = views.last?.trailingAnchor ?? root.leadingAnchor
            constraints += [view.leadingAnchor == anchor + 8, view.widthAnchor == 10,
                            view.topAnchor == root.topAnchor, view.heightAnchor == 10]
            views.append(view)
        }
        return (root, views, constraints)
    }

    @Test func changingAConstantIsIncremental() {
        let (root, views, constraints) = row(50)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let before = root.engine.counters
        #expect(views[49].frame.minX == 50 * 8 + 49 * 10)
        constraints[0].constant = 100
        root.layoutIfNeeded()
        let after = root.engine.counters
        #expect(views[49].frame.minX == 100 + 49 * 8 + 49 * 10)
        #expect(after.additions == before.additions)
        #expect(after.removals == before.removals)
        #expect(after.constantUpdates == before.constantUpdates + 1)
    }

    @Test func activatingABatchIsOneSolverCall() {
        let (root, views, constraints) = row(20)
        root.layoutIfNeeded()
        let engine = root.engine
        let before = engine.revision
        LayoutConstraint.activate(constraints)
        #expect(engine.revision == before + 1)
        root.layoutIfNeeded()
        #expect(views[19].frame == rect(19 * 18 + 8, 0, 10, 10))
        LayoutConstraint.deactivate(Array(constraints.prefix(4)))
        #expect(constraints.prefix(4).allSatisfy { !$0.isActive })
        #expect(engine.counters.removals == 4)
    }

    @Test func engineFramesChangeBeforeViewFrames() {
        let root = makeRoot(300, 300)
        let box = addView("box", to: root)
        let top = box.topAnchor == root.topAnchor + 10
        LayoutConstraint.activate([top, box.leadingAnchor == root.leadingAnchor, box.widthAnchor == 50, box.heightAnchor == 50])
        root.layoutIfNeeded()
        top.constant = 40
        #expect(box.engineFrame == rect(0, 40, 50, 50))
        #expect(box.frame == rect(0, 10, 50, 50))
        root.layoutIfNeeded()
        #expect(box.frame == rect(0, 40, 50, 50))
    }

    @Test func priorityChangesReorderTheOutcome() {
        let root = makeRoot(300, 300)
        let box = addView("box", to: root)
        let wide = box.widthAnchor == 120 ~ .defaultLow
        let narrow = box.widthAnchor == 75 ~ .defaultHigh
        LayoutConstraint.activate([wide, narrow, box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor,
                                   box.heightAnchor == 10])
        root.layoutIfNeeded()
        #expect(box.frame.width == 75)
        wide.priority = .defaultHigh + 1
        root.layoutIfNeeded()
        #expect(box.frame.width == 120)
        // 24 @500 against >= 30 @525: as close as possible, 30.
        wide.isActive = false
        narrow.isActive = false
        LayoutConstraint.activate([box.widthAnchor == 24 ~ 500, box.widthAnchor >= 30 ~ 525])
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
    }

    @Test func requiredNegativeSizeIsUnsatisfiableAndReported() {
        let root = makeRoot(300, 300)
        let box = addView("box", to: root)
        LayoutConstraint.activate([box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor,
                                   box.heightAnchor == 10])
        let negative = box.widthAnchor == -10
        let log = capturingLog {
            negative.isActive = true
            root.layoutIfNeeded()
        }
        #expect(negative.isActive && negative.isBroken)
        #expect(box.frame == rect(0, 0, 0, 10))
        #expect(log.count == 1)
        #expect(log[0].text.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(log[0].text.contains("\"<SizeConstraint box.width >= 0>\""))
        #expect(log[0].text.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint:c4 H:[box(-10)]>"))
    }

    @Test func mutualMultipliersCollapseToZero() {
        let root = makeRoot(300, 300)
        let a = addView("a", to: root), b = addView("b", to: root)
        LayoutConstraint.activate([a.widthAnchor == 2 * b.widthAnchor, b.widthAnchor == 3 * a.widthAnchor,
                                   a.leadingAnchor == root.leadingAnchor, b.leadingAnchor == root.leadingAnchor,
                                   a.topAnchor == root.topAnchor, b.topAnchor == root.topAnchor,
                                   a.heightAnchor == 5, b.heightAnchor == 5])
        root.layoutIfNeeded()
        #expect(a.frame.width == 0 && b.frame.width == 0)
    }

    @Test func brokenConstraintComesBackWhenItsRivalGoes() {
        let root = makeRoot(300, 300)
        let box = addView("box", to: root)
        let first = box.leadingAnchor == root.leadingAnchor + 118
        let second = box.leadingAnchor == root.leadingAnchor + 100
        LayoutConstraint.activate([box.topAnchor == root.topAnchor, box.widthAnchor == 50, box.heightAnchor == 50])
        _ = capturingLog {
            first.isActive = true
            second.isActive = true
        }
        root.layoutIfNeeded()
        // The rule breaks the earliest-activated user constraint of the conflict: `first`.
        #expect(first.isBroken && !second.isBroken)
        #expect(box.frame.minX == 100)
        #expect(root.engine.brokenConstraints.map { $0 === first } == [true])
        second.isActive = false
        root.layoutIfNeeded()
        #expect(!first.isBroken)
        #expect(box.frame.minX == 118)
    }

    @Test func removingAndReaddingASubtreeMovesItsConstraints() {
        let root = makeRoot(300, 300)
        let card = addView("card", to: root)
        let title = addView("title", to: card)
        LayoutConstraint.activate((card.edges == root.edges.inset(by: 10)) + (title.edges == card.edges.inset(by: 5)))
        root.layoutIfNeeded()
        #expect(title.frame == rect(5, 5, 270, 270))
        card.removeFromSuperview()
        let other = makeRoot(100, 100, "other")
        other.addSubview(card)
        LayoutConstraint.activate(card.edges == other.edges)
        other.layoutIfNeeded()
        #expect(card.frame == rect(0, 0, 100, 100))
        #expect(title.frame == rect(5, 5, 90, 90))
    }
}

@Suite struct ConstantRoundTripTests {
    @Test func aConstantCanGoBackToItsFirstValue() {
        let root = makeRoot(200, 200)
        let box = addView("box", to: root)
        let top = box.topAnchor == root.topAnchor + 20
        LayoutConstraint.activate([top, box.leadingAnchor == root.leadingAnchor, box.widthAnchor == 10, box.heightAnchor == 10])
        for value in [20.0, 40, 20, 33, 20] {
            top.constant = value
            root.layoutIfNeeded()
            #expect(box.frame.minY == value)
        }
    }

    @Test func anIntrinsicSizeCanGoBackToItsFirstValue() {
        let root = makeRoot(200, 200)
        let label = addView("label", to: root, Label(text: "ab"))
        LayoutConstraint.activate([label.leadingAnchor == root.leadingAnchor, label.topAnchor == root.topAnchor])
        for (text, width) in [("ab", 17.0), ("abcd", 34), ("ab", 17)] {
            label.text = text
            root.layoutIfNeeded()
            #expect(label.frame.width == width)
        }
    }
}

@Suite struct ChainChangeTests {
    /// A fitted column of rows, each with a label centred on a field: changing one row's top
    /// spacing moves the rows below as a block, without a single pivot.
    @Test func aChangedSpacingMovesTheRowsBelowWithoutPivoting() {
        final class Field: View {
            override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 34) }
        }
        let root = View("root")
        root.translatesAutoresizingMaskIntoConstraints = false
        var rows: [View] = []
        var spacings: [LayoutConstraint] = []
        var constraints: [LayoutConstraint] = [root.widthAnchor == 300]
        for index in 0..<40 {
            let row = addView("row\(index)", to: root)
            let label = addView("label\(index)", to: row, Label(text: "Name"))
            let field = addView("field\(index)", to: row, Field())
            let top: LayoutConstraint = index == 0
                ? row.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 4)
            if index > 0 { spacings.append(top) }
            constraints += [top]
            constraints += LayoutConstraint.activate {
                row.leadingAnchor == root.leadingAnchor
                row.trailingAnchor == root.trailingAnchor
                label.leadingAnchor == row.leadingAnchor + 8
                label.centerYAnchor == row.centerYAnchor
                field.leadingAnchor == label.trailingAnchor + 8
                field.trailingAnchor == row.trailingAnchor - 8
                field.topAnchor == row.topAnchor + 4
                field.bottomAnchor == row.bottomAnchor - 4
            }
            rows.append(row)
        }
        constraints.append(root.bottomAnchor == rows[39].bottomAnchor + 8)
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(rows[39].frame == rect(0, 1802, 300, 42))  // 8 + 39 × (42 + 4)
        let pivots = root.engine.solver.statistics.pivots
        spacings[19].constant = 14  // row 20 moves down 10, and everything below it
        root.layoutIfNeeded()
        #expect(rows[19].frame.minY == 882)  // 8 + 19 × 46
        #expect(rows[20].frame.minY == 938)  // 8 + 20 × 46 + 10
        #expect(rows[39].frame.minY == 1812)
        #expect(root.frame.height == 1862)  // 8 + 40 × 46 − 4 + 8 + 10
        #expect(root.engine.solver.statistics.pivots == pivots)
    }
}

@Suite struct PartialLayoutTests {
    final class Counting: View {
        var count = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            count += 1
        }
    }

    /// After a constant change, only the views whose engine values moved, and their
    /// superviews, run `layoutSubviews()`.
    @Test func aLocalChangeLaysOutOnlyWhatMoved() {
        let root = makeRoot(300, 300)
        let left = addView("left", to: root, Counting()), right = addView("right", to: root, Counting())
        let leftChild = addView("leftChild", to: left, Counting()), rightChild = addView("rightChild", to: right, Counting())
        let gap = rightChild.leadingAnchor == right.leadingAnchor + 5
        LayoutConstraint.activate {
            left.leadingAnchor == root.leadingAnchor
            left.topAnchor == root.topAnchor
            left.size == Size(width: 100, height: 100)
            right.leadingAnchor == left.trailingAnchor
            right.topAnchor == root.topAnchor
            right.size == Size(width: 100, height: 100)
            leftChild.edges == left.edges.inset(by: 5)
            gap
            rightChild.topAnchor == right.topAnchor + 5
            rightChild.size == Size(width: 10, height: 10)
        }
        root.layoutIfNeeded()
        let views = [left, right, leftChild, rightChild]
        #expect(views.map(\.count) == [1, 1, 1, 1])
        gap.constant = 20
        root.layoutIfNeeded()
        // rightChild moved: it and its superview lay out again; the left side does not.
        #expect(views.map(\.count) == [1, 2, 1, 2])
        #expect(rightChild.frame == rect(20, 5, 10, 10))
        #expect(leftChild.frame == rect(5, 5, 90, 90))
    }
}
