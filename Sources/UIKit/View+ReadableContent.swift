import Plumb

extension View {
    /// The widest a readable content guide gets, in points. Apple doesn't publish it; 672 is
    /// the width UIKit's guide measures on an iPad with the body text style at the default size
    /// (https://useyourloaf.com/blog/readable-content-guides/: "672 points wide").
    static let readableContentWidth: Double = 672

    /// The identifier UIKit gives the guide (it shows in constraint logs).
    static let readableContentGuideIdentifier = "UIViewReadableContentGuide"

    /// A guide for text that stays readable: inside the layout margins, centred, and at most
    /// ``readableContentWidth`` wide (so on an iPhone in portrait it is the margins guide).
    /// Made on first use. Plumb keeps the width fixed; UIKit's grows with the text size.
    public var readableContentGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == Self.readableContentGuideIdentifier }) { return guide }
        let guide = LayoutGuide()
        guide.identifier = Self.readableContentGuideIdentifier
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = .required - 1
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fullWidth,
        ])
        return guide
    }
}
