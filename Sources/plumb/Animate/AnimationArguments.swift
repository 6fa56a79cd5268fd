import Foundation
import ArgumentParser
import Plumb
import PlumbScene

extension AnimationCurve: ExpressibleByArgument {
    /// `linear`, `easeIn`, `easeOut`, `easeInOut`, also spelled `ease-in`, `ease-out`, `ease-in-out`.
    public init?(argument: String) {
        let key = argument.replacingOccurrences(of: "-", with: "").lowercased()
        guard let curve = AnimationCurve.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = curve
    }

    /// The curve as `--curve` and captions spell it: `ease-in-out`.
    var spelled: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        }
    }
}

extension FilmMode: ExpressibleByArgument {}

/// What `plumb animate` writes, from the output's extension.
enum FilmOutput: String, CaseIterable {
    /// A filmstrip as PNG, SVG or PDF.
    case png, svg, pdf
    /// An animated PNG.
    case apng

    init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        self.init(rawValue: ext)
    }
}
