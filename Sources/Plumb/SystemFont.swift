import Synchronization

/// The system font and the family that stands in for it.
///
/// Apple's San Francisco fonts may not be used off Apple platforms, so Plumb draws the system
/// font (``Font/system(size:)``, ``Font/boldSystem(size:)`` and every text style of
/// ``Font/preferredFont(forTextStyle:compatibleWith:)``) in a family you choose: DejaVu Sans
/// unless ``Font/systemFamilyStandIn`` or a view's ``View/systemFontFamily`` says otherwise.
extension Font {
    /// The family name that means "the system font": `System`, as Interface Builder's font
    /// menu names it (`System 17`, `System Bold 17`). `system-ui` means the same.
    public static let systemFamilyName = "System"

    /// The family every view draws the system font in unless it or an ancestor sets
    /// ``View/systemFontFamily``. Default: DejaVu Sans.
    public static var systemFamilyStandIn: String {
        get { standIn.withLock { $0 } }
        set { standIn.withLock { $0 = newValue } }
    }

    private static let standIn = Mutex("DejaVu Sans")

    /// True when the family is the system font's (`System` or `system-ui`, in any letter case).
    public var isSystemFont: Bool {
        let key = family.lowercased().filter { $0 != " " }
        return key == "system" || key == "system-ui"
    }
}

extension View {
    /// The family this view draws the system font in: its own ``systemFontFamily``, the nearest
    /// ancestor's, or ``Font/systemFamilyStandIn``.
    public var effectiveSystemFontFamily: String {
        var current: View? = self
        while let view = current {
            if let family = view.systemFontFamily { return family }
            current = view.superview
        }
        return Font.systemFamilyStandIn
    }
}
