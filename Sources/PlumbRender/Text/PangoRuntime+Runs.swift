import CPangoCairo
import Plumb

extension PangoRuntime {
    /// Gives `layout` an attribute list with each run's font and colour (Pango counts bytes of
    /// UTF-8; runs count UTF-16 units, as `NSAttributedString` does). Later runs win where they
    /// overlap, as Pango applies later attributes over earlier ones.
    func setRuns(_ runs: [TextRun], text: String, on layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let utf16Count = text.utf16.count
        func byteOffset(_ offset: Int) -> UInt32 {
            let index = String.Index(utf16Offset: min(max(offset, 0), utf16Count), in: text)
            let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
            return UInt32(text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex))
        }
        for run in runs where !run.range.isEmpty {
            let start = byteOffset(run.range.lowerBound), end = byteOffset(run.range.upperBound)
            var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
            if let font = run.font { attributes.append(pango_attr_font_desc_new(fontDescription(for: font))) }
            if let color = run.color {
                func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
                attributes.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                attributes.append(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            for case let attribute? in attributes {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
        }
        pango_layout_set_attributes(layout, list)
    }
}
