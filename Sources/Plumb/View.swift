/// A rectangle in a tree of views, placed by constraints (UIKit's `UIView`).
///
/// Views made in code keep UIKit's default `translatesAutoresizingMaskIntoConstraints = true`;
/// the scene builder and scene files turn it off for the views they constrain.
open class View: LayoutItem {
    /// The parent view, if any.
    ///
    /// Not retained, and not a weak reference either (weak references make every retain and
    /// release of the parent take the slow path): a view clears its subviews' `superview`,
    /// its guides' `owningView` and its constraints' `container` when it goes away.
    public internal(set) unowned(unsafe) var superview: View?
    /// The children, back to front.
    @exclusivity(unchecked)
    public internal(set) var subviews: [View] = []
    /// The layout guides this view owns (added ones plus the margins and safe-area guides once used).
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view (each active constraint lives on its items' nearest common ancestor).
    public var constraints: [LayoutConstraint] { installedConstraints.all }
    /// The constraints installed here (see ``InstalledConstraints``).
    var installedConstraints = InstalledConstraints()

    /// The frame in the superview's coordinates. The layout pass sets it from the engine.
    /// (Disfavoured so that, where the UIKit module is imported, its `CGRect` frame wins.)
    @_disfavoredOverload public var frame: Rect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let oldSize = storedFrame.size
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints || superview == nil { generatedConstraintsDidChange() }
            setNeedsLayout()
            if autoresizesSubviews, newValue.size != oldSize { resizeSubviews(withOldSize: oldSize) }
        }
    }
    @exclusivity(unchecked)
    var storedFrame: Rect
    /// ``frame`` under a name the UIKit module's `CGRect` frame doesn't shadow there.
    package var rectFrame: Rect {
        get { frame }
        set { frame = newValue }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    @_disfavoredOverload public var bounds: Rect { Rect(origin: .zero, size: storedFrame.size) }

    /// When true, the frame and ``autoresizingMask`` become constraints (UIKit's default for views made in code).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { generatedConstraintsDidChange() } }
    }

    /// When true (UIKit's default), setting a new frame size resizes at once the subviews that
    /// translate their frames into constraints, by their ``autoresizingMask``es.
    public var autoresizesSubviews = true

    /// How the view resizes with its superview while its frame is translated into constraints.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { generatedConstraintsDidChange() } }
    }

    /// Hidden views still take part in layout; they and their subviews are not drawn. (A
    /// stack view leaves its hidden arranged views out of its arrangement.)
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?._subviewHiddenDidChange(self) } }
    }
    /// Opacity, 0...1, applied to the view and its subviews as one group.
    public var alpha: Double = 1
    /// The fill behind the view's content; nil draws nothing.
    public var backgroundColor: Color?
    /// The border and corner radius ``BorderDrawing`` gives every view.
    var storedBorderColor: Color = .black
    var storedBorderWidth: Double = 0
    var storedCornerRadius: Double = 0
    /// When true, subviews are clipped to the bounds.
    public var clipsToBounds = false

    /// Forces a layout direction for this view, or inherits it.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { directionDidChange() }
    }
    /// The layout direction this view and its descendants inherit; set it on the root. Nil inherits.
    public var layoutDirection: LayoutDirection? {
        didSet { directionDidChange() }
    }

    // MARK: Content size

    var horizontalHugging: LayoutPriority = .defaultLow
    var verticalHugging: LayoutPriority = .defaultLow
    var horizontalCompression: LayoutPriority = .defaultHigh
    var verticalCompression: LayoutPriority = .defaultHigh
    /// Hugging and compression priorities a stack view raises a little to break a tie under
    /// its fill distribution (see ``StackView``), by axis; they replace the view's own in its
    /// content-size constraints while set.
    var stackTieBreaks: [StackTieBreak.Key: LayoutPriority] = [:] {
        didSet { if stackTieBreaks != oldValue { generatedConstraintsDidChange() } }
    }

    /// The natural size of the content, for the alignment rectangle; ``View/noIntrinsicMetric``
    /// on an axis without one. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// A fixed intrinsic size that replaces ``intrinsicContentSize`` when set (what a scene
    /// file's `intrinsicSize` key gives); ``View/noIntrinsicMetric`` leaves an axis without one.
    public var intrinsicContentSizeOverride: Size? {
        didSet { if intrinsicContentSizeOverride != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The intrinsic size the engine uses: the override if set, else ``intrinsicContentSize``.
    public var effectiveIntrinsicContentSize: Size { intrinsicContentSizeOverride ?? intrinsicContentSize }

    /// The insets from the frame to the alignment rectangle; positive insets make the frame larger.
    open var alignmentRectInsets: EdgeInsets { storedAlignmentInsets }
    /// Sets the insets returned by the default ``alignmentRectInsets``.
    public var customAlignmentRectInsets: EdgeInsets {
        get { storedAlignmentInsets }
        set {
            storedAlignmentInsets = newValue
            existingEngine?.forgetRootFrame(of: self)
            generatedConstraintsDidChange()
            superview?.setNeedsLayout()
        }
    }
    var storedAlignmentInsets = EdgeInsets.zero

    // MARK: Margins and guides

    /// Layout margins by leading and trailing edge (default 8 on every side).
    public var directionalLayoutMargins = DirectionalEdgeInsets(all: 8) {
        didSet { if oldValue != directionalLayoutMargins { generatedConstraintsDidChange() } }
    }

    /// When true (UIKit's default), the margins guide is measured from the safe area: on each
    /// edge, the margin is added to the view's safe-area inset there, so margins never reach
    /// into the unsafe area (UIKit's `insetsLayoutMarginsFromSafeArea`). False measures the
    /// margins from the frame.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { generatedConstraintsDidChange() } }
    }

    /// The safe-area insets. Set them on the root; other views derive theirs, as UIKit does,
    /// from where the engine puts them: the part of the frame outside the root's safe area
    /// (zero until the tree has an engine; reading them never makes one).
    public var safeAreaInsets: EdgeInsets {
        get {
            guard superview != nil, !tracksSafeArea, let engine = existingEngine else { return storedSafeAreaInsets }
            engine.sync()
            return derivedSafeAreaInsets(rootFrame: frame(forAlignmentRect: engine.alignmentRect(of: self)))
        }
        set { storedSafeAreaInsets = newValue; generatedConstraintsDidChange() }
    }
    var storedSafeAreaInsets = EdgeInsets.zero

    /// Insets added to the safe area this view derives, for it and its subviews (what UIKit's
    /// view controllers do to their root view: `additionalSafeAreaInsets`, and a navigation or
    /// tab bar over a child). Zero by default; ignored on a tree's root, whose insets are set.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if oldValue != additionalSafeAreaInsets { generatedConstraintsDidChange(); setNeedsLayout() } }
    }

    /// Guides the view made for itself (margins, safe area, a scroll view's content and frame).
    @exclusivity(unchecked)
    var systemGuides: [LayoutGuide.Role: LayoutGuide] = [:]

    // MARK: Layout cycle state

    /// True until the update-constraints pass has run for this view.
    public internal(set) var needsUpdateConstraints = true
    /// True when the next layout pass must call ``layoutSubviews()``.
    @exclusivity(unchecked)
    public internal(set) var needsLayout = true
    /// The tree's layout root, when this view has needed one (see ``LayoutRoot``).
    var storedLayoutRoot: LayoutRoot?
    /// The cached root and layout direction (see ``HierarchyCache``).
    @exclusivity(unchecked)
    var hierarchyCache = HierarchyCache()
    /// The engine revision this view last laid out at.
    @exclusivity(unchecked)
    var layoutRevision = -1
    /// Pixels per point; frames are snapped to this grid in the layout pass. Set it on the root.
    public var contentScaleFactor: Double {
        get { storedLayoutRoot?.scale ?? 1 }
        set {
            guard newValue != contentScaleFactor else { return }
            layoutRoot.scale = newValue
            hostedEngine?.revision += 1
            for view in subtreeViews { view.needsLayout = true }
            setNeedsLayout()
        }
    }
    /// The text measurer of the tree this view is the root of (kept by its layout root, see
    /// ``effectiveTextMeasurer``); nil inherits from the superview or uses ``MonospaceTextMeasurer``.
    public var textMeasurer: (any TextMeasuring)? {
        get { storedLayoutRoot?.textMeasurer }
        set {
            if newValue != nil || storedLayoutRoot != nil { layoutRoot.textMeasurer = newValue }
            for view in subtreeViews { view.invalidateIntrinsicContentSize() }
        }
    }
    /// The family this subtree draws the system font in (``Font/systemFamilyName``); nil
    /// inherits from the superview, then ``Font/systemFamilyStandIn``.
    public var systemFontFamily: String? {
        didSet { for view in subtreeViews { view.invalidateIntrinsicContentSize() } }
    }

    deinit {
        for guide in layoutGuides { guide.owningView = nil }
        for constraint in constraints { constraint.container = nil }
        // Releasing the subviews one inside the other (each deinit releasing the next) would
        // nest as deep as the tree and overflow the stack: a subview this deinit holds the last
        // reference to gives up its own subviews to this loop before it goes.
        var pending = subviews
        subviews = []
        var survivors = false
        while var view = pending.popLast() {
            view.superview = nil
            if isKnownUniquelyReferenced(&view) {
                pending += view.subviews
                view.subviews = []
            } else {
                survivors = true
            }
        }
        // A subview someone else keeps (a view controller's view after its window went) is the
        // root of its own tree now: the cached roots below it name this view, which is going.
        if survivors { HierarchyGeneration.advance() }
    }

    /// Creates a view with a frame (default zero).
    public init(frame: Rect = .zero) {
        storedFrame = frame
        super.init()
    }

    /// Creates a view with an identifier, as the DSL and scene files do.
    public convenience init(_ identifier: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.identifier = identifier
    }

    override var treeView: View? { self }

    override func engineValuesDidChange() {
        needsLayout = true
        superview?.needsLayout = true
    }

    /// Override to change constraints in the update-constraints pass (leaves first); call
    /// `super.updateConstraints()` last. Everything changed here goes to the engine as one batch.
    open func updateConstraints() {}

    /// Assigns the subviews' frames (and the guides' layout frames) from the engine. The
    /// layout pass calls it parents first; overrides call `super.layoutSubviews()` first.
    open func layoutSubviews() {
        guard let engine = existingEngine else { return }
        let origin = LayoutPass.snappedRootFrame(of: self, engine: engine).origin
        for subview in subviews {
            let rootFrame = LayoutPass.snappedRootFrame(of: subview, engine: engine)
            subview.setFrameFromLayout(rootFrame.offsetBy(dx: -origin.x, dy: -origin.y))
        }
    }

    /// The layout pass calls this, not ``layoutSubviews()`` directly, so that a host can run
    /// its own hooks around it (UIKit's view controller calls `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`). Not for apps: override ``layoutSubviews()``.
    open func _layoutSubviewsInLayoutPass() { layoutSubviews() }

    /// Called on the superview after `subview` joined it (UIKit's `didAddSubview(_:)`). The
    /// default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called on a view before it joins `newSuperview` or, with nil, leaves its superview, so
    /// that a host can run its own hooks (UIKit's `willMove(toSuperview:)` and
    /// `willMove(toWindow:)`). Not for apps. The default does nothing.
    open func _willMove(toSuperview newSuperview: View?) {}

    /// Called on a view after it joined its new ``superview`` (nil: it left `oldSuperview`).
    /// Not for apps. The default does nothing.
    open func _didMove(fromSuperview oldSuperview: View?) {}

    /// Called on the superview before `subview` leaves it (UIKit's `willRemoveSubview(_:)`).
    /// The default does nothing; a stack view takes the subview out of its arranged views.
    open func willRemoveSubview(_ subview: View) {}

    /// Called on the superview when a subview's ``isHidden`` changed (a stack view leaves
    /// hidden arranged views out).
    open func _subviewHiddenDidChange(_ subview: View) {}

    /// Draws the view's own content in its bounds (the background, by default). The context's
    /// origin is the view's top-left corner. Subviews and the border are drawn afterwards by
    /// ``drawHierarchy(in:)``; overrides usually call `super.draw(in:)` first.
    open func draw(in context: any GraphicsContext) {
        guard let backgroundColor, backgroundColor.alpha > 0 else { return }
        context.fill(Path(rect: bounds, cornerRadius: cornerRadius), with: backgroundColor)
    }

    /// Where the subviews' coordinate space starts relative to the bounds when drawing (a
    /// scroll view's negative content offset); zero by default.
    open var subviewDrawingOffset: Point { .zero }

    /// Whether the view scrolls its content (false by default; true for ``ScrollView`` and
    /// UIKit's `UIScrollView`). UIKit's rule then holds: an edge constrained to an item inside
    /// the view (a descendant, or a guide a descendant owns) is an edge of the content area,
    /// the view's `contentLayoutGuide`.
    open var isScrollContainer: Bool { false }

    override func edgeItem(facing other: LayoutItem) -> LayoutItem {
        guard isScrollContainer, let inner = other.treeView, inner !== self, inner.isDescendant(of: self) else { return self }
        return systemGuide(.scrollContent)
    }

    // MARK: Anchors only views have

    /// The first line's baseline (a view without text has it at its top).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline (a view without text has it at its bottom).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Alignment rectangles

    /// The alignment rectangle for a frame: the frame minus ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the exact inverse of ``alignmentRect(forFrame:)``.
    @_disfavoredOverload public func frame(forAlignmentRect rect: Rect) -> Rect {
        let insets = alignmentRectInsets
        return Rect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                    width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline stands for this view's (UIKit's `forFirstBaselineLayout`).
    /// By default ``forLastBaselineLayout``'s view, as UIKit documents, so overriding only the
    /// last one moves both.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }
    /// The view whose last baseline stands for this view's (UIKit's `forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    // MARK: What logs, reports, matrix checks and animations read

    /// The text a constraint's description shows after this view's name, as UIKit's log shows
    /// a label's (`UILabel:0x…'Hello'`); nil, the default, adds none. A label gives its text.
    open var constraintLogText: String? { nil }

    /// The mode this view's drawing places its content by (UIKit's `contentMode`), which
    /// ``layoutReport()`` shows after a content size; nil, the default, for a view whose drawing
    /// places nothing by one. An image view gives its ``ImageView/contentMode``.
    open var drawingContentMode: ContentMode? { nil }

    /// Whether cut-off text in this view is an error in a matrix (the reader can't tell what a
    /// heading says or a control does) rather than a warning (UIKit ends other text with an
    /// ellipsis by design). False by default; true for a button, and a label in a heading text
    /// style.
    open var isTruncationAnError: Bool { false }

    /// What the accessibility checks read of this view (``AccessibilityFacts``: the control it
    /// is, its spoken label, the text it draws); nil, the default, for a view they skip. Plumb's
    /// label, button, text field and check box give theirs, as do UIKit's controls.
    open var accessibilityAuditFacts: AccessibilityFacts? { nil }

    /// The view's on/off state, when it has one (a check box's tick); nil, the default, when it
    /// has none, and setting it then does nothing. An animation records it before and after its
    /// block, and each frame shows the state of its moment.
    open var toggleState: Bool? {
        get { nil }
        set {}
    }

    /// Distances of the baselines from the top of the alignment rectangle, for a view of
    /// `height`; nil means a view without text (first baseline at the top, last at the
    /// bottom). Subclasses with text override this (open for UIKit's controls; not for apps).
    open func _baselineOffsets() -> BaselineOffsets? { nil }

    /// Called when the intrinsic size is invalidated, so subclasses can drop cached measurements.
    open func _contentSizeWillChange() {}

    /// Called by the layout pass with the solved width; returns true if the view re-measured
    /// itself (a wrapping label) so that layout must run again.
    open func _remeasureAfterLayout(width: Double) -> Bool { false }

    /// True when the view's size depends on its solved width (a wrapping label).
    open var _remeasuresAfterLayout: Bool { false }
}

/// Where a view's baselines sit, for text centred vertically in the view.
public struct BaselineOffsets: Equatable, Sendable {
    /// Height of the measured text.
    public var textHeight: Double
    /// First baseline, from the top of the text.
    public var first: Double
    /// Last baseline, from the top of the text.
    public var last: Double

    /// Offsets from the text's height and its baselines.
    public init(textHeight: Double, first: Double, last: Double) {
        self.textHeight = textHeight; self.first = first; self.last = last
    }

    /// The baselines of measured text.
    public init(_ text: TextMeasurement) {
        self.init(textHeight: text.size.height, first: text.firstBaseline, last: text.lastBaseline)
    }
}

/// Forces a layout direction on a view (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Inherit the direction, or force left-to-right or right-to-left.
    case unspecified, forceLeftToRight, forceRightToLeft
}

/// Which margins and sizes follow the superview when autoresizing (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
