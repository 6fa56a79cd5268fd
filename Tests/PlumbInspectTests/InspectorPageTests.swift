import Foundation
import Plumb
import PlumbInspect
import PlumbRender
import PlumbScene
import Testing

/// The page file: self-contained, deterministic, with the model and the picture inlined.
@Suite struct InspectorPageTests {
    static func page(_ sample: String) throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/\(sample).yaml").path
        let loaded = try SceneLoader.load(contentsOf: path, services: .rendering)
        let page = try InspectorPage(loaded: loaded, outcome: loaded.layout())
        return String(decoding: try page.html(), as: UTF8.self)
    }

    @Test(arguments: ["chat-screen", "planets-unsatisfiable"])
    func theSameSceneGivesTheSameBytes(_ sample: String) throws {
        #expect(try Self.page(sample) == (try Self.page(sample)))
    }

    @Test func thePageReachesNothingOutsideItself() throws {
        let html = try Self.page("chat-screen")
        let picture = try #require(html.range(of: "data:image/svg+xml;base64,").map { start -> String in
            let rest = html[start.upperBound...]
            return String(decoding: Data(base64Encoded: String(rest.prefix { $0 != "\"" }))!, as: UTF8.self)
        })
        #expect(picture.hasPrefix("<?xml") && picture.contains("<svg"))
        let namespaces = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]
        for text in [html, picture] {
            var rest = text
            for namespace in namespaces { rest = rest.replacingOccurrences(of: namespace, with: "") }
            #expect(!rest.contains("http://") && !rest.contains("https://"))
            #expect(!rest.contains("//cdn") && !rest.contains("@import") && !rest.contains("<link"))
        }
        #expect(!html.contains("<script src") && !html.contains("{{PLUMB:"))
        #expect(html.contains("default-src 'none'"))   // the browser enforces it too
    }

    @Test func theModelSitsInTheScriptAsJSON() throws {
        let html = try Self.page("planets-unsatisfiable")
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"plumb-model\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        let model = try JSONDecoder().decode(InspectorModel.self, from: json)
        #expect(model.scene == "planets-unsatisfiable")
        #expect(model.views.map(\.key) == ["root", "saturn", "label"])
        #expect(!model.live)
        // Descriptions start with `<`, written \u003c so that no `</script>` can end the element early.
        #expect(!html[start.upperBound..<end.lowerBound].contains("<"))
    }
}
