import UIKit

/// A post in a feed: avatar, author and time on one line, the text below, then actions.
public final class FeedCellView: UIView {
    public let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    public let authorLabel = UILabel()
    public let timeLabel = UILabel()
    public let bodyLabel = UILabel()
    public let actions = UIStackView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)

        avatarView.backgroundColor = .systemGray5
        avatarView.layer.cornerRadius = 20
        avatarView.layer.masksToBounds = true
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        authorLabel.textColor = .label
        timeLabel.font = .preferredFont(forTextStyle: .footnote)
        timeLabel.textColor = .secondaryLabel
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0

        actions.axis = .horizontal
        actions.distribution = .fillEqually
        for title in ["Reply", "Boost", "Like"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            actions.addArrangedSubview(button)
        }

        avatarView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatarView)
        authorLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(authorLabel)
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(timeLabel)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bodyLabel)
        actions.translatesAutoresizingMaskIntoConstraints = false
        addSubview(actions)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            authorLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            authorLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
            timeLabel.leadingAnchor.constraint(greaterThanOrEqualTo: authorLabel.trailingAnchor, constant: 8),
            timeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            timeLabel.firstBaselineAnchor.constraint(equalTo: authorLabel.firstBaselineAnchor),

            bodyLabel.leadingAnchor.constraint(equalTo: authorLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),

            actions.leadingAnchor.constraint(equalTo: bodyLabel.leadingAnchor),
            actions.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            actions.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
            actions.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a post.
    public func configure(author: String, time: String, body: String) {
        authorLabel.text = author
        timeLabel.text = time
        bodyLabel.text = body
    }
}
