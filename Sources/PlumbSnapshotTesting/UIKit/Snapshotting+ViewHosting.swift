import Plumb
import SnapshotTesting
import UIKit

/// Something whose view swift-snapshot-testing's screen strategies lay out on a device: on iOS,
/// a `UIViewController`, which conforms with its `view`, so that
/// `assertSnapshot(of: controller, as: .image(on: .iPhone13))` reads as on iOS.
public protocol SnapshotViewHosting: AnyObject {
    /// The view to lay out and draw: the controller's root view.
    var hostedSnapshotView: Plumb.View { get }
}

extension SnapshotTesting.Snapshotting where Value: SnapshotViewHosting, Format == UIImage {
    /// The hosted view at its current size.
    public static var image: Self {
        .uiKitImage(config: ViewImageConfig(), traits: .init(), precision: 1, perceptualPrecision: 1, caller: .current) { $0.hostedSnapshotView }
    }

    /// The hosted view on a device (`.iPhone13`, `.iPadPro11(.portrait)`, …): its size, safe area
    /// and traits, then `size` and `traits` over them, as swift-snapshot-testing does on iOS.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init(),
                             filePath: StaticString = #filePath, testName: String = #function) -> Self {
        let screen = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return .uiKitImage(config: screen, traits: traits, precision: precision, perceptualPrecision: perceptualPrecision,
                           caller: .at(filePath, testName)) { $0.hostedSnapshotView }
    }

    /// The hosted view at `size` (else its own) with `traits`, with no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init(),
                             filePath: StaticString = #filePath, testName: String = #function) -> Self {
        .uiKitImage(config: ViewImageConfig(size: size, traits: traits), traits: traits, precision: precision,
                    perceptualPrecision: perceptualPrecision, caller: .at(filePath, testName)) { $0.hostedSnapshotView }
    }
}

extension SnapshotTesting.Snapshotting where Value: SnapshotViewHosting, Format == String {
    /// The hosted view's tree in UIKit's `recursiveDescription` format, without addresses.
    public static var recursiveDescription: Self { .recursiveDescription() }

    /// The hosted view's tree on a device, at `size` if given, with `traits` over the device's.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Self {
        .uiKitDescription(config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits),
                          traits: traits) { $0.hostedSnapshotView }
    }
}
