import Testing
@testable import Plumb

private typealias Operand = ConstraintEquation.Operand

/// The error `text` fails to parse with; fails the test if it parses.
private func parseError(_ text: String) -> EquationError? {
    do {
        let equation = try ConstraintEquation.parse(text)
        Issue.record("Expected an error, parsed \(equation)")
        return nil
    } catch {
        return error
    }
}

// MARK: Well-formed equations

/// The constraint-equation parser (``ConstraintEquation/parse(_:)``) and builder
/// (``LayoutConstraint/constraint(withEquation:items:file:line:)``); `--filter EquationTests` runs both.
@Suite struct EquationTests {}

extension EquationTests {
    @Suite struct Parser {
        @Test func fullEquationRecordsEveryPartAndOffset() throws {
            let text = "b.width == 0.5 * a.width + 20 @high"
            let equation = try ConstraintEquation.parse(text)
            #expect(equation.first == Operand(item: "b", attribute: .width, itemOffset: 0, attributeOffset: 2))
            #expect(equation.relation == .equal)
            #expect(equation.second == Operand(item: "a", attribute: .width, itemOffset: 17, attributeOffset: 19))
            #expect(equation.multiplier == 0.5)
            #expect(equation.constant == 20)
            #expect(equation.priority == .defaultHigh)
            #expect(equation.priorityOffset == 31)
        }

