// A view of an emoji class that only ever shows one emoji (issue 33; Threema e2defbb8):
// `view_emoji_reaction.xml:12` is an `EmojiTextView` whose only text is `tools:text="&#128522;"`,
// and code fills it with `emojiView.setSingleEmojiSequence(…)` (EmojiReactionsButton.kt:64-66),
// never `setText`. Its fixed 15 dp size was a warning; emoji are drawn as pictures, as other
// emoji-only text is, so it is a note.

extension AndroidLayoutWalk {
    /// The `tools:text` sample of a view whose class is named for emoji (`EmojiTextView`,
    /// `EmojiAppCompatTextView`) when the sample is only emoji and the view has no `android:text`
    /// or hint; `nil` otherwise. The caller checks that code sets it no text (no `setText`).
    func emojiSample(_ view: AndroidView, tag: String) -> String? {
        guard AndroidViewKinds.simpleName(tag).contains("Emoji"), view.attributes["android:text"] == nil, view.attributes["android:hint"] == nil,
            let sample = view.attributes["tools:text"], EmojiText.isEmojiOnly(sample)
        else { return nil }
        return sample
    }
}
