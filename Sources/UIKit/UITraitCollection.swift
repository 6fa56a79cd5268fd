import Plumb

/// The traits a view is laid out for: Plumb's `TraitCollection` (size classes, content size
/// category, light or dark), under UIKit's name.
public typealias UITraitCollection = TraitCollection
/// Compact, regular or unspecified (UIKit's `UIUserInterfaceSizeClass`).
public typealias UIUserInterfaceSizeClass = SizeClass
/// Light, dark or unspecified (UIKit's `UIUserInterfaceStyle`).
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// The Dynamic Type size, `.extraSmall` … `.accessibilityExtraExtraExtraLarge` (UIKit's `UIContentSizeCategory`).
public typealias UIContentSizeCategory = ContentSizeCategory
/// Text alignment (UIKit's `NSTextAlignment`).
public typealias NSTextAlignment = TextAlignment
/// How a label cuts or wraps text (UIKit's `NSLineBreakMode`).
public typealias NSLineBreakMode = LineBreakMode
