import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// A square photo cell and a tag cell that sizes itself.
final class PhotoCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class GridSource: UICollectionViewDataSource {
    let count: Int
    let identifier: String
    var texts: [String] = []
    init(count: Int, identifier: String) {
        self.count = count
        self.identifier = identifier
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? TagCell)?.label.text = texts.isEmpty ? nil : texts[indexPath.item % texts.count]
        return cell
    }
}

@Suite struct UICollectionViewTests {
    @Test func aFlowLayoutWrapsItemsIntoLines() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let source = GridSource(count: 40, identifier: "photo")
        grid.dataSource = source
        grid.layoutIfNeeded()
        // Three 100-point items and two 10-point gaps fit in 361 points; a fourth wraps.
        #expect((grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.plumb ?? .zero) ≈ Rect(x: 16, y: 16, width: 100, height: 100))
        #expect((grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.plumb ?? .zero) ≈ Rect(x: 236, y: 16, width: 100, height: 100))
        #expect((grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.plumb ?? .zero) ≈ Rect(x: 16, y: 126, width: 100, height: 100))
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) is PhotoCell)
        // 14 lines: 16 + 14 × 100 + 13 × 10 + 16.
        #expect(grid.contentSize.height ≐ (16 + 1400 + 130 + 16))
        // Only the lines that reach into the 852-point screen have cells: 8 lines of 3.
        #expect(grid.visibleCells.count == 24)
    }

    @Test func aListLayoutStacksFullWidthRowsSizedByTheirContent() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.textMeasurer = PangoTextMeasurer.shared
        list.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = GridSource(count: 30, identifier: "tag")
        source.texts = ["Swift", "Auto Layout"]
        list.dataSource = source
        list.layoutIfNeeded()
        #expect(list.backgroundColor == .systemGroupedBackground)
        let text = measured("Swift", .systemFont(ofSize: 17), in: list)
        let rowHeight = Double(text.height) + 12
        let first = list.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.plumb ?? .zero
        // Inset 16 at each side, 35 points below the top, as tall as the label and its 6-point paddings.
        #expect(isClose(first, Rect(x: 16, y: 35, width: 361, height: rowHeight), within: 1e-6))
        let second = list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.plumb ?? .zero
        #expect(isClose(second.minY, 35 + rowHeight, within: 1e-6))
        // Only the rows that reach into the 300-point bounds have cells; the rest count 44.
        let shown = list.visibleCells.count
        #expect(shown == Int(((300 - 35) / rowHeight).rounded(.up)))
        #expect(isClose(Double(list.contentSize.height), 35 + Double(shown) * rowHeight + Double(30 - shown) * 44, within: 1e-6))
    }

    @Test func selfSizingCellsFitTheirText() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let tags = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), collectionViewLayout: layout)
        tags.textMeasurer = PangoTextMeasurer.shared
        tags.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = GridSource(count: 6, identifier: "tag")
        source.texts = ["Swift", "Auto Layout", "Linux"]
        tags.dataSource = source
        tags.layoutIfNeeded()
        let cell = tags.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell
        let text = measured("Auto Layout", .systemFont(ofSize: 17), in: tags)
        #expect(abs(Double(cell?.frame.width ?? 0) - (Double(text.width) + 24)) < 0.01)
        #expect(abs(Double(cell?.frame.height ?? 0) - (Double(text.height) + 12)) < 0.01)
        let first = tags.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((cell?.frame.minX ?? -1) ≐ ((first?.frame.maxX ?? 0) + 10))
    }
}
