import Foundation

/// The pictures of a failed image result: tabs (Diff, Actual, Expected, Side by side, Slider;
/// Actual alone for a new result), zoom buttons and a stage the page's script fills. The
/// element names its pictures by index into the page's one image array (`data-ref`,
/// `data-act`, `data-diff`) with their pixel sizes (`data-ref-size="750x1624"`). The diff is
/// stored as its marks alone (`data-marks`: changed pixels on transparent, laid over the faded
/// expected picture by the script) when the result has them, which keeps the page small.
struct ReportViewer {
    /// The result shown.
    var result: SnapshotResult

    /// The tab names and labels, in order.
    static let tabs = [("diff", "Diff"), ("actual", "Actual"), ("expected", "Expected"), ("side", "Side by side"), ("slider", "Slider")]

    /// The viewer, storing the pictures in `images`; empty when the result has no picture.
    func html(images: inout ReportImages) -> String {
        var attributes = ""
        for (key, data) in [("ref", result.reference), ("act", result.actual), ("diff", result.changedPixels ?? result.diff)] {
            guard let data, let index = images.index(of: data) else { continue }
            attributes += " data-\(key)=\"\(index)\""
            if let size = ReportImages.pixelSize(of: data) { attributes += " data-\(key)-size=\"\(size.width)x\(size.height)\"" }
        }
        if result.changedPixels != nil { attributes += " data-marks=\"1\"" }
        let available = Self.tabs.filter { hasTab($0.0) }
        guard let first = available.first else { return "" }
        let start = result.diff == nil && available.contains { $0.0 == "side" } ? "side" : first.0
        let buttons = available.map { "<button type=\"button\" role=\"tab\" data-tab=\"\($0.0)\">\($0.1)</button>" }.joined()
        return "<div class=\"viewer\" data-tab=\"\(start)\"\(attributes)>\n"
            + "<div class=\"bar\"><span class=\"tabs\" role=\"tablist\">\(buttons)</span><span class=\"zoom\">"
            + "<button type=\"button\" data-zoom=\"fit\" title=\"Fit the window\">Fit</button>"
            + "<button type=\"button\" data-zoom=\"1\" title=\"One image pixel per screen pixel\">1:1</button>"
            + "<button type=\"button\" data-zoom=\"-\" title=\"Zoom out (ctrl+wheel)\">−</button>"
            + "<button type=\"button\" data-zoom=\"+\" title=\"Zoom in (ctrl+wheel)\">+</button>"
            + "<output class=\"scale\"></output></span></div>\n<div class=\"stage\"></div>\n</div>\n"
    }

    /// Whether a tab has something to show: a new result only has Actual; a failure with both
    /// pictures has every tab (the Diff tab says why, when the sizes differ and there's no diff).
    private func hasTab(_ tab: String) -> Bool {
        let both = result.reference != nil && result.actual != nil
        switch tab {
        case "actual": return result.actual != nil
        case "expected": return result.reference != nil
        case "diff": return result.diff != nil || (both && result.status == .failed)
        default: return both
        }
    }
}
