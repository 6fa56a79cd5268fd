import Foundation
import PlumbRender

/// Compares two rendered images the way a person would: per pixel by perceived colour
/// difference (YIQ), ignoring pixels that differ only by anti-aliasing on an edge, and with a
/// tolerance for how many pixels may differ. A size mismatch is always a failure.
public struct ImageDiff: Sendable {
    /// How strict the comparison is.
    public struct Options: Sendable, Equatable {
        /// The perceived colour difference, 0...1, below which two pixels count as equal (0.1:
        /// about what an eye tells apart).
        public var threshold: Double
        /// Whether anti-aliased edge pixels count as differences (default: they don't).
        public var countsAntiAliasing: Bool
        /// How many differing pixels are tolerated.
        public var maxDifferentPixels: Int
        /// What fraction of the pixels may differ (0...1); the images match when either limit holds.
        public var maxDifferentRatio: Double

        /// The defaults pass on re-renders of the same scene and fail on a 1-point move of any view.
        public init(threshold: Double = 0.1, countsAntiAliasing: Bool = false,
                    maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
            self.threshold = threshold
            self.countsAntiAliasing = countsAntiAliasing
            self.maxDifferentPixels = maxDifferentPixels
            self.maxDifferentRatio = maxDifferentRatio
        }
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// The reference's and the actual image's sizes in pixels.
        public var referenceSize: (width: Int, height: Int)
        /// The actual image's size in pixels.
        public var actualSize: (width: Int, height: Int)
        /// Pixels that differ beyond the threshold (anti-aliasing excluded unless counted).
        public var differentPixels: Int
        /// Pixels that differ only by anti-aliasing.
        public var antiAliasedPixels: Int
        /// Changed pixels in red (anti-aliasing in yellow) over a faded reference; nil on a size mismatch.
        public var diffImage: RenderedImage?
        /// The same marks on a transparent background, to lay over a faded reference (the review
        /// page does, which keeps it small); nil on a size mismatch.
        public var changedPixels: RenderedImage?
        /// True when the images match within the options.
        public var passes: Bool
        /// One sentence for a failure message.
        public var summary: String
    }

    /// The options in force.
    public var options: Options

    /// Creates a comparer.
    public init(options: Options = Options()) { self.options = options }

