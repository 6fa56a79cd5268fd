/// Haptic feedback (UIKit's `UIFeedbackGenerator` family). A Linux machine has no Taptic
/// Engine, so every method does nothing; they exist so code that plays haptics compiles.
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine to reduce latency: nothing to ready here.
    open func prepare() {}
}

/// The haptic for a changing selection (a picker's wheel); ``selectionChanged()`` does nothing here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection haptic on a device; nothing here.
    open func selectionChanged() {}
}

/// The haptic for a physical impact; ``impactOccurred()`` does nothing here.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// Creates a generator of a style (UIKit's default is `.medium`).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Plays the impact on a device; nothing here.
    open func impactOccurred() {}
    /// Plays the impact at an intensity from 0 to 1 on a device; nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// The haptic for a task's outcome; ``notificationOccurred(_:)`` does nothing here.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the outcome's haptic on a device; nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
