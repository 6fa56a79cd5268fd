import Plumb

/// Holds UIKit's touch settings for ``UIView``. They are stored and read back, and overridable
/// as on iOS; there are no touches on Linux, so nothing else reads them but the
/// `recursiveDescription`, which prints `userInteractionEnabled = NO` as UIKit does. Its own
/// class so that `UIView.swift` stays about layout. Not for apps.
open class _UIViewInteractionBridge: _UIViewAccessibilityBridge {
    /// Whether the view receives touches (true by default; false for a label and an image
    /// view, as in UIKit).
    open var isUserInteractionEnabled = true
    /// Whether the view keeps other views from receiving touches while it is touched (default false).
    open var isExclusiveTouch = false
    /// Whether the view receives more than one touch at a time (default false).
    open var isMultipleTouchEnabled = false
}
