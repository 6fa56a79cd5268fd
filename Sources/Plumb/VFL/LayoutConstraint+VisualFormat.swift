extension LayoutConstraint {
    /// Makes the constraints a visual format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`); they are returned inactive.
    ///
    /// The format follows Apple's Visual Format Language, e.g. `H:|-[a(100)]-[b(>=a@750)]-|` or
    /// `V:|-50-[a]-(>=8,<=20@250)-[b]`. Standard spacing `-` is 8 points between views and 20
    /// points to a superview edge `|`, which stands for the superview (or a guide's owning view)
    /// that every view in the format must share. Unlike Apple's parser, spaces and tabs are
    /// allowed between tokens. A view may appear more than once (Apple's grammar doesn't forbid
    /// it); its constraints then relate the view to itself. A name may also pick one of a view's
    /// system guides as equations do, `VIEW.GUIDE` (`[scroll.contentLayoutGuide]`,
    /// `[content(==scroll.frame)]`, `[root.safeArea]`), when the whole name is not a key of `views`;
    /// a guide takes part like a view, and `|` still stands for the superview (a guide's owning
    /// view). Every constraint's ``origin`` is the format.
    ///
    /// - Throws: ``VisualFormatError`` naming the offending character, for a syntax error, an
    ///   unknown view, guide or metric, a non-finite metric, a priority outside 1...1000, options that
    ///   don't fit the orientation, or a `|` whose views have no (or no common) superview.
    @_disfavoredOverload public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: LayoutItem],
                                   file: String = #fileID, line: Int = #line)
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        let syntax = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(syntax: syntax, format: format, options: options, metrics: metrics,
                                          views: views, source: SourceLocation(file: file, line: line))
        return try builder.build()
    }
}
