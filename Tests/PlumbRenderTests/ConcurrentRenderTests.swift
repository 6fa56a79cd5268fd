import Plumb
import PlumbRender
import Testing

/// Several trees rendered at once, as `plumb render` does on every core.
@Suite struct ConcurrentRenderTests {
    /// A small form with text, so Pango is busy on every thread.
    static func form(_ index: Int) -> View {
        let name = Label("name", text: "Name \(index)")
        let field = TextField("field", placeholder: "Ada Lovelace \(index)")
        let save = Button(title: "Save", style: .rounded)
        let scene = Scene("form\(index)", width: 260, height: 100, scale: 2) { root in
            name
            field
            save
            name.leadingAnchor == root.leadingAnchor + 12
            name.firstBaselineAnchor == field.firstBaselineAnchor
            field.leadingAnchor == name.trailingAnchor + 8
            field.trailingAnchor == root.trailingAnchor - 12
            field.topAnchor == root.topAnchor + 12
            save.trailingAnchor == field.trailingAnchor
            save.topAnchor == field.bottomAnchor + 12
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        return scene.root
    }

    static func render(_ index: Int) throws -> [UInt8] {
        try Renderer(scale: 2, overlays: .all).data(of: form(index), format: .png)
    }

    @Test func parallelRendersEqualSerialOnes() async throws {
        let count = 12
        let serial = try (0..<count).map(Self.render)
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for index in 0..<count { group.addTask { (index, try Self.render(index)) } }
            var results = [[UInt8]](repeating: [], count: count)
            for try await (index, bytes) in group { results[index] = bytes }
            return results
        }
        #expect(parallel == serial)
        #expect(Set(serial).count == count)   // each form differs (its numbered texts)
    }
}
