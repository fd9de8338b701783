/// The names code mentions, as ``AndroidSourceFacts/key(_:)`` reduces them: a view id
/// (`widget_empty_hint`, `R.id.widget_empty_hint`) and its view-binding field
/// (`binding.widgetEmptyHint`) reduce alike, so a view no code mentions is one whose text only
/// its layout can give (Markor e05521f798 `widget_layout.xml:108`: a TextView with no text, no
/// `tools:text`, and no code naming its id, measured for contrast).
extension AndroidSourceFacts {
    /// The keys of the identifiers in `code` that could name a view: snake case or camel case,
    /// four characters or more (a plain word like `title` names a view only through a binding
    /// or `R.id`, which the rest of the facts follow).
    static func mentionedNames(in code: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var index = 0
        while index < code.count {
            // An identifier starts with a letter or `_`; a digit there is a number's.
            guard isIdentifierByte(code[index]), !(code[index] >= 0x30 && code[index] <= 0x39) else {
                index += 1
                continue
            }
            let start = index
            var compound = false
            while index < code.count, isIdentifierByte(code[index]) {
                // An underscore, or a capital after the first letter: a compound name.
                if index > start, code[index] == UInt8(ascii: "_") || (code[index] >= 0x41 && code[index] <= 0x5A) { compound = true }
                index += 1
            }
            // A plain word is a view's name after `R.id.`: Briar b46d008a `ConversationItemViewHolder.java:49`
            // (`text = v.findViewById(R.id.text)`) fills `list_item_conversation_msg_out.xml:42`, whose only text is `tools:text`.
            if (compound && index - start >= 4) || Self.followsIDPrefix(start, in: code) {
                found.insert(key(String(decoding: code[start..<index], as: UTF8.self)))
            }
        }
        return found
    }

    /// Whether the identifier at `start` is a field of the app's `R.id.` (not `android.R.id.`, the framework's ids).
    private static func followsIDPrefix(_ start: Int, in code: [UInt8]) -> Bool {
        let prefix = Array("R.id.".utf8)
        guard start >= prefix.count, Array(code[(start - prefix.count)..<start]) == prefix else { return false }
        guard start > prefix.count else { return true }
        let before = code[start - prefix.count - 1]
        return !isIdentifierByte(before) && before != UInt8(ascii: ".")
    }

    /// Whether any source read names the view `id` (its id or its binding field); `nil` when no
    /// source was read, so nothing is known.
    func mentions(viewID id: String) -> Bool? {
        filesRead == 0 ? nil : mentionedViewNames.contains(Self.key(id))
    }
}
