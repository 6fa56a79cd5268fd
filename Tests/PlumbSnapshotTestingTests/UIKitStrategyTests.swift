import Foundation
import PlumbRender
import PlumbSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// A small screen written as an iOS app writes it: a coloured box pinned inside a background,
/// and a body-text label below it that follows Dynamic Type.
private final class SwatchView: UIView {
    let swatch = UIView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        swatch.translatesAutoresizingMaskIntoConstraints = false
        swatch.backgroundColor = .blue
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.text = "Blue"
        caption.font = .preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        addSubview(swatch)
        addSubview(caption)
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            swatch.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            swatch.widthAnchor.constraint(equalToConstant: 20),
            swatch.heightAnchor.constraint(equalToConstant: 20),
            caption.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 4),
            caption.leadingAnchor.constraint(equalTo: swatch.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// swift-snapshot-testing's UIKit strategies on Linux: what they draw and print, read back.
@Suite struct UIKitStrategyTests {
    /// The strategy's value for `view`, as `assertSnapshot` gets it.
    func snapshot<Format>(_ view: UIView, _ strategy: Snapshotting<UIView, Format>) -> Format {
        var result: Format?
        strategy.snapshot(view).run { result = $0 }
        return result!
    }

    func pixels(_ image: UIImage) throws -> RenderedImage {
        guard case let .file(path) = image.content else { throw CocoaError(.fileReadUnknown) }
        return try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    func rgba(_ image: RenderedImage, x: Int, y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.rgba[start..<start + 4])
    }

    @Test func imageDrawsTheViewAtItsFrameAtThreePixelsAPoint() throws {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let image = snapshot(view, .image)
        #expect(image.size == Size(width: 100, height: 60))
        let png = try pixels(image)
        #expect((png.width, png.height) == (300, 180))
        #expect(rgba(png, x: 15, y: 15) == [255, 255, 255, 255], "the light system background")
        #expect(rgba(png, x: 60, y: 60) == [0, 0, 255, 255], "the swatch, 10 points in")
        // The view is put back as it was.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func sizeOverridesTheFrame() throws {
        let png = try pixels(snapshot(SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60)), .image(size: CGSize(width: 40, height: 50))))
        #expect((png.width, png.height) == (120, 150))
    }

    @Test func aViewWithNoFrameIsSizedByItsConstraints() throws {
        // 10 + 20 + 4 + the caption's line, and 10 + the caption's width or the swatch: no trailing
        // or bottom constraint, so the compressed size is the frame the engine needs, zero here.
        let fitted = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        fitted.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: fitted.topAnchor, constant: 5), box.bottomAnchor.constraint(equalTo: fitted.bottomAnchor, constant: -5),
            box.leadingAnchor.constraint(equalTo: fitted.leadingAnchor), box.trailingAnchor.constraint(equalTo: fitted.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let png = try pixels(snapshot(fitted, .image))
        #expect((png.width, png.height) == (90, 60))
    }

    @Test func darkTraitsReachUIKitsSemanticColours() throws {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let png = try pixels(snapshot(view, .image(traits: .init(userInterfaceStyle: .dark))))
        #expect(rgba(png, x: 15, y: 15) == [0, 0, 0, 255], "systemBackground in dark is black")
        #expect(view.traitCollection.userInterfaceStyle == .light, "the view's own traits are put back")
    }

    @Test func dynamicTypeTraitsReachALabelThatFollowsTheTextSize() throws {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let large = snapshot(view, .recursiveDescription)
        let huge = snapshot(view, .recursiveDescription(traits: .init(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        // The height in `<UILabel; frame = (x y; width height); …>`.
        func captionHeight(_ description: String) -> Double? {
            description.firstMatch(of: /UILabel; frame = \([^;]*; [\d.]+ ([\d.]+)\)/).flatMap { Double($0.1) }
        }
        // Body is 17 points at Large and 53 at AX5 (Apple's Dynamic Type table).
        let largeHeight = try #require(captionHeight(large), "\(large)")
        let hugeHeight = try #require(captionHeight(huge), "\(huge)")
        #expect(largeHeight > 17 && largeHeight < 25, "\(large)")
        #expect(hugeHeight > 53 && hugeHeight < 70, "\(huge)")
    }

    @Test func recursiveDescriptionPrintsUIKitsFormatWithoutAddresses() {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.caption.isHidden = true
        // A hidden view keeps its place and size, as in UIKit; the caption is measured in the
        // pinned fonts (DejaVu Sans 17 at Large: 38 × 20).
        #expect(snapshot(view, .recursiveDescription) == """
            <PlumbSnapshotTestingTests.SwatchView; frame = (0 0; 100 60); layer = <CALayer>>
               | <UIView; frame = (10 10; 20 20); layer = <CALayer>>
               | <UILabel; frame = (10 34; 38 20); text = 'Blue'; hidden = YES; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """)
    }

    @Test func theDescriptionsAddressesAreTheViewsPlaceInTheTree() {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.swatch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.swatch.alpha = 0.5
        view.layoutIfNeeded()
        let lines = view.recursiveDescription().split(separator: "\n")
        #expect(lines.first?.hasPrefix("<PlumbSnapshotTestingTests.SwatchView: 0x1000; frame = (0 0; 100 60); layer = <CALayer: 0x2000>>") == true)
        #expect(lines.dropFirst().first?.hasPrefix("   | <UIView: 0x1010; frame = (10 10; 20 20); alpha = 0.5; autoresize = W+H; layer = <CALayer: 0x2010>>") == true)
        #expect(view.recursiveDescription() == view.recursiveDescription())
    }

    @Test func precisionLetsAShareOfPixelsDiffer() throws {
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let reference = snapshot(view, .image)
        view.swatch.backgroundColor = .red
        let moved = snapshot(view, .image)
        // The swatch is 60 × 60 of 300 × 180 pixels: 6.7 %.
        #expect(Snapshotting<UIView, UIImage>.image.diffing.diffV2(reference, moved) != nil)
        #expect(Snapshotting<UIView, UIImage>.image(precision: 0.95).diffing.diffV2(reference, moved) != nil)
        #expect(Snapshotting<UIView, UIImage>.image(precision: 0.9).diffing.diffV2(reference, moved) == nil)
        #expect(Snapshotting<UIView, UIImage>.image.diffing.diffV2(reference, reference) == nil)
        let message = try #require(Snapshotting<UIView, UIImage>.image.diffing.diffV2(reference, moved)?.0)
        #expect(message.contains("3600 of 54000 pixels differ"), "\(message)")
        // `.image` has no caller's #filePath: the artifacts are named after the running test.
        #expect(message.contains("UIKitStrategyTests/precisionLetsAShareOfPixelsDiffer.") && message.contains(".diff.png"), "\(message)")
    }

    @Test func theImageRoundTripsThroughItsData() throws {
        let diffing = Snapshotting<UIView, UIImage>.image.diffing
        let image = snapshot(SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 60)), .image)
        let data = diffing.toData(image)
        #expect(data.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        let back = diffing.fromData(data)
        #expect(back == image, "the same PNG is the same file")
        #expect(back.size == Size(width: 100, height: 60))
    }

    @Test func devicesCarrySwiftSnapshotTestingsNumbers() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13.traits == UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                                     preferredContentSizeCategory: .medium))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhone13(.landscape).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhoneSe(.landscape).size == CGSize(width: 568, height: 320))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50)
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11(.portrait).safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size == CGSize(width: 438, height: 1024))
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
    }
}
