import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshotCore

/// One scene file laid out (and drawn) in every variant of a matrix, on every core, from one
/// parse: each variant's problems, and its PNG when drawing.
struct MatrixRun {
    /// What one variant gave.
    struct Cell: Sendable {
        var variant: SceneMatrix.Variant
        /// The variant's part of file names: `device-se.rtl.language-double`.
        var tag: String
        /// The PNG written, its size in points, and a small copy for the contact sheet.
        var image: (path: String, points: Size, thumbnail: String)?
        /// Worst first.
        var problems: [VariantProblem] = []
        var overlaps: Set<VariantProblems.SiblingPair> = []
        /// What went wrong loading or drawing it (bad input).
        var error: String?
    }

    let file: String
    let matrix: SceneMatrix
    let overrides: SceneOverrides
    /// Whether each variant also gets the accessibility checks (`check --accessibility`).
    var checksAccessibility = false

    /// The variants' results in matrix order, each one's problems worst first, the overlaps new
    /// against the first variant included. Drawing is `draw(loaded, tag)`, returning the PNG's path, its size in points and
    /// its thumbnail's path (nil: don't draw).
    func run(jobs: Int, draw: (@Sendable (LoadedScene, String) throws -> (path: String, points: Size, thumbnail: String))? = nil) -> [Cell]? {
        let parsed: ParsedSceneFile
        do {
            parsed = try SceneLoader.parse(contentsOf: file, scene: overrides.scene)
        } catch {
            Console.error(error.description)
            return nil
        }
        let variants = matrix.variants(over: overrides.environment)
        let cells = MatrixCells(variants.map { Cell(variant: $0, tag: Self.tag(of: $0)) })
        let overrides = self.overrides, checksAccessibility = self.checksAccessibility
        _ = ParallelJobs.run(variants.count, jobs: jobs, label: { "\(file) \(variants[$0].phrase)" }) { index in
            var cell = cells[index]
            let loaded: LoadedScene
            do {
                loaded = try parsed.load(environment: cell.variant.environment, services: .rendering)
            } catch {
                cell.error = String(describing: error)
                cells[index] = cell
                return .badInput
            }
            overrides.apply(to: loaded.scene)
            let outcome = LayoutLog.$sink.withValue(CollectingSink()) { loaded.layout() }
            if let problem = NonFiniteFrame.problem(in: loaded.scene.root) {
                cell.error = "\(file): error: \(problem)"
                cells[index] = cell
                return .badInput
            }
            cell.problems = VariantProblems.find(in: loaded.scene.root, outcome: outcome, baseOverlaps: nil)
            if checksAccessibility { cell.problems += AccessibilityProblems.find(in: loaded.scene.root, canvas: loaded.scene.background) }
            cell.overlaps = VariantProblems.overlappingSiblings(in: loaded.scene.root)
            do {
                if let draw { cell.image = try draw(loaded, cell.tag) }
            } catch {
                cell.error = RenderFailure.text(for: error, in: loaded, writing: "the \(cell.tag) variant", flags: overrides.canvasFlags)
            }
            cells[index] = cell
            return cell.error == nil ? .ok : .badInput
        }
        var result = cells.all
        if let base = result.first?.overlaps {
            for index in result.indices.dropFirst() { result[index].problems += VariantProblems.newOverlaps(result[index].overlaps, base: base) }
        }
        for index in result.indices { result[index].problems = result[index].problems.worstFirst }
        return result
    }

    /// The variants' errors, each once (a scene that doesn't load fails the same way in every
    /// variant), in matrix order.
    static func errors(of cells: [Cell]) -> [String] {
        var seen = Set<String>()
        return cells.compactMap(\.error).filter { seen.insert($0).inserted }
    }

    /// A variant's part of file names, as snapshot references spell the same options.
    static func tag(of variant: SceneMatrix.Variant) -> String {
        SnapshotVariant(environment: variant.environment).tag
    }
}

/// The cells of a matrix run, filled in from several threads.
final class MatrixCells: @unchecked Sendable {
    private let lock = NSLock()
    private var cells: [MatrixRun.Cell]
    init(_ cells: [MatrixRun.Cell]) { self.cells = cells }
    subscript(index: Int) -> MatrixRun.Cell {
        get { lock.withLock { cells[index] } }
        set { lock.withLock { cells[index] = newValue } }
    }
    var all: [MatrixRun.Cell] { lock.withLock { cells } }
}
