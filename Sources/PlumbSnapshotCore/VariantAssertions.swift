import Plumb

extension Snapshotting where Value == Scene {
    /// The same strategy for a scene laid out in `environment`: its reference's name also spells
    /// the environment's device, direction, language, text size and (for pictures) appearance.
    public func named(for environment: SceneEnvironment) -> Snapshotting {
        var copy = self
        let spelled = SnapshotVariant(environment: environment)
        copy.variant.device = spelled.device ?? copy.variant.device
        copy.variant.direction = spelled.direction ?? copy.variant.direction
        copy.variant.language = spelled.language ?? copy.variant.language
        copy.variant.contentSize = spelled.contentSize ?? copy.variant.contentSize
        if ["png", "svg"].contains(pathExtension) {
            copy.variant.appearance = spelled.appearance ?? copy.variant.appearance
        }
        return copy
    }
}

/// The failure messages of snapshotting a scene in each variant (see
/// PlumbSnapshot's `assertSnapshot(of:as:named:variants:record:location:filePath:function:fileID:line:column:)`),
/// one per variant, nil where it matches. For XCTest.
public func verifySnapshot<Format>(
    of make: () -> Scene, as strategy: Snapshotting<Scene, Format>, named name: String, variants: [SceneEnvironment],
    record: RecordMode? = nil,
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function
) -> [String?] {
    variants.map { variant in
        let scene = make()
        scene.apply(variant)
        return verifySnapshot(of: scene, as: strategy.named(for: variant), named: name, record: record, location: location,
                              filePath: filePath, function: function)
    }
}
