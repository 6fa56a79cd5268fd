import UIKit

/// A profile header written the way an iOS app writes one, with nothing Plumb-specific: a
/// `UIView` subclass with `init(frame:)` and `required init?(coder:)`, subviews made in code,
/// and constraints from anchors activated with `NSLayoutConstraint.activate`.
final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    let textStack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        setUpViews()
        setUpConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarView.backgroundColor = .systemBlue
        avatarView.layer.cornerRadius = 32
        avatarView.layer.masksToBounds = true

        nameLabel.text = "Hello, World!"
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true

        bioLabel.text = nil
        bioLabel.numberOfLines = 0
        bioLabel.font = .preferredFont(forTextStyle: .footnote)
        bioLabel.textColor = .secondaryLabel

        followButton.setTitle("Follow", for: .normal)
        followButton.translatesAutoresizingMaskIntoConstraints = false

        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.alignment = .leading
        textStack.translatesAutoresizingMaskIntoConstraints = false
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(bioLabel)

        addSubview(avatarView)
        addSubview(textStack)
        addSubview(followButton)
    }

    private func setUpConstraints() {
        let avatarSide: CGFloat = 64
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            avatarView.widthAnchor.constraint(equalToConstant: avatarSide),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 2),
            textStack.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            textStack.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
}
