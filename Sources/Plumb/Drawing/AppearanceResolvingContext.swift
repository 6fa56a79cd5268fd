/// A graphics context that hands every colour to the context it wraps resolved for one
/// appearance, so that light/dark colours reach the renderer as plain colours.
/// ``View/drawHierarchy(in:)`` draws through one, for the root's ``UserInterfaceStyle``.
final class AppearanceResolvingContext: GraphicsContext {
    let base: any GraphicsContext
    let style: UserInterfaceStyle

    /// Wraps `base` for `style`; a context that already resolves for `style` is used as it is.
    static func wrapping(_ base: any GraphicsContext, for style: UserInterfaceStyle) -> any GraphicsContext {
        if let resolving = base as? AppearanceResolvingContext, resolving.style == style { return resolving }
        return AppearanceResolvingContext(base: base, style: style)
    }

    private init(base: any GraphicsContext, style: UserInterfaceStyle) {
        self.base = base
        self.style = style
    }

    func saveState() { base.saveState() }
    func restoreState() { base.restoreState() }
    func translateBy(x: Double, y: Double) { base.translateBy(x: x, y: y) }
    func clip(to path: Path) { base.clip(to: path) }
    func fill(_ path: Path, with color: Color) { base.fill(path, with: color.resolved(for: style)) }
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
        base.stroke(path, with: color.resolved(for: style), lineWidth: lineWidth, dash: dash)
    }
    func beginTransparencyLayer(alpha: Double) { base.beginTransparencyLayer(alpha: alpha) }
    func endTransparencyLayer() { base.endTransparencyLayer() }
    func draw(_ text: TextDrawing) {
        var text = text
        text.color = text.color.resolved(for: style)
        for index in text.runs.indices { text.runs[index].color = text.runs[index].color?.resolved(for: style) }
        base.draw(text)
    }
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) { base.draw(image, in: rect, contentMode: contentMode) }
}
