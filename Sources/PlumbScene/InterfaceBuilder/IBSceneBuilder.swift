import Foundation
import Plumb

/// Builds the scene an Interface Builder document's chosen view describes, for an environment:
/// its views with their IB ids as keys, their guides, and its constraints as the document's
/// size classes install them. Plumb's own model does the rest, as for a YAML scene.
struct IBSceneBuilder {
    let document: IBDocument
    let environment: SceneEnvironment
    let services: SceneServices
    let factory: IBViewFactory
    var items: [String: LayoutItem] = [:]
    var viewIDs: [String] = []
    var guideIDs: [String] = []
    var declarations: [String: SourceLocation] = [:]
    var savedFrames: [String: Rect] = [:]
    var labels: [String: String] = [:]
    var misplaced: Set<String> = []
    var frameLocations: [String: (view: SourceLocation, rect: SourceLocation)] = [:]
    var warnings: [SceneError] = []
    /// Elements with a `<constraints>` list, with the view a constraint without `firstItem` means.
    var constraintOwners: [(element: IBElement, view: View)] = []
    /// Views a size class leaves out, and every id inside them.
    var absentIDs: Set<String> = []
    var notedClasses: Set<String> = []
    var systemConstraints: [SceneConstraint] = []
    var variations = IBVariations()
    /// Every view id a constraint names (a constraint without `firstItem` names its owner).
    let constrainedIDs: Set<String>
    var direction = LayoutDirection.leftToRight

    /// How deep views may nest: far beyond any real document, and shallow enough that a
    /// malformed one can't exhaust the stack.
    static let maximumDepth = 400

    init(document: IBDocument, environment: SceneEnvironment, services: SceneServices) {
        self.document = document
        self.environment = environment
        self.services = services
        factory = IBViewFactory(values: document.values)
        var constrained: Set<String> = []
        for owner in [document.rootView] + document.rootView.descendants() {
            for entry in owner.child("constraints")?.children ?? [] {
                constrained.formUnion([entry["firstItem"] ?? owner["id"], entry["secondItem"] ?? (entry["secondAttribute"] == nil ? nil : owner["id"])].compactMap { $0 })
            }
        }
        constrainedIDs = constrained
    }

    var source: SourceText { document.source }

    func location(_ element: IBElement) -> SourceLocation {
        let error = source.error(line: element.line, scalarColumn: element.column, "")
        return SourceLocation(file: error.file, line: error.line, column: error.column)
    }

    func warning(_ element: IBElement, _ message: String) -> SceneError {
        var error = source.error(line: element.line, scalarColumn: element.column, message)
        error.severity = .warning
        return error
    }

