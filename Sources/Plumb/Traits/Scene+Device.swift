extension Scene {
    /// Builds a scene for a device preset: the root is the device's screen in the orientation,
    /// with its scale, its safe-area insets and its size classes (which ``When`` reads).
    public convenience init(_ name: String, device: Device, orientation: Orientation = .portrait,
                            direction: LayoutDirection = .leftToRight, @SceneBuilder content: (View) -> [SceneElement]) {
        let size = device.size(orientation)
        self.init(name, width: size.width, height: size.height, scale: device.scale, direction: direction,
                  traits: device.traits(orientation), content: content)
        root.safeAreaInsets = device.safeArea(orientation)
    }
}
