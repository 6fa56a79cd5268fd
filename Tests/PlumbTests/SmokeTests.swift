import Testing
@testable import Plumb

@Suite struct SmokeTests {
    @Test func pinnedViewFillsRoot() {
        let root = makeRoot(375, 667)
        let green = addView("green", to: root)
        LayoutConstraint.activate([
            green.topAnchor.constraint(equalTo: root.topAnchor),
            green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            green.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            green.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        #expect(green.frame == rect(10, 0, 365, 300))
    }
}
