import PlumbScene

/// What the preview serves for a scene: the page a browser opens, and the update the page
/// loads after each change or resize. The `plumb preview` command fills it with the
/// inspector's page and model.
public struct PreviewContent: Sendable {
    /// The whole page for a laid-out scene, in live mode; `script` is the preview's own
    /// script, to be put at the end of the page's body.
    public var page: @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ script: String) -> String
    /// What the page's `plumbInspector.load(model, svg)` takes, for a laid-out scene: the
    /// model as JSON text and the picture as SVG text. `quick` asks for a step of a resize
    /// drag, which may leave out what is slow to find (the page asks again without it when
    /// the drag settles).
    public var update: @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ quick: Bool) -> (model: String, svg: String)

    /// Content from its two parts.
    public init(page: @escaping @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ script: String) -> String,
                update: @escaping @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ quick: Bool) -> (model: String, svg: String)) {
        self.page = page
        self.update = update
    }
}
