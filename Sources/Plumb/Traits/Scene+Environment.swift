extension Scene {
    /// Lays the scene out in an environment from now on: its size, scale, safe area, direction
    /// and traits change, and every text is rewritten when the environment says so. The device
    /// and language names alone change nothing here (a Swift scene has no presets or strings
    /// to look them up in): ``SceneEnvironment/device(_:_:)`` and
    /// ``SceneEnvironment/pseudoLanguage(_:)`` give the screen and the rewrite.
    public func apply(_ environment: SceneEnvironment) {
        if let size = environment.size {
            width = size.width
            height = size.height
        }
        if let scale = environment.scale { self.scale = scale }
        if let insets = environment.safeAreaInsets { root.safeAreaInsets = insets }
        if let direction = environment.direction { self.direction = direction }
        var traits = self.traits
        if let horizontal = environment.horizontalSizeClass { traits.horizontalSizeClass = horizontal }
        if let vertical = environment.verticalSizeClass { traits.verticalSizeClass = vertical }
        if let contentSize = environment.contentSize { traits.preferredContentSizeCategory = contentSize }
        if let appearance = environment.appearance { traits.userInterfaceStyle = appearance }
        self.traits = traits
        if let rewrite = environment.text {
            for case let view as any TextShowing in root.subtreeViews { view.rewriteTexts(rewrite) }
        }
    }
}
