import Plumb

/// Where everything of a film goes, in points: the title, then a grid of cells, one per frame.
/// A cell is the frame's time stamp over its panels, one per animation (two side by side in
/// `both`), each with a status line under it.
struct FilmLayout {
    /// The largest window of any frame: every panel's size.
    let panel: Size
    /// Panels per cell.
    let panels: Int
    /// Cells across.
    let columns: Int
    /// Cells in all.
    let count: Int
    /// The whole film's size.
    let size: Size
    /// Where the cells start, below the title (and the subtitle).
    let gridTop: Double
    /// The subtitle's lines (0 without one).
    let subtitleLines: Int

    static let margin = 16.0
    static let gap = 14.0
    static let panelGap = 10.0
    static let titleHeight = 22.0
    static let subtitleHeight = 15.0
    static let captionHeight = 16.0
    static let statusHeight = 15.0
    /// A strip of small frames fills rows this wide; large frames go in a grid about as wide
    /// as it is tall instead.
    static let preferredWidth = 1400.0

    init(panel: Size, panels: Int, count: Int, columns: Int?, subtitleLines: Int) {
        self.panel = panel
        self.subtitleLines = subtitleLines
        self.panels = panels
        self.count = count
        let cellWidth = Double(panels) * panel.width + Double(panels - 1) * Self.panelGap
        let fitting = Int((Self.preferredWidth - 2 * Self.margin + Self.gap) / (cellWidth + Self.gap))
        let square = Int((Double(count) * (Self.cellHeight(panel) + Self.gap) / (cellWidth + Self.gap)).squareRoot().rounded())
        let columns = max(1, min(count, columns ?? max(fitting, square)))
        self.columns = columns
        let rows = (count + columns - 1) / max(1, columns)
        let width = 2 * Self.margin + Double(columns) * cellWidth + Double(columns - 1) * Self.gap
        let titleWidth = 420.0
        let header = Self.titleHeight + Double(subtitleLines) * Self.subtitleHeight + 6
        gridTop = Self.margin + header
        size = Size(width: max(width, titleWidth + 2 * Self.margin),
                    height: gridTop + Double(rows) * Self.cellHeight(panel) + Double(max(0, rows - 1)) * Self.gap + Self.margin)
    }

    /// A cell's height: caption, panel, status line.
    static func cellHeight(_ panel: Size) -> Double { captionHeight + panel.height + statusHeight }

    /// The top-left corner of cell `index`.
    func cellOrigin(_ index: Int) -> Point {
        let cellWidth = Double(panels) * panel.width + Double(panels - 1) * Self.panelGap
        let column = index % columns, row = index / columns
        return Point(x: Self.margin + Double(column) * (cellWidth + Self.gap),
                     y: gridTop + Double(row) * (Self.cellHeight(panel) + Self.gap))
    }

    /// The top-left corner of panel `panel` of cell `index`.
    func panelOrigin(_ index: Int, panel number: Int) -> Point {
        let cell = cellOrigin(index)
        return Point(x: cell.x + Double(number) * (panel.width + Self.panelGap), y: cell.y + Self.captionHeight)
    }
}
