import Plumb
import PlumbTestSupport
import Testing

/// UIKit's timing curves: Core Animation's control points, and the progress they give.
@Suite struct AnimationCurveTests {
    @Test func theEndsAreFixedAndProgressOnlyGrows() {
        for curve in AnimationCurve.allCases {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1, "\(curve)")
            #expect(curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1, "\(curve)")
            var last = 0.0
            for step in 1...100 {
                let value = curve.progress(at: Double(step) / 100)
                #expect(value >= last, "\(curve) at \(step)")
                last = value
            }
        }
    }

    @Test func theCurvesHaveTheirShapes() {
        #expect(AnimationCurve.linear.progress(at: 0.3) == 0.3)
        // Ease in-out is symmetric about the middle and passes through (0.5, 0.5).
        #expect(isClose(AnimationCurve.easeInOut.progress(at: 0.5), 0.5, within: 1e-9))
        #expect(isClose(AnimationCurve.easeInOut.progress(at: 0.2) + AnimationCurve.easeInOut.progress(at: 0.8), 1, within: 1e-9))
        // Ease in lags linear; ease out leads it; each mirrors the other.
        #expect(AnimationCurve.easeIn.progress(at: 0.5) < 0.5 && AnimationCurve.easeOut.progress(at: 0.5) > 0.5)
        #expect(isClose(AnimationCurve.easeIn.progress(at: 0.3) + AnimationCurve.easeOut.progress(at: 0.7), 1, within: 1e-9))
    }

    /// Values worked out from the Bézier by hand: for ease-in (0.42, 0), (1, 1), the parameter
    /// u = 0.5 gives x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.6575 and y = 0.375 + 0.125 = 0.5.
    @Test func easeInMatchesTheBezierWorkedByHand() {
        #expect(isClose(AnimationCurve.easeIn.progress(at: 0.6575), 0.5, within: 1e-9))
        // Ease-out (0, 0), (0.58, 1) at u = 0.5: x = 3·0.5·0.25·0.58 + 0.125 = 0.3425, y = 0.375·1 + 0.125 = 0.5.
        #expect(isClose(AnimationCurve.easeOut.progress(at: 0.3425), 0.5, within: 1e-9))
    }
}
