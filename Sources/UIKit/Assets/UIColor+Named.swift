import Foundation
import Plumb

extension Color {
    /// The colour of the colour set `name` in the asset catalogs ``NamedAssets`` knows (UIKit's
    /// `init(named:)`): dynamic when the set has a dark variant. Nil when no catalog has it.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` from `bundle`'s catalogs (or, for nil, where ``init(named:)``
    /// looks); with traits, the variant for their appearance, else the dynamic colour.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = NamedAssets.color(named: name, in: bundle) else { return nil }
        self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
    }

    /// A colour worked out from the traits (UIKit's `init(dynamicProvider:)`). The provider is
    /// asked twice, at once, for the light and for the dark appearance (the other traits
    /// are UIKit's defaults), and views draw the answer for their appearance: a provider that
    /// branches on the size class or text size sees only the defaults.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)),
                  dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The plain colour for the traits' appearance (UIKit's `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolved(for: traitCollection.userInterfaceStyle)
    }
}
