/// One tableau row in sparse form: `basic = constant + Σ coefficient · symbol`.
struct Row {
    var constant: Double
    var symbols: [Symbol] = []
    var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var count: Int { symbols.count }

    /// The coefficient of `symbol`, or 0.
    func coefficient(of symbol: Symbol) -> Double {
        if let i = symbols.firstIndex(of: symbol) { return coefficients[i] }
        return 0
    }
}
