import PlumbRender
import Testing
import UIKit

/// Draws a cross with Core Graphics on iOS; here `draw(_:)` is a no-op Plumb never calls.
private final class CrossView: UIView {
    private(set) var drawCalls = 0
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawCalls += 1
    }
}

@Suite struct UIMenuTests {
    @Test func aButtonKeepsItsMenuOfActionsSubmenusAndDeferredElements() {
        var chosen: [String] = []
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name") { chosen.append($0.title) },
            UIAction(title: "Date") { chosen.append($0.title) },
        ])
        let later = UIDeferredMenuElement { completion in completion([UIAction(title: "Loaded") { _ in }]) }
        let menu = UIMenu(title: "", children: [sort, later, UIAction(title: "Delete", image: UIImage(systemName: "trash")) { _ in }])
        let button = UIButton(type: .system)
        #expect(button.menu == nil)
        #expect(!button.showsMenuAsPrimaryAction)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu)
        #expect(menu.children.map(\.title) == ["Sort", "", "Delete"])
        #expect(sort.options == .singleSelection && sort.options.rawValue == 32)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect(!later.isUncached && UIDeferredMenuElement.uncached { $0([]) }.isUncached)
        (sort.children[1] as? UIAction)?.handler(sort.children[1] as! UIAction)
        #expect(chosen == ["Date"])
        let renamed = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), children: []).replacingChildren([sort])
        #expect(renamed.identifier.rawValue == "sort" && renamed.children.count == 1)
    }

    @Test func drawIsAnOverridableNoOpThatThePictureNeverCalls() throws {
        let view = CrossView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.draw(view.bounds)
        #expect(view.drawCalls == 1)
        let image = try Renderer(scale: 1).image(of: view)
        #expect(view.drawCalls == 1)
        // The background alone: an override's Core Graphics drawing is not in Plumb's picture.
        #expect(image.width == 40 && image.pixel(x: 20, y: 20) == (255, 255, 255, 255))
    }
}
