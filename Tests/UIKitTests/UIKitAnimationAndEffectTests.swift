import Plumb
import PlumbRender
import Testing
import UIKit

/// Block animations run at once; a blur is drawn as a translucent fill; haptics do nothing.
@Suite struct UIKitAnimationAndEffectTests {
    @Test func animationsRunAtOnceAndCompleteFinished() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.2) { view.alpha = 0.5; log.append("a") }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.2, animations: { log.append("b") }) { finished in log.append("b done \(finished)") }
        UIView.animate(withDuration: 0.3, delay: 1, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: { log.append("c") }, completion: { log.append("c done \($0)") })
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.2,
                       options: [], animations: { log.append("d") }, completion: { log.append("d done \($0)") })
        UIView.performWithoutAnimation { log.append("e") }
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve,
                          animations: { log.append("f") }, completion: { log.append("f done \($0)") })
        log.append("end")
        #expect(log == ["a", "b", "b done true", "c", "c done true", "d", "d done true", "e", "f", "f done true", "end"])
    }

    @Test func animationOptionsHaveUIKitsRawValues() {
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 131_072)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 196_608)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5_242_880)
    }

    @Test func aBlurIsATranslucentFillUnderTheContentView() throws {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        backdrop.backgroundColor = .black
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
        effectView.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        backdrop.addSubview(effectView)
        // The content view fills the effect view and follows its size.
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .red
        effectView.contentView.addSubview(dot)
        backdrop.layoutIfNeeded()

        let image = try Renderer(scale: 1).image(of: backdrop)
        #expect(image.pixel(x: 5, y: 5) == (0, 0, 0, 255))
        // The light material's pale grey (242, 242, 247) at 85 % over black: 206, 206, 210.
        let (red, green, blue, alpha) = image.pixel(x: 50, y: 30)
        #expect(abs(Int(red) - 206) <= 1 && red == green && abs(Int(blue) - 210) <= 1 && alpha == 255)
        #expect(image.pixel(x: 15, y: 15) == (255, 0, 0, 255))
    }

    @Test func theEffectViewGrowsItsContentView() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
        #expect((effectView.effect as? UIBlurEffect)?.style == .dark)
    }

    @Test func feedbackGeneratorsDoNothing() {
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .rigid)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}
