import Plumb
import PlumbScene

/// What the preview serves for a scene: the `plumb preview` command fills it with the
/// inspector's page and model; tests with anything smaller.
public struct PreviewContent: Sendable {
    /// Renders a laid-out scene: its model and picture, and the page that shows them. `quick`
    /// asks for a step of a resize drag, which may leave out what is slow to find (the page asks
    /// again without it when the drag settles). A thrown error is logged and shown on the page
    /// over the last good rendering.
    public var render: @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ quick: Bool) throws -> PreviewRendering

    /// Content from its rendering function.
    public init(render: @escaping @Sendable (_ loaded: LoadedScene, _ outcome: LayoutOutcome, _ quick: Bool) throws -> PreviewRendering) {
        self.render = render
    }
}

/// One rendering of a laid-out scene. The server makes at most one per edit (and one per new
/// size the page asks for) and serves it to every page and request until the next.
public struct PreviewRendering: Sendable {
    /// What the page's `plumbInspector.load(model, svg)` takes first: the model as JSON text.
    public var model: String
    /// The picture as SVG text.
    public var svg: String
    /// The whole page, in live mode; `script` is the preview's own script, to be put at the end
    /// of the page's body.
    public var page: @Sendable (_ script: String) throws -> String

    /// A rendering from its parts.
    public init(model: String, svg: String, page: @escaping @Sendable (_ script: String) throws -> String) {
        self.model = model
        self.svg = svg
        self.page = page
    }
}
