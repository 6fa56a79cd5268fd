/// One tableau row in sparse form: `basic = constant + Σ coefficient · symbol`.
///
/// The terms are the first `count` entries of two buffers that only grow, so a row changes
/// length without allocating, and a merge writes into raw memory with one uniqueness check.
struct Row {
    var constant: Double
    private(set) var count = 0
    private var symbolBuffer: [Symbol] = []
    private var coefficientBuffer: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    /// The symbols of the terms, in order.
    var symbols: ArraySlice<Symbol> { symbolBuffer[..<count] }
    /// The coefficients of the terms, in order.
    var coefficients: ArraySlice<Double> { coefficientBuffer[..<count] }

    @inline(__always) func symbol(at i: Int) -> Symbol { symbolBuffer[i] }
    @inline(__always) func coefficient(at i: Int) -> Double { coefficientBuffer[i] }

    /// The position of `symbol` among the terms, or -1.
    @inline(__always) func index(of symbol: Symbol) -> Int {
        symbolBuffer.withUnsafeBufferPointer { terms in
            for i in 0..<count where terms[i] == symbol { return i }
            return -1
        }
    }

    /// The coefficient of `symbol`, or 0.
    func coefficient(of symbol: Symbol) -> Double {
        let i = index(of: symbol)
        return i < 0 ? 0 : coefficientBuffer[i]
    }

    mutating func setCoefficient(_ c: Double, at i: Int) { coefficientBuffer[i] = c }

    /// Appends the term `c · symbol`.
    mutating func append(_ symbol: Symbol, _ c: Double) {
        reserve(count + 1)
        symbolBuffer[count] = symbol
        coefficientBuffer[count] = c
        count += 1
    }

    /// Removes the term at `i`, keeping the others in order.
    mutating func remove(at i: Int) {
        for j in i..<count - 1 {
            symbolBuffer[j] = symbolBuffer[j + 1]
            coefficientBuffer[j] = coefficientBuffer[j + 1]
        }
        count -= 1
    }

    /// Removes the term at `i`, moving the last term into its place.
    mutating func removeByMovingLast(at i: Int) {
        count -= 1
        symbolBuffer.swapAt(i, count)
        coefficientBuffer.swapAt(i, count)
    }

    /// Multiplies every coefficient (not the constant) by `factor`.
    mutating func scaleCoefficients(by factor: Double) {
        let n = count
        coefficientBuffer.withUnsafeMutableBufferPointer { for i in 0..<n { $0[i] *= factor } }
    }

    /// Lets `body` rewrite the terms in place in buffers at least `capacity` long; `body`
    /// returns the new term count.
    mutating func rewriteTerms(
        capacity: Int, _ body: (UnsafeMutableBufferPointer<Symbol>, UnsafeMutableBufferPointer<Double>) -> Int
    ) {
        reserve(capacity)
        count = symbolBuffer.withUnsafeMutableBufferPointer { symbols in
            coefficientBuffer.withUnsafeMutableBufferPointer { coefficients in body(symbols, coefficients) }
        }
    }

    /// Grows the buffers (geometrically) to hold at least `n` terms; at least 16, so most rows
    /// never regrow.
    private mutating func reserve(_ n: Int) {
        guard symbolBuffer.count < n else { return }
        let grown = max(n, 2 * symbolBuffer.count, 16)
        symbolBuffer.append(contentsOf: repeatElement(0, count: grown - symbolBuffer.count))
        coefficientBuffer.append(contentsOf: repeatElement(0, count: grown - coefficientBuffer.count))
    }
}
