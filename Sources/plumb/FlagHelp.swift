/// The help line of a command's `--overlay` (see ``OverlayFlag``).
protocol OverlayFlagHelp {
    static var overlay: String { get }
}

/// The help line of a command's `--matrix` (see ``MatrixFlag``).
protocol MatrixFlagHelp {
    static var matrix: String { get }
}

/// The help line of a command's `--jobs` (see ``JobsFlag``).
protocol JobsFlagHelp {
    static var jobs: String { get }
}

/// The overlay names, for the `--overlay` help lines.
private let overlayNames = "frames, alignment, margins, safearea, guides, baselines, constraints, ambiguity, scroll, all"

/// A spec with every key, for the `--matrix` help lines.
private let matrixExample = "\"device=se,15; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark\""

/// `plumb render`'s help lines of the shared flags.
enum RenderFlagHelp: OverlayFlagHelp, MatrixFlagHelp, JobsFlagHelp {
    static let overlay = "Overlays to draw: a comma list of \(overlayNames)."
    static let jobs = "Scenes to render at once (default: the number of cores)."
    static let matrix = "Render every combination: \(matrixExample) (any of the keys), with a contact sheet and a problem table."
}

/// `plumb snapshot`'s help lines of the shared flags.
enum SnapshotFlagHelp: OverlayFlagHelp, MatrixFlagHelp {
    static let overlay = "Overlays to draw on the PNG: a comma list of \(overlayNames)."
    static let matrix = "Snapshot every combination, each under its own names: \(matrixExample)."
}

/// `plumb check`'s help line of `--matrix`.
enum CheckFlagHelp: MatrixFlagHelp {
    static let matrix = "Check every combination: \(matrixExample) (any of the keys)."
}

/// `plumb samples`'s help line of `--overlay`.
enum SamplesFlagHelp: OverlayFlagHelp {
    static let overlay = "Overlays to draw, as for render."
}

/// `plumb animate`'s help lines of `--overlay` and `--jobs`.
enum AnimateFlagHelp: OverlayFlagHelp, JobsFlagHelp {
    static let overlay = "Overlays on every frame: a comma list of \(overlayNames)."
    static let jobs = "Threads drawing frames (default: the number of cores)."
}
