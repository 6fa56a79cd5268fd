import Foundation
import Plumb

extension Image {
    /// The picture named `name`, an image set of the asset catalogs or a loose PNG file that
    /// ``NamedAssets`` knows (UIKit's `init(named:)`), at the main screen's scale (3): its
    /// `3x` file, else the nearest, sized in points. Nil when there is none.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The picture named `name` from `bundle` (or, for nil, where ``init(named:)`` looks). The
    /// traits don't change the file: Plumb's traits carry no display scale, and dark image
    /// variants are not read.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = NamedAssets.image(named: name, in: bundle, scale: UIScreen.main.scale) else { return nil }
        self = image
    }
}
