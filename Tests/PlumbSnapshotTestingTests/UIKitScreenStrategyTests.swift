import Foundation
import PlumbRender
import PlumbSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// A screen's controller as the device strategies see one: a root view with a banner pinned
/// under the safe area and a body label that follows Dynamic Type.
private final class BannerScreen: SnapshotViewHosting {
    let root = UIView()
    let banner = UIView()
    let body = UILabel()
    var hostedSnapshotView: View { root }

    init() {
        root.backgroundColor = .systemBackground
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.backgroundColor = .systemRed
        body.translatesAutoresizingMaskIntoConstraints = false
        body.text = "Hi"
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        root.addSubview(banner)
        root.addSubview(body)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: banner.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
        ])
    }
}

/// A controller whose root view holds a label on its layout margins, which UIKit keeps at least
/// the system minimum margins (16 at the sides on a compact width, 20 on a regular one).
private final class MarginsController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Margins"
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        ])
    }
}

/// The device strategies (`.image(on:)`, `.recursiveDescription(on:)`) that view controllers use,
/// through a stand-in host and through `UIViewController` itself.
@Suite struct UIKitScreenStrategyTests {
    fileprivate func snapshot<Format>(_ screen: BannerScreen, _ strategy: Snapshotting<BannerScreen, Format>) -> Format {
        var result: Format?
        strategy.snapshot(screen).run { result = $0 }
        return result!
    }

    @Test func onADeviceTheViewTakesItsSizeAndSafeArea() {
        let lines = snapshot(BannerScreen(), .recursiveDescription(on: .iPhone13)).split(separator: "\n")
        #expect(lines.first?.contains("frame = (0 0; 390 844)") == true, "\(lines)")
        #expect(lines.dropFirst().first == "   | <UIView; frame = (0 47; 390 44); layer = <CALayer>>")
        let landscape = snapshot(BannerScreen(), .recursiveDescription(on: .iPhone13(.landscape))).split(separator: "\n")
        #expect(landscape.dropFirst().first == "   | <UIView; frame = (47 0; 750 44); layer = <CALayer>>")
    }

    @Test func aDevicesTextSizeReachesLabelsThatFollowIt() throws {
        // iPhones lay out at Medium in swift-snapshot-testing: body text is 16 points, not 17.
        let medium = snapshot(BannerScreen(), .recursiveDescription(on: .iPhone13))
        let large = snapshot(BannerScreen(), .recursiveDescription(on: .iPhone13, traits: .init(preferredContentSizeCategory: .extraExtraExtraLarge)))
        func height(_ description: String) throws -> Double {
            try #require(description.firstMatch(of: /UILabel; frame = \([^;]*; [\d.]+ ([\d.]+)\)/).flatMap { Double($0.1) })
        }
        #expect(try height(medium) < height(large), "\(medium)\n\(large)")
    }

    @Test func theImageIsTheDevicesScreenAtThreePixelsAPoint() throws {
        let image = snapshot(BannerScreen(), .image(on: .iPhoneSe))
        guard case let .file(path) = image.content else { throw CocoaError(.fileReadUnknown) }
        let png = try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect((png.width, png.height) == (960, 1704))
        // The banner starts under the 20-point status bar.
        let row = { (y: Int) in Array(png.rgba[(y * png.width + 10) * 4..<(y * png.width + 10) * 4 + 4]) }
        #expect(row(3 * 19) == [255, 255, 255, 255])
        #expect(row(3 * 21) == [255, 59, 48, 255], "systemRed")
        let sized = snapshot(BannerScreen(), .image(on: .iPhoneSe, size: CGSize(width: 100, height: 100)))
        #expect(sized.size == Size(width: 100, height: 100))
    }

    @Test func aViewControllerIsLaidOutOnTheDeviceWithItsSystemMinimumMargins() {
        var description = ""
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone13).snapshot(MarginsController()).run { description = $0 }
        let lines = description.split(separator: "\n")
        #expect(lines.first?.contains("frame = (0 0; 390 844)") == true, "\(lines)")
        // A root view's margins are the system minimum, not a view's own 8: none above the
        // 47-point safe area, and 16 at the sides on a compact width.
        #expect(lines.dropFirst().first?.contains("UILabel; frame = (16 47;") == true, "\(lines)")
        var wide = ""
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPadPro11).snapshot(MarginsController()).run { wide = $0 }
        #expect(wide.split(separator: "\n").dropFirst().first?.contains("UILabel; frame = (20 ") == true, "\(wide)")
    }
}
