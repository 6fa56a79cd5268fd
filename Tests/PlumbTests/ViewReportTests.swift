import Plumb
import PlumbSamples
import Testing

/// The view report of *iOS Auto Layout Demystified* (002, Listing 5-3).
@Suite struct ViewReportTests {
    /// Example 5-8: the book's image view with unexpected padding (S5), line for line with
    /// Plumb's names: its two 100-point sizes at 250 beat its hugging at 50.
    @Test func theBooksImageViewReport() throws {
        let scene = try #require(Samples.named("book-s5")).make()
        scene.layout()
        let image = try #require(scene.view("image"))
        #expect(image.layoutReport() == """
            <ImageView:image> ImageView : View
            Frame:.........(110 202; 100 100)
            Content size...{64, 64} [Content Mode: scaleToFill]
            Hugging........[H 50] [V 50]
            Resistance.....[H 750] [V 750]
            Constraints....4
             1. @ 250 <ImageView:image>.width == 100
             2. @ 250 <ImageView:image>.height == 100
             3. <ImageView:image>.width == 64 (ContentSizeConstraint)
             4. <ImageView:image>.height == 64 (ContentSizeConstraint)
            """)
    }

    /// An ambiguous view that translates its autoresizing mask: both marks, the mask, and the
    /// constraints the root holds (named by depth-first place when they have no identifier).
    @Test func autosizingAndAmbiguousViews() throws {
        let loose = View("loose")
        let anonymous = View()
        let scene = Scene("report", width: 200, height: 100) { root in
            loose
            anonymous
            loose.topAnchor == root.topAnchor + 10
            loose.widthAnchor == 40
            loose.heightAnchor == 20
        }
        anonymous.translatesAutoresizingMaskIntoConstraints = true
        anonymous.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        anonymous.frame = Rect(x: 5, y: 5, width: 50, height: 10)
        scene.layout()
        #expect(loose.layoutReport().hasPrefix("<View:loose> View : LayoutItem [Caution: Ambiguous Layout!]\nFrame:"))
        #expect(anonymous.layoutReport() == """
            <View:v3> View : LayoutItem [Autosizes]
            Mask...........flexibleWidth, flexibleBottomMargin
            Frame:.........(5 5; 50 10)
            Content size...{-1, -1}
            Hugging........[H 250] [V 250]
            Resistance.....[H 750] [V 750]
            Constraints....1
             1. <View:v3> h=-&- v=--& frame (5 5; 50 10) (AutoresizingMaskConstraint)
            """)
        #expect(scene.root.layoutReport().contains(" 1. @1000 <View:loose>.top == <View:root>.top + 10"))
    }
}
