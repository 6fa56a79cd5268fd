import PlumbScene
import PlumbSnapshotCore

extension SnapshotVariant {
    /// The parts of an environment that reference and matrix file names spell: device,
    /// direction, language, text size and appearance.
    init(environment: SceneEnvironment) {
        self.init(device: environment.device?.description, direction: environment.direction, language: environment.language,
                  contentSize: environment.contentSize?.rawValue, appearance: environment.appearance?.rawValue)
    }
}
