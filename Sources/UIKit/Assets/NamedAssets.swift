import Foundation
import Plumb
import Synchronization

/// Where `UIColor(named:)` and `UIImage(named:)` look for asset catalogs and picture files.
///
/// On iOS they look in the app's main bundle. A Linux test runs in a test runner whose main
/// bundle is not the app's, so say where the resources are, once, before the screens are made:
///
/// ```swift
/// try NamedAssets.addBundle(.module)                        // a target's `resources: [.copy("Assets.xcassets")]`
/// try NamedAssets.addFolder(atPath: "Sources/App/Assets.xcassets") // or a catalog, or a folder of them
/// ```
///
/// A name is looked up in the added folders, in the order they were added, then in the main
/// bundle's resources. `UIColor(named:in:compatibleWith:)` and `UIImage(named:in:compatibleWith:)`
/// with a bundle look only in that bundle, as on iOS. A broken set is reported on
/// ``LayoutLog`` (its file and the reason) and gives nil.
public enum NamedAssets {
    private static let added = Mutex<[AssetFolder]>([])
    private static let bundleFolders = Mutex<[String: AssetFolder]>([:])

    /// Adds a folder of resources (its `*.xcassets` catalogs and loose PNG files), or one
    /// `.xcassets` catalog. Throws when it is missing.
    public static func addFolder(atPath path: String) throws(AssetCatalogError) {
        let folder = try AssetFolder(folderAt: path)
        added.withLock { $0.append(folder) }
    }

    /// Adds a bundle's resources (`Bundle.module` for a SwiftPM target's `resources:`).
    public static func addBundle(_ bundle: Bundle) throws(AssetCatalogError) {
        try addFolder(atPath: resourceFolder(of: bundle))
    }

    /// Forgets the added folders.
    public static func removeAddedFolders() {
        added.withLock { $0.removeAll() }
    }

    /// The colour `name`: from `bundle` when given, else from the added folders, then the main bundle.
    static func color(named name: String, in bundle: Bundle?) -> Color? {
        firstFound(in: bundle) { folder throws(AssetCatalogError) in try folder.color(named: name) }
    }

    /// The picture `name` for a screen of `scale` pixels a point, looked up as ``color(named:in:)``.
    static func image(named name: String, in bundle: Bundle?, scale: Double) -> Image? {
        firstFound(in: bundle) { folder throws(AssetCatalogError) in try folder.image(named: name, scale: scale) }
    }

    private static func firstFound<Value>(in bundle: Bundle?, _ find: (AssetFolder) throws(AssetCatalogError) -> Value?) -> Value? {
        let folders = bundle.map { [folder(of: $0)].compactMap { $0 } }
            ?? added.withLock { $0 } + [folder(of: .main)].compactMap { $0 }
        for folder in folders {
            do {
                if let value = try find(folder) { return value }
            } catch {
                LayoutLog.sink.receive(LayoutMessage(severity: .error, text: error.description))
                return nil
            }
        }
        return nil
    }

    /// A bundle's resources as a folder, read once per bundle; nil when it has no such folder.
    private static func folder(of bundle: Bundle) -> AssetFolder? {
        let path = resourceFolder(of: bundle)
        if let known = bundleFolders.withLock({ $0[path] }) { return known }
        guard let folder = try? AssetFolder(folderAt: path) else { return nil }
        bundleFolders.withLock { $0[path] = folder }
        return folder
    }

    private static func resourceFolder(of bundle: Bundle) -> String { bundle.resourcePath ?? bundle.bundlePath }
}
