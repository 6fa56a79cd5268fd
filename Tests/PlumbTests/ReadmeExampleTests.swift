import Testing
import Plumb

/// The README's example, verbatim, so it can't rot.
@Suite struct ReadmeExampleTests {
    @Test func blueGreenExample() {
        let scene = Scene("blue-green", width: 375, height: 667) { root in
            let green = View("green"), blue = View("blue")
            green
            blue
            green.topAnchor == root.topAnchor
            green.leadingAnchor == root.leadingAnchor
            green.trailingAnchor == root.trailingAnchor
            green.heightAnchor == 300
            blue.leadingAnchor == root.leadingAnchor
            blue.trailingAnchor == root.trailingAnchor
            blue.bottomAnchor == root.bottomAnchor
            blue.topAnchor == green.bottomAnchor + 266
        }
        scene.layout()
        #expect(scene.view("blue")!.frame.description == "(0 566; 375 101)")
    }
}