    mutating func build() throws(SceneError) -> LoadedScene {
        let (device, orientation) = try chosenDevice()
        direction = environment.direction ?? .leftToRight
        let root = document.rootView
        let saved = IBValues.rect(root.child("rect", key: "frame"))
        let deviceSize = device.size(orientation)
        // The canvas is the root's saved size (a freeform XIB view's own), unless --device asks for a screen.
        let size = environment.device == nil ? (saved.map(\.size).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? deviceSize) : deviceSize
        let scene = Scene(document.name, width: size.width, height: size.height, scale: environment.scale ?? device.scale, direction: direction) { _ in [] }
        scene.root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let classes = device.traits(orientation)
        (scene.traits.horizontalSizeClass, scene.traits.verticalSizeClass) = (classes.horizontalSizeClass, classes.verticalSizeClass)
        if let contentSize = environment.contentSize { scene.traits.preferredContentSizeCategory = contentSize }
        if let appearance = environment.appearance ?? (document.document.child("device")?["appearance"] == "dark" ? .dark : nil) {
            scene.traits.userInterfaceStyle = appearance
        }
        scene.root.systemFontFamily = environment.systemFont
        scene.root.safeAreaInsets = safeArea(device.safeArea(orientation), rootHeight: size.height, screenHeight: deviceSize.height)
        variations = IBVariations(root: root, traits: scene.traits)

        guard let rootID = root["id"] else { throw source.error(line: root.line, scalarColumn: root.column, "the root view has no 'id'") }
        factory.configureCommon(scene.root, root, direction: direction)
        if document.isControllerView { applyControllerMargins(to: scene.root, horizontal: classes.horizontalSizeClass) }
        scene.root.translatesAutoresizingMaskIntoConstraints = true
        scene.root.identifier = rootID
        try declare(rootID, scene.root, root, saved: saved)
        noteClass(of: root)
        try addGuides(of: root, to: scene.root)
        if let controller = document.controller { addControllerGuides(controller, root: scene.root) }
        try addChildren(of: root, to: scene.root, depth: 0)

        var constraints = systemConstraints
        for (element, owner) in constraintOwners {
            for entry in element.child("constraints")?.children ?? [] where entry.name == "constraint" {
                if let made = constraint(entry, owner: owner) { constraints.append(made) }
            }
        }
        // As for YAML scenes: multipliers may not compound past what the solver can hold.
        try SceneAssembler.checkMultiplierReach(constraints, source: source)
        let loaded = LoadedScene(scene: scene, file: source.file, viewIDs: viewIDs, guideIDs: guideIDs, items: items,
                                 constraints: constraints, source: source, declarations: declarations, warnings: warnings)
        (loaded.device, loaded.orientation) = (device, orientation)
        loaded.savedFrames = savedFrames
        loaded.labels = labels
        loaded.misplacedInDocument = misplaced
        loaded.savedFrameLocations = frameLocations
        loaded.documentText = document.text
        scene.root.textMeasurer = services.textMeasurer
        loaded.activateConstraints()
        return loaded
    }

    /// `--device` (a Plumb preset or an IB device id), else the document's.
    private func chosenDevice() throws(SceneError) -> (Device, Orientation) {
        guard let selection = environment.device else { return document.device }
        guard let device = Device.named(selection.name) ?? IBDevices.device(id: selection.name) else {
            throw source.error(line: 1, scalarColumn: 1, Device.unknownNameMessage(selection.name) + " (from --device)")
        }
        return (device, selection.landscape ? .landscape : .portrait)
    }

    /// The device's safe area, plus the bars a view controller's simulated metrics name: a
    /// navigation bar (44 points) above, a tab bar (49) or a toolbar (44) below. (Bars IB
    /// infers from a navigation controller are not in the scene's XML, so they are not added.)
    private func safeArea(_ insets: EdgeInsets, rootHeight: Double, screenHeight: Double) -> EdgeInsets {
        guard let controller = document.controller else { return insets }
        var result = insets
        // A controller's view shorter than the screen sits below opaque bars (a navigation
        // controller's, say): the status bar no longer overlaps it, so its top inset shrinks
        // by the height of what is above it.
        if rootHeight < screenHeight { result.top = max(0, result.top - (screenHeight - rootHeight)) }
        if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil { result.top += 44 }
        if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil { result.bottom += 49 }
        else if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil { result.bottom += 44 }
        return result
    }

