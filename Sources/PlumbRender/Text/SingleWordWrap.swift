import CPangoCairo

/// A shortcut around Pango 1.50's word-then-character wrapping, which is quadratic in the length
/// of a word wider than the line: for every line it cuts from the word, it first shapes the rest
/// of the word to try the word break after it, and only then falls back to character breaks.
///
/// When a paragraph has no place to break but characters (one word, in one Pango item), there
/// is no word break to try: wrapping by character alone breaks it at exactly the same places,
/// with the same hyphens, in time linear in its length. Pango's `process_item` (1.50) then takes
/// the same path in both modes, since `can_break_at` only differs where a word break is allowed.
enum SingleWordWrap {
    /// Shorter texts keep word-then-character wrapping without looking: the cost is small there,
    /// and ordinary labels go through Pango exactly as before.
    static let minimumLength = 512

    /// The wrap mode to give Pango for `text` when the recipe asks for `wrap` with a width set:
    /// character wrapping for one long word, else `wrap` itself.
    static func pangoWrap(_ wrap: TextLayoutSpec.Wrap, text: String, context: OpaquePointer,
                          font: OpaquePointer) -> PangoWrapMode {
        guard wrap == .wordChar, text.utf8.count >= minimumLength,
              isOneWord(text, context: context, font: font) else { return wrap.pango }
        return PANGO_WRAP_CHAR
    }

    /// Whether `text` is one paragraph holding one word (no line-break opportunity inside it)
    /// that Pango itemizes as one item (one font, script and direction).
    static func isOneWord(_ text: String, context: OpaquePointer, font: OpaquePointer) -> Bool {
        let length = Int32(clamping: text.utf8.count)
        let characters = text.unicodeScalars.count
        guard characters > 1 else { return true }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: characters + 1)
        pango_get_log_attrs(text, length, -1, pango_context_get_language(context), &attributes, Int32(characters + 1))
        guard !attributes[1..<characters].contains(where: { $0.is_line_break != 0 }) else { return false }
        let list = pango_attr_list_new()
        defer { pango_attr_list_unref(list) }
        pango_attr_list_insert(list, pango_attr_font_desc_new(font))
        let items = pango_itemize(context, text, 0, length, list, nil)
        defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        return g_list_length(items) == 1
    }
}
