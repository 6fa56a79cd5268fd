import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// The inspector page: one self-contained HTML file holding the page's script and styles, the
/// model as JSON and the scene's picture as SVG. It reaches no network and runs from disk.
public struct InspectorPage: Sendable {
    /// What the page shows about the layout.
    public var model: InspectorModel
    /// The scene drawn as SVG without overlays (the canvas picture).
    public var picture: [UInt8]
    /// The animation frames' pictures (SVG), which ``InspectedFrame/picture`` indexes; empty
    /// without an animation.
    public var framePictures: [[UInt8]] = []

    /// A page for a model and its picture.
    public init(model: InspectorModel, picture: [UInt8]) {
        self.model = model
        self.picture = picture
    }

    /// The page of a scene file laid out with `LoadedScene.layout()` (`outcome` is what it
    /// returned): draws the picture with Plumb's renderer, then builds the model (see
    /// ``InspectorModel/init(loaded:outcome:affecting:directory:)``).
    public init(loaded: LoadedScene, outcome: LayoutOutcome, affecting: AffectingPolicy = .automatic,
                directory: String? = FileManager.default.currentDirectoryPath) throws(RenderError) {
        let scene = loaded.scene
        let picture = try Renderer(scale: scene.scale, background: scene.background).data(of: scene.root, format: .svg)
        self.init(model: InspectorModel(loaded: loaded, outcome: outcome, affecting: affecting, directory: directory), picture: picture)
    }

    /// Gives the page a time scrubber: the animation goes into the model, its pictures beside it.
    public mutating func add(_ captured: CapturedAnimation) {
        model.animation = captured.animation
        framePictures = captured.pictures
    }

    /// The HTML file: the template with the styles, the script, the model and the picture inlined.
    public func html() throws(InspectorError) -> [UInt8] {
        let template = try InspectorResources.text("inspector.html")
        let model: [UInt8]
        do { model = try self.model.jsonBytes() } catch { throw .encodingFailed(reason: "\(error)") }
        let values: [String: String] = [
            "TITLE": HTMLText.escaped(self.model.scene),
            "CSS": try InspectorResources.text("inspector.css"),
            "JS": try InspectorResources.text("inspector.js"),
            "MODEL": String(decoding: Self.scriptSafe(model), as: UTF8.self),
            "PICTURE": Data(picture).base64EncodedString(),
            "SCRUBBER": self.model.animation == nil ? "" : try InspectorResources.text("scrubber.html"),
            "FRAMES": FramePictures.elements(framePictures),
        ]
        return Array(Self.fill(template, values).utf8)
    }

    /// Replaces each `{{PLUMB:NAME}}` of the template with its value, in one pass (values are
    /// never searched for markers).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "{{PLUMB:") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = String(rest[open.upperBound..<close.lowerBound])
            result += values[name] ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// JSON that can sit inside a `<script>` element: every `<` (only found in strings) is
    /// written `\u003c`, so neither `</script>` nor `<!--` can end or change the element.
    /// Byte by byte (`<` is never part of a longer UTF-8 sequence): Foundation's
    /// `replacingOccurrences` took a tenth of `plumb inspect` on a 250-view screen.
    static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
        let escape = Array("\\u003c".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(json.count)
        for byte in json {
            if byte == UInt8(ascii: "<") { result += escape } else { result.append(byte) }
        }
        return result
    }
}
