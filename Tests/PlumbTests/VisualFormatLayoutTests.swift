import PlumbTestSupport
import Testing
@testable import Plumb

// MARK: Helpers

/// A 320×480 root with Auto Layout subviews named by `names` (not Plumb's `Scene`).
private final class VFLScene {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    var items: [String: LayoutItem] = [:]

    init(_ names: String...) {
        for name in names { add(name) }
    }

    @discardableResult
    func add(_ name: String, to parent: View? = nil) -> View {
        let view = View(name)
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(view)
        items[name] = view
        return view
    }

    func view(_ name: String) -> View { items[name] as! View }
    func frame(_ name: String) -> Rect { (items[name] as? View)?.frame ?? (items[name] as? LayoutGuide)?.layoutFrame ?? .zero }

    /// Makes and activates the constraints of every format, lays out, and returns what was logged.
    @discardableResult
    func layout(_ formats: [String], options: FormatOptions = [], metrics: [String: Double] = [:]) throws -> [LayoutMessage] {
        let sink = CollectingSink()
        try LayoutLog.$sink.withValue(sink) {
            for format in formats {
                let constraints = try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: items)
                #expect(constraints.allSatisfy { !$0.isActive })
                LayoutConstraint.activate(constraints)
            }
            root.layoutIfNeeded()
        }
        return sink.messages
    }
}

private func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

// MARK: Layout

@Suite struct VisualFormatLayoutTests {
    @Test func standardSpacingFillsTheWidth() throws {
        let scene = VFLScene("a", "b")
        let log = try scene.layout(["H:|-[a(100)]-[b]-|", "V:|-10-[a(30)]", "V:|-10-[b(30)]"])
        #expect(log.isEmpty)
        #expect(scene.frame("a") == frame(20, 10, 100, 30))
        #expect(scene.frame("b") == frame(128, 10, 172, 30))
    }

    @Test func verticalSpacingAndEqualHeights() throws {
        let scene = VFLScene("a", "b")
        let log = try scene.layout(["V:|-50-[a(40)]-(>=8)-[b(==a)]-|", "H:|[a]|", "H:|[b]|"])
        #expect(log.isEmpty)
        #expect(scene.frame("a") == frame(0, 50, 320, 40))
        #expect(scene.frame("b") == frame(0, 420, 320, 40))
    }

    @Test func greaterThanOrEqualSpacingHoldsTheMinimum() throws {
        // b wants to be tall (750) but must stay 8 below a and 20 above the bottom.
        let scene = VFLScene("a", "b")
        try scene.layout(["V:|-50-[a(40)]-(>=8)-[b(==a@250,>=400@750)]-|", "H:|[a]|", "H:|[b]|"])
        #expect(scene.frame("b") == frame(0, 98, 320, 362))
    }

