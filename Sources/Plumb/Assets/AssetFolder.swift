import Foundation

/// A folder of an app's resources, as a bundle's resource folder holds them: asset catalogs
/// (`*.xcassets`) and loose picture files (`Logo.png`, `Logo@2x.png`, `Logo@3x.png`). Looks
/// names up as UIKit's `UIColor(named:in:compatibleWith:)` and `UIImage(named:in:compatibleWith:)`
/// do in a bundle: the catalogs first, in name order, then the loose files.
public struct AssetFolder: Sendable {
    /// The folder, as given.
    public let path: String
    /// The catalogs directly in the folder, by path; a folder that is itself a catalog is its
    /// only one.
    public let catalogs: [AssetCatalog]

    /// Lists the catalogs of the folder at `path` (or opens it as one, when it is a
    /// `.xcassets` folder). Throws when it is missing or not a folder.
    public init(folderAt path: String) throws(AssetCatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(path: path, message: "no resource folder here")
        }
        self.path = path
        if path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") {
            catalogs = [try AssetCatalog(folderAt: path)]
            return
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        var found: [AssetCatalog] = []
        for name in names where name.hasSuffix(".xcassets") {
            found.append(try AssetCatalog(folderAt: path + "/" + name))
        }
        catalogs = found
    }

    /// The colour named `name` in the folder's catalogs; nil when none has it.
    public func color(named name: String) throws(AssetCatalogError) -> Color? {
        for catalog in catalogs {
            if let color = try catalog.color(named: name) { return color }
        }
        return nil
    }

    /// The picture named `name` for a screen of `scale` pixels a point: an image set of the
    /// folder's catalogs, else a loose PNG file (`name`, `name.png`, or `name@Nx.png` at the
    /// nearest scale, as for an image set). Nil when there is none.
    public func image(named name: String, scale: Double = 3) throws(AssetCatalogError) -> Image? {
        for catalog in catalogs {
            if let image = try catalog.image(named: name, scale: scale) { return image }
        }
        guard !catalogs.contains(where: { $0.path == path }) else { return nil }
        return try looseImage(named: name, scale: scale)
    }

    /// A loose file: the name as given when it has an extension, else `name.png` and its
    /// `@2x`/`@3x` variants, picked like an image set's scales.
    private func looseImage(named name: String, scale: Double) throws(AssetCatalogError) -> Image? {
        let (base, kind) = AssetCatalog.splitExtension(name)
        let fileKind = kind.isEmpty ? "png" : kind
        let variants: [(file: String, factor: Double)] = [(base + "." + fileKind, 1)]
            + [2.0, 3.0].map { (base + "@\(Int($0))x." + fileKind, $0) }
        let present = variants.filter { FileManager.default.fileExists(atPath: path + "/" + $0.file) }
        guard let chosen = nearestScale(present, to: scale, factor: { $0.factor }) else { return nil }
        let file = path + "/" + chosen.file
        do {
            return try Image(assetFileAt: file, scale: chosen.factor)
        } catch {
            throw AssetCatalogError(path: file, message: error.message)
        }
    }
}