        @Test func defaultsWhenPartsAreLeftOut() throws {
            let equation = try ConstraintEquation.parse("send.leading == field.trailing")
            #expect(equation == ConstraintEquation(
                first: Operand(item: "send", attribute: .leading, itemOffset: 0, attributeOffset: 5),
                relation: .equal,
                second: Operand(item: "field", attribute: .trailing, itemOffset: 16, attributeOffset: 22)))
            #expect(equation.multiplier == 1)
            #expect(equation.constant == 0)
            #expect(equation.priority == nil)
            #expect(equation.priorityOffset == nil)
        }

        @Test func relations() throws {
            #expect(try ConstraintEquation.parse("a.width == 1").relation == .equal)
            #expect(try ConstraintEquation.parse("a.width <= 1").relation == .lessThanOrEqual)
            #expect(try ConstraintEquation.parse("a.width >= 1").relation == .greaterThanOrEqual)
        }

        @Test func constantRightSide() throws {
            let equation = try ConstraintEquation.parse("a.height >= 44 @ 250")
            #expect(equation.second == nil)
            #expect(equation.constant == 44)
            #expect(equation.multiplier == 1)
            #expect(equation.priority == LayoutPriority(250))
            #expect(equation.priorityOffset == 17)
            #expect(try ConstraintEquation.parse("a.width == -4").constant == -4)
            #expect(try ConstraintEquation.parse("a.width == +4.5").constant == 4.5)
            #expect(try ConstraintEquation.parse("a.width == .5").constant == 0.5)
            #expect(try ConstraintEquation.parse("a.width == 1e2").constant == 100)
            #expect(try ConstraintEquation.parse("a.width == 2.5E-1").constant == 0.25)
        }

        @Test func negativeConstantsAfterTheAttribute() throws {
            for text in ["a.leading == b.trailing -8", "a.leading == b.trailing-8", "a.leading == b.trailing - 8"] {
                let equation = try ConstraintEquation.parse(text)
                #expect(equation.second?.item == "b", "\(text)")
                #expect(equation.second?.attribute == .trailing, "\(text)")
                #expect(equation.constant == -8, "\(text)")
            }
            #expect(try ConstraintEquation.parse("a.top == b.bottom + 8").constant == 8)
        }

        @Test func multiplierAfterTheAttribute() throws {
            let times = try ConstraintEquation.parse("saturn.width == saturn.height * 1.5")
            #expect(times.multiplier == 1.5)
            #expect(times.second?.attribute == .height)
            let divided = try ConstraintEquation.parse("a.height == b.height / 4 - 2")
            #expect(divided.multiplier == 0.25)
            #expect(divided.constant == -2)
            #expect(try ConstraintEquation.parse("a.width == b.width * -1").multiplier == -1)
            #expect(try ConstraintEquation.parse("a.width == -2 * b.width").multiplier == -2)
        }

        @Test func hyphenatedAndUnderscoredItemNames() throws {
            let equation = try ConstraintEquation.parse("my-view.top == other_view2.bottom-8")
            #expect(equation.first.item == "my-view")
            #expect(equation.first.attributeOffset == 8)
            #expect(equation.second?.item == "other_view2")
            #expect(equation.constant == -8)
            #expect(try ConstraintEquation.parse("_a-b-c.width == x-1.width").second?.item == "x-1")
        }

        @Test func whitespaceIsOptionalAndMayBeAnyKind() throws {
            let tight = try ConstraintEquation.parse("a.top>=2*b.bottom+8@low")
            #expect(tight.relation == .greaterThanOrEqual)
            #expect(tight.multiplier == 2)
            #expect(tight.constant == 8)
            #expect(tight.priority == .defaultLow)
            #expect(tight.priorityOffset == 20)
            let loose = try ConstraintEquation.parse("  a . top\t>=\n2 * b . bottom + 8 @ low  ")
            #expect(loose.first == Operand(item: "a", attribute: .top, itemOffset: 2, attributeOffset: 6))
            #expect(loose.second == Operand(item: "b", attribute: .bottom, itemOffset: 17, attributeOffset: 21))
            #expect(loose.multiplier == 2 && loose.constant == 8 && loose.priority == .defaultLow)
        }

        @Test func namedAndNumericPriorities() throws {
            let expected: [(String, Float)] = [("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
                                               ("1", 1), ("999.5", 999.5), ("1e3", 1000)]
            for (name, value) in expected {
                #expect(try ConstraintEquation.parse("a.width == 10 @\(name)").priority == LayoutPriority(value))
            }
        }

        @Test func everyAttributeParses() throws {
            for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
                let equation = try ConstraintEquation.parse("a.\(attribute.rawValue) == b.\(attribute.rawValue)")
                #expect(equation.first.attribute == attribute)
                #expect(equation.second?.attribute == attribute)
            }
        }

        @Test func offsetsCountCharactersNotBytes() throws {
            // "é" is two UTF-8 bytes but one Character; "👍🏽" is one Character too.
            let error = parseError("a.width == 1 @ é👍🏽x")
            #expect(error?.offset == 15)
            #expect(error?.description == """
                Unable to parse constraint equation:
                Expected a priority after '@': a number from 1 to 1000, or required, high, low or fittingSize.
                a.width == 1 @ é👍🏽x
                               ^
                """)
        }

        // MARK: Errors

        @Test func emptyEquation() {
            #expect(parseError("")?.description == "Unable to parse constraint equation:\nThe equation is empty.\n\n^")
            #expect(parseError("   ")?.offset == 0)
        }

        @Test func singleEqualsIsNotARelation() {
            #expect(parseError("a.width = 10")?.description == """
                Unable to parse constraint equation:
                Expected a relation (==, <= or >=) here.
                a.width = 10
                        ^
                """)
            #expect(parseError("a.width => 10")?.offset == 8)
            #expect(parseError("a.width")?.offset == 7)
        }

        @Test func misspeltAttribute() {
            #expect(parseError("a.widht == 10")?.description == """
                Unable to parse constraint equation:
                Unknown attribute 'widht'. Did you mean 'width'?
                a.widht == 10
                  ^
                """)
            #expect(parseError("a.top == b.baseline")?.message == "Unknown attribute 'baseline'. Did you mean 'lastBaseline'?")
            #expect(parseError("a.top == b.wdith")?.message == "Unknown attribute 'wdith'. Did you mean 'width'?")
            #expect(parseError("a.top == b.Top")?.message == "Unknown attribute 'Top'. Did you mean 'top'?")
            #expect(parseError("a.notAnAttribute == 1")?.message == """
                Unknown attribute 'notAnAttribute'; expected one of left, right, top, bottom, leading, trailing, \
                width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, \
                bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins.
                """)
        }

        @Test func missingAttribute() {
            #expect(parseError("a. == 10")?.description == """
                Unable to parse constraint equation:
                Expected an attribute after '.'; one of left, right, top, bottom, leading, trailing, width, height, \
                centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, \
                leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins.
                a. == 10
                   ^
                """)
        }

        @Test func missingDot() {
            #expect(parseError("a width == 10")?.description == """
                Unable to parse constraint equation:
                Expected a '.' and an attribute after the item name.
                a width == 10
                  ^
                """)
            // A name cannot end with '-': the '-' is left over.
            #expect(parseError("a-.width == 10")?.offset == 1)
        }

        @Test func missingItem() {
            #expect(parseError("1a.width == 3")?.description == """
                Unable to parse constraint equation:
                Expected an item name here (a view or guide id).
                1a.width == 3
                ^
                """)
            #expect(parseError("-a.width == 3")?.offset == 0)
        }

        @Test func missingRightSide() {
            #expect(parseError("a.width ==")?.description == """
                Unable to parse constraint equation:
                Expected a number or an item.attribute here.
                a.width ==
                          ^
                """)
            #expect(parseError("a.width == -b.width")?.offset == 11)
        }

        @Test func unknownPriorityName() {
            #expect(parseError("a.width == b.width @hihg")?.description == """
                Unable to parse constraint equation:
                Unknown priority name 'hihg'. Did you mean 'high'?
                a.width == b.width @hihg
                                    ^
                """)
            #expect(parseError("a.width == b.width @ medium")?.message
                == "Unknown priority name 'medium'; use a number from 1 to 1000, or required, high, low or fittingSize.")
        }

        @Test func priorityOutOfRange() {
            #expect(parseError("a.width == b.width @ 1001")?.description == """
                Unable to parse constraint equation:
                The priority 1001 is out of range; priorities run from 1 to 1000.
                a.width == b.width @ 1001
                                     ^
                """)
            #expect(parseError("a.width == b.width @0.5")?.message
                == "The priority 0.5 is out of range; priorities run from 1 to 1000.")
            #expect(parseError("a.width == b.width @-5")?.offset == 20)
        }

        @Test func missingPriority() {
            #expect(parseError("a.width == b.width @")?.description == """
                Unable to parse constraint equation:
                Expected a priority after '@': a number from 1 to 1000, or required, high, low or fittingSize.
                a.width == b.width @
                                    ^
                """)
        }

        @Test func nonFiniteNumbers() {
            #expect(parseError("a.width == 1e999")?.description == """
                Unable to parse constraint equation:
                The number 1e999 is not finite.
                a.width == 1e999
                           ^
                """)
            #expect(parseError("a.width == b.width + 1e400")?.offset == 21)
            #expect(parseError("a.width == -1e400 * b.width")?.message == "The number -1e400 is not finite.")
            #expect(parseError("a.width == b.width / 1e-320")?.message == "1/1e-320 is not a finite multiplier.")
            #expect(parseError("a.width == b.width @ 1e999")?.message == "The number 1e999 is not finite.")
        }

        @Test func numbersOutsideTheLayoutRange() {
            #expect(parseError("a.width == 2e7")?.description == """
                Unable to parse constraint equation:
                The number 2e7 is outside what a layout can mean (-10000000...10000000 points).
                a.width == 2e7
                           ^
                """)
            #expect(parseError("a.width == b.width + 10000001")?.offset == 21)
            #expect(parseError("a.width == 1e-7 * b.width")?.message
                    == "The multiplier 1e-07 is out of range (0, or a magnitude within 0.000001...1000000).")
            #expect(parseError("a.width == b.width * -2e6")?.offset == 21)
            #expect(parseError("a.width == b.width / 1e-7")?.offset == 21)
            for valid in ["a.width == b.width * 1e6 + 1e7", "a.width == 1e-6 * b.width - 1e7", "a.width == 0 * b.width + 5"] {
                #expect((try? ConstraintEquation.parse(valid)) != nil, "\(valid)")
            }
        }

        @Test func divisionByZero() {
            #expect(parseError("a.height == b.height / 0.0")?.description == """
                Unable to parse constraint equation:
                Cannot divide by zero.
                a.height == b.height / 0.0
                                       ^
                """)
        }

        @Test func twoMultipliers() {
            #expect(parseError("a.width == 2 * b.width * 3")?.description == """
                Unable to parse constraint equation:
                The multiplier is already given; write at most one.
                a.width == 2 * b.width * 3
                                       ^
                """)
            #expect(parseError("a.width == b.width * 2 / 3")?.offset == 23)
        }

        @Test func multiplierWithoutStar() {
            #expect(parseError("a.width == 2 b.width")?.description == """
                Unable to parse constraint equation:
                Expected a '*' between the multiplier and the item.
                a.width == 2 b.width
                             ^
                """)
            #expect(parseError("a.width == 2 * 10")?.message == "Expected an item.attribute after '*'.")
        }

        @Test func constantBeforeTheItem() {
            #expect(parseError("a.width == 20 + b.width")?.description == """
                Unable to parse constraint equation:
                The constant goes after the item: item.attr + c.
                a.width == 20 + b.width
                           ^
                """)
            #expect(parseError("a.width == 20 + 5")?.message == "Expected '@' or the end of the equation here.")
        }

        @Test func missingNumbers() {
            #expect(parseError("a.width == b.width +")?.description == """
                Unable to parse constraint equation:
                Expected a number after '+'.
                a.width == b.width +
                                    ^
                """)
            #expect(parseError("a.width == b.width - -8")?.message == "Expected a number after '-'.")
            #expect(parseError("a.width == b.width * ")?.message == "Expected a number after '*'.")
            #expect(parseError("a.width == b.width / x")?.offset == 21)
        }

        @Test func trailingText() {
            #expect(parseError("a.width == b.width 10")?.description == """
                Unable to parse constraint equation:
                Expected '*', '/', '+', '-', '@' or the end of the equation here.
                a.width == b.width 10
                                   ^
                """)
            #expect(parseError("a.width == b.width * 2 c")?.message
                == "Expected '+', '-', '@' or the end of the equation here.")
            #expect(parseError("a.width == b.width + 2 c")?.message == "Expected '@' or the end of the equation here.")
            #expect(parseError("a.width == b.width @750 x")?.message == "Expected the end of the equation here.")
            #expect(parseError("a.width == b.width @750 @250")?.offset == 24)
        }

        @Test func caretKeepsTabsAndFlattensLineBreaks() {
            #expect(parseError("a.width\t==\nb.width\t=")?.description
                == "Unable to parse constraint equation:\nExpected '*', '/', '+', '-', '@' or the end of the equation here.\n"
                + "a.width\t== b.width\t=\n       \t          \t^")
        }
    }
}
