import Synchronization

/// One face of a font file, by the names a font is asked for by: its family (`DejaVu Sans`),
/// its full name (`DejaVu Sans Bold`) and its PostScript name (`DejaVuSans-Bold`).
public struct FontFace: Hashable, Sendable {
    /// The family the face belongs to.
    public var family: String
    /// The face's full name.
    public var fullName: String
    /// The face's PostScript name, the name iOS code usually gives `UIFont(name:size:)`.
    public var postScriptName: String
    /// True for a bold face (weight semibold or heavier).
    public var isBold: Bool

    /// Creates a face.
    public init(family: String, fullName: String, postScriptName: String, isBold: Bool) {
        self.family = family
        self.fullName = fullName
        self.postScriptName = postScriptName
        self.isBold = isBold
    }

    /// The font that draws this face at `size` (Plumb's fonts know two weights, regular and bold).
    public func font(size: Double) -> Font { Font(family: family, size: size, bold: isBold) }
}

/// The font faces text can be drawn in, by name: the pinned DejaVu faces and the faces of the
/// font files a program registers (PlumbRender's `FontRegistry` adds them here).
public enum FontFaces {
    /// The six pinned faces (the files `fonts.conf` accepts), with the names their files hold.
    public static let pinned: [FontFace] = [
        FontFace(family: "DejaVu Sans", fullName: "DejaVu Sans", postScriptName: "DejaVuSans", isBold: false),
        FontFace(family: "DejaVu Sans", fullName: "DejaVu Sans Bold", postScriptName: "DejaVuSans-Bold", isBold: true),
        FontFace(family: "DejaVu Sans Mono", fullName: "DejaVu Sans Mono", postScriptName: "DejaVuSansMono", isBold: false),
        FontFace(family: "DejaVu Sans Mono", fullName: "DejaVu Sans Mono Bold", postScriptName: "DejaVuSansMono-Bold", isBold: true),
        FontFace(family: "DejaVu Serif", fullName: "DejaVu Serif", postScriptName: "DejaVuSerif", isBold: false),
        FontFace(family: "DejaVu Serif", fullName: "DejaVu Serif Bold", postScriptName: "DejaVuSerif-Bold", isBold: true),
    ]

    private static let registered = Mutex<[FontFace]>([])

    /// Adds faces (a registered file's); a face already known is not added again.
    public static func add(_ faces: [FontFace]) {
        registered.withLock { list in
            for face in faces where !list.contains(face) { list.append(face) }
        }
    }

    /// Every known face: the pinned ones, then the registered ones in the order they came.
    public static var all: [FontFace] { pinned + registered.withLock { $0 } }

    /// The face named `name`: by PostScript name or full name, else the regular face of the
    /// family of that name; nil when no known face has it. Names match exactly, letter case
    /// included, as font names do on iOS.
    public static func face(named name: String) -> FontFace? {
        let faces = all
        return faces.first { $0.postScriptName == name || $0.fullName == name }
            ?? faces.first { $0.family == name && !$0.isBold }
            ?? faces.first { $0.family == name }
    }
}
