import Foundation
import Plumb
import PlumbInspect
import PlumbRender
import PlumbScene
import Testing

/// The time scrubber's part of the page: every frame's places and picture, for purple-in-blue
/// with the window going from 300 to 100 wide in 1 s, linear, at 10 fps.
@Suite struct InspectorAnimationTests {
    struct Recorded {
        let loaded: LoadedScene
        let animations: [LayoutAnimation]
        let page: InspectorPage
    }

    static func record() throws -> Recorded {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/purple-in-blue.yaml").path
        let loaded = try SceneLoader.load(contentsOf: path, services: .rendering)
        var page = try InspectorPage(loaded: loaded, outcome: loaded.layout())
        let capture = AnimationCapture(scene: loaded.scene)
        let constraints = try loaded.animate([try AnimationChange(parsing: "window.width=300->100")],
                                             duration: 1, curve: .linear, fps: 10, mode: .constraints)
        let animations = [constraints, constraints.interpolated()]
        page.add(try capture.capture(animations, title: "window.width=300->100"))
        return Recorded(loaded: loaded, animations: animations, page: page)
    }

    @Test func everyFilmHasItsFramesWithTheirTimes() throws {
        let animation = try #require(try Self.record().page.model.animation)
        #expect(animation.films.map(\.mode) == ["constraints", "interpolated"])
        #expect(animation.duration == 1 && animation.fps == 10 && animation.curve == "linear")
        for film in animation.films {
            #expect(film.frames.count == 11)
            #expect(film.frames.map { ($0.time * 10).rounded() } == (0...10).map(Double.init))
            #expect(film.frames.map(\.size.width) == stride(from: 300.0, through: 100, by: -20).map { $0 })
        }
    }

    @Test func aViewsRectangleInAFrameIsTheAnimationsFrame() throws {
        let recorded = try Self.record()
        let model = recorded.page.model
        let animation = try #require(model.animation)
        let purple = try #require(recorded.loaded.view("purple"))
        let index = try #require(model.views.firstIndex { $0.key == "purple" })
        for (film, recording) in zip(animation.films, recorded.animations) {
            for k in film.frames.indices {
                let expected = try #require(recording.frame(of: purple, at: k))
                #expect(film.frames[k].framesInParent[index] == InspectorRect(expected), "\(film.mode) frame \(k)")
                // blue fills the root: purple's root frame is its frame in blue.
                #expect(film.frames[k].frames[index] == InspectorRect(expected))
            }
        }
        // Half way the window is 200 wide: purple keeps its 100 and sits in the middle.
        #expect(animation.films[0].frames[5].framesInParent[index] == InspectorRect(x: 50, y: 20, width: 100, height: 60))
        // Core Animation's straight line from 100 to 60 wide is 80 wide half way.
        #expect(animation.films[1].frames[5].framesInParent[index] == InspectorRect(x: 60, y: 20, width: 80, height: 60))
    }

    @Test func theInterpolatedInBetweenFramesMissTheWidthAndTheEndsHold() throws {
        let model = try Self.record().page.model
        let films = try #require(model.animation).films
        #expect(films[0].frames.allSatisfy { $0.violations.isEmpty })
        let interpolated = films[1].frames
        #expect(interpolated[0].violations.isEmpty && interpolated[10].violations.isEmpty)
        for k in 1...9 {
            let violation = try #require(interpolated[k].violations.first, "frame \(k)")
            #expect(violation.name == "purple.width == 100 @250")
            #expect(!violation.required)
            let constraint = try #require(violation.constraint)
            #expect(model.constraints[constraint].equation.hasPrefix("purple.width == 100"))
        }
        #expect(interpolated[5].violations[0].error == 20)
    }

    @Test func theFramesShareTheirPicturesAndThePageHoldsEach() throws {
        let page = try Self.record().page
        let films = try #require(page.model.animation).films
        // The first and last frames look the same in both films.
        #expect(films[0].frames[0].picture == films[1].frames[0].picture)
        #expect(films[0].frames[10].picture == films[1].frames[10].picture)
        #expect(page.framePictures.count == Set(films.flatMap { $0.frames.map(\.picture) }).count)
        let html = String(decoding: try page.html(), as: UTF8.self)
        #expect(html.contains("<div id=\"scrubber\""))
        for index in page.framePictures.indices {
            #expect(html.contains("<script type=\"image/svg+xml\" id=\"plumb-frame-\(index)\"><?xml"))
        }
        let svg = String(decoding: page.framePictures[films[0].frames[5].picture], as: UTF8.self)
        #expect(svg.contains("width=\"200pt\""))
    }

    @Test func aPageWithoutAnAnimationHasNoScrubber() throws {
        let html = try InspectorPageTests.page("purple-in-blue")
        #expect(!html.contains("<div id=\"scrubber\"") && !html.contains("<script type=\"image/svg+xml\"") && !html.contains("\"animation\""))
    }
}
