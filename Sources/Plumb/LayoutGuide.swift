/// A rectangle that takes part in layout but is never drawn (UIKit's `UILayoutGuide`).
///
/// Use guides for the gaps between views, or to centre a group of views as one.
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to; set by ``View/addLayoutGuide(_:)``.
    /// Not retained; the owner clears it when it goes away (see ``View/superview``).
    public internal(set) unowned(unsafe) var owningView: View?

    /// The rectangle of the animation frame on show, if one is (see ``AnimationStage``).
    var presentedFrame: Rect?

    /// What made the guide, when the system made it rather than the user.
    let role: Role

    /// The system roles a view makes guides for (the UIKit module makes a scroll view's).
    package enum Role {
        case user, layoutMargins, safeArea, scrollContent, scrollFrame
    }

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init() {
        role = .user
        super.init()
    }

    init(role: Role) {
        self.role = role
        super.init()
    }

    /// True for a guide a view made for itself (margins, safe area, a scroll view's content
    /// and frame guides); false for guides added with ``View/addLayoutGuide(_:)``.
    public var isSystemGuide: Bool { role != .user }

    /// True for a view's ``View/layoutMarginsGuide``.
    public var isLayoutMarginsGuide: Bool { role == .layoutMargins }

    /// True for a view's ``View/safeAreaLayoutGuide``.
    public var isSafeAreaLayoutGuide: Bool { role == .safeArea }

    /// True for a scroll view's ``ScrollView/contentLayoutGuide``.
    public var isContentLayoutGuide: Bool { role == .scrollContent }

    override var treeView: View? { owningView }

    override func engineValuesDidChange() { owningView?.needsLayout = true }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String {
        if let identifier { return identifier }
        guard let systemName else { return typeName }
        return "\(owningView?.debugName ?? "nil").\(systemName)"
    }

    /// A system guide's property name on its view (`safeAreaLayoutGuide`); nil for a user's.
    var systemName: String? {
        switch role {
        case .user: return nil
        case .layoutMargins: return "layoutMarginsGuide"
        case .safeArea: return "safeAreaLayoutGuide"
        case .scrollContent: return "contentLayoutGuide"
        case .scrollFrame: return "frameLayoutGuide"
        }
    }

    /// ``layoutFrame`` under a name the UIKit module's `CGRect` one doesn't shadow there.
    package var rectLayoutFrame: Rect { layoutFrame }

    /// The guide's rectangle in its owning view's coordinates, as the engine has it now.
    @_disfavoredOverload public var layoutFrame: Rect {
        if let presentedFrame { return presentedFrame }
        guard let view = owningView else { return .zero }
        let engine = view.engine
        let scale = view.rootView.contentScaleFactor
        let origin = LayoutPass.snappedRootFrame(of: view, engine: engine).origin
        return LayoutPass.snapped(engine.alignmentRect(of: self), scale: scale).offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
