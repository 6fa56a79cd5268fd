import Testing
@testable import Plumb

@Suite struct EngineExportTests {
    /// The id and value of each variable, by name, from the export's `v` lines.
    private func variables(_ text: String) -> [String: (id: String, value: Double)] {
        var out: [String: (id: String, value: Double)] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("v ") {
            let f = line.split(separator: " ", maxSplits: 3).map(String.init)
            out[f[3]] = (f[1], Double(f[2])!)
        }
        return out
    }

    @Test func writesEveryConstraintAndTheConstantInForce() {
        let root = makeRoot(200, 100)
        let box = addView("box", to: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([leading, box.widthAnchor.constraint(equalToConstant: 50),
                                   box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                   box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()

        let text = root.engineConstraintsText()
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("c ") || $0.hasPrefix("v ") })
        #expect(lines.filter { $0.hasPrefix("c ") }.count == root.engine.solver.constraints.count)
        let vars = variables(text)
        #expect(vars["box.minX"]?.value == 10)
        #expect(vars["box.width"]?.value == 50)
        let box0 = vars["box.minX"]!.id, root0 = vars["root.minX"]!.id
        #expect(lines.contains { $0 == "c 1000.0 == -10.0 \(box0):1.0 \(root0):-1.0" })

        // A constant changed in place shows its new value.
        leading.constant = 30
        root.layoutIfNeeded()
        let changed = root.engineConstraintsText()
        #expect(changed.split(separator: "\n").contains { $0 == "c 1000.0 == -30.0 \(box0):1.0 \(root0):-1.0" })
        #expect(variables(changed)["box.minX"]?.value == 30)
    }

    @Test func subviewsShareTheirRootsExport() {
        let root = makeRoot(100, 100)
        let child = addView("child", to: root)
        LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10)])
        #expect(child.engineConstraintsText() == root.engineConstraintsText())
    }
}
