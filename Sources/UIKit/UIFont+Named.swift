import Plumb

extension Font {
    /// The font named `fontName` at a size (UIKit's `init(name:size:)`): a face of the pinned
    /// DejaVu fonts or of a registered font file (PlumbRender's `FontRegistry.register(fileAt:)`,
    /// the stand-in for an app's `UIAppFonts`), by its PostScript name (`DejaVuSans-Bold`),
    /// its full name (`DejaVu Sans Bold`) or its family (the regular face). Nil for any other
    /// name, as UIKit returns nil for a font it doesn't have: San Francisco's names
    /// (`.SFUI-Regular`) and other fonts of iOS are not on Linux.
    public init?(name fontName: String, size fontSize: Double) {
        guard let face = FontFaces.face(named: fontName) else { return nil }
        self = face.font(size: fontSize)
    }

    /// The families fonts can be made from, sorted (UIKit's `familyNames`).
    public static var familyNames: [String] { Array(Set(FontFaces.all.map(\.family))).sorted() }

    /// The PostScript names of a family's faces, sorted (UIKit's `fontNames(forFamilyName:)`).
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        FontFaces.all.filter { $0.family == familyName }.map(\.postScriptName).sorted()
    }

    /// The family the font is drawn in (UIKit's `familyName`): `System` for the system font.
    public var familyName: String { family }

    /// The font's face name (UIKit's `fontName`): the PostScript name of the known face it
    /// draws, else its family, with `-Bold` when bold.
    public var fontName: String {
        FontFaces.all.first { $0.family == family && $0.isBold == isBold }?.postScriptName
            ?? family + (isBold ? "-Bold" : "")
    }
}