    @Test func equalWidthsShareTheSpace() throws {
        let scene = VFLScene("a", "b")
        try scene.layout(["H:|-[a]-[b(==a)]-|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(scene.frame("a") == frame(20, 0, 136, 10))
        #expect(scene.frame("b") == frame(164, 0, 136, 10))
    }

    @Test func metricsStandForNumbers() throws {
        let scene = VFLScene("a")
        try scene.layout(["H:|-pad-[a(wide)]-(>=pad)-|", "V:|-pad-[a(==wide@high)]"],
                         metrics: ["pad": 16, "wide": 120, "high": 750])
        #expect(scene.frame("a") == frame(16, 16, 120, 120))
    }

    @Test func barIsTheViewsOwnSuperview() throws {
        let scene = VFLScene()
        let container = View("container", frame: frame(10, 10, 200, 100))
        scene.root.addSubview(container)
        scene.add("a", to: container)
        try scene.layout(["H:|-[a]-|", "V:|-5-[a]-5-|"])
        #expect(scene.frame("a") == frame(20, 5, 160, 90))
    }

    @Test func layoutGuidesTakePart() throws {
        let scene = VFLScene("a")
        let guide = LayoutGuide()
        guide.identifier = "g"
        scene.root.addLayoutGuide(guide)
        scene.items["g"] = guide
        let log = try scene.layout(["H:|-[g(40)]-[a]-|", "V:|[g(10)]", "V:|[a(10)]"])
        #expect(log.isEmpty)
        #expect(guide.layoutFrame == frame(20, 0, 40, 10))
        #expect(scene.frame("a") == frame(68, 0, 232, 10))
    }

    // MARK: Direction

    @Test func leadingToTrailingFollowsTheLayoutDirection() throws {
        let ltr = VFLScene("a", "b")
        try ltr.layout(["H:|-10-[a(100)]-20-[b(50)]", "V:|[a(10)][b(10)]"])
        #expect(ltr.frame("a") == frame(10, 0, 100, 10))
        #expect(ltr.frame("b") == frame(130, 10, 50, 10))

        let rtl = VFLScene("a", "b")
        rtl.root.layoutDirection = .rightToLeft
        try rtl.layout(["H:|-10-[a(100)]-20-[b(50)]", "V:|[a(10)][b(10)]"])
        #expect(rtl.frame("a") == frame(210, 0, 100, 10))
        #expect(rtl.frame("b") == frame(140, 10, 50, 10))
    }

    @Test func trailingEdgeUnderRightToLeft() throws {
        let scene = VFLScene("a")
        scene.root.layoutDirection = .rightToLeft
        try scene.layout(["H:[a(100)]-30-|", "V:|[a(10)]"])
        #expect(scene.frame("a") == frame(30, 0, 100, 10))
    }

    @Test func leftToRightIgnoresTheLayoutDirection() throws {
        let scene = VFLScene("a", "b")
        scene.root.layoutDirection = .rightToLeft
        try scene.layout(["H:|-10-[a(100)]-20-[b(50)]"], options: .directionLeftToRight)
        try scene.layout(["V:|[a(10)][b(10)]"])
        #expect(scene.frame("a") == frame(10, 0, 100, 10))
        #expect(scene.frame("b") == frame(130, 10, 50, 10))
    }

    @Test func rightToLeftReadsFromTheRight() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = VFLScene("a", "b")
            scene.root.layoutDirection = direction
            try scene.layout(["H:|-10-[a(100)]-20-[b]-(>=30)-|", "H:[b(50)]"], options: .directionRightToLeft)
            try scene.layout(["V:|[a(10)][b(10)]"])
            #expect(scene.frame("a") == frame(210, 0, 100, 10))
            #expect(scene.frame("b") == frame(140, 10, 50, 10))
        }
    }

    // MARK: Alignment

    @Test func alignAllCenterY() throws {
        let scene = VFLScene("a", "b", "c")
        try scene.layout(["H:|-[a(50)]-[b(60)]-[c(70)]"], options: .alignAllCenterY)
        try scene.layout(["V:|-100-[a(40)]", "V:[b(20)]", "V:[c(10)]"])
        #expect(scene.frame("a") == frame(20, 100, 50, 40))
        #expect(scene.frame("b") == frame(78, 110, 60, 20))
        #expect(scene.frame("c") == frame(146, 115, 70, 10))
    }

    @Test func alignAllTopAndBottom() throws {
        let scene = VFLScene("a", "b")
        try scene.layout(["H:|[a]-[b(==a)]|"], options: [.alignAllTop, .alignAllBottom])
        try scene.layout(["V:|-5-[a(30)]"])
        #expect(scene.frame("a") == frame(0, 5, 156, 30))
        #expect(scene.frame("b") == frame(164, 5, 156, 30))
    }

    @Test func alignAllLeadingAndTrailingFollowTheLayoutDirection() throws {
        let scene = VFLScene("a", "b")
        scene.root.layoutDirection = .rightToLeft
        try scene.layout(["V:|-[a(20)]-[b(20)]"], options: [.alignAllLeading, .alignAllTrailing])
        try scene.layout(["H:|-30-[a(100)]"])
        #expect(scene.frame("a") == frame(190, 20, 100, 20))
        #expect(scene.frame("b") == frame(190, 48, 100, 20))
    }

