import Testing
@testable import Plumb

@Suite struct ConstraintCreationTests {
    let root = makeRoot(320, 480)

    @Test func anchorsMakeTheRelationsTheySay() {
        let a = View("a"), b = View("b")
        let c1 = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        let c2 = a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4)
        let c3 = a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: 20)
        let c4 = a.heightAnchor.constraint(equalToConstant: 44)
        let c5 = a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor)
        #expect(c1.equationDescription == "a.leading == b.trailing + 8")
        #expect(c2.equationDescription == "a.top >= b.bottom + 4")
        #expect(c3.equationDescription == "a.width <= 0.5*b.width + 20")
        #expect(c4.equationDescription == "a.height == 44")
        #expect(c5.equationDescription == "a.firstBaseline == b.lastBaseline")
        #expect(c1.priority == .required && c1.multiplier == 1 && c1.secondAttribute == .trailing)
        #expect(c1.source?.file == "PlumbTests/ConstraintCreationTests.swift")
    }

    @Test func operatorDSLMatchesTheAnchorMethods() {
        let a = View("a"), b = View("b")
        #expect((a.leadingAnchor == b.trailingAnchor + 8).equationDescription == "a.leading == b.trailing + 8")
        #expect((a.widthAnchor == 0.5 * b.widthAnchor).equationDescription == "a.width == 0.5*b.width")
        #expect((a.widthAnchor == b.widthAnchor * 2 - 10).equationDescription == "a.width == 2*b.width - 10")
        #expect((a.heightAnchor >= 44 ~ .defaultHigh).equationDescription == "a.height >= 44 @750")
        #expect((a.centerYAnchor <= b.centerYAnchor - 3).equationDescription == "a.centerY <= b.centerY - 3")
        #expect((a.edges == b.edges.inset(by: 8)).map(\.equationDescription) ==
            ["a.top == b.top + 8", "a.leading == b.leading + 8", "a.bottom == b.bottom - 8", "a.trailing == b.trailing - 8"])
        #expect((a.center == b.center).map(\.equationDescription) == ["a.centerX == b.centerX", "a.centerY == b.centerY"])
        #expect((a.size == Size(width: 10, height: 20)).map(\.equationDescription) == ["a.width == 10", "a.height == 20"])
        #expect(((a.size == b.size * 0.5) ~ .defaultLow).map(\.equationDescription) == ["a.width == 0.5*b.width @250", "a.height == 0.5*b.height @250"])
    }

    @Test func priorityNamesAndSteps() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((LayoutPriority.required - 1).rawValue == 999)
        #expect(!LayoutPriority(0).isValid && !LayoutPriority(1001).isValid && LayoutPriority(1).isValid)
    }

    @Test func itemAttributeInitializerAcceptsUIKitForms() throws {
        let a = View("a"), b = View("b")
        let width = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                         attribute: .notAnAttribute, constant: 100)
        #expect(width.equationDescription == "a.width == 100")
        let aspect = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a,
                                          attribute: .height, multiplier: 1.5)
        #expect(aspect.equationDescription == "a.width == 1.5*a.height")
        let margin = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: b,
                                          attribute: .leadingMargin, constant: 2)
        #expect(margin.equationDescription == "a.leading >= b.leadingMargin + 2")
        let centre = try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b,
                                          attribute: .centerXWithinMargins)
        #expect(centre.secondAttribute == .centerXWithinMargins)
        #expect(LayoutAttribute.baseline == .lastBaseline)
    }

    @Test(arguments: [
        (LayoutAttribute.leading, LayoutAttribute.left, "mixedDirections"),
        (.right, .trailing, "mixedDirections"),
        (.top, .leading, "invalidPairing"),
        (.width, .leading, "invalidPairing"),
        (.centerY, .height, "invalidPairing"),
        (.notAnAttribute, .width, "missingFirstAttribute"),
        (.leading, .notAnAttribute, "missingSecondItem"),
    ])
    func itemAttributeInitializerRejectsNonsense(first: LayoutAttribute, second: LayoutAttribute, kind: String) {
        let a = View("a"), b = View("b")
        #expect {
            _ = try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second)
        } throws: { error in
            caseName(error as! LayoutError) == kind
        }
    }

    @Test func locationEqualToAConstantIsRejected() {
        let a = View("a")
        #expect(throws: LayoutError.locationEqualToConstant(constraint: "a.leading == 10", attribute: .leading)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                 constant: 10)
        }
    }

    @Test func guidesHaveNoBaselines() {
        let guide = LayoutGuide()
        guide.identifier = "g"
        let view = View("v")
        #expect(throws: LayoutError.baselineOfGuide(constraint: "g.lastBaseline == v.lastBaseline")) {
            try LayoutConstraint(item: guide, attribute: .lastBaseline, relatedBy: .equal, toItem: view, attribute: .lastBaseline)
        }
    }

    @Test func nonFiniteNumbersAreRejectedEverywhere() {
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                 constant: .nan)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                 multiplier: .infinity)
        }
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let invalid = a.widthAnchor.constraint(equalToConstant: .nan)
        let log = capturingLog {
            LayoutConstraint.activate([width, invalid])
            width.constant = .infinity
            width.priority = 0
            a.setContentHuggingPriority(2000, for: .horizontal)
        }
        #expect(!invalid.isActive)
        #expect(width.constant == 10 && width.priority == .required)
        #expect(log.count == 4)
        #expect(log.allSatisfy { $0.severity == .error })
        #expect(log[0].text == "Invalid constant of a.width == nan: nan is not a finite number.")
    }

    @Test func numbersOutsideTheLayoutRangeAreRejected() {
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        #expect(throws: LayoutError.numberOutOfRange(what: "constant of a.width == 20000000", value: 2e7,
                                                     range: LayoutNumbers.valueRange)) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                 constant: 2e7)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
                                 multiplier: 1e9)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                 multiplier: 1e-7)
        }
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let huge = a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1e300)
        let log = capturingLog {
            LayoutConstraint.activate([width, huge])
            width.constant = 1e8
        }
        #expect(!huge.isActive)
        #expect(width.isActive && width.constant == 10)
        #expect(log.count == 2)
        #expect(log.first?.text
                == "Invalid multiplier of a.height == 1e+300*b.height: 1e+300 is out of range (0, or a magnitude within 0.000001...1000000).")
        #expect(log.last?.text.hasSuffix(": 100000000 is out of range (-10000000...10000000 points).") == true)
    }

    @Test func zeroMultiplierOnARequiredSizeWarns() {
        let a = View("a"), b = View("b")
        root.addSubview(a)
        root.addSubview(b)
        let log = capturingLog { (a.widthAnchor == 0 * b.widthAnchor + 5).isActive = true }
        #expect(log.map(\.severity) == [.warning])
        #expect(log.first?.text.contains("multiplier 0") == true)
    }
}

private func caseName(_ error: LayoutError) -> String {
    String(String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)"))
}
