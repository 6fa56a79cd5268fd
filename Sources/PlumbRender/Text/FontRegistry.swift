import CPangoCairo
import Foundation
import Plumb

/// Font files a program brings besides the pinned DejaVu fonts: a brand font, or a family to
/// stand in for the system font (``Font/systemFamilyStandIn``).
///
/// ```swift
/// try FontRegistry.register(fileAt: "Fonts/LiberationSans-Regular.ttf")   // ["Liberation Sans"]
/// let title = Label("title", text: "Hello", font: Font(description: "Liberation Sans 17"))
/// ```
///
/// Each file is added to the private fontconfig configuration of every Pango runtime as an
/// application font (`FcConfigAppFontAddFile`), so fontconfig sees the pinned files and the
/// registered ones and never the machine's font folders: text measures and draws the same on
/// every machine that has the same files. A file stays registered for the rest of the process,
/// and must stay where it is meanwhile: fontconfig opens it again when text is drawn.
public enum FontRegistry {
    /// A registered file (an absolute, standardized path) and the families its faces name.
    private struct Entry {
        let path: String
        let families: [String]
    }

    private static let entries = Locked([Entry]())

    /// The file extensions ``register(folderAt:)`` takes: TrueType, OpenType and their collections.
    public static let fontFileExtensions = ["otc", "otf", "ttc", "ttf"]

    /// Registers a font file (TrueType, OpenType or a collection) and returns the families it
    /// holds. Registering a file again changes nothing.
    @discardableResult
    public static func register(fileAt path: String) throws(FontRegistrationError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FontRegistrationError(path: path, reason: .noSuchFile)
        }
        guard !isFolder.boolValue else { throw FontRegistrationError(path: path, reason: .folderGiven) }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let known = entries.withLock({ list in list.first { $0.path == absolute } }) { return known.families }
        let faces = facesInFile(absolute)
        var families: [String] = []
        for face in faces where !families.contains(face.family) { families.append(face.family) }
        guard !families.isEmpty else { throw FontRegistrationError(path: path, reason: .notAFont) }
        // UIKit's `UIFont(name:size:)` finds the file's faces by name.
        FontFaces.add(faces)
        entries.withLock { list in
            if !list.contains(where: { $0.path == absolute }) { list.append(Entry(path: absolute, families: families)) }
        }
        // Measurements made before the file arrived may have used the fallback family.
        PangoTextMeasurer.shared.clearCache()
        return families
    }

    /// Registers every font file (``fontFileExtensions``) in a folder and its subfolders, in
    /// path order, and returns their families. Other files (a licence, a read-me) are skipped;
    /// a folder without font files, or with one that is no font, is an error (and then none of
    /// its files is registered).
    @discardableResult
    public static func register(folderAt path: String) throws(FontRegistrationError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FontRegistrationError(path: path, reason: .noSuchFolder)
        }
        guard isFolder.boolValue else { throw FontRegistrationError(path: path, reason: .fileGiven) }
        let files = fontFiles(inFolder: path)
        guard !files.isEmpty else { throw FontRegistrationError(path: path, reason: .noFontFiles) }
        // Check every file first, so that a broken one leaves none of the folder registered.
        if let broken = files.first(where: { familiesInFile($0).isEmpty }) {
            throw FontRegistrationError(path: broken, reason: .notAFont)
        }
        var families: [String] = []
        for file in files {
            for family in try register(fileAt: file) where !families.contains(family) { families.append(family) }
        }
        return families
    }

    /// Registers a folder's font files (``register(folderAt:)``) or one font file
    /// (``register(fileAt:)``), whichever `path` is.
    @discardableResult
    public static func register(folderOrFileAt path: String) throws(FontRegistrationError) -> [String] {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return try exists && !isFolder.boolValue ? register(fileAt: path) : register(folderAt: path)
    }

    /// The registered files, absolute, in the order they were registered.
    public static var registeredFiles: [String] { entries.withLock { $0.map(\.path) } }

    /// The families of the registered files, sorted.
    public static var registeredFamilies: [String] {
        Array(Set(entries.withLock { $0.flatMap(\.families) })).sorted()
    }

    /// The font files under a folder, named from the folder as given and sorted by path, so
    /// registration order does not depend on the order the file system lists them in.
    private static func fontFiles(inFolder path: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: path) else { return [] }
        return walk.compactMap { item -> String? in
            guard let relative = item as? String,
                  fontFileExtensions.contains((relative as NSString).pathExtension.lowercased()) else { return nil }
            let file = (path as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue ? file : nil
        }
        .sorted()
    }

    /// The family of each face fontconfig finds in a file, in face order without repeats;
    /// empty for a file that holds no font.
    private static func familiesInFile(_ path: String) -> [String] {
        var families: [String] = []
        for face in facesInFile(path) where !families.contains(face.family) { families.append(face.family) }
        return families
    }

    /// The faces fontconfig finds in a file, with their family, full and PostScript names and
    /// whether they are bold (fontconfig's weight at least semibold's, `FC_WEIGHT_DEMIBOLD`).
    private static func facesInFile(_ path: String) -> [FontFace] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        // Face index -1 (all bits set) asks for every face of a collection or variable font.
        _ = FcFreeTypeQueryAll(path, UInt32.max, nil, &count, set)
        guard let fonts = set.pointee.fonts else { return [] }
        var faces: [FontFace] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = fonts[index], let family = string(FC_FAMILY, of: pattern) else { continue }
            var weight: Int32 = FC_WEIGHT_REGULAR
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            let face = FontFace(family: family, fullName: string(FC_FULLNAME, of: pattern) ?? family,
                                postScriptName: string(FC_POSTSCRIPT_NAME, of: pattern) ?? family,
                                isBold: weight >= FC_WEIGHT_DEMIBOLD)
            if !faces.contains(face) { faces.append(face) }
        }
        return faces
    }

    /// The first value of a string property of a font pattern.
    private static func string(_ property: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, property, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
