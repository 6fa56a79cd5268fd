/// Representatives defined by required equalities: `x = Σ aᵢ·sᵢ + b`, kept as written, one
/// level deep, where each source `sᵢ` is a representative that is free or defined earlier.
///
/// A required equality between more than two representatives (`next.top == previous.top +
/// previous.height + gap`) names one representative that no tableau constraint and no other
/// definition reads yet. Defining it by the equality, instead of making the equality a tableau
/// row, keeps positions out of the tableau: a tableau constraint that reads a defined
/// representative is expanded over free ones, newest definition first, so that what cancels
/// (a child's top against its container's) cancels before it is expanded. In an explicit
/// tableau those positions were basic, and each was a sum over everything before it.
///
/// A representative read by a definition is never defined or folded afterwards, so the
/// definitions form a DAG whose order of definition is a topological order.
struct Definitions {
    /// Slot → when it was defined (counts up), or -1 when free.
    private(set) var order: [Int] = []
    /// Slot → its definition's terms (over representatives) and constant.
    private(set) var terms: [[(Int32, Double)]] = []
    private(set) var constant: [Double] = []
    /// Slot → the record (slot) of the equality that defines it.
    private(set) var record: [Int32] = []
    /// Slot → how many definitions name it as a source.
    private(set) var readerCount: [Int32] = []
    /// Slot → the records that rely on it: definitions that read it (as a source, or through
    /// a term that cancelled), and redundant equalities that cancelled through a definition.
    /// Lazy: entries may be stale.
    private(set) var dependents: [[Int32]] = []
    /// Slot → the defined slots that name it as a source (lazy: entries may be stale).
    private(set) var readers: [[Int32]] = []
    private var nextOrder = 0

    /// Makes room for slots up to `count`.
    mutating func grow(to count: Int) {
        while order.count < count {
            order.append(-1)
            terms.append([])
            constant.append(0)
            record.append(-1)
            readerCount.append(0)
            dependents.append([])
            readers.append([])
        }
    }

    @inline(__always) func isDefined(_ s: Int32) -> Bool { Int(s) < order.count && order[Int(s)] >= 0 }

    /// True when a definition names `s` as a source.
    @inline(__always) func isRead(_ s: Int32) -> Bool { Int(s) < readerCount.count && readerCount[Int(s)] > 0 }

    var count: Int { order.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }

    /// Defines `s` as `Σ terms + constant` because of the equality `record`.
    mutating func define(_ s: Int32, terms definition: [(Int32, Double)], constant b: Double, record r: Int32) {
        let i = Int(s)
        order[i] = nextOrder
        nextOrder += 1
        terms[i] = definition
        constant[i] = b
        record[i] = r
        for (source, _) in definition {
            readerCount[Int(source)] += 1
            readers[Int(source)].append(s)
        }
    }

    /// Makes `s` free again; returns the record that defined it.
    mutating func undefine(_ s: Int32) -> Int32 {
        let i = Int(s)
        for (source, _) in terms[i] { readerCount[Int(source)] -= 1 }
        let r = record[i]
        order[i] = -1
        terms[i] = []
        constant[i] = 0
        record[i] = -1
        return r
    }

    /// Gives the definition of `s` the constant `b`.
    mutating func setConstant(_ s: Int32, to b: Double) { constant[Int(s)] = b }

    mutating func addDependent(_ record: Int32, of s: Int32) { dependents[Int(s)].append(record) }

    /// Takes the slot's dependents (the caller filters stale entries).
    mutating func takeDependents(of s: Int32) -> [Int32] {
        let list = dependents[Int(s)]
        dependents[Int(s)] = []
        return list
    }

    /// The defined slots that name `s` as a source, now.
    func liveReaders(of s: Int32) -> [Int32] {
        readers[Int(s)].filter { r in isDefined(r) && terms[Int(r)].contains { $0.0 == s } }
    }

    /// Drops stale reader entries once they are the majority (amortised O(1)).
    mutating func compactReaders(of s: Int32) {
        guard readers[Int(s)].count > 2 * Int(readerCount[Int(s)]) + 8 else { return }
        readers[Int(s)] = liveReaders(of: s)
    }
}
