import Plumb

// Plumb's own: a German login form laid out right to left.

enum LoginSample {
    /// A login form in German under right-to-left layout: the labels' column is as wide as
    /// the longer label ("Benutzername"), the fields fill the rest and share the labels'
    /// baselines; a checkbox under the fields; "Anmelden" at the trailing edge with "Passwort
    /// vergessen" on its baseline at the leading edge. Every horizontal constraint is
    /// leading/trailing, so the whole form mirrors.
    static func loginForm() -> Scene {
        let title = Label("title", text: "Anmelden", font: Font(description: "DejaVu Sans Bold 24"))
        let userLabel = Label("userLabel", text: "Benutzername")
        let userField = TextField("userField", placeholder: "name@firma.de")
        let passLabel = Label("passLabel", text: "Passwort")
        let passField = TextField("passField", placeholder: "Ihr Passwort")
        let remember = Checkbox("remember", title: "Angemeldet bleiben", checked: true)
        let forgot = Button("forgot", title: "Passwort vergessen")
        let login = button("login", "Anmelden", "#dbe9ff", cornerRadius: 8)
        return Scene("login-form", width: 375, height: 260, direction: .rightToLeft) { root in
            root.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
            [title, userLabel, userField, passLabel, passField, remember, forgot, login]
            title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            title.topAnchor == root.layoutMarginsGuide.topAnchor
            passLabel.widthAnchor == userLabel.widthAnchor
            // Two rows alike: the label at the leading margin, the field after it to the
            // trailing margin, both on one first baseline.
            for (label, field) in [(userLabel, userField), (passLabel, passField)] {
                label.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
                field.leadingAnchor == label.trailingAnchor + 12
                field.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
                label.firstBaselineAnchor == field.firstBaselineAnchor
            }
            userField.topAnchor == title.bottomAnchor + 24
            passField.topAnchor == userField.bottomAnchor + 12
            remember.leadingAnchor == passField.leadingAnchor
            remember.topAnchor == passField.bottomAnchor + 16
            login.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
            login.topAnchor == remember.bottomAnchor + 24
            login.widthAnchor >= 120
            forgot.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            forgot.firstBaselineAnchor == login.firstBaselineAnchor
        }
    }
}
