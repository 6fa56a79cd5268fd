// UIKit's names on Plumb's layout model, so that iOS view code written against UIKit compiles
// on Linux (docs/UIKIT.md). UIKit re-exports Foundation on iOS, and app files rely on it
// (`CGFloat`, `CGRect`, `NSCoder`, `Date`), so this module does too. Plumb is not re-exported:
// its short names (`View`, `Label`, `Color`) would collide with an app's own types.
@_exported import Foundation
