// UIKit's names on Plumb's layout model, so that iOS view code written against UIKit compiles
// on Linux (docs/UIKIT.md).
//
// UIKit re-exports Foundation on iOS, and app files rely on it (`CGFloat`, `CGRect`, `NSCoder`,
// `Date`), so this module does too. It re-exports Plumb as well: most of UIKit's API here is
// Plumb's own members (anchors, `addSubview`, `NSLayoutConstraint.activate`, the system
// colours), and a file that imports only UIKit must see them even where member import
// visibility is enforced (SE-0444). An app's own type named like one of Plumb's (`Label`,
// `Color`) still wins in the app's module.
@_exported import Foundation
@_exported import Plumb
