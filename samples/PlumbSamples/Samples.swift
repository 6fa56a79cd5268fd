import Plumb

/// One built-in sample: a scene written in the Swift DSL, mirrored by `samples/<name>.yaml`.
public struct Sample: Sendable {
    /// The sample's name, in kebab-case; its scene file is `samples/<name>.yaml`.
    public let name: String
    /// A short title for the gallery.
    public let title: String
    /// One or two sentences: what the sample shows or teaches.
    public let teaches: String
    /// Where it comes from, by its real title (`WWDC 2015 session 219, “Mysteries of Auto
    /// Layout, Part 2”`; a book's chapter and example), or `Plumb's own`.
    public let source: String
    /// Builds a fresh scene (a new view tree each call); call `layout()` on it.
    public let make: @Sendable () -> Scene
    /// The languages the sample is also shown in (`--language` with its scene file): languages
    /// of its strings table and pseudo-languages. Empty for a sample without strings.
    public let languages: [String]
    /// The sample's animation, if it has one (its scene file's `animation:` key).
    public internal(set) var animation: SampleAnimation?
    private let makeInLanguage: @Sendable (String?) -> Scene

    /// The old name of ``source``.
    @available(*, deprecated, renamed: "source")
    public var seed: String { source }

    /// Creates a sample.
    public init(name: String, title: String, teaches: String, source: String, make: @escaping @Sendable () -> Scene) {
        self.init(name: name, title: title, teaches: teaches, source: source, languages: []) { _ in make() }
    }

    /// Creates a sample shown in several languages; `make` builds it in one (nil: the default).
    public init(name: String, title: String, teaches: String, source: String, languages: [String],
                make: @escaping @Sendable (String?) -> Scene) {
        self.name = name
        self.title = title
        self.teaches = teaches
        self.source = source
        self.languages = languages
        self.makeInLanguage = make
        self.make = { make(nil) }
    }

    /// The old spelling of ``init(name:title:teaches:source:make:)``.
    @available(*, deprecated, renamed: "init(name:title:teaches:source:make:)")
    public init(name: String, title: String, teaches: String, seed: String, make: @escaping @Sendable () -> Scene) {
        self.init(name: name, title: title, teaches: teaches, source: seed, make: make)
    }

    /// The old spelling of ``init(name:title:teaches:source:languages:make:)``.
    @available(*, deprecated, renamed: "init(name:title:teaches:source:languages:make:)")
    public init(name: String, title: String, teaches: String, seed: String, languages: [String],
                make: @escaping @Sendable (String?) -> Scene) {
        self.init(name: name, title: title, teaches: teaches, source: seed, languages: languages, make: make)
    }

    /// Builds a fresh scene in a language: nil for the default, else one of ``languages``.
    public func scene(in language: String?) -> Scene { makeInLanguage(language) }
}

/// The built-in samples: the example layouts of Apple's WWDC talks, a course and a book on Auto
/// Layout (``SampleSource``), and a few of Plumb's own, written in the Swift DSL. Each has a
/// scene file of the same name in `samples/`.
public enum Samples {
    /// Every sample, in gallery order.
    public static let all: [Sample] = talk2015Scenes + bookScenes + talk2012Scenes + plumbScenes

    /// The sample with this name, if any.
    public static func named(_ name: String) -> Sample? {
        all.first { $0.name == name }
    }

