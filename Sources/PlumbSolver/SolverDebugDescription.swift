extension SolverCore {
    /// The tableau as text: each row as `basic (=value) = constant + coefficient*symbol…`,
    /// then the objective per priority level. Symbols are `s` slack, `e` error, `d` dummy,
    /// with their constraint's name or sequence number in brackets.
    var debugDescription: String {
        var names: [Symbol: String] = [:]
        for (s, v) in variableOfSymbol.enumerated() { if let v { names[Symbol(s)] = v.name } }
        func name(_ s: Symbol) -> String {
            if let n = names[s] { return n }
            let k = tableau.kind(s)
            let prefix = k == .slack ? "s" : k == .error ? "e" : k == .dummy ? "d" : "x"
            var owner = ""
            if let t = owningTag(of: s) { owner = "[\(t.constraint.name.isEmpty ? "#\(t.sequence)" : t.constraint.name)]" }
            return "\(prefix)\(s)\(owner)"
        }
        var out = ""
        for slot in 0..<tableau.rows.count where tableau.basicOf[slot] >= 0 {
            let b = tableau.basicOf[slot], r = tableau.rows[slot]
            out += "\(name(b)) (=\(tableau.value(of: b))) = \(r.constant)"
            for i in 0..<r.count { out += " + \(r.coefficients[i])*\(name(r.symbols[i]))" }
            out += "\n"
        }
        for l in 0..<tableau.objective.levelCount {
            out += "obj@\(tableau.objective.priorities[l]):"
            for s in 0..<tableau.symbolCount where tableau.objective.coefficients[l][s] != 0 {
                out += " \(tableau.objective.coefficients[l][s])*\(name(Symbol(s)))"
            }
            out += "\n"
        }
        return out
    }
}
