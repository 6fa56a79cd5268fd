import Plumb

extension UILabel {
    /// How much ``adjustsFontSizeToFitWidth`` shrinks the font now: the label's width over the
    /// text's, no smaller than ``minimumScaleFactor`` and no larger than 1; 1 when it is off,
    /// the factor is 0, or the label has more than one line.
    var fontScaleToFit: Double {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, !labelText.text.isEmpty else { return 1 }
        let needed = measurement.size.width, room = alignmentRect(forFrame: bounds.plumbRect).width
        guard needed > room, needed > 0 else { return 1 }
        return max(Double(minimumScaleFactor), room / needed)
    }

    /// Whether the text needs more room than the label gives it, once shrunk as far as
    /// ``minimumScaleFactor`` allows (nil without text).
    public var isTextCut: Bool? {
        guard let cut = labelText.isCut else { return nil }
        guard cut, fontScaleToFit < 1 else { return cut }
        return measurement.size.width * Double(minimumScaleFactor) > alignmentRect(forFrame: bounds.plumbRect).width + 0.5
    }
}
