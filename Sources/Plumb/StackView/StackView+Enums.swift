extension StackView {
    /// How a stack shares its length along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack; hugging and compression priorities decide who grows or shrinks.
        case fill
        /// The views fill the stack and are all the same size.
        case fillEqually
        /// The views fill the stack, sized in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their sizes; the gaps between them are equal (at least ``StackArranging/spacing``).
        case equalSpacing
        /// The views keep their sizes; their centres are equally far apart.
        case equalCentering
    }

    /// How a stack places its views across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack across the axis.
        case fill
        /// Leading edges aligned (vertical stacks); same as ``top``.
        case leading
        /// Top edges aligned (horizontal stacks); same as ``leading``.
        case top
        /// First baselines aligned (horizontal stacks; a vertical stack treats it as ``leading``).
        case firstBaseline
        /// Centres aligned.
        case center
        /// Trailing edges aligned (vertical stacks); same as ``bottom``.
        case trailing
        /// Bottom edges aligned (horizontal stacks); same as ``trailing``.
        case bottom
        /// Last baselines aligned (horizontal stacks; a vertical stack treats it as ``leading``).
        case lastBaseline
    }
}