    /// Compares the actual image with the reference.
    public func compare(reference: RenderedImage, actual: RenderedImage) -> Result {
        let referenceSize = (reference.width, reference.height), actualSize = (actual.width, actual.height)
        guard referenceSize == actualSize else {
            return Result(referenceSize: referenceSize, actualSize: actualSize, differentPixels: 0, antiAliasedPixels: 0,
                          diffImage: nil, changedPixels: nil, passes: false,
                          summary: "the sizes differ: the reference is \(reference.width)×\(reference.height) pixels, "
                              + "the actual image \(actual.width)×\(actual.height)")
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var different = 0, antiAliased = 0
        var diff = [UInt8](repeating: 0, count: reference.rgba.count), marks = diff
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let i = (y * reference.width + x) * 4
                let delta = Self.colorDelta(reference.rgba, i, actual.rgba, i)
                var mark: (UInt8, UInt8, UInt8)?
                if delta > maxDelta {
                    if !options.countsAntiAliasing,
                       Self.isAntiAliased(reference, x, y, other: actual) || Self.isAntiAliased(actual, x, y, other: reference) {
                        antiAliased += 1
                        mark = (255, 200, 0)
                    } else {
                        different += 1
                        mark = (255, 0, 0)
                    }
                }
                if let (r, g, b) = mark {
                    marks[i] = r; marks[i + 1] = g; marks[i + 2] = b; marks[i + 3] = 255
                }
                let (r, g, b) = mark ?? Self.faded(reference.rgba, i)
                diff[i] = r; diff[i + 1] = g; diff[i + 2] = b; diff[i + 3] = 255
            }
        }
        let total = max(1, reference.width * reference.height)
        let ratio = Double(different) / Double(total)
        let passes = different <= options.maxDifferentPixels || ratio <= options.maxDifferentRatio
        let summary = passes ? "the images match (\(antiAliased) pixels differ only by anti-aliasing)"
            : "\(different) of \(total) pixels differ (\(String(format: "%.3f", ratio * 100)) %), \(antiAliased) more only by anti-aliasing"
        return Result(referenceSize: referenceSize, actualSize: actualSize, differentPixels: different,
                      antiAliasedPixels: antiAliased,
                      diffImage: RenderedImage(width: reference.width, height: reference.height, rgba: diff),
                      changedPixels: RenderedImage(width: reference.width, height: reference.height, rgba: marks),
                      passes: passes, summary: summary)
    }

    // MARK: Colour

    /// The perceived difference of two pixels: squared YIQ distance (Kotsarenko and Ramos'
    /// weights), each pixel first blended onto white by its alpha; 0...35215.
    static func colorDelta(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Double {
        let (r1, g1, b1) = onWhite(a, i), (r2, g2, b2) = onWhite(b, j)
        let dy = luma(r1, g1, b1) - luma(r2, g2, b2)
        let di = (0.59597799 * r1 - 0.27417610 * g1 - 0.32180189 * b1) - (0.59597799 * r2 - 0.27417610 * g2 - 0.32180189 * b2)
        let dq = (0.21147017 * r1 - 0.52261711 * g1 + 0.31114694 * b1) - (0.21147017 * r2 - 0.52261711 * g2 + 0.31114694 * b2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    private static func onWhite(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let a = Double(p[i + 3]) / 255
        return (255 + (Double(p[i]) - 255) * a, 255 + (Double(p[i + 1]) - 255) * a, 255 + (Double(p[i + 2]) - 255) * a)
    }

    private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        0.29889531 * r + 0.58662247 * g + 0.11448223 * b
    }

    /// The reference pixel as a pale grey, for the diff's background.
    private static func faded(_ p: [UInt8], _ i: Int) -> (UInt8, UInt8, UInt8) {
        let (r, g, b) = onWhite(p, i)
        let value = UInt8(max(0, min(255, 255 + (luma(r, g, b) - 255) * 0.1)))
        return (value, value, value)
    }

    // MARK: Anti-aliasing

    /// True when the pixel looks like an anti-aliased edge in `image`: among its neighbours it
    /// has both a darker and a brighter one, at most two equal ones, and the darkest or the
    /// brightest neighbour lies inside a flat area in both images (an edge between two fills).
    static func isAntiAliased(_ image: RenderedImage, _ x: Int, _ y: Int, other: RenderedImage) -> Bool {
        let center = (y * image.width + x) * 4
        var equal = 0, minDelta = 0.0, maxDelta = 0.0
        var darkest: (Int, Int)?, brightest: (Int, Int)?
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
                let delta = brightnessDelta(image.rgba, center, image.rgba, (ny * image.width + nx) * 4)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    darkest = (nx, ny)
                } else if delta > maxDelta {
                    maxDelta = delta
                    brightest = (nx, ny)
                }
            }
        }
        guard let darkest, let brightest else { return false }
        return (hasFlatSurroundings(image, darkest) && hasFlatSurroundings(other, darkest))
            || (hasFlatSurroundings(image, brightest) && hasFlatSurroundings(other, brightest))
    }

    /// Signed difference in luma (brighter neighbour: negative).
    private static func brightnessDelta(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Double {
        let (r1, g1, b1) = onWhite(a, i), (r2, g2, b2) = onWhite(b, j)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    /// True when at least three neighbours of the pixel have exactly its colour.
    private static func hasFlatSurroundings(_ image: RenderedImage, _ point: (Int, Int)) -> Bool {
        let (x, y) = point
        let center = (y * image.width + x) * 4
        var same = 0
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where nx != x || ny != y {
                let j = (ny * image.width + nx) * 4
                if image.rgba[center..<center + 4].elementsEqual(image.rgba[j..<j + 4]) {
                    same += 1
                    if same >= 3 { return true }
                }
            }
        }
        return false
    }
}