    @Test func baselineToBaselineSpacing() throws {
        // Plain views: a's last baseline is its bottom (40), b's first baseline its top (UIKit's
        // forLastBaselineLayout / forFirstBaselineLayout rule), so b starts 8 below a.
        let scene = VFLScene("a", "b")
        try scene.layout(["V:|-10-[a(30)]-8-[b(20)]"], options: .spacingBaselineToBaseline)
        try scene.layout(["H:|[a]|", "H:|[b]|"])
        #expect(scene.frame("a") == frame(0, 10, 320, 30))
        #expect(scene.frame("b") == frame(0, 48, 320, 20))
    }

    // MARK: Priorities

    @Test func sizePredicatesResolveByPriority() throws {
        let scene = VFLScene("a")
        let log = try scene.layout(["H:|[a(==300@250,<=100@750,>=50)]", "V:|[a(<=10@500,==40@499)]"])
        #expect(log.isEmpty)
        #expect(scene.frame("a") == frame(0, 0, 100, 10))
    }

    @Test func connectionPredicatesResolveByPriority() throws {
        let scene = VFLScene("a", "b", "c")
        try scene.layout(["H:|-(10@250,30@500)-[a(50)]", "H:|-(>=40,==10@999)-[b(20)]", "H:[a]-(<=5@1,>=60@2)-[c(1)]",
                          "V:|[a(10)][b(10)][c(10)]"])
        #expect(scene.frame("a") == frame(30, 0, 50, 10))
        #expect(scene.frame("b") == frame(40, 10, 20, 10))
        #expect(scene.frame("c") == frame(140, 20, 1, 10))
    }

    @Test func requiredConflictIsReportedAtActivationNotCreation() throws {
        let scene = VFLScene("a")
        let log = try scene.layout(["H:|[a(100)]|", "V:|[a(10)]"])
        #expect(log.contains { if case .unsatisfiable = $0.error { true } else { false } })
    }

    // MARK: Robustness

    @Test func fuzzedFormatsNeverCrash() throws {
        var generator = SplitMix64(seed: 0x5EED_F00D)
        let seeds = [
            "H:|-[a(100)]-[b]-|", "V:|-50-[a(40)]-(>=8)-[b(==a)]", "|-pad-[a(>=50,<=wide@750)]-(>=8@high)-[g]-|",
            "[a][b][c]", "V:[a]-(-5)-[b(==c@250)]-0-|", "H:|[a]-[lonely]", "[a(1e3)]-.5-[b(+2)]",
        ]
        let tokens = [
            "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<", ">", ":", "a", "b", "c",
            "g", "x", "lonely", "pad", "nan", "wide", "high", "huge", "10", "-5", ".5", "1e3", "1e999", "0", "1001",
            "750", "  ", "\t", "\n", "é", "👍🏽", "\u{0}", "_", "9", ".", "e", "+", "[a]", "-(", ")-", "H", "V",
        ]
        let optionChoices: [FormatOptions] = [
            [], .alignAllTop, .alignAllLeft, .alignAllCenterY, .alignAllLeading, .alignAllLastBaseline,
            .directionLeftToRight, .directionRightToLeft, .directionMask, .spacingBaselineToBaseline,
            [.alignAllCenterX, .directionRightToLeft], FormatOptions(rawValue: 0xFFFF_FFFF), FormatOptions(rawValue: 1 << 40),
        ]
        var successes = 0, failures = 0
        for iteration in 0..<3000 {
            var format: String
            switch iteration % 3 {
            case 0:
                format = (0..<Int.random(in: 0...24, using: &generator))
                    .map { _ in tokens.randomElement(using: &generator)! }.joined()
            case 1:
                var characters = Array(seeds.randomElement(using: &generator)!)
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    mutate(&characters, tokens: tokens, using: &generator)
                }
                format = String(characters)
            default:
                format = randomFormat(using: &generator)
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    var characters = Array(format)
                    mutate(&characters, tokens: tokens, using: &generator)
                    format = String(characters)
                }
            }
            let scene = VFLScene("a", "b", "c")
            let guide = LayoutGuide()
            scene.root.addLayoutGuide(guide)
            scene.items["g"] = guide
            scene.items["lonely"] = View("lonely")
            let metrics: [String: Double] = ["pad": 8, "wide": 100, "high": 750, "huge": 5000, "nan": .nan]
            let options = Bool.random(using: &generator) ? [] : optionChoices.randomElement(using: &generator)!
            do {
                let constraints = try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: scene.items)
                successes += 1
                let sink = CollectingSink()
                LayoutLog.$sink.withValue(sink) {
                    LayoutConstraint.activate(constraints)
                    scene.root.layoutIfNeeded()
                }
                for name in ["a", "b", "c"] {
                    let f = scene.frame(name)
                    let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
                    #expect(finite, "\(format)")
                }
            } catch {
                failures += 1
                #expect((0...format.count).contains(error.offset), "\(format)")
                #expect(error.format == format)
                #expect(!error.message.isEmpty)
                #expect(error.description.hasSuffix("^"))
            }
        }
        // The corpus exercises both paths.
        #expect(successes > 200)
        #expect(failures > 1000)
    }

    @Test func longFormatsAreLinear() throws {
        let scene = VFLScene("a", "b")
        let chain = "H:|" + String(repeating: "[a]-(>=1@500)-[b]-", count: 2000) + "|"
        let constraints = try LayoutConstraint.constraints(withVisualFormat: chain, views: scene.items)
        #expect(constraints.count == 1 + (2 * 2000 - 1) + 1)
        let garbage = String(repeating: "[a]-", count: 20000) + "?"
        #expect(throws: VisualFormatError(message: "Expected a spacing, a view or '|' after '-'.", format: garbage,
                                          offset: 80000)) {
            try LayoutConstraint.constraints(withVisualFormat: garbage, views: scene.items)
        }
        let deep = String(repeating: "(", count: 50000)
        #expect(throws: VisualFormatError(message: "Expected a view here.", format: deep, offset: 0)) {
            try LayoutConstraint.constraints(withVisualFormat: deep, views: scene.items)
        }
    }
}

