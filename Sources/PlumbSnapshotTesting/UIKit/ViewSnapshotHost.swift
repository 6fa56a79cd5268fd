import Plumb
import PlumbRender
import PlumbSnapshotCore
import UIKit

/// Puts a UIKit view on a screen the way swift-snapshot-testing's window does on iOS, then
/// puts it back: the config's size (else the view's own frame), its safe area, its traits with
/// the strategy's laid over them, Plumb's Pango text measurement in the pinned fonts, and the
/// screen's scale for pixel snapping. A view controller's strategies host its `view` here too.
struct ViewSnapshotHost {
    var config: ViewImageConfig
    var traits: UITraitCollection

    /// The scale iOS draws at when the traits give none: the main screen's (3, Plumb's iPhone 15).
    static var scale: Double { UIScreen.main.scale }

    /// Lays `view` out as the root of a screen, runs `body`, then restores its frame, safe area,
    /// traits, text measurer and scale.
    func withHosted<T>(_ view: View, _ body: () throws -> T) rethrows -> T {
        let saved = (view.frame, view.safeAreaInsets, view.traitCollection, view.textMeasurer, view.contentScaleFactor)
        defer {
            view.frame = saved.0
            view.safeAreaInsets = saved.1
            view.traitCollection = saved.2
            view.textMeasurer = saved.3
            view.contentScaleFactor = saved.4
        }
        view.traitCollection = Self.merging(traits, over: config.traits)
        view.textMeasurer = PangoTextMeasurer.shared
        view.contentScaleFactor = Self.scale
        view.safeAreaInsets = config.safeArea
        view.frame = CGRect(origin: .zero, size: size(of: view))
        view.layoutIfNeeded()
        return try body()
    }

    /// The config's size, else the view's frame; a view with no size yet is sized as iOS does
    /// (a `UIView`'s `sizeToFit()`), and when that gives none either (a view with no frame and
    /// the default `sizeThatFits`, which iOS would fail to draw), to the smallest size its
    /// constraints allow.
    private func size(of view: View) -> CGSize {
        if let size = config.size { return size }
        if view.frame.width > 0, view.frame.height > 0 { return view.frame.size }
        (view as? UIView)?.sizeToFit()
        if view.frame.width > 0, view.frame.height > 0 { return view.frame.size }
        return view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }

    /// `traits` laid over `base`, as UIKit's `UITraitCollection(traitsFrom: [base, traits])`
    /// does: a trait `traits` leaves at its default (unspecified size classes, Large text, light)
    /// keeps `base`'s. Plumb's traits have no "unspecified" text size or appearance, so asking
    /// for Large or light explicitly over a config that sets another value keeps the config's.
    static func merging(_ traits: UITraitCollection, over base: UITraitCollection) -> UITraitCollection {
        let defaults = UITraitCollection()
        var merged = base
        if traits.horizontalSizeClass != defaults.horizontalSizeClass { merged.horizontalSizeClass = traits.horizontalSizeClass }
        if traits.verticalSizeClass != defaults.verticalSizeClass { merged.verticalSizeClass = traits.verticalSizeClass }
        if traits.preferredContentSizeCategory != defaults.preferredContentSizeCategory {
            merged.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.userInterfaceStyle != defaults.userInterfaceStyle { merged.userInterfaceStyle = traits.userInterfaceStyle }
        return merged
    }

    /// The hosted view drawn at the screen's scale, with its identified views' frames.
    func image(of view: View) -> ImageSnapshot {
        withHosted(view) {
            let image = (try? Renderer(scale: Self.scale).image(of: view))
                ?? RenderedImage(width: 1, height: 1, rgba: [255, 0, 0, 255])!
            return ImageSnapshot(image: image, frames: ImageSnapshot.frames(of: view))
        }
    }
}
