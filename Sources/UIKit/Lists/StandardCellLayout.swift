import Plumb

/// The labels and image of a standard cell style and their constraints, in the content
/// view's margins: a horizontal stack of the image (left out without one) and the text, 16
/// points apart, centred vertically, and a cell at least 44 points tall (UIKit's default row
/// height). Fonts: the text in the body style (17 points); `.subtitle`'s detail 15 points
/// below it and `.value1`'s detail on the trailing side, both in the secondary label colour;
/// `.value2`'s text 12-point bold in the tint colour, right-aligned in a column, before a
/// 15-point detail.
struct StandardCellLayout {
    /// UIKit's default row height, the least a standard cell is.
    static let minimumHeight: Double = 44

    let text: UILabel
    let detail: UILabel?
    let image: UIImageView

    init(style: UITableViewCell.CellStyle, in cell: UITableViewCell) {
        text = UILabel()
        detail = style == .default ? nil : UILabel()
        image = UIImageView()
        cell.usesStandardViews = true
        text.font = .preferredFont(forTextStyle: .body)
        text.textColor = .label
        let content = cell.contentView
        let row = UIStackView(arrangedSubviews: [image])
        row.translatesAutoresizingMaskIntoConstraints = false
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 16
        switch style {
        case .default:
            row.addArrangedSubview(text)
        case .subtitle:
            let column = UIStackView(arrangedSubviews: [text, detail!])
            column.axis = .vertical
            column.spacing = 2
            detail?.font = .systemFont(ofSize: 15)
            detail?.textColor = .secondaryLabel
            row.addArrangedSubview(column)
        case .value1:
            row.addArrangedSubview(text)
            row.addArrangedSubview(detail!)
            detail?.font = .preferredFont(forTextStyle: .body)
            detail?.textColor = .secondaryLabel
            detail?.textAlignment = .right
            text.setContentHuggingPriority(.defaultLow, for: .horizontal)
            detail?.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        case .value2:
            text.font = .boldSystemFont(ofSize: 12)
            text.textColor = .systemBlue
            text.textAlignment = .right
            text.widthAnchor.constraint(equalToConstant: 67).isActive = true
            detail?.font = .systemFont(ofSize: 15)
            row.spacing = 6
            row.addArrangedSubview(text)
            row.addArrangedSubview(detail!)
        }
        content.addSubview(row)
        let margins = content.layoutMarginsGuide
        let minimum = cell.heightAnchor.constraint(greaterThanOrEqualToConstant: StandardCellLayout.minimumHeight)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            minimum,
        ])
        image.isHidden = true
    }

    /// Leaves the image out of the row while it has none.
    func update() {
        image.isHidden = image.image == nil
    }
}
