import Plumb
import PlumbRender
import Testing
import UIKit

/// `UIButton.titleLabel` and `imageView`: what an app sets on them reaches the button's size
/// and drawing.
@Suite struct UIButtonSubviewTests {
    /// A system button titled `title` on a white 120 × 44 holder, measured by Pango.
    private func button(_ title: String) -> (holder: UIView, button: UIButton) {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        holder.backgroundColor = .white
        holder.textMeasurer = PangoTextMeasurer.shared
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = holder.bounds
        holder.addSubview(button)
        return (holder, button)
    }

    /// The colours of the title's pixels (those neither white nor grey) in the holder drawn at 1×.
    private func titleColours(in holder: UIView) throws -> Set<[UInt8]> {
        let image = try Renderer(scale: 1).image(of: holder)
        var colours = Set<[UInt8]>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                // The glyphs' solid middle pixels, not their anti-aliased edges.
                if pixel.alpha == 255, pixel != (255, 255, 255, 255) { colours.insert([pixel.red, pixel.green, pixel.blue]) }
            }
        }
        return colours
    }

    @Test func theTitleLabelsFontIsTheTitlesAndResizesTheButton() throws {
        let (holder, button) = button("Continue")
        let label = try #require(button.titleLabel)
        #expect(label.font == UIFont.systemFont(ofSize: 15))
        #expect(label.text == "Continue")
        let small = button.intrinsicContentSize
        #expect(small == CGSize(width: measured("Continue", .systemFont(ofSize: 15), in: button).width,
                                height: measured("Continue", .systemFont(ofSize: 15), in: button).height + 12))
        label.font = .systemFont(ofSize: 22, weight: .bold)
        let big = measured("Continue", .boldSystemFont(ofSize: 22), in: button)
        #expect(button.intrinsicContentSize == CGSize(width: big.width, height: big.height + 12))
        #expect(button.intrinsicContentSize.width > small.width + 20)
        // The same label object each time, not among the subviews.
        #expect(button.titleLabel === label)
        #expect(button.subviews.isEmpty)
        #expect(button.superview === holder)
    }

    @Test func aButtonInAStackGrowsWithItsTitleLabelsFont() {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        holder.textMeasurer = PangoTextMeasurer.shared
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            stack.topAnchor.constraint(equalTo: holder.topAnchor),
        ])
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        stack.addArrangedSubview(button)
        holder.layoutIfNeeded()
        let before = button.frame.height
        #expect(before == measured("Go", .systemFont(ofSize: 15), in: button).height + 12)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        holder.layoutIfNeeded()
        #expect(stack.frame.width == measured("Go", .systemFont(ofSize: 30), in: button).width)
        #expect(button.frame.height == measured("Go", .systemFont(ofSize: 30), in: button).height + 12)
        #expect(button.frame.height > before)
    }

    @Test func setTitleColorDrawsTheTitleInThatColour() throws {
        let (holder, button) = button("Title")
        #expect(try titleColours(in: holder).contains([0, 122, 255]))  // the system blue tint
        button.setTitleColor(.systemRed, for: .normal)
        let colours = try titleColours(in: holder)
        #expect(colours.contains([255, 59, 48]))
        #expect(!colours.contains([0, 122, 255]))
        #expect(button.titleLabel?.textColor == .systemRed)
    }

    @Test func theTitleLabelsColourDrawsUntilTheStateChanges() throws {
        let (holder, button) = button("Title")
        button.setTitleColor(.systemGreen, for: .selected)
        button.titleLabel?.textColor = .systemPurple
        #expect(try titleColours(in: holder).contains([175, 82, 222]))
        // A state change gives the label the state's colour, as UIKit does.
        button.isSelected = true
        #expect(button.titleLabel?.textColor == .systemGreen)
        let colours = try titleColours(in: holder)
        #expect(colours.contains([52, 199, 89]))
        #expect(!colours.contains([175, 82, 222]))
    }

    @Test func theImageViewShowsTheCurrentImage() throws {
        let button = UIButton(type: .system)
        #expect(button.imageView?.image == nil)
        let star = UIImage(systemName: "star")
        button.setImage(star, for: .normal)
        #expect(button.imageView?.image == star)
        #expect(button.imageView?.contentMode == .scaleAspectFit)
        #expect(button.imageView === button.imageView)
    }
}
