import Foundation
import Plumb
import PlumbRender
import PlumbSnapshot
import Testing

/// Swift snapshot assertions over a list of variants: each variant's scene is built fresh,
/// laid out in the variant, and kept under its own reference name.
@Suite struct VariantAssertionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-variants-\(UUID().uuidString)")
    var location: SnapshotLocation {
        SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path, artifacts: folder.appendingPathComponent("artifacts").path)
    }

    /// A title pinned to the leading margin of a 200 × 60 scene, measured with the monospace fake.
    func scene() -> Scene {
        let title = Label("title", text: "Cancel")
        let scene = Scene("variants", width: 200, height: 60) { root in
            title
            title.leadingAnchor == root.leadingAnchor + 10
            title.topAnchor == root.topAnchor + 10
        }
        scene.root.textMeasurer = MonospaceTextMeasurer()
        return scene
    }

    static let variants = [
        SceneEnvironment(),
        SceneEnvironment(direction: .rightToLeft),
        SceneEnvironment(device: DeviceSelection(name: "phone"), contentSize: .accessibilityExtraLarge, appearance: .dark,
                         size: Size(width: 120, height: 80), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                         horizontalSizeClass: .compact),
        SceneEnvironment(language: "double", text: { "\($0) \($0)" }),
    ]

    @Test func eachVariantHasItsOwnReference() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: scene, as: .layout, named: "title", variants: Self.variants, record: .missing, location: location)
        #expect(first.allSatisfy { $0?.hasPrefix("recorded a new reference") == true })
        #expect(verifySnapshot(of: scene, as: .layout, named: "title", variants: Self.variants, record: .never, location: location)
            == [nil, nil, nil, nil])
        let suite = folder.appendingPathComponent("Snapshots/VariantAssertionTests")
        let stem = "eachVariantHasItsOwnReference.title"
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() == [
            "\(stem).device-phone.content-size-AX3.layout.txt", "\(stem).language-double.layout.txt",
            "\(stem).layout.txt", "\(stem).rtl.layout.txt",
        ])
        func text(_ variant: String) throws -> String {
            try String(contentsOf: suite.appendingPathComponent(variant.isEmpty ? "\(stem).layout.txt" : "\(stem).\(variant).layout.txt"), encoding: .utf8)
        }
        // 6 characters at 8.5 points: 51 wide (21.25 high, snapped to 21 at 1×); mirrored in rtl;
        // doubled, "Cancel Cancel" is 110.5, snapped to 111.
        let plain = try text(""), rtl = try text("rtl"), phone = try text("device-phone.content-size-AX3"), double = try text("language-double")
        #expect(plain == "root View (0 0; 200 60)\n  title Label (10 10; 51 21)\n")
        #expect(rtl == "root View (0 0; 200 60)\n  title Label (139 10; 51 21)\n")
        #expect(phone == "root View (0 0; 120 80)\n  title Label (10 10; 51 21)\n")
        #expect(double == "root View (0 0; 200 60)\n  title Label (10 10; 111 21)\n")
    }

    @Test func applyingAVariantSetsTheTraits() {
        let scene = scene()
        scene.apply(Self.variants[2])
        #expect(scene.width == 120 && scene.height == 80 && scene.root.safeAreaInsets.top == 20)
        #expect(scene.traits == TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .accessibilityExtraLarge,
                                                userInterfaceStyle: .dark))
        #expect(scene.root.subviews[0].traitCollection.userInterfaceStyle == .dark)
        // Pictures also spell the appearance; layout text doesn't.
        #expect(Snapshotting<Scene, ImageSnapshot>.png().named(for: Self.variants[2]).variant.tag == "device-phone.content-size-AX3.dark")
        #expect(Snapshotting<Scene, String>.layout.named(for: Self.variants[2]).variant.tag == "device-phone.content-size-AX3")
    }

    @Test func devicesAndPseudoLanguagesCombine() {
        let variant = SceneEnvironment.device(.iPhoneSE).combined(with: .pseudoLanguage(.double))
            .combined(with: SceneEnvironment(contentSize: .accessibilityExtraLarge))
        let scene = scene()
        scene.apply(variant)
        // The SE: 375 × 667 points at 2×, 20 points of status bar, compact width, regular height.
        #expect(scene.width == 375 && scene.height == 667 && scene.scale == 2 && scene.root.safeAreaInsets.top == 20)
        #expect(scene.traits.horizontalSizeClass == .compact && scene.traits.verticalSizeClass == .regular)
        #expect((scene.root.subviews[0] as? Label)?.text == "Cancel Cancel")
        #expect(Snapshotting<Scene, String>.layout.named(for: variant).variant.tag == "device-iphone-se.language-double.content-size-AX3")
        let landscape = SceneEnvironment.device(.iPhone15, .landscape)
        #expect(landscape.device?.description == "iphone-15:landscape" && landscape.size == Size(width: 852, height: 393))
        #expect(SceneEnvironment.pseudoLanguage(.rtl).direction == .rightToLeft && SceneEnvironment.pseudoLanguage(.rtl).text?("Save") == "Save")
    }
}
