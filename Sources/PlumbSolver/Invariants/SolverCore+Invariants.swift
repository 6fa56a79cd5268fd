/// The simplex core's bookkeeping: each variable has one symbol and each symbol one variable,
/// both ways (a second symbol for a variable unbinds the constraints on the first), and each
/// constraint's markers point back at it; a marker that is a parameter rests at 0.
extension SolverCore {
    func checkInvariants(into report: inout InvariantReport) {
        tableau.checkInvariants(into: &report)
        for (index, variable) in variableOfSymbol.enumerated() where !report.isFull {
            guard let variable else { continue }
            let s = Symbol(index)
            report.expect(symbolOfVariable[variable.id] == s,
                          "\(variable) has the symbol \(s), but its id maps to \(symbolOfVariable[variable.id].map(String.init) ?? "none")")
            report.expect(tableau.kind(s) == .external, "\(variable)'s symbol \(s) is a \(tableau.kind(s))")
        }
        for (slot, tag) in tagList.enumerated() where !report.isFull {
            guard let tag else { continue }
            report.expect(ownerSlot[Int(tag.marker)] == Int32(slot), "the marker of \(tag.constraint) points at another constraint")
            report.expect(tableau.isBasic(tag.marker) || tableau.isNearZeroValue(tableau.value(of: tag.marker)),
                          "the marker of \(tag.constraint) is a parameter at \(tableau.value(of: tag.marker)), not 0")
            if tag.other >= 0 {
                report.expect(ownerSlot[Int(tag.other)] == Int32(slot), "the error of \(tag.constraint) points at another constraint")
            }
        }
    }
}
