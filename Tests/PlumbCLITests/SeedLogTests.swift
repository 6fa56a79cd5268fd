import Foundation
import Testing

/// The seeds' unsatisfiable-constraint logs through `plumb render`, golden: forgotten flag
/// (000), book S8 and S1 (002), photo + caption (000/004). The planets log is in `CLITests`.
@Suite struct SeedLogTests {
    static let logs: [(String, String)] = [
        ("forgotten-flag", """
            forgotten-flag.yaml:14:5: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c1 H:|-(10)-[button]   (Names: '|':root )   (at forgotten-flag.yaml:14:5)>",
                "<AutoresizingMaskLayoutConstraint h=--& v=--& button.width == 0>",
                "<AutoresizingMaskLayoutConstraint h=--& v=--& button.midX == + 0>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c1 H:|-(10)-[button]   (Names: '|':root )   (at forgotten-flag.yaml:14:5)>
            forgotten-flag.yaml:15:5: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c2 V:|-(10)-[button]   (Names: '|':root )   (at forgotten-flag.yaml:15:5)>",
                "<AutoresizingMaskLayoutConstraint h=--& v=--& button.height == 0>",
                "<AutoresizingMaskLayoutConstraint h=--& v=--& button.midY == + 0>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c2 V:|-(10)-[button]   (Names: '|':root )   (at forgotten-flag.yaml:15:5)>

            """),
        ("book-s8", """
            book-s8.yaml:10:5: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c5 H:|-(100)-[V0] (LTR)   (Names: '|':root )   (at book-s8.yaml:12:5)>",
                "<LayoutConstraint:c3 H:|-(118)-[V0] (LTR)   (Names: '|':root )   (at book-s8.yaml:10:5)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c3 H:|-(118)-[V0] (LTR)   (Names: '|':root )   (at book-s8.yaml:10:5)>

            """),
        ("photo-caption", """
            photo-caption.yaml:16:35: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c8 'topVerticalArray' V:[photo]-(NSSpace(8))-[caption]   (at photo-caption.yaml:21:40)>",
                "<HostSizeConstraint root.height == 667>",
                "<SizeConstraint top.height >= 0>",
                "<SizeConstraint caption.height >= 0>",
                "<LayoutConstraint:c1 'photoHeight' photo.height == 0.6*root.height   (at photo-caption.yaml:16:35)>",
                "<LayoutConstraint:c2 'captionToCenterY' caption.centerY <= root.centerY   (at photo-caption.yaml:17:40)>",
                "<LayoutConstraint:c3 V:|-(0)-[top]   (Names: '|':root )   (at photo-caption.yaml:18:5)>",
                "<LayoutConstraint:c7 'topVerticalArray' V:[top]-(NSSpace(8))-[photo]   (at photo-caption.yaml:21:40)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c1 'photoHeight' photo.height == 0.6*root.height   (at photo-caption.yaml:16:35)>

            """),
        ("book-s1", """
            book-s1.yaml:13:5: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c1 label.centerX == root.centerX   (at book-s1.yaml:13:5)>",
                "<HostSizeConstraint root.width == 320>",
                "<AutoresizingMaskLayoutConstraint h=--& v=--& label.midX == + 50>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c1 label.centerX == root.centerX   (at book-s1.yaml:13:5)>

            """),
    ]

    @Test(arguments: logs.map(\.0))
    func goldenLog(_ name: String) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let yaml = try String(contentsOf: PlumbTool.packageRoot.appendingPathComponent("samples/\(name).yaml"), encoding: .utf8)
        try tool.write("\(name).yaml", yaml)
        let result = try tool.run(["render", "\(name).yaml", "-o", "picture.png"])
        #expect(result.status == 1)
        #expect(result.stderr == Self.logs.first { $0.0 == name }?.1)
    }
}
