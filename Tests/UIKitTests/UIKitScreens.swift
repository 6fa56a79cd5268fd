import Foundation
import Plumb
import PlumbRender
import UIKit

// The screens the controller, list and bar tests lay out, written as an iOS app writes them.

/// A grouped settings list, as a `UITableViewController`.
final class SettingsViewController: UITableViewController {
    let sections: [(title: String, rows: [(String, String?)])] = [
        ("General", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mobile Data", nil)]),
        ("Display", [("Text Size", nil), ("Dark Mode", "Off")]),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = row.0
        cell.detailTextLabel?.text = row.1
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A `.value1` cell, registered by class as apps do.
final class SettingsCell: UITableViewCell {
    static let reuseIdentifier = "SettingsCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A feed cell that sizes itself: an author line over a wrapping body.
final class PostCell: UITableViewCell {
    static let reuseIdentifier = "PostCell"
    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [authorLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A feed of posts in a plain table.
final class FeedViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let posts: [(String, String)] = (1...12).map { index in
        ("Author \(index)", String(repeating: "Layout on Linux renders the same frames. ", count: index % 4 + 1))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        tableView.dataSource = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath)
        guard let post = cell as? PostCell else { return cell }
        post.authorLabel.text = posts[indexPath.row].0
        post.bodyLabel.text = posts[indexPath.row].1
        return post
    }
}

/// A sign-up form in a scroll view: a stack of labelled fields as wide as the frame.
final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Sign Up"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 12
        for field in ["Name", "Email", "Password", "Confirm Password", "Phone", "Address", "City", "Postcode", "Country", "Company", "Website", "Notes"] {
            let label = UILabel()
            label.text = field
            label.font = .preferredFont(forTextStyle: .subheadline)
            let box = UIView()
            box.backgroundColor = .secondarySystemBackground
            box.layer.cornerRadius = 8
            box.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(label)
            stack.addArrangedSubview(box)
        }
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }
}

/// A chat screen whose composer bar follows the keyboard.
final class ChatViewController: UIViewController {
    let messages = UILabel()
    let composer = UIView()
    let field = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messages.text = "No messages yet"
        messages.textColor = .secondaryLabel
        composer.backgroundColor = .secondarySystemBackground
        field.text = "Message"
        field.textColor = .placeholderText
        for item in [messages, composer, field] as [View] { item.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(messages)
        view.addSubview(composer)
        composer.addSubview(field)
        NSLayoutConstraint.activate([
            messages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            messages.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 52),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor, constant: 8),
            field.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
        ])
    }
}

/// A plain screen for a tab.
final class TabPageViewController: UIViewController {
    let footer = UILabel()

    init(title: String, symbol: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        footer.text = "Last updated just now"
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}

/// Writes a picture of `view` to `$PLUMB_UIKIT_PICTURES/name.png` when that variable is set,
/// for a person to look at; tests check pixels and frames, not these files.
func savePictureForLooking(_ view: View, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["PLUMB_UIKIT_PICTURES"] else { return }
    let data = try Renderer(scale: 2).data(of: view, format: .png)
    try Data(data).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
}
