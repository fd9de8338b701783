/// An element's text: the key it is localised by and, when the file has it, the text itself.
public struct ScannedText: Sendable, Hashable {
    /// The localisation key (an Interface Builder `OBJECT-ID.text` key, an Android `@string/`
    /// name, a `Text("key")` key), `nil` for text that is not localised.
    public var key: String?
    /// The text as written in the file (the development language's), `nil` when only a key is known.
    public var literal: String?
    /// The strings table the key is looked up in (`Main` for `Main.strings`, `Localizable`),
    /// `nil` for the platform's default.
    public var table: String?

    /// Text with a key, a literal or both.
    public init(key: String? = nil, literal: String? = nil, table: String? = nil) {
        self.key = key
        self.literal = literal
        self.table = table
    }
}