    /// A view controller's root view has at least the system minimum margins: 16 points at the
    /// sides in a compact width and 20 in a regular one, 0 above and below (Apple,
    /// `systemMinimumLayoutMargins`), unless the controller opts out.
    private func applyControllerMargins(to view: View, horizontal: SizeClass?) {
        let explicit = IBValues.margins(of: document.rootView, direction: direction) ?? DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        if document.controller?["viewRespectsSystemMinimumLayoutMargins"] == "NO" {
            view.directionalLayoutMargins = explicit
            return
        }
        let side: Double = horizontal == .regular ? 20 : 16
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: explicit.top, leading: max(explicit.leading, side),
                                                              bottom: explicit.bottom, trailing: max(explicit.trailing, side))
    }

    mutating func declare(_ id: String, _ item: LayoutItem, _ element: IBElement, saved: Rect?) throws(SceneError) {
        guard items[id] == nil else { throw source.error(line: element.line, scalarColumn: element.column, "the id '\(id)' is used twice") }
        items[id] = item
        declarations[id] = location(element)
        if item is View { viewIDs.append(id) } else { guideIDs.append(id) }
        if let saved { savedFrames[id] = saved }
        if let label = document.label(of: element) { labels[id] = label }
        if element["misplaced"] == "YES" { misplaced.insert(id) }
        if let rect = element.child("rect", key: "frame") { frameLocations[id] = (location(element), location(rect)) }
        if element.child("constraints") != nil, let view = item as? View { constraintOwners.append((element, view)) }
    }

    /// A view's subviews (and a cell's or effect view's content view), in drawing order; a
    /// stack view arranges all of its own.
    private mutating func addChildren(of element: IBElement, to view: View, depth: Int) throws(SceneError) {
        guard depth < Self.maximumDepth else {
            throw source.error(line: element.line, scalarColumn: element.column, "views nest more than \(Self.maximumDepth) deep")
        }
        let contentViews = element.children.filter { $0["key"] == "contentView" && $0.child("rect", key: "frame") != nil }
        for child in contentViews + (element.child("subviews")?.children ?? []) {
            guard let id = child["id"] else {
                warnings.append(warning(child, "'<\(child.name)>' has no id: left out"))
                continue
            }
            if !variations.isInstalled(id, element: child) {
                absentIDs.formUnion(([child] + child.descendants()).compactMap { $0["id"] })
                continue
            }
            if !IBViewFactory.knownViews.contains(child.name) {
                warnings.append(warning(child, "'<\(child.name)>' is not a view Plumb knows: drawn as an empty view"))
            }
            let made = factory.makeView(child)
            made.identifier = id
            factory.configureCommon(made, child, direction: direction)
            noteClass(of: child)
            let saved = IBValues.rect(child.child("rect", key: "frame"))
            // Every view starts at its saved frame, as when UIKit loads a nib, so a subview's
            // autoresizing mask resizes it from the size IB saved, not from zero.
            if let saved { made.frame = saved }
            if let stack = view as? StackView, child["key"] != "contentView" {
                stack.addArrangedSubview(made)
            } else {
                // IB writes translatesAutoresizingMaskIntoConstraints="NO" for views it lays out
                // with constraints; the others keep their saved frame and autoresizing mask.
                // A view with fixedFrame="YES" that no constraint names keeps its saved frame, as IB shows it.
                let translates = child["translatesAutoresizingMaskIntoConstraints"] != "NO"
                    || (child["fixedFrame"] == "YES" && !constrainedIDs.contains(id))
                made.translatesAutoresizingMaskIntoConstraints = translates
                if translates {
                    made.frame = saved ?? .zero
                    made.autoresizingMask = Self.autoresizingMask(child.child("autoresizingMask", key: "autoresizingMask"))
                }
                view.addSubview(made)
            }
            try declare(id, made, child, saved: saved)
            try addGuides(of: child, to: made)
            try addChildren(of: child, to: made, depth: depth + 1)
        }
    }

    static func autoresizingMask(_ element: IBElement?) -> AutoresizingMask {
        guard let element else { return [] }
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (key, flag) in flags where element[key] == "YES" { mask.insert(flag) }
        return mask
    }

    /// One note per custom class: Plumb draws the class Interface Builder shows.
    private mutating func noteClass(of element: IBElement) {
        if let custom = element["customClass"], notedClasses.insert(custom).inserted {
            warnings.append(warning(element, "'\(custom)' is drawn as its base class '<\(element.name)>': its own code doesn't run here"))
        }
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
            warnings.append(warning(attribute, "the user-defined runtime attribute '\(attribute["keyPath"] ?? "")' is ignored: it is set by code at run time"))
        }
    }
}
