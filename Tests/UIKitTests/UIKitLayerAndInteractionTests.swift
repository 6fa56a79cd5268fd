import Plumb
import PlumbRender
import Testing
import UIKit

/// Layer shadows and corner settings (stored, not drawn), and the touch settings on `UIView`.
@Suite struct UIKitLayerAndInteractionTests {
    @Test func shadowsStartAtCoreAnimationsDefaultsAndPersistAcrossReads() {
        let label = UILabel()
        #expect(label.layer === label.layer)
        #expect(label.layer.shadowOpacity == 0)
        #expect(label.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(label.layer.shadowRadius == 3)
        #expect(label.layer.shadowColor == UIColor.black.cgColor)
        #expect(label.layer.shadowPath == nil)
        #expect(label.layer.cornerCurve == .circular)
        #expect(label.layer.maskedCorners.rawValue == 15)

        label.layer.shadowOpacity = 0.3
        label.layer.shadowOffset = CGSize(width: 0, height: 2)
        label.layer.shadowRadius = 2
        label.layer.cornerCurve = .continuous
        label.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(label.layer.shadowOpacity == 0.3)
        #expect(label.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(label.layer.shadowRadius == 2)
        #expect(label.layer.cornerCurve == .continuous)
        #expect(label.layer.maskedCorners.rawValue == 3)
        // The view's own settings still go through the same layer.
        label.layer.cornerRadius = 6
        #expect(label.cornerRadius == 6)
    }

    @Test func aShadowIsNotDrawn() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .white
        card.backgroundColor = .red
        box.addSubview(card)
        let plain = try Renderer(scale: 1).data(of: box, format: .png)
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        #expect(try Renderer(scale: 1).data(of: box, format: .png) == plain)
    }

    @Test func touchSettingsAreStoredWithUIKitsDefaults() {
        let view = UIView()
        #expect(view.isUserInteractionEnabled)
        #expect(view.isExclusiveTouch == false)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
        #expect(UIImageView(frame: .zero).isUserInteractionEnabled == false)
        #expect(UIButton(type: .system).isUserInteractionEnabled)
        view.isUserInteractionEnabled = false
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        #expect(!view.isUserInteractionEnabled && view.isExclusiveTouch && view.isMultipleTouchEnabled)
    }

    @Test func theDescriptionPrintsTheTouchSettingAsSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        root.addSubview(label)
        #expect(root.recursiveDescription().contains("<UILabel: 0x1010; frame = (0 0; 50 20); opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2010>>"))
        label.isUserInteractionEnabled = true
        root.isUserInteractionEnabled = false
        let lines = root.recursiveDescription().split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("userInteractionEnabled = NO"))
        #expect(!lines[1].contains("userInteractionEnabled"))
    }
}

/// An app's `UIView` subclass that keeps its own `cornerRadius` and `borderWidth`, as apps do
/// (UIKit's `UIView` has no such members: they are its layer's). It compiles because Plumb's
/// own are protocol-extension members (`BorderDrawing`), which a subclass's shadow.
final class OwnRadiusBadge: UIView {
    private let cornerRadius: CGFloat = 6
    private var borderWidth: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = cornerRadius
        layer.borderWidth = borderWidth
        layer.borderColor = UIColor.red.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Its own radius, not the view's.
    var ownRadius: CGFloat { cornerRadius * 2 }
}

@Suite struct OwnBorderMemberTests {
    @Test func aSubclasssOwnCornerRadiusLeavesTheLayersToDraw() throws {
        let badge = OwnRadiusBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(badge.ownRadius == 12)
        #expect(badge.layer.cornerRadius == 6)
        #expect(badge.layer.borderWidth == 2)
        let view: View = badge
        #expect(view.cornerRadius == 6)
        let image = try Renderer(scale: 1).image(of: badge)
        #expect(image.pixel(x: 0, y: 0) == (255, 255, 255, 255)) // the rounded corner shows the white canvas
        #expect(image.pixel(x: 20, y: 0) == (255, 0, 0, 255))    // the 2-point red border
        #expect(image.pixel(x: 20, y: 10) == (0, 122, 255, 255)) // system blue inside
    }
}
