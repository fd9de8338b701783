import Foundation

// A view of an emoji class that only ever shows one emoji (issue 33; Threema e2defbb8):
// `view_emoji_reaction.xml:12` is an `EmojiTextView` whose only text is `tools:text="&#128522;"`,
// and code fills it with `emojiView.setSingleEmojiSequence(…)` (EmojiReactionsButton.kt:64-66),
// never `setText`. Its fixed 15 dp size was a warning; emoji are drawn as pictures, as other
// emoji-only text is, so it is a note.
//
// Code that gives a view only values named for emoji is alike (fresh-android20a): deltachat 7a1b15a1
// `reactions_pill.xml:16`, a 16 dp `reactions_pill_emoji` that ReactionsConversationView.java:106
// fills with `emojiView.setText(reaction.emoji)`, was a text.fixed-size warning.

extension AndroidLayoutWalk {
    /// The `tools:text` sample of a view whose class is named for emoji (`EmojiTextView`,
    /// `EmojiAppCompatTextView`) when the sample is only emoji and the view has no `android:text`
    /// or hint; `nil` otherwise. The caller checks that code sets it no text (no `setText`).
    func emojiSample(_ view: AndroidView, tag: String) -> String? {
        guard AndroidViewKinds.simpleName(tag).contains("Emoji") else { return nil }
        return emojiOnlySample(view)
    }

    /// The view's `tools:text` sample, its `\uXXXX` escapes decoded, when it is only emoji and the
    /// view has no `android:text` or hint; `nil` otherwise.
    private func emojiOnlySample(_ view: AndroidView) -> String? {
        guard view.attributes["android:text"] == nil, view.attributes["android:hint"] == nil,
            let sample = view.attributes["tools:text"].map(Self.decodingUnicodeEscapes), EmojiText.isEmojiOnly(sample)
        else { return nil }
        return sample
    }

    /// The emoji sample of a view whose id names emoji (`tvEmojiItem`, `tvIconViewEmoji`) when code
    /// sets it a value the scan cannot read: SimpleTimeTracker (fresh-droid29a) `item_emoji_layout.xml:10`,
    /// an emoji picker's cell with `tools:text="\uD83D\uDE00"` that `EmojiAdapterDelegate.kt:18` fills with
    /// `item.emojiText`, was a `text.shrinks` warning on a picture sized to its cell. A view whose id
    /// does not say emoji keeps its sample a sample: the text code sets may be words.
    private func emojiNamedSample(_ view: AndroidView, id: String, code: ScannedCodeText) -> String? {
        guard case .unreadable = code.value, id.lowercased().contains("emoji") else { return nil }
        return emojiOnlySample(view)
    }

    /// `text` with Java's `\uXXXX` escapes decoded, a surrogate pair (`\uD83D\uDE00`) as its one
    /// character, as Android's resource compiler and layout preview read them; other text unchanged.
    static func decodingUnicodeEscapes(_ text: String) -> String {
        guard text.contains("\\u") else { return text }
        var units: [UInt16] = []
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            let hex = String(String.UnicodeScalarView(scalars.dropFirst().prefix(4)))
            if scalar == "\\", scalars.first == "u", hex.unicodeScalars.count == 4, let unit = UInt16(hex, radix: 16) {
                units.append(unit)
                scalars = scalars.dropFirst(5)
            } else {
                units.append(contentsOf: String(scalar).utf16)
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The emoji sample of an emoji view code sets no text (``emojiSample(_:tag:)``), and the value
    /// code gives a view whose every text code sets is named for emoji (``emojiValue(_:id:)``).
    func emojiShown(_ view: AndroidView, tag: String, id: String, scanned: ScannedElement) -> (sample: String?, value: String?) {
        if let code = scanned.codeText {
            let value = emojiValue(view, id: id)
            return (value == nil ? emojiNamedSample(view, id: id, code: code) : nil, value)
        }
        // The layout's root class that names no layout sets its text (deltachat `ReactionRecipientItem`).
        if let value = emojiValue(view, id: id, rootOnly: true) { return (nil, value) }
        return (scanned.text == nil ? emojiSample(view, tag: tag) : nil, nil)
    }

    /// The value code sets as the view's text when the layout gives it no text of its own (a
    /// `tools:text` sample at most) and every text code sets on it, in this layout or one that
    /// includes it (or, with `rootOnly` or when those set none, in the layout's root class that
    /// names no layout), is a value whose last name is `emoji` or ends in it (`reaction.emoji`,
    /// `getEmoji()`, `selectedEmoji`), or, where its `tools:text` has no letter or digit, `reaction`
    /// (``isReactionName(_:)``); `nil` otherwise.
    func emojiValue(_ view: AndroidView, id: String, rootOnly: Bool = false) -> String? {
        guard view.attributes["android:text"] == nil, view.attributes["android:hint"] == nil, let facts = resources.sourceFacts else { return nil }
        let key = AndroidSourceFacts.key(id)
        let byRoot = rootClass.flatMap { facts.textsSetInCode["@\(AndroidSourceFacts.key($0))/\(key)"] }
        let byLayout = rootOnly ? nil : includingLayouts().lazy.compactMap({ facts.textsSetInCode["\(AndroidSourceFacts.key($0))/\(key)"] }).first
        guard let texts = byLayout ?? byRoot,
            let first = texts.first
        else { return nil }
        let values = texts.map { text -> String? in if case .unreadable(let value) = text.value { value } else { nil } }
        // A value named as a reaction is an emoji only where the layout's sample is no words either (``isReactionName(_:)``).
        let placeholder = view.attributes["tools:text"].map { !$0.contains { $0.isLetter || $0.isNumber } } ?? true
        let named = { (value: String) in Self.isEmojiName(value) || (placeholder && Self.isReactionName(value)) }
        guard values.allSatisfy({ $0.map(named) == true }), case .unreadable(let value) = first.value else { return nil }
        return value
    }

    /// Whether an expression is a name or getter whose last name is `reaction` or ends in it
    /// (`reaction`, `getReaction()`, `selectedReaction`): deltachat 7a1b15a1
    /// reaction_recipient_item.xml:48, a 22 dp view with `tools:text=":)"` that
    /// ReactionRecipientItem.java:49 fills with `reactionView.setText(reaction)`, the emoji a contact
    /// reacted with. Not `reactions`, a count or a list, nor `reactionText`.
    static func isReactionName(_ expression: String) -> Bool {
        lastName(expression)?.hasSuffix("reaction") == true
    }

    /// Whether an expression is a property path or getter whose last name is `emoji` or ends in
    /// it, in any case (`reaction.emoji`, `item.getEmoji()`, `selectedEmoji`).
    static func isEmojiName(_ expression: String) -> Bool {
        lastName(expression)?.hasSuffix("emoji") == true
    }

    /// The last name of a property path or getter, lower-cased (`item.getEmoji()` → `getemoji`);
    /// `nil` for any other expression.
    private static func lastName(_ expression: String) -> String? {
        var path = expression.trimmingCharacters(in: .whitespaces)
        if path.hasSuffix("()") { path.removeLast(2) }
        guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" }) else { return nil }
        return (path.split(separator: ".").last.map(String.init) ?? path).lowercased()
    }
}
