import Plumb

/// A visual effect (UIKit's `UIVisualEffect`): the kind a ``UIVisualEffectView`` shows.
open class UIVisualEffect {
    public init() {}
}

/// A blur of what lies behind a view (UIKit's `UIBlurEffect`). Plumb's renderer has no blur:
/// a ``UIVisualEffectView`` draws it as a translucent fill of the style's tone.
open class UIBlurEffect: UIVisualEffect {
    /// How strong and what tone the blur is (UIKit's `UIBlurEffect.Style`).
    public enum Style: Sendable, Hashable {
        case extraLight, light, dark, regular, prominent
        /// The materials, which follow the light or dark appearance, thinnest first.
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The style given at creation.
    public let style: Style

    /// Creates a blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

extension UIBlurEffect.Style {
    /// The fill that stands in for the blur. Apple publishes no numbers for its materials:
    /// these are a pale grey (light: systemGray6's light value, 242 242 247, so that a light
    /// material still shows on a white screen, as it does on a device) or near-black (dark:
    /// 28 28 30) tone whose opacity grows with the material's thickness.
    var standInFill: Color {
        let light = Color(red255: 242, green: 242, blue: 247), dark = Color(red255: 28, green: 28, blue: 30)
        switch self {
        case .extraLight: return light.withAlpha(0.8)
        case .light: return light.withAlpha(0.6)
        case .dark: return dark.withAlpha(0.6)
        case .regular, .prominent: return Color(light: light.withAlpha(0.7), dark: dark.withAlpha(0.7))
        case .systemUltraThinMaterial: return Color(light: light.withAlpha(0.35), dark: dark.withAlpha(0.35))
        case .systemThinMaterial: return Color(light: light.withAlpha(0.55), dark: dark.withAlpha(0.55))
        case .systemMaterial: return Color(light: light.withAlpha(0.7), dark: dark.withAlpha(0.7))
        case .systemThickMaterial: return Color(light: light.withAlpha(0.85), dark: dark.withAlpha(0.85))
        case .systemChromeMaterial: return Color(light: light.withAlpha(0.8), dark: dark.withAlpha(0.8))
        case .systemUltraThinMaterialLight: return light.withAlpha(0.35)
        case .systemThinMaterialLight: return light.withAlpha(0.55)
        case .systemMaterialLight: return light.withAlpha(0.7)
        case .systemThickMaterialLight: return light.withAlpha(0.85)
        case .systemChromeMaterialLight: return light.withAlpha(0.8)
        case .systemUltraThinMaterialDark: return dark.withAlpha(0.35)
        case .systemThinMaterialDark: return dark.withAlpha(0.55)
        case .systemMaterialDark: return dark.withAlpha(0.7)
        case .systemThickMaterialDark: return dark.withAlpha(0.85)
        case .systemChromeMaterialDark: return dark.withAlpha(0.8)
        }
    }
}

/// A view that shows a visual effect behind its ``contentView`` (UIKit's `UIVisualEffectView`).
/// A blur is drawn as a translucent fill of the style's tone, **not blurred** (Plumb's renderer
/// has no blur); the fill follows the view's corner radius. Add subviews to ``contentView``.
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows nothing.
    open var effect: UIVisualEffect?
    /// The view to add subviews to: it fills the effect view and resizes with it.
    public let contentView = UIView()

    /// Creates a view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a view with no effect and a frame.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Effect views are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the background, then the blur's stand-in fill.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        if let blur = effect as? UIBlurEffect {
            context.fill(Path(rect: bounds.plumbRect, cornerRadius: cornerRadius), with: blur.style.standInFill)
        }
    }
}
