import Plumb
import Testing

/// Light/dark colours and UIKit's semantic colours, with Apple's values.
@Suite struct DynamicColorTests {
    /// The light and dark values of a colour as `#rrggbb(aa)` text.
    static func values(_ color: Color) -> [String] {
        [color.resolved(for: .light).description, color.resolved(for: .dark).description]
    }

    @Test func semanticColoursHaveUIKitsValues() {
        #expect(Self.values(.label) == ["#000000", "#ffffff"])
        #expect(Self.values(.secondaryLabel) == ["#3c3c4399", "#ebebf599"])
        #expect(Self.values(.tertiaryLabel) == ["#3c3c434d", "#ebebf54d"])
        #expect(Self.values(.quaternaryLabel) == ["#3c3c432e", "#ebebf52e"])
        #expect(Self.values(.systemBackground) == ["#ffffff", "#000000"])
        #expect(Self.values(.secondarySystemBackground) == ["#f2f2f7", "#1c1c1e"])
        #expect(Self.values(.tertiarySystemBackground) == ["#ffffff", "#2c2c2e"])
        #expect(Self.values(.systemGroupedBackground) == ["#f2f2f7", "#000000"])
        #expect(Self.values(.secondarySystemGroupedBackground) == ["#ffffff", "#1c1c1e"])
        #expect(Self.values(.separator) == ["#3c3c434a", "#54545899"])
        #expect(Self.values(.opaqueSeparator) == ["#c6c6c8", "#38383a"])
        #expect(Self.values(.link) == ["#007aff", "#0984ff"])
        #expect(Self.values(.placeholderText) == ["#3c3c434d", "#ebebf54d"])
        #expect(Self.values(.systemFill) == ["#78788033", "#7878805c"])
        #expect(Self.values(.quaternarySystemFill) == ["#74748014", "#7676802e"])
    }

    @Test func systemColoursHaveTheHIGsValues() {
        #expect(Self.values(.systemBlue) == ["#007aff", "#0a84ff"])
        #expect(Self.values(.systemRed) == ["#ff3b30", "#ff453a"])
        #expect(Self.values(.systemGreen) == ["#34c759", "#30d158"])
        #expect(Self.values(.systemOrange) == ["#ff9500", "#ff9f0a"])
        #expect(Self.values(.systemYellow) == ["#ffcc00", "#ffd60a"])
        #expect(Self.values(.systemIndigo) == ["#5856d6", "#5e5ce6"])
        #expect(Self.values(.systemPurple) == ["#af52de", "#bf5af2"])
        #expect(Self.values(.systemPink) == ["#ff2d55", "#ff375f"])
        #expect(Self.values(.systemTeal) == ["#30b0c7", "#40c8e0"])
        #expect(Self.values(.systemCyan) == ["#32ade6", "#64d2ff"])
        #expect(Self.values(.systemMint) == ["#00c7be", "#66d4cf"])
        #expect(Self.values(.systemBrown) == ["#a5845e", "#ac8e68"])
        #expect(Self.values(.systemGray) == ["#8e8e93", "#8e8e93"] && !Color.systemGray.isDynamic)
        #expect(Self.values(.systemGray2) == ["#aeaeb2", "#636366"])
        #expect(Self.values(.systemGray3) == ["#c7c7cc", "#48484a"])
        #expect(Self.values(.systemGray4) == ["#d1d1d6", "#3a3a3c"])
        #expect(Self.values(.systemGray5) == ["#e5e5ea", "#2c2c2e"])
        #expect(Self.values(.systemGray6) == ["#f2f2f7", "#1c1c1e"])
        #expect(Color.systemColors.count == 36)
        #expect(Color.named("systemBackground") == .systemBackground && Color.named("background") == nil)
    }

    @Test func lightDarkColoursResolveAndDescribeThemselves() {
        let ink = Color(light: Color(hex: "#102030")!, dark: Color(hex: "#e0f0ff")!)
        #expect(ink.isDynamic && ink.red == Color(hex: "#102030")!.red)
        #expect(ink.description == ##"{light: "#102030", dark: "#e0f0ff"}"##)
        #expect(ink.resolved(for: .dark) == Color(hex: "#e0f0ff") && !ink.resolved(for: .dark).isDynamic)
        #expect(Color(light: .white, dark: .white) == .white)
        #expect(Color(light: .label, dark: .systemBackground) == Color(light: .black, dark: .black))
        #expect(Self.values(ink.withAlpha(0.5)) == ["#10203080", "#e0f0ff80"])
        #expect(Color.white.resolved(for: .dark) == .white)
    }

    /// Views draw their colours resolved for the root's appearance: a recording context sees only plain colours.
    @Test func drawingResolvesColoursForTheTreesAppearance() {
        final class Recorder: GraphicsContext {
            var fills: [String] = []
            var texts: [String] = []
            func saveState() {}
            func restoreState() {}
            func translateBy(x: Double, y: Double) {}
            func clip(to path: Path) {}
            func fill(_ path: Path, with color: Color) { fills.append(color.description) }
            func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) { fills.append("stroke " + color.description) }
            func beginTransparencyLayer(alpha: Double) {}
            func endTransparencyLayer() {}
            func draw(_ text: TextDrawing) { texts.append(text.color.description) }
            func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) {}
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .secondarySystemBackground
        let label = Label(text: "Hi", frame: Rect(x: 0, y: 0, width: 50, height: 20))
        root.addSubview(label)
        let light = Recorder()
        root.drawHierarchy(in: light)
        #expect(light.fills == ["#f2f2f7"] && light.texts == ["#000000"])
        root.traitCollection.userInterfaceStyle = .dark
        let dark = Recorder()
        root.drawHierarchy(in: dark)
        #expect(dark.fills == ["#1c1c1e"] && dark.texts == ["#ffffff"])
    }
}
