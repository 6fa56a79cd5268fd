import Plumb

/// The layer settings only Core Animation has: the shadow and the corners' shape. They are
/// stored and read back, **not drawn**: Plumb's renderer has no blur, and a layer's shadow
/// follows the alpha of everything the layer draws (a label's glyphs, not its rectangle), so a
/// stand-in shape would mislead more than it shows. Defaults are Core Animation's.
struct CALayerAppearance {
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var cornerCurve: CALayerCornerCurve = .circular
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// A shape (Core Graphics' `CGPath`): Plumb's `Path`.
public typealias CGPath = Path

/// How a rounded corner is drawn (Core Animation's `CALayerCornerCurve`). Plumb draws every
/// rounded corner as a circular arc; `.continuous` is stored, not drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's squircle-like curve, which eases into the straight edges.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`, with its raw values:
/// min-X min-Y is 1, max-X min-Y 2, min-X max-Y 4, max-X max-Y 8). Stored, not drawn: Plumb
/// rounds all four corners.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner in UIKit's flipped coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner in UIKit's flipped coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner in UIKit's flipped coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner in UIKit's flipped coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

extension CALayer {
    /// The shadow's colour (opaque black by default, Core Animation's).
    public var shadowColor: CGColor? {
        get { appearance.shadowColor }
        set { appearance.shadowColor = newValue }
    }
    /// The shadow's opacity, 0 to 1 (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { appearance.shadowOpacity }
        set { appearance.shadowOpacity = newValue }
    }
    /// How far the shadow is moved ((0, −3) by default, Core Animation's).
    public var shadowOffset: CGSize {
        get { appearance.shadowOffset }
        set { appearance.shadowOffset = newValue }
    }
    /// The shadow's blur radius in points (3 by default).
    public var shadowRadius: CGFloat {
        get { appearance.shadowRadius }
        set { appearance.shadowRadius = newValue }
    }
    /// The shadow's shape; nil (the default) follows what the layer draws.
    public var shadowPath: CGPath? {
        get { appearance.shadowPath }
        set { appearance.shadowPath = newValue }
    }
    /// How rounded corners are drawn (`.circular` by default).
    public var cornerCurve: CALayerCornerCurve {
        get { appearance.cornerCurve }
        set { appearance.cornerCurve = newValue }
    }
    /// Which corners are rounded (all four by default).
    public var maskedCorners: CACornerMask {
        get { appearance.maskedCorners }
        set { appearance.maskedCorners = newValue }
    }
}
