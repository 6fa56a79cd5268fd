/// The environment type Swift scenes used before scene files, snapshots and the matrix shared one.
@available(*, deprecated, renamed: "SceneEnvironment")
public typealias SceneVariant = SceneEnvironment

extension SceneEnvironment {
    /// The device's name as reference names spell it (`iphone-se`, `iphone-15:landscape`).
    @available(*, deprecated, message: "use 'device'")
    public var deviceName: String? {
        get { device?.description }
        set { device = newValue.map { DeviceSelection(spelling: $0) } }
    }

    /// The language's name, for reference names (`de`, `double`).
    @available(*, deprecated, renamed: "language")
    public var languageName: String? {
        get { language }
        set { language = newValue }
    }

    /// Creates an environment with `SceneVariant`'s parameter names, a device name among them.
    @available(*, deprecated, message: "use init(device:contentSize:appearance:language:direction:systemFont:size:scale:safeAreaInsets:horizontalSizeClass:verticalSizeClass:text:)")
    public init(deviceName: String?, size: Size? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, direction: LayoutDirection? = nil,
                contentSize: ContentSizeCategory? = nil, appearance: UserInterfaceStyle? = nil,
                languageName: String? = nil, text: (@Sendable (String) -> String)? = nil) {
        self.init(device: deviceName.map { DeviceSelection(spelling: $0) }, contentSize: contentSize,
                  appearance: appearance, language: languageName, direction: direction, size: size, scale: scale,
                  safeAreaInsets: safeAreaInsets, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                  text: text)
    }

    /// Creates an environment with `SceneVariant`'s parameter names, a language name among them.
    @available(*, deprecated, message: "use init(device:contentSize:appearance:language:direction:systemFont:size:scale:safeAreaInsets:horizontalSizeClass:verticalSizeClass:text:)")
    public init(size: Size? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, direction: LayoutDirection? = nil,
                contentSize: ContentSizeCategory? = nil, appearance: UserInterfaceStyle? = nil,
                languageName: String?, text: (@Sendable (String) -> String)? = nil) {
        self.init(deviceName: nil, size: size, scale: scale, safeAreaInsets: safeAreaInsets, horizontalSizeClass: horizontalSizeClass,
                  verticalSizeClass: verticalSizeClass, direction: direction, contentSize: contentSize, appearance: appearance,
                  languageName: languageName, text: text)
    }
}