/// A format built from the grammar: mostly valid, sometimes with unknown names or odd values.
private func randomFormat(using generator: inout SplitMix64) -> String {
    func pick(_ choices: [String]) -> String { choices.randomElement(using: &generator)! }
    func predicate() -> String {
        // Mostly good values, some unknown names, views, NaN metrics and bad priorities.
        let objects = ["0", "8", "10.5", "-5", ".5", "1e2", "pad", "wide"]
        let priorities = ["1", "250", "750", "999.5", "1000", "high"]
        var text = pick(["", "", "==", "<=", ">="])
        text += pick(objects + objects + ["a", "b", "g", "nope", "nan"])
        if Bool.random(using: &generator) { text += "@" + pick(priorities + priorities + ["0", "huge"]) }
        return text
    }
    func predicateList() -> String {
        "(" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in predicate() }.joined(separator: ",") + ")"
    }
    func connection() -> String {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-" + pick(["0", "8", "12.5", "pad", "wide"]) + "-"
        default: return "-" + predicateList() + "-"
        }
    }
    func view() -> String {
        "[" + pick(["a", "b", "c", "a", "b", "c", "g", "lonely"]) + (Bool.random(using: &generator) ? predicateList() : "") + "]"
    }
    var format = pick(["", "H:", "V:"])
    if Bool.random(using: &generator) { format += "|" + connection() }
    format += view()
    for _ in 0..<Int.random(in: 0...3, using: &generator) { format += connection() + view() }
    if Bool.random(using: &generator) { format += connection() + "|" }
    return format
}

/// Inserts, deletes, replaces or duplicates a piece of the format.
private func mutate(_ characters: inout [Character], tokens: [String], using generator: inout SplitMix64) {
    let position = Int.random(in: 0...characters.count, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
        characters.insert(contentsOf: tokens.randomElement(using: &generator)!, at: position)
    case 1 where position < characters.count:
        characters.remove(at: position)
    case 2 where position < characters.count:
        characters[position] = Array(tokens.randomElement(using: &generator)!).first ?? "x"
    default:
        let end = min(characters.count, position + Int.random(in: 0...6, using: &generator))
        characters.insert(contentsOf: characters[position..<end], at: end)
    }
}
