import UIKit

/// A sign-in form: a large title, two labelled fields in a stack, a filled button and a note.
public final class SignInFormView: UIView {
    public let titleLabel = UILabel()
    public let fields = UIStackView()
    public let signInButton = UIButton(type: .system)
    public let noteLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)

        fields.axis = .vertical
        fields.spacing = 12
        fields.addArrangedSubview(Self.field(title: "Email", placeholder: "you@example.com"))
        fields.addArrangedSubview(Self.field(title: "Password", placeholder: "Required"))
        fields.setCustomSpacing(24, after: fields.arrangedSubviews[1])

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.backgroundColor = .systemBlue
        signInButton.layer.cornerRadius = 12
        fields.addArrangedSubview(signInButton)

        noteLabel.text = "By signing in you agree to the terms."
        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.textColor = .secondaryLabel
        noteLabel.textAlignment = .center
        noteLabel.numberOfLines = 0

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        fields.translatesAutoresizingMaskIntoConstraints = false
        addSubview(fields)
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(noteLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            fields.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            fields.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            fields.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
            noteLabel.topAnchor.constraint(equalTo: fields.bottomAnchor, constant: 16),
            noteLabel.leadingAnchor.constraint(equalTo: fields.leadingAnchor),
            noteLabel.trailingAnchor.constraint(equalTo: fields.trailingAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A caption over a rounded box holding grey placeholder text, 44 points tall.
    static func field(title: String, placeholder: String) -> UIStackView {
        let caption = UILabel()
        caption.text = title
        caption.font = .preferredFont(forTextStyle: .subheadline)
        let box = UIView()
        box.backgroundColor = .secondarySystemGroupedBackground
        box.layer.cornerRadius = 10
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.separator.cgColor
        let hint = UILabel()
        hint.text = placeholder
        hint.textColor = .placeholderText
        hint.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(hint)
        NSLayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 44),
            hint.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12),
            hint.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        let row = UIStackView(arrangedSubviews: [caption, box])
        row.axis = .vertical
        row.spacing = 6
        return row
    }
}
