// libFuzzer entry point for the solver alone: the input's bytes are read as a program of
// solver calls by `SolverProgram` (Tests/PlumbSolverTests/SolverProgram.swift, compiled with
// this file, so that the tests replay the corpus and the regressions exactly as fuzzed).
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
#if canImport(Glibc)
import Glibc
#endif

/// Set SOLVER_FUZZ_TRACE=1 to print each call as it is made (to read a crash's program).
private let tracing = getenv("SOLVER_FUZZ_TRACE") != nil
/// With SOLVER_FUZZ_ORDINARY=1, only the ordinary numbers (up to 10³ and 10⁴): a layout's sizes.
private let ordinary = getenv("SOLVER_FUZZ_ORDINARY") != nil

/// To standard error, unbuffered: a crash must not lose the last lines.
private func trace(_ line: String) { let text = line + "\n"; _ = write(2, text, text.utf8.count) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var program = SolverProgram(Array(UnsafeRawBufferPointer(start: start, count: count)), ordinary: ordinary)
    // fatalError, not precondition: -O keeps its message.
    if let failure = program.run(trace: tracing ? trace : nil) { fatalError(failure) }
    return 0
}
