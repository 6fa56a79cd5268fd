import Foundation
import PlumbTestSupport
import Testing

/// The solver fuzzer's committed seeds (`Fuzz/corpus/solver`) and every input it kept as a
/// regression (`Fuzz/regressions/solver`), replayed through the fuzzer's own interpreter: each
/// call keeps every value a number and every invariant true. A regression whose name starts
/// with `ordinary-` was found with `SOLVER_FUZZ_ORDINARY=1` and is read the same way.
@Suite struct SolverProgramTests {
    static let seeds = FuzzInputs.paths(in: "corpus/solver")
    static let regressions = FuzzInputs.paths(in: "regressions/solver")

    @Test func theCorpusIsThere() {
        #expect(Self.seeds.count >= 5)
        #expect(Self.regressions.count >= 2)
    }

    @Test(arguments: seeds + regressions)
    func programKeepsTheSolverSound(input: String) throws {
        let data = try #require(FileManager.default.contents(atPath: input))
        let ordinary = (input as NSString).lastPathComponent.hasPrefix("ordinary-")
        for mode in ordinary ? [true] : [false, true] {
            var program = SolverProgram(Array(data), ordinary: mode)
            let failure = program.run()
            #expect(failure == nil, "\(input)\(mode ? " (ordinary numbers)" : ""): \(failure ?? "")")
        }
    }

    /// Inputs the fuzzer found that are not fixed yet (`Fuzz/known/solver`, docs/FUZZING.md):
    /// still failing, as a known issue, so that the fix shows.
    @Test(arguments: FuzzInputs.paths(in: "known/solver"))
    func knownFindingStillFails(input: String) throws {
        let data = try #require(FileManager.default.contents(atPath: input))
        var program = SolverProgram(Array(data), ordinary: (input as NSString).lastPathComponent.hasPrefix("ordinary-"))
        let failure = program.run()
        withKnownIssue("values that drift from their rows by 10⁻⁹ of what they were (docs/FUZZING.md)") {
            #expect(failure == nil, "\(input): \(failure ?? "")")
        }
    }
}