    /// WWDC 2015 session 219's scenes, and the course's.
    static let talk2015Scenes: [Sample] = [
        Sample(name: "planets-unsatisfiable", title: "Planets: unsatisfiable",
               teaches: "Saturn's aspect ratio conflicts with a label pinned 100 from the top. The log lists the identified constraints and breaks saturnWidth; removing labelToTop fixes it.",
               source: SampleSource.mysteriesOfAutoLayout2, make: PlanetSamples.unsatisfiable),
        Sample(name: "planets-ambiguous", title: "Planets: ambiguous",
               teaches: "Saturn sits between two spacer guides whose equal widths were never activated, so Saturn.minX is ambiguous; exercising the ambiguity moves it between the sides.",
               source: SampleSource.mysteriesOfAutoLayout2, make: PlanetSamples.ambiguous),
        Sample(name: "checkbox-window", title: "Checkbox window",
               teaches: "A window whose bottom follows the last visible checkbox, with \"Show Extra Options\" checked.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.checkboxWindow(expanded: true) }).animated(TalkSamples.checkboxCollapse),
        Sample(name: "checkbox-window-collapsed", title: "Checkbox window, unchecked",
               teaches: "Unchecking swaps the window's bottom constraint to the top checkbox and hides the options: the engine changes at once, the frames in the next layout pass.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.checkboxWindow(expanded: false) }),
        Sample(name: "answer-row", title: "Answer row",
               teaches: "A text field and a button share a row; the button's hugging at 251 makes it hug its title while the field fills the rest.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.answerRow(fixed: true) }),
        Sample(name: "answer-row-tie", title: "Answer row: hugging tie",
               teaches: "Both views hug at 250, so the engine must guess which one stretches: a content-priority ambiguity.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.answerRow(fixed: false) }),
        Sample(name: "photo-caption", title: "Photo and caption",
               teaches: "photoHeight (0.6 of the root) and captionToCenterY can't both hold below the top guide; the identifiers make the log readable.",
               source: SampleSource.mysteriesOfAutoLayout2, make: PlanetSamples.photoCaption),
        Sample(name: "forgotten-flag", title: "Forgotten autoresizing flag",
               teaches: "A button left translating its empty frame: its h=--& v=--& constraints conflict with the pins 10 from the top and left.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.forgottenFlag(fixed: false) }),
        Sample(name: "forgotten-flag-fixed", title: "Autoresizing flag off",
               teaches: "With translatesAutoresizingMaskIntoConstraints off, the button sits at (10, 10) at its intrinsic size.",
               source: SampleSource.mysteriesOfAutoLayout2, make: { TalkSamples.forgottenFlag(fixed: true) }),
        Sample(name: "equal-spacing-guides", title: "Equal spacing with guides",
               teaches: "Layout guides in the gaps between three buttons, at equal widths, space the buttons evenly without spacer views.",
               source: SampleSource.mysteriesOfAutoLayout2, make: TalkSamples.equalSpacingGuides),
        Sample(name: "group-centering", title: "Centring a group",
               teaches: "A guide spanning an image and a label centres the two as one group.",
               source: SampleSource.mysteriesOfAutoLayout2, make: TalkSamples.groupCentering),
        Sample(name: "blue-green", title: "Blue and green",
               teaches: "A constraint is a linear equation: blue.top == 1 × green.bottom + 266.",
               source: SampleSource.autoLayoutFundamentals, make: { CourseSamples.blueGreen(.gap266) }),
        Sample(name: "blue-green-100", title: "Blue and green, constant 100",
               teaches: "Changing the constant to 100 moves blue's top up; green doesn't move.",
               source: SampleSource.autoLayoutFundamentals, make: { CourseSamples.blueGreen(.gap100) }),
        Sample(name: "blue-green-multiplier", title: "Blue and green, multiplier 2",
               teaches: "blue.top == 2 × green.bottom + 50: a multiplier on a position, which needs the item/attribute form.",
               source: SampleSource.autoLayoutFundamentals, make: { CourseSamples.blueGreen(.multiplier) }),
        Sample(name: "venn-left", title: "Venn diagram, left",
               teaches: "Two square circles overlapping by 40; the weight sets their edge constants (20/40) in updateConstraints().",
               source: SampleSource.autoLayoutFundamentals, make: { VennSamples.venn(.left) }),
        Sample(name: "venn-balanced", title: "Venn diagram, balanced",
               teaches: "The balanced weight: both circles 20 from the container's edges, so they are the same size.",
               source: SampleSource.autoLayoutFundamentals, make: { VennSamples.venn(.balanced) }),
        Sample(name: "venn-right", title: "Venn diagram, right",
               teaches: "The right weight: edge constants 40/20, so the right circle is the larger one.",
               source: SampleSource.autoLayoutFundamentals, make: { VennSamples.venn(.right) }),
        Sample(name: "profile-views", title: "Profile views",
               teaches: "Custom views with a 55×55 intrinsic size and alignment insets that leave an overhanging icon out, so the views line up by their photos.",
               source: SampleSource.autoLayoutFundamentals, make: CourseSamples.profileViews),
        Sample(name: "menu-screen", title: "Menu screen",
               teaches: "A scrolling menu with plain constraints: a container on the scroll view's content guide, as wide as its frame guide, sets the content size; an image 28 from the top, seven buttons 20 apart, all as wide as Profile.",
               source: SampleSource.autoLayoutFundamentals, make: MenuSamples.menuScreen),
        Sample(name: "menu-screen-stack", title: "Menu screen with stacks",
               teaches: "The same menu from two nested stack views: far fewer constraints for the same frames.",
               source: SampleSource.autoLayoutFundamentals, make: MenuSamples.menuScreenStack),
        Sample(name: "splash", title: "Splash screen",
               teaches: "A logo centred with an aspect ratio and edges >= 20 fits every screen size; resize it with --size.",
               source: SampleSource.autoLayoutFundamentals, make: CourseSamples.splash),
    ]

    /// *iOS Auto Layout Demystified*, chapter 5.
    static let bookScenes: [Sample] = [
        Sample(name: "book-s1", title: "Book S1: autoresizing conflict",
               teaches: "A label still translating its frame: its mask gives midX == + 50, centerX breaks and the label stays at 50.",
               source: SampleSource.autoLayoutDemystified("Example 5-1"), make: BookSamples.s1),
        Sample(name: "book-s2", title: "Book S2: dual pin",
               teaches: "H:|-50-[label] lowered to 750 is a fallback behind the required H:|-80-[label]: x = 80.",
               source: SampleSource.autoLayoutDemystified("Example 5-2"), make: BookSamples.s2).animated(BookSamples.pinReleased),
        Sample(name: "book-s4", title: "Book S4: grid backsplash",
               teaches: "Two half-size views made with multipliers (0.5 × the root) overlap darker in one quarter.",
               source: SampleSource.autoLayoutDemystified("Figure 5-4"), make: BookSamples.s4),
        Sample(name: "book-s5", title: "Book S5: low hugging",
               teaches: "Hugging 50 loses to width and height 100 at 250: the 64×64 image grows to 100×100 at (110 202).",
               source: SampleSource.autoLayoutDemystified("Example 5-8"), make: { BookSamples.image("book-s5", hugging: 50, sizePriority: 250) }),
        Sample(name: "book-s6", title: "Book S6: high hugging",
               teaches: "Hugging 750 beats width and height 100 at 500: the image stays 64×64 at (128 220).",
               source: SampleSource.autoLayoutDemystified("Example 5-9"), make: { BookSamples.image("book-s6", hugging: 750, sizePriority: 500) }),
        Sample(name: "book-s7", title: "Book S7: ambiguous",
               teaches: "A 50×50 view with only a left constraint: nothing places it vertically, so it is ambiguous.",
               source: SampleSource.autoLayoutDemystified("Example 5-11"), make: BookSamples.s7),
        Sample(name: "book-s8", title: "Book S8: conflicting pins",
               teaches: "left + 118 and left + 100 can't both hold; the earlier one breaks and the view sits at (100 124; 50 50).",
               source: SampleSource.autoLayoutDemystified("Example 5-12"), make: BookSamples.s8),
    ]

    /// WWDC 2012 session 228, "Best Practices for Mastering Auto Layout".
    static let talk2012Scenes: [Sample] = [
        Sample(name: "purple-in-blue", title: "Purple in blue",
               teaches: "A weak width of 100 inside required padding of 20: the width is min(100, W − 40).",
               source: SampleSource.bestPractices, make: BestPracticesSamples.purpleInBlue).animated(BestPracticesSamples.windowShrinks),
        Sample(name: "keyboard-row", title: "Keyboard row",
               teaches: "Keys with equal widths and equal pads, the last bound to the trailing edge: relationships instead of arithmetic.",
               source: SampleSource.bestPractices, make: BestPracticesSamples.keyboardRow),
        Sample(name: "dialog-languages", title: "Save dialog in every language",
               teaches: "One dialog sized to fit its content, its texts from a strings table: in German the words grow and so does the dialog; the pseudo-languages double every string, accent and lengthen it, or mirror the layout right to left. The same constraints fit them all.",
               source: SampleSource.bestPractices, languages: BestPracticesSamples.dialogLanguages, make: BestPracticesSamples.dialog(in:)),
        Sample(name: "rtl-mirroring", title: "Right-to-left mirroring",
               teaches: "Leading and trailing flip under right-to-left layout while left and right stay put.",
               source: SampleSource.bestPractices, make: BestPracticesSamples.rtlMirroring),
    ]

    /// Plumb's own samples.
    static let plumbScenes: [Sample] = [
        Sample(name: "settings-screen", title: "Settings screen",
               teaches: "Stack views nested four deep (screen, section, card, row) with first-baseline rows: almost no constraints by hand.",
               source: SampleSource.plumb, make: SettingsSample.settingsScreen),
        Sample(name: "login-form", title: "Login form (German, right to left)",
               teaches: "A form whose label column is as wide as its longest German label, fields on the labels' baselines, all mirrored right to left.",
               source: SampleSource.plumb, make: LoginSample.loginForm),
        Sample(name: "card-grid", title: "Card grid",
               teaches: "Stacks that fill equally, wrapping text measured at its solved width, and a root whose height fits the grid.",
               source: SampleSource.plumb, make: CardGridSample.cardGrid),
        Sample(name: "safe-area", title: "Safe area",
               teaches: "A 375×812 phone with UIKit's insets (47 top, 34 bottom): a header on the safe area's top and a tab bar on its bottom, while the background runs under the status bar and the home indicator.",
               source: SampleSource.plumb, make: SafeAreaSample.safeArea),
        Sample(name: "chat-screen", title: "Chat screen",
               teaches: "A real screen from one reusable component: bubbles as wide as their text up to three quarters of the list, then wrapping; a navigation bar and an input bar that run under the status bar and the home indicator with their content inside the safe area.",
               source: SampleSource.plumb, make: ChatSample.chatScreen),
        Sample(name: "adaptive-profile", title: "Adaptive profile (device and size classes)",
               teaches: "A scene laid out on a device preset, an iPhone 15 (393×852 @3x, its safe area, compact width), that varies for traits: the bio goes under the avatar on a compact width, and sits beside the name with a sidebar on a regular one.",
               source: SampleSource.plumb, make: { AdaptiveSample.adaptiveProfile() }),
        Sample(name: "text-styles", title: "Text styles and semantic colours",
               teaches: "Fonts given as UIKit text styles and colours given as UIKit's semantic colours: --content-size AX3 grows every line and the card with them, --appearance dark draws the dark values.",
               source: SampleSource.plumb, make: TextStylesSample.textStyles),
    ]
}
