import Plumb
import Yams

/// The scene's device: the `--device` of the environment, else the file's `device:` key
/// (`iphone-15` or `{name: iphone-15, orientation: landscape}`). A device replaces the file's
/// `size`, `scale` and `safeArea`, and gives the size classes that `when:` conditions test.
extension SceneAssembler {
    /// The device the scene is laid out for, with its orientation; nil when neither the
    /// environment nor the file names one.
    func device(_ field: YAMLField?) throws(SceneError) -> (device: Device, orientation: Orientation)? {
        if let selection = reader.environment.device {
            guard let device = Device.named(selection.name) else {
                throw reader.source.error(line: 1, scalarColumn: 1, Device.unknownNameMessage(selection.name) + " (from --device)")
            }
            // The file's own `device:` must still be well formed.
            _ = try field.map { field throws(SceneError) in try fileDevice(field.value) }
            return (device, selection.landscape ? .landscape : .portrait)
        }
        return try field.map { field throws(SceneError) in try fileDevice(field.value) }
    }

    /// `device: NAME` or `device: {name: NAME, orientation: portrait|landscape}`.
    private func fileDevice(_ node: Node) throws(SceneError) -> (device: Device, orientation: Orientation) {
        var nameNode = node
        var orientation = Orientation.portrait
        if case .mapping = node {
            let fields = try reader.fields(of: node, allowed: ["name", "orientation"], what: "the device")
            guard let name = fields["name"] else { throw reader.source.error(at: node, "the device needs a 'name' (plumb devices lists them)") }
            nameNode = name.value
            if let field = fields["orientation"] {
                orientation = try reader.choice(field.value, "orientation", ["portrait": Orientation.portrait, "landscape": .landscape])
            }
        }
        let name = try reader.string(nameNode, "a device name")
        guard let device = Device.named(name) else { throw reader.source.error(at: nameNode, Device.unknownNameMessage(name)) }
        return (device, orientation)
    }

    /// Lays the scene out on the device: its screen size, scale, safe area and size classes.
    func apply(_ device: Device, _ orientation: Orientation, to scene: Scene) {
        let size = device.size(orientation)
        (scene.width, scene.height) = (size.width, size.height)
        // The root takes the device's size now, before the views are declared, so frames in
        // the file are the device's coordinates (a later size change autoresizes them).
        scene.root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        scene.scale = device.scale
        scene.root.safeAreaInsets = device.safeArea(orientation)
        let classes = device.traits(orientation)
        scene.traits.horizontalSizeClass = classes.horizontalSizeClass
        scene.traits.verticalSizeClass = classes.verticalSizeClass
    }
}
