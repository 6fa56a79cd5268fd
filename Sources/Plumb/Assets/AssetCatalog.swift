import Foundation

/// An Xcode asset catalog (a `.xcassets` folder): its colour sets and image sets by name, read
/// as UIKit's `UIColor(named:)` and `UIImage(named:)` and Interface Builder documents find them.
///
/// ```swift
/// let catalog = try AssetCatalog(folderAt: "Sources/App/Assets.xcassets")
/// let brand = try catalog.color(named: "Brand")          // light and dark, from Brand.colorset
/// let icon = try catalog.image(named: "Avatar", scale: 3) // Avatar.imageset's 3x PNG, in points
/// ```
///
/// A folder whose `Contents.json` says `"provides-namespace": true` puts its folder name in
/// front of its sets' names (`Icons/Star`), as Xcode does. Opening the catalog only lists the
/// sets; each set's `Contents.json` is read when it is asked for, so one broken set doesn't
/// hide the others, and its error names its file.
public struct AssetCatalog: Sendable {
    /// The catalog's folder, as given.
    public let path: String
    /// Colour set folders by name.
    private let colorSets: [String: String]
    /// Image set folders by name.
    private let imageSets: [String: String]

    /// Lists the colour and image sets of the catalog at `path`. Throws when the folder is
    /// missing or not a folder.
    public init(folderAt path: String) throws(AssetCatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(path: path, message: "no asset catalog folder here")
        }
        self.path = path
        var colors: [String: String] = [:], images: [String: String] = [:]
        Self.collectSets(in: path, prefix: "", colors: &colors, images: &images)
        colorSets = colors
        imageSets = images
    }

    /// The names of the colour sets, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }
    /// The names of the image sets, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }

    /// The colour of the set `name`: dynamic (``Color/init(light:dark:)``) when the set has a
    /// dark variant. Nil when there is no such set; throws when its `Contents.json` is broken.
    public func color(named name: String) throws(AssetCatalogError) -> Color? {
        guard let folder = colorSets[name] else { return nil }
        let file = folder + "/Contents.json"
        let contents = try Self.decode(ColorSetContents.self, from: file)
        do {
            return try contents.color()
        } catch {
            throw AssetCatalogError(path: file, message: error.message)
        }
    }

    /// The picture of the set `name` for a screen of `scale` pixels a point (3 for most
    /// iPhones): the file at that scale or the nearest (``Image/size`` is in points, the
    /// pixels over the file's scale). A PNG is drawn; a PDF (a single-scale vector) is a
    /// placeholder of its page's size, since Plumb's renderer draws no PDF. Nil when there is
    /// no such set or it holds no file; throws when its `Contents.json` or its file is broken.
    public func image(named name: String, scale: Double = 3) throws(AssetCatalogError) -> Image? {
        guard let folder = imageSets[name] else { return nil }
        let file = folder + "/Contents.json"
        let contents = try Self.decode(ImageSetContents.self, from: file)
        do {
            guard let entry = try contents.entry(forScale: scale), let filename = entry.filename else { return nil }
            return try Image(assetFileAt: folder + "/" + filename, scale: entry.scaleFactor ?? 1)
        } catch {
            throw AssetCatalogError(path: file, message: error.message)
        }
    }

    // MARK: Reading the folder

    /// Adds the sets under `folder` (recursively, through plain and namespace folders).
    private static func collectSets(in folder: String, prefix: String, colors: inout [String: String], images: inout [String: String]) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries {
            let child = folder + "/" + entry
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let (base, kind) = splitExtension(entry)
            switch kind {
            case "colorset": colors[prefix + base] = colors[prefix + base] ?? child
            case "imageset": images[prefix + base] = images[prefix + base] ?? child
            case "": collectSets(in: child, prefix: prefix + (providesNamespace(child) ? entry + "/" : ""), colors: &colors, images: &images)
            default: continue // app icons, symbols, data sets: not colours or pictures
            }
        }
    }

    /// `Avatar` and `png` for `Avatar.png`; an empty kind for a name without a dot.
    static func splitExtension(_ name: String) -> (base: String, kind: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// True when a group folder's `Contents.json` says `"provides-namespace": true`.
    private static func providesNamespace(_ folder: String) -> Bool {
        struct GroupContents: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        let contents = try? decode(GroupContents.self, from: folder + "/Contents.json")
        return contents?.properties?.providesNamespace ?? false
    }

    /// Decodes a `Contents.json`, with the place and the reason in the error.
    static func decode<Contents: Decodable>(_ type: Contents.Type, from file: String) throws(AssetCatalogError) -> Contents {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw AssetCatalogError(path: file, message: "no Contents.json in the set")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw AssetCatalogError(path: file, message: error.catalogMessage)
        } catch {
            throw AssetCatalogError(path: file, message: "\(error)")
        }
    }
}

extension DecodingError {
    /// A JSON type in words: `a string`, `a number`, `a list`, `an object`.
    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if type == String.self { return "a string" }
        if type == Double.self || type == Bool.self { return type == Bool.self ? "true or false" : "a number" }
        if name.hasPrefix("Array<") { return "a list" }
        return "an object"
    }

    /// The reason in a sentence, with the JSON path where it applies (`colors[0].color`).
    var catalogMessage: String {
        func place(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch self {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return "'\(place(context.codingPath))' is not \(Self.kind(of: type))"
        case let .keyNotFound(key, context):
            let parent = place(context.codingPath)
            return "missing '\(key.stringValue)'" + (parent.isEmpty ? "" : " in '\(parent)'")
        case let .dataCorrupted(context) where !context.codingPath.isEmpty:
            return "'\(place(context.codingPath))': \(context.debugDescription)"
        case let .dataCorrupted(context):
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return "not valid JSON\(underlying)"
        @unknown default:
            return "\(self)"
        }
    }
}

extension Image {
    /// The picture in an asset's file: a PNG at `scale` pixels a point, or a PDF as a
    /// placeholder of its page's size.
    init(assetFileAt path: String, scale: Double) throws(AssetSetProblem) {
        switch AssetCatalog.splitExtension(String(path.split(separator: "/").last ?? "")).kind.lowercased() {
        case "png":
            let pixels = try ImageFileSize.png(atPath: path)
            self.init(file: path, size: Size(width: pixels.width / scale, height: pixels.height / scale))
        case "pdf":
            guard let size = try ImageFileSize.pdf(atPath: path) else {
                throw AssetSetProblem(message: "no page size (/MediaBox) found in '\(path)'")
            }
            self.init(placeholderOf: size)
        default:
            throw AssetSetProblem(message: "'\(path)': Plumb draws PNG files (and sizes PDF ones) only")
        }
    }
}
