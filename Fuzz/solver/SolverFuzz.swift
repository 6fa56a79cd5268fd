// libFuzzer entry point for the solver alone: the input's bytes are read as a program of
// solver calls (adds, one batch, removals, constant changes, edits, suggestions) over eight
// variables, with coefficients and constants from a table that reaches the solver's limits
// and chains of multipliers that compound towards them.
// Built by scripts/fuzz.sh (not a SwiftPM target); see docs/FUZZING.md.
@_spi(Invariants) import PlumbSolver
#if canImport(Glibc)
import Glibc
#endif

/// Set SOLVER_FUZZ_TRACE=1 to print each call as it is made (to read a crash's program).
private let tracing = getenv("SOLVER_FUZZ_TRACE") != nil

/// To standard error, unbuffered: a crash must not lose the last lines.
private func trace(_ line: String) { let text = line + "\n"; _ = write(2, text, text.utf8.count) }

/// Reads the input a byte at a time; 0 once it runs out.
private struct Program {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    var isDone: Bool { index >= bytes.count }
    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    mutating func pick<T>(_ table: [T]) -> T { table[next() % table.count] }
}

/// Ordinary layout numbers, then magnitudes at and past the solver's limits (10⁸ for a
/// coefficient, 10¹⁰ for a constant), tiny ones, and NaN and infinities.
/// With SOLVER_FUZZ_ORDINARY=1, only the ordinary ones (up to 10³ and 10⁴): a layout's sizes.
private let ordinary = getenv("SOLVER_FUZZ_ORDINARY") != nil
private let allCoefficients: [Double] = [1, -1, 2, -2, 0.5, 0.75, 1.5, 3, 10, -0.25, 1e3, 1e-6, 1e6, -1e6, 1e8, 1e8 + 1, 1e-300, .nan, .infinity]
private let allConstants: [Double] = [0, 8, -8, 20, 100, -100, 0.5, 375, 812, 1e4, 1e6, -1e9, 1e10, 1e10 + 1, .leastNonzeroMagnitude, .nan, -.infinity]
private let coefficients = ordinary ? Array(allCoefficients.prefix(11)) : allCoefficients
private let constants = ordinary ? Array(allConstants.prefix(10)) : allConstants
private let strengths: [Double] = [1000, 1000, 1000, 999, 750, 500, 251, 250, 1, 0, 1001]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var program = Program(bytes: UnsafeRawBufferPointer(start: start, count: count))
    let x = (0..<8).map { Variable("x\($0)") }
    let solver = Solver()
    var held: [Constraint] = []
    var edited: [Variable] = []

    func constraint() -> Constraint {
        let termCount = 1 + program.next() % 3
        var terms: [Term] = []
        for _ in 0..<termCount { terms.append(Term(program.pick(x), program.pick(coefficients))) }
        let relation = program.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Constraint(Expression(terms, constant: program.pick(constants)), relation, strength: Strength(program.pick(strengths)))
    }
    func note(_ added: [Constraint]) { held += added.filter(solver.hasConstraint) }

    while !program.isDone {
        switch program.next() % 8 {
        case 0, 1:
            let c = constraint()
            if tracing { trace("add \(c) [\(c.strength.value)]") }
            if (try? solver.add(c)) != nil { held.append(c) }
        case 2:
            // A batch, as the layout engine adds a tree.
            let batch = (0..<(1 + program.next() % 6)).map { _ in constraint() }
            if tracing { trace("batch \(batch.map { "\($0) [\($0.strength.value)]" })") }
            _ = try? solver.add(batch)
            note(batch)
        case 3:
            // A chain of multipliers from one variable to the next: x[i] == m · x[i+1].
            let m = program.pick(coefficients), length = 1 + program.next() % 7
            let chain = (0..<length).map { i in
                Constraint(Expression([Term(x[i], 1), Term(x[i + 1], -m)]), .equal, strength: Strength(program.pick(strengths)))
            }
            if tracing { trace("chain \(chain.map { "\($0) [\($0.strength.value)]" })") }
            _ = try? solver.add(chain)
            note(chain)
        case 4:
            if !held.isEmpty {
                let c = held.remove(at: program.next() % held.count)
                if tracing { trace("remove \(c)") }
                _ = try? solver.remove(c)
            }
        case 5:
            if !held.isEmpty {
                let c = program.pick(held), value = program.pick(constants)
                if tracing { trace("setConstant \(c) to \(value)") }
                _ = try? solver.setConstant(c, to: value)
            }
        case 6:
            let v = program.pick(x)
            let strength = Strength(program.pick(strengths))
            if tracing { trace("edit \(v) [\(strength.value)]") }
            if (try? solver.addEditVariable(v, strength: strength)) != nil { edited.append(v) }
        default:
            if !edited.isEmpty {
                let v = program.pick(edited), value = program.pick(constants)
                if tracing { trace("suggest \(v) = \(value)") }
                _ = try? solver.suggestValue(v, value)
            }
        }
        // Every value is a number, and, while they are finite, every layer keeps its
        // invariants (a required constraint held is met, among them).
        let values = x.map(solver.value(of:))
        if tracing { trace("  values \(values)") }
        // fatalError, not precondition: -O keeps its message.
        if values.contains(where: \.isNaN) { fatalError("a value is NaN: \(values)") }
        if values.allSatisfy(\.isFinite) {
            let broken = solver.invariantViolations(limit: 3)
            if !broken.isEmpty { fatalError("invariants broken: \(broken) at \(values)") }
        }
    }
    return 0
}
