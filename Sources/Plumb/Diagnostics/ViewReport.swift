extension View {
    /// The view report of *iOS Auto Layout Demystified* (Listing 5-3): the view's class and
    /// superclass, its frame, content size, hugging and resistance priorities, and every
    /// constraint it holds, its own content-size (and autoresizing) constraints included:
    ///
    /// ```
    /// <ImageView:image> ImageView : View
    /// Frame:.........(110 202; 100 100)
    /// Content size...{64, 64} [Content Mode: center]
    /// Hugging........[H 50] [V 50]
    /// Resistance.....[H 750] [V 750]
    /// Constraints....4
    ///  1. @ 250 <ImageView:image>.width == 100
    ///  2. @ 250 <ImageView:image>.height == 100
    ///  3. <ImageView:image>.width == 64 (ContentSizeConstraint)
    ///  4. <ImageView:image>.height == 64 (ContentSizeConstraint)
    /// ```
    ///
    /// Lays the tree out first. `[Autosizes]` marks a view that translates its autoresizing
    /// mask, and `[Caution: Ambiguous Layout!]` an ambiguous one.
    public func layoutReport() -> String {
        rootView.layoutIfNeeded()
        let name = ViewReport.objectName(self)
        let superclass = Mirror(reflecting: self).superclassMirror.map { "\($0.subjectType)" } ?? "LayoutItem"
        var heading = "\(name) \(type(of: self)) : \(superclass)"
        if translatesAutoresizingMaskIntoConstraints { heading += " [Autosizes]" }
        if hasAmbiguousLayout { heading += " [Caution: Ambiguous Layout!]" }
        var lines = [heading]
        if translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty {
            lines.append("Mask...........\(ViewReport.maskNames(autoresizingMask))")
        }
        lines.append("Frame:.........\(frame)")
        let size = effectiveIntrinsicContentSize
        var content = "Content size...{\(formatPoints(size.width)), \(formatPoints(size.height))}"
        if let mode = drawingContentMode, size.width > 0 || size.height > 0 {
            content += " [Content Mode: \(mode.rawValue)]"
        }
        lines.append(content)
        lines.append("Hugging........[H \(contentHuggingPriority(for: .horizontal))] [V \(contentHuggingPriority(for: .vertical))]")
        lines.append("Resistance.....[H \(contentCompressionResistancePriority(for: .horizontal))] "
                     + "[V \(contentCompressionResistancePriority(for: .vertical))]")
        let listed = ViewReport.lines(for: self)
        lines.append("Constraints....\(listed.count)")
        for (index, line) in listed.enumerated() {
            lines.append(String(repeating: " ", count: index + 1 < 10 ? 1 : 0) + "\(index + 1). " + line)
        }
        return lines.joined(separator: "\n")
    }
}

/// The pieces of ``View/layoutReport()``.
enum ViewReport {
    /// `<Class:identifier>`, or `<Class:vN>` (N: the view's place in its tree, depth first).
    static func objectName(_ view: View) -> String {
        "<\(type(of: view)):\(view.identifier ?? view.treeID)>"
    }

    /// The constraints the view holds, priorities right-aligned in four places (`@ 250`), then
    /// its content-size and autoresizing constraints.
    static func lines(for view: View) -> [String] {
        var lines = view.constraints.map { constraint in
            let priority = String(Int(constraint.priority.rawValue.rounded()))
            return "@" + String(repeating: " ", count: max(0, 4 - priority.count)) + priority + " " + stringValue(constraint)
        }
        let size = view.effectiveIntrinsicContentSize
        let name = objectName(view)
        for (value, attribute) in [(size.width, "width"), (size.height, "height")] where value != View.noIntrinsicMetric {
            lines.append("\(name).\(attribute) == \(formatPoints(value)) (ContentSizeConstraint)")
        }
        if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
            let mask = AutoresizingConstraints(view: view).maskText
            lines.append("\(name) \(mask) frame \(view.frame) (AutoresizingMaskConstraint)")
        }
        return lines
    }

    /// `<Class:name>.attribute == multiplier*<Class:name>.attribute + constant`.
    static func stringValue(_ constraint: LayoutConstraint) -> String {
        ConstraintFormatting.equation(constraint) { item in
            (item as? View).map(objectName) ?? "<LayoutGuide:\(item.identifier ?? item.debugName)>"
        }
    }

    static func maskNames(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
            (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
            (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
