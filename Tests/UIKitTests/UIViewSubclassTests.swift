import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// A badge whose size is its own business: it overrides `intrinsicContentSize` with UIKit's
/// `CGSize` signature, and places a frame-based dot in `layoutSubviews`.
private final class BadgeView: UIView {
    let dot = UIView()
    var count = 1 { didSet { invalidateIntrinsicContentSize() } }
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 20 + 10 * CGFloat(count), height: 24) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        dot.frame = CGRect(x: bounds.width - 8, y: 0, width: 8, height: 8)
    }
}

/// A view with only a custom initializer, as cells and view models often have.
private final class TitledView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A card that sizes itself: a wrapping label inset by 16 on every side.
private final class CardView: UIView {
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.translatesAutoresizingMaskIntoConstraints = false
        body.numberOfLines = 0
        body.text = "Hello, World!"
        addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view that accepts first responder, as a custom input view would.
private final class InputView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
}

@Suite struct UIViewSubclassTests {
    @Test func subclassesAreMadeWithAnEmptyInitializerAsInUIKit() {
        let badge = BadgeView()
        #expect(badge.frame == .zero)
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(TitledView(title: "Inbox").title == "Inbox")
        #expect(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func decodingFromAnArchiveGivesNil() {
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UILabel(coder: NSCoder()) == nil)
    }

    @Test func overriddenIntrinsicContentSizeSizesTheViewAndFollowsInvalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 30, height: 24))
        badge.count = 3
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 8, y: 8, width: 50, height: 24))
        // Plumb's engine reads the same size through Plumb's `Size`-typed property.
        #expect((badge as View).effectiveIntrinsicContentSize == Size(width: 50, height: 24))
    }

    @Test func overriddenLayoutSubviewsPlacesAFrameBasedSubview() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
        badge.layoutIfNeeded()
        #expect(badge.dot.frame == CGRect(x: 32, y: 0, width: 8, height: 8))
        // Nothing changed: another layoutIfNeeded calls no layoutSubviews.
        let passes = badge.layoutPasses
        #expect(passes >= 1)
        badge.layoutIfNeeded()
        #expect(badge.layoutPasses == passes)
        badge.frame = CGRect(x: 0, y: 0, width: 60, height: 24)
        badge.layoutIfNeeded()
        #expect(badge.layoutPasses > passes)
        #expect(badge.dot.frame == CGRect(x: 52, y: 0, width: 8, height: 8))
    }

    @Test func aViewWithoutContentHasNoIntrinsicMetricOnEitherAxis() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 7)).sizeThatFits(.zero) == CGSize(width: 12, height: 7))
    }

    @Test func systemLayoutSizeFittingSizesASelfSizingCard() {
        let card = CardView()
        card.textMeasurer = PangoTextMeasurer.shared
        // "Hello, World!" in the 17-point system font is 110 × 20; 16 on each side.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 142, height: 52))
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 393, height: 52))
    }

    @Test func responderMethodsAreOverridableAndAPlainViewIsNeverFirstResponder() {
        let plain = UIView()
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(plain.resignFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(InputView().becomeFirstResponder())
    }

    @Test func tintColorIsInheritedFromTheSuperviewThenSystemBlue() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
    }

    @Test func centerAndBoundsMoveAndResizeTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test func autoresizingMaskKeepsAFlexibleSubviewFilled() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: parent.bounds.inset(by: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    }

    @Test func readableContentGuideIsTheMarginsOnAPhoneAnd672PointsOnAWideView() {
        let phone = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let phoneGuide = phone.readableContentGuide
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        let wideGuide = wide.readableContentGuide
        phone.layoutIfNeeded()
        wide.layoutIfNeeded()
        #expect(phoneGuide.identifier == "UIViewReadableContentGuide")
        #expect(phone.readableContentGuide === phoneGuide)
        #expect(phoneGuide.layoutFrame == CGRect(x: 8, y: 8, width: 377, height: 84))
        #expect(wideGuide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 84))
    }
}
