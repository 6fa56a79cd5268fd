extension LayoutConstraint {
    /// Makes a constraint from an equation such as `b.width == 0.5 * a.width + 20 @high`
    /// (see ``ConstraintEquation`` for the grammar); it is returned inactive.
    ///
    /// Item names are keys of `items`. `superview`, when it is not a key of `items`, stands for
    /// the first item's superview (a layout guide's owning view). The constraint's ``priority``
    /// is the one after `@` (required when none), its ``origin`` is `text`, and its ``source``
    /// is `file` and `line`.
    ///
    /// - Throws: ``EquationError`` naming the offending character: any parse error
    ///   (see ``ConstraintEquation/parse(_:)``), an unknown item (with a suggestion when a key of
    ///   `items` is close), `superview` when the first item has none, or attributes the engine
    ///   can't relate (different axes, a location and a size, leading/trailing with left/right,
    ///   a location equal to a constant, a layout guide's baseline).
    public static func constraint(withEquation text: String, items: [String: LayoutItem],
                                  file: String = #fileID, line: Int = #line) throws(EquationError) -> LayoutConstraint {
        let equation = try ConstraintEquation.parse(text)
        let builder = EquationBuilder(equation: equation, text: text, items: items,
                                      source: SourceLocation(file: file, line: line))
        return try builder.build()
    }
}
