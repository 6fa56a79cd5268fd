import Plumb

extension UITableViewCell {
    /// The standard accessory drawn at the cell's trailing edge (UIKit's
    /// `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}

/// Draws a standard accessory: a grey chevron, a tinted checkmark, or a tinted info circle.
final class TableCellAccessoryView: UIView {
    var type = UITableViewCell.AccessoryType.none { didSet { isHidden = type == .none } }

    /// The accessory's size: the chevron is 8 × 13 points (iOS's `chevron.forward` in a cell,
    /// measured), the checkmark 14 × 11, the info circle 22 × 22.
    override var intrinsicContentSize: CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton, .detailDisclosureButton: return CGSize(width: 22, height: 22)
        }
    }

    override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let w = Double(bounds.width), h = Double(bounds.height)
        var path = Path()
        switch type {
        case .none: return
        case .disclosureIndicator:
            path.move(to: Point(x: 1, y: 1))
            path.addLine(to: Point(x: w - 1.5, y: h / 2))
            path.addLine(to: Point(x: 1, y: h - 1))
            context.stroke(path, with: .tertiaryLabel, lineWidth: 2)
        case .checkmark:
            path.move(to: Point(x: 1, y: h / 2))
            path.addLine(to: Point(x: w * 0.38, y: h - 1.5))
            path.addLine(to: Point(x: w - 1, y: 1))
            context.stroke(path, with: tintColor, lineWidth: 2)
        case .detailButton, .detailDisclosureButton:
            context.stroke(Path(circleAround: Point(x: w / 2, y: h / 2), radius: w / 2 - 1), with: tintColor, lineWidth: 1.5)
            context.fill(Path(rect: Rect(x: w / 2 - 1, y: h * 0.42, width: 2, height: h * 0.32)), with: tintColor)
            context.fill(Path(circleAround: Point(x: w / 2, y: h * 0.29), radius: 1.3), with: tintColor)
        }
    }
}
