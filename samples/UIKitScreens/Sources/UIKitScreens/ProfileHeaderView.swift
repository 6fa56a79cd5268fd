import UIKit

/// A profile's header: a cover band, an avatar over its edge, the name and handle, a bio and
/// three counts in equal columns.
public final class ProfileHeaderView: UIView {
    public let coverView = UIView()
    public let avatarView = UIImageView(image: UIImage(systemName: "person.fill"))
    public let nameLabel = UILabel()
    public let handleLabel = UILabel()
    public let bioLabel = UILabel()
    public let statsStack = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        coverView.backgroundColor = .systemIndigo
        avatarView.backgroundColor = .systemGray4
        avatarView.layer.cornerRadius = 40
        avatarView.layer.borderWidth = 4
        avatarView.layer.borderColor = UIColor.systemBackground.cgColor
        avatarView.layer.masksToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.numberOfLines = 0
        bioLabel.adjustsFontForContentSizeCategory = true

        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually
        statsStack.spacing = 8

        coverView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(coverView)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatarView)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameLabel)
        handleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(handleLabel)
        bioLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bioLabel)
        statsStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(statsStack)
        NSLayoutConstraint.activate([
            coverView.topAnchor.constraint(equalTo: topAnchor),
            coverView.leadingAnchor.constraint(equalTo: leadingAnchor),
            coverView.trailingAnchor.constraint(equalTo: trailingAnchor),
            coverView.heightAnchor.constraint(equalToConstant: 120),

            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: coverView.bottomAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalToConstant: 80),

            nameLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.leadingAnchor),
            handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.topAnchor.constraint(equalToSystemSpacingBelow: handleLabel.bottomAnchor, multiplier: 1),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),

            statsStack.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            statsStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            statsStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            statsStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a person and their counts, e.g. `[("Posts", 128), ("Following", 301), ("Followers", 12)]`.
    public func configure(name: String, handle: String, bio: String, counts: [(String, Int)]) {
        nameLabel.text = name
        handleLabel.text = handle
        bioLabel.text = bio
        for view in statsStack.arrangedSubviews { statsStack.removeArrangedSubview(view); view.removeFromSuperview() }
        for (title, count) in counts {
            let column = UIStackView()
            column.axis = .vertical
            column.alignment = .center
            let number = UILabel()
            number.text = "\(count)"
            number.font = .preferredFont(forTextStyle: .headline)
            let caption = UILabel()
            caption.text = title
            caption.font = .preferredFont(forTextStyle: .caption1)
            caption.textColor = .secondaryLabel
            column.addArrangedSubview(number)
            column.addArrangedSubview(caption)
            statsStack.addArrangedSubview(column)
        }
    }
}
