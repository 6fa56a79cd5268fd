import Plumb

/// The screen views are laid out for (UIKit's `UIScreen`). There is no device on Linux:
/// `UIScreen.main` is Plumb's iPhone 15 preset in portrait (393 × 852 points at 3×, Apple's
/// published numbers), the device iOS snapshot tests most often pin.
public final class UIScreen: Sendable {
    /// The screen of the device views are laid out for.
    public static let main = UIScreen(device: .iPhone15)

    /// The Plumb device the screen stands for.
    public let device: Device
    /// The screen's rectangle in points, portrait.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: Double
    /// Pixels per point of the physical panel (the same as ``scale`` for Plumb's presets).
    public var nativeScale: Double { scale }
    /// The screen's traits in portrait.
    public var traitCollection: UITraitCollection { device.traits(.portrait) }

    /// The screen of a Plumb device, in portrait.
    public init(device: Device) {
        self.device = device
        bounds = CGRect(origin: .zero, size: CGSize(device.size(.portrait)))
        scale = device.scale
    }
}
