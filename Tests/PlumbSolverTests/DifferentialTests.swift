import Foundation
import PlumbTestSupport
import Testing
import PlumbSolver

/// Differential test against kiwisolver (the C++ Cassowary behind matplotlib/enaml), driven
/// through `Oracle/kiwi_oracle.py`, which replays the same operations in kiwi (one batch, one
/// Python process).
///
/// With ONE optional level (every optional constraint and edit at priority 500) Plumb's strict
/// priorities and kiwi's weights minimise the same objective, so on every random system:
///  - the same `add` calls are rejected as unsatisfiable;
///  - Plumb's solution satisfies every accepted required constraint;
///  - Plumb's total optional error equals kiwi's at every checkpoint (solutions themselves may
///    differ when the optimum is not unique, so only the objective is compared);
///  - and a fresh Plumb solver given the final system reaches the same objective.
/// With scipy installed the oracle also computes the exact LP optimum at each system's last
/// check. Where Plumb and kiwi disagree, the disputed systems are replayed again with the LP at
/// every check and add, and a disagreement counts as a Plumb failure only if the LP sides with
/// kiwi: kiwi 1.5.1 has bugs of its own (it can lose a required equality that was added twice
/// when one copy is removed), which are printed as notes.
///
/// Edits are always suggested right after `addEditVariable` (Plumb starts an edit at the
/// variable's current value, kiwi at 0).
///
/// Requires `python3` with `pip install kiwisolver==1.5.1`; set PLUMB_SKIP_KIWI=1 to skip.
/// PLUMB_DIFF_SEED / PLUMB_DIFF_COUNT change the seed and the number of systems;
/// PLUMB_DIFF_DUMP=path writes the systems as JSON lines.
@Suite(.tags(.cli)) struct DifferentialTests {
    /// Fixed by default; PLUMB_DIFF_SEED and PLUMB_DIFF_COUNT override them.
    static let masterSeed: UInt64 = RandomSystems.environmentNumber("PLUMB_DIFF_SEED") ?? 0x5EED_D1FF_0000_0001
    static let systemCount = Int(RandomSystems.environmentNumber("PLUMB_DIFF_COUNT") ?? 2_500)
    static let optionalStrength = 500.0
    static let skipKiwi = ProcessInfo.processInfo.environment["PLUMB_SKIP_KIWI"] == "1"

    // MARK: Generation

    /// A random operation sequence over 3–8 variables.
    static func makeSystem(index: Int, seed: UInt64) -> RandomSystems.SystemSpec {
        var g = RandomSystems.SplitMix64(seed: seed)
        let n = g.int(3...8)
        let opCount = g.int(6...32)
        var ops: [RandomSystems.OpSpec] = []
        var nextId = 0
        var live: [Int] = []          // added and not yet removed (the add may still be rejected)
        var edits: [Int] = []
        // Systems vary in character: some lean on required constraints (more rejections),
        // some on optional ones, some on edits.
        let requiredBias = g.pick([0.2, 0.35, 0.5])
        let equalityChance = g.pick([0.2, 0.4, 0.6])
        var specs: [RandomSystems.ConstraintSpec] = []
        while ops.count < opCount {
            let r = g.unit()
            if r < 0.05 {
                // A redundant copy (possibly scaled) of an earlier constraint: exercises the
                // all-dummy rows of dependent required equalities and their removal.
                guard !specs.isEmpty else { continue }
                var c = g.pick(specs)
                let scale = g.pick([1.0, 2.0, -1.0])
                c.coefs = c.coefs.map { $0 * scale }
                c.constant *= scale
                if scale < 0 { c.rel = c.rel == "<=" ? ">=" : (c.rel == ">=" ? "<=" : "==") }
                ops.append(.init(op: "add", id: nextId, c: c)); live.append(nextId); nextId += 1
            } else if r < requiredBias * 0.7 {
                let c = RandomSystems.randomConstraint(&g, variableCount: n, strength: 1000,
                                                       equalityChance: equalityChance)
                specs.append(c)
                ops.append(.init(op: "add", id: nextId, c: c)); live.append(nextId); nextId += 1
            } else if r < 0.62 {
                let c = RandomSystems.randomConstraint(&g, variableCount: n, strength: optionalStrength,
                                                       equalityChance: equalityChance)
                specs.append(c)
                ops.append(.init(op: "add", id: nextId, c: c)); live.append(nextId); nextId += 1
            } else if r < 0.72 {
                guard !live.isEmpty else { continue }
                let id = live.remove(at: g.int(0...(live.count - 1)))
                ops.append(.init(op: "remove", id: id))
            } else if r < 0.79 {
                let free = (0..<n).filter { !edits.contains($0) }
                guard !free.isEmpty else { continue }
                let v = g.pick(free)
                edits.append(v)
                ops.append(.init(op: "addEdit", v: v, strength: optionalStrength))
                // Plumb starts an edit at the variable's current value, kiwi at 0; with a
                // suggestion straight away both mean the same.
                ops.append(.init(op: "suggest", v: v, value: Double(g.int(-40...40))))
            } else if r < 0.91 {
                guard !edits.isEmpty else { continue }
                ops.append(.init(op: "suggest", v: g.pick(edits), value: Double(g.int(-40...40))))
            } else if r < 0.94 {
                guard !edits.isEmpty else { continue }
                let v = edits.remove(at: g.int(0...(edits.count - 1)))
                ops.append(.init(op: "removeEdit", v: v))
            } else {
                ops.append(.init(op: "check"))
            }
        }
        ops.append(.init(op: "check"))
        return .init(index: index, seed: seed, variableCount: n, ops: ops)
    }

    static func makeSystems() -> [RandomSystems.SystemSpec] {
        (0..<systemCount).map { makeSystem(index: $0, seed: RandomSystems.systemSeed(master: masterSeed, index: $0)) }
    }

    // MARK: Oracle

    struct OracleInput: Encodable {
        /// "none", "final" (the LP optimum at each system's last check) or "all".
        var lp: String
        var systems: [RandomSystems.SystemSpec]
    }

    struct OracleOutput: Decodable {
        struct Result: Decodable {
            var index: Int
            var rejected: [Int]
            var checks: [[Double]]
            var optimum: [Double?]
            /// Required adds the LP finds infeasible (nil without scipy).
            var lpRejected: [Int]?
            var error: String?
            /// Set when kiwi contradicted itself and the oracle stopped after this op.
            var stoppedAt: Int?
            var inconsistent: String?
        }
        var kiwi: String
        var lp: String
        var results: [Result]
    }

    static var oraclePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Oracle/kiwi_oracle.py").path
    }

    enum OracleFailure: Error, CustomStringConvertible {
        case unavailable(String)
        case failed(String)
        var description: String {
            switch self {
            case let .unavailable(s), let .failed(s): s
            }
        }
    }

    /// Runs the oracle once on the whole batch.
    static func runOracle(_ input: OracleInput) throws -> OracleOutput {
        // Generous: about 1 ms a system normally, 1.5 ms an LP; a hang means kiwi is cycling.
        let timeout = max(300, Double(input.systems.count) * (input.lp == "all" ? 0.5 : 0.05))
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("plumb-differential-\(getpid())-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let inURL = dir.appendingPathComponent("systems.json")
        let outURL = dir.appendingPathComponent("out.json")
        let errURL = dir.appendingPathComponent("err.txt")
        try JSONEncoder().encode(input).write(to: inURL)
        _ = fm.createFile(atPath: outURL.path, contents: nil)
        _ = fm.createFile(atPath: errURL.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", oraclePath]
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        do {
            try process.run()
        } catch {
            throw OracleFailure.unavailable("could not start python3 (\(error))")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw OracleFailure.failed("kiwi_oracle.py did not finish within \(Int(timeout)) s (kiwi cycling?)")
            }
            usleep(10_000)
        }
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        switch process.terminationStatus {
        case 0: break
        case 127: throw OracleFailure.unavailable("python3 was not found on PATH. \(stderr)")
        case 3: throw OracleFailure.unavailable(stderr)
        default:
            if stderr.contains("No module named") {
                throw OracleFailure.unavailable(stderr)
            }
            throw OracleFailure.failed("kiwi_oracle.py exited with status \(process.terminationStatus):\n\(stderr)")
        }
        let data = try Data(contentsOf: outURL)
        do {
            return try JSONDecoder().decode(OracleOutput.self, from: data)
        } catch {
            throw OracleFailure.failed("could not decode kiwi_oracle.py output: \(error)\n\(stderr)")
        }
    }

    // MARK: Comparing

    struct Stats {
        var adds = 0, rejected = 0, checkpoints = 0, nonzeroObjective = 0, lpChecks = 0
    }

    /// The verdict on one system.
    struct Evaluation {
        var failures: [(category: String, text: String)] = []
        /// Disagreements where the exact LP (scipy) shows kiwi is the one that is wrong.
        var kiwiBugs: [(category: String, text: String)] = []
        /// True when Plumb and kiwi disagree and the LP data to say who is right was missing.
        var needsLP = false
        var stats = Stats()
    }

    static func describe(_ system: RandomSystems.SystemSpec, _ message: String) -> String {
        """
        seed \(RandomSystems.hex(masterSeed)), system #\(system.index) \
        (system seed \(RandomSystems.hex(system.seed))): \(message)
        \(system)
        """
    }

    static func evaluate(_ system: RandomSystems.SystemSpec, plumb fullReplay: RandomSystems.Replay,
                         kiwi: OracleOutput.Result) -> Evaluation {
        var e = Evaluation()
        // Where kiwi contradicted itself the oracle stopped: compare what it did up to there.
        var plumb = fullReplay
        if let stop = kiwi.stoppedAt {
            let seen = Set(system.ops.prefix(stop + 1).compactMap { $0.op == "add" ? $0.id : nil })
            plumb.rejected = plumb.rejected.filter { seen.contains($0) }
            plumb.checkpoints = Array(plumb.checkpoints.prefix(kiwi.checks.count))
        }
        func fail(_ category: String, _ message: String) { e.failures.append((category, describe(system, message))) }
        func kiwiBug(_ category: String, _ message: String) { e.kiwiBugs.append((category, describe(system, message))) }
        e.stats.adds = system.ops.filter { $0.op == "add" }.count
        e.stats.rejected = plumb.rejected.count
        if let error = kiwi.error {
            fail("oracle error", "the oracle failed on this system: \(error)")
            return e
        }
        if !plumb.errors.isEmpty {
            fail("Plumb threw unexpectedly", "Plumb threw unexpectedly: \(plumb.errors.joined(separator: "; "))")
            return e
        }
        // 1. The same adds are rejected. Where they first differ the two solvers held the same
        // constraints, so the LP's verdict on that add says which one is wrong.
        if plumb.rejected != kiwi.rejected {
            let first = Set(plumb.rejected).symmetricDifference(kiwi.rejected).min()!
            let message = "rejected adds differ: Plumb \(plumb.rejected), kiwi \(kiwi.rejected), first at c\(first)"
            if let lp = kiwi.lpRejected {
                if plumb.rejected.contains(first) == lp.contains(first) {
                    kiwiBug("kiwi accepts or rejects an add against the LP's verdict", message + "; the LP agrees with Plumb")
                } else {
                    fail("rejected adds differ from kiwi", message + "; the LP agrees with kiwi")
                }
            } else {
                e.needsLP = true
                fail("rejected adds differ from kiwi", message)
            }
            return e  // the systems differ from here on
        }
        if let lp = kiwi.lpRejected, lp != plumb.rejected {
            fail("rejected adds differ from the LP", "Plumb and kiwi rejected \(plumb.rejected), but the LP finds infeasible \(lp)")
        }
        if let inconsistent = kiwi.inconsistent {
            // Plumb agreed with kiwi on every add so far, yet kiwi has contradicted itself.
            if let lp = kiwi.lpRejected {
                if lp == plumb.rejected {
                    kiwiBug("kiwi contradicted itself", inconsistent + "; Plumb agrees with the LP on every add")
                }  // else: already a failure above
            } else {
                e.needsLP = true
                fail("kiwi contradicted itself", inconsistent)
            }
        }
        guard plumb.checkpoints.count == kiwi.checks.count else {
            fail("oracle error", "checkpoint counts differ: \(plumb.checkpoints.count) vs \(kiwi.checks.count)")
            return e
        }
        let specs = plumb.specs
        for (k, checkpoint) in plumb.checkpoints.enumerated() {
            e.stats.checkpoints += 1
            let optimum = k < kiwi.optimum.count ? kiwi.optimum[k] : nil
            // 2. Required constraints hold in Plumb's solution.
            let worst = RandomSystems.worstRequiredViolation(checkpoint, specs: specs, values: checkpoint.values)
            if worst.relative > 1e-6 {
                fail("Plumb violates a required constraint", "check \(k): Plumb violates required c\(worst.id!) = \(specs[worst.id!]!) by \(worst.relative) (values \(checkpoint.values))")
            }
            // 3. The same optimal objective as kiwi, unless kiwi's answer is provably wrong:
            // it breaks a required constraint, or the LP optimum agrees with Plumb and not kiwi.
            let plumbError = RandomSystems.optionalError(checkpoint, specs: specs, values: checkpoint.values)
            let kiwiError = RandomSystems.optionalError(checkpoint, specs: specs, values: kiwi.checks[k])
            if plumbError > 1e-9 { e.stats.nonzeroObjective += 1 }
            let kiwiWorst = RandomSystems.worstRequiredViolation(checkpoint, specs: specs, values: kiwi.checks[k])
            let values = """
                  Plumb values \(checkpoint.values)
                  kiwi values  \(kiwi.checks[k])
                """
            let lpText = optimum.map { "\($0)" } ?? "n/a"
            if kiwiWorst.relative > 1e-6 {
                kiwiBug("kiwi violates a required constraint", """
                    check \(k): kiwi violates required c\(kiwiWorst.id!) = \(specs[kiwiWorst.id!]!) by \(kiwiWorst.relative); \
                    optional error Plumb \(plumbError), kiwi \(kiwiError), LP \(lpText)
                    \(values)
                    """)
                if optimum == nil { e.needsLP = true }  // so Plumb is still checked against the LP
            } else if !RandomSystems.close(plumbError, kiwiError) {
                if let optimum {
                    if RandomSystems.close(plumbError, optimum) {
                        kiwiBug("kiwi is not optimal", "check \(k): optional error Plumb \(plumbError) = LP optimum, kiwi \(kiwiError)\n\(values)")
                    } else {
                        fail("optional error differs from kiwi", "check \(k): total optional error differs: Plumb \(plumbError), kiwi \(kiwiError), LP \(lpText)\n\(values)")
                    }
                } else {
                    e.needsLP = true
                    fail("optional error differs from kiwi", "check \(k): total optional error differs: Plumb \(plumbError), kiwi \(kiwiError)\n\(values)")
                }
            }
            // 4. The independent LP optimum (scipy), where the oracle computed it.
            if let optimum {
                e.stats.lpChecks += 1
                if !RandomSystems.close(plumbError, optimum) {
                    fail("optional error is not the LP optimum", "check \(k): Plumb's total optional error \(plumbError) is not the LP optimum \(optimum) (kiwi: \(kiwiError))\n\(values)")
                }
            }
            // 5. History independence: the final system solved from scratch.
            if k == plumb.checkpoints.count - 1 {
                do {
                    let fresh = try RandomSystems.freshPlumbValues(checkpoint, specs: specs, variableCount: system.variableCount)
                    let freshError = RandomSystems.optionalError(checkpoint, specs: specs, values: fresh)
                    if !RandomSystems.close(plumbError, freshError) {
                        fail("incremental differs from a fresh solve", "check \(k): incremental error \(plumbError) differs from a fresh solve's \(freshError)")
                    }
                } catch {
                    fail("Plumb threw unexpectedly", "check \(k): re-solving the active system from scratch threw \(error)")
                }
            }
        }
        return e
    }

    // MARK: The test

    @Test(.disabled(if: skipKiwi, "PLUMB_SKIP_KIWI=1: the kiwisolver differential test is skipped"))
    func plumbMatchesKiwiOnRandomSystems() throws {
        let systems = Self.makeSystems()
        if let path = ProcessInfo.processInfo.environment["PLUMB_DIFF_DUMP"] {
            // For debugging: the batch, one system per line, e.g. to feed a minimiser.
            let encoder = JSONEncoder()
            let lines = try systems.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Pass 1: kiwi everywhere, the LP optimum at each system's last check only (fast).
        let output: OracleOutput
        do {
            output = try Self.runOracle(OracleInput(lp: "final", systems: systems))
        } catch let failure as OracleFailure {
            if case let .unavailable(why) = failure {
                Issue.record("""
                    The differential test needs python3 with kiwisolver: pip install kiwisolver==1.5.1
                    (or set PLUMB_SKIP_KIWI=1 to skip it). \(why)
                    """)
                return
            }
            throw failure
        }
        try #require(output.results.count == systems.count, "the oracle returned \(output.results.count) results for \(systems.count) systems")

        var evaluations: [Evaluation] = []
        var disputed: [Int] = []
        for (system, kiwi) in zip(systems, output.results) {
            #expect(kiwi.index == system.index)
            let evaluation = Self.evaluate(system, plumb: RandomSystems.replayInPlumb(system), kiwi: kiwi)
            if evaluation.needsLP && output.lp != "none" { disputed.append(system.index) }
            evaluations.append(evaluation)
        }
        // Pass 2: where Plumb and kiwi disagree, the LP at every check and required add says who
        // is wrong (kiwi has bugs of its own).
        if !disputed.isEmpty {
            let again = try Self.runOracle(OracleInput(lp: "all", systems: disputed.map { systems[$0] }))
            for (index, kiwi) in zip(disputed, again.results) {
                let stats = evaluations[index].stats
                evaluations[index] = Self.evaluate(systems[index], plumb: RandomSystems.replayInPlumb(systems[index]), kiwi: kiwi)
                evaluations[index].stats = stats
            }
        }

        var stats = Stats()
        for e in evaluations {
            stats.adds += e.stats.adds; stats.rejected += e.stats.rejected
            stats.checkpoints += e.stats.checkpoints; stats.nonzeroObjective += e.stats.nonzeroObjective
            stats.lpChecks += e.stats.lpChecks
        }
        let failures = evaluations.flatMap(\.failures), kiwiBugs = evaluations.flatMap(\.kiwiBugs)
        print("""
            DifferentialTests: \(systems.count) systems (seed \(RandomSystems.hex(Self.masterSeed))), \
            kiwi \(output.kiwi), \(stats.adds) adds of which \(stats.rejected) rejected, \
            \(stats.checkpoints) checkpoints (\(stats.nonzeroObjective) with nonzero optional error), \
            \(output.lp == "none" ? "no scipy: LP optimum not checked" : "\(stats.lpChecks) checked against the LP optimum"), \
            \(disputed.count) disputed systems re-checked with the LP, \
            \(kiwiBugs.count) kiwi errors shown by the LP (not failures), \(failures.count) failures
            """)
        // kiwi's own bugs are notes, not failures: print the first of each kind.
        var seen = Set<String>()
        for note in kiwiBugs where seen.insert(note.category).inserted {
            print("note: kiwi bug (\(kiwiBugs.filter { $0.category == note.category }.count) ×) [\(note.category)] \(note.text)")
        }
        RandomSystems.report(failures, perCategory: 3)
    }

    /// The generator is deterministic: the same seed gives the same systems.
    @Test func generatorIsDeterministic() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let a = try encoder.encode(Self.makeSystem(index: 7, seed: 42))
        let b = try encoder.encode(Self.makeSystem(index: 7, seed: 42))
        #expect(a == b)
    }
}
