/// Where the samples come from, by the titles their authors gave them.
public enum SampleSource {
    /// Apple's WWDC 2015 session 219 (Jesse Donaldson's talk; the planets app, the checkbox
    /// window, the answer row).
    public static let mysteriesOfAutoLayout2 = "WWDC 2015 session 219, “Mysteries of Auto Layout, Part 2”"
    /// Apple's WWDC 2012 session 228 (Peter Ammon's talk).
    public static let bestPractices = "WWDC 2012 session 228, “Best Practices for Mastering Auto Layout”"
    /// James Wilson's Pluralsight course.
    public static let autoLayoutFundamentals = "“iOS Auto Layout: Fundamentals”, James Wilson’s Pluralsight course"
    /// Erica Sadun's book, second edition (2014), chapter 5, at one example or figure (`Example 5-1`).
    public static func autoLayoutDemystified(_ example: String) -> String {
        "“iOS Auto Layout Demystified”, second edition, chapter 5 “Debugging Constraints”, \(example)"
    }
    /// A sample of Plumb's own.
    public static let plumb = "Plumb's own"
}
