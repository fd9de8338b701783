import LegibleCore
import LegibleReporting

/// One user-facing text: a key in one locale, in one variant (plural form, device), with
/// where it is defined.
///
/// `text` is the translation as written, format specifiers (`%@`, `%1$d`) included; substitute
/// sample values with ``PlaceholderSamples/substitute(in:)`` before measuring.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// for entry in catalog.entries where entry.locale == "de" {
///     print(entry.key, entry.variant ?? "-", entry.text, entry.position)
/// }
/// ```
public struct CatalogEntry: Sendable, Hashable, Codable {
    /// The string's key (for String Catalogs often the English text itself).
    public var key: String
    /// The locale identifier as the catalog spells it (`de`, `zh-Hans`, `pt-BR`).
    public var locale: String
    /// Which variant of the string this is, `nil` for a string without variations.
    ///
    /// Segments are joined by dots: `plural.one`, `device.iphone`, `device.mac.plural.other`.
    /// Substitutions (`%#@files@`) add `substitution.files.plural.one`; several substitutions
    /// in one string are joined with a comma. Each phrase of an App Shortcuts catalog's
    /// `"stringSet"` is `stringSet.0`, `stringSet.1`…
    public var variant: String?
    /// The text, with format specifiers as written.
    public var text: String
    /// The file the entry was read from, as the caller named it.
    public var file: String
    /// Where the text is defined (the value's opening quote or first character).
    public var position: TextPosition
    /// Where the key is written, when the format writes it apart from the text.
    public var keyPosition: TextPosition?
    /// Translation state, comments and other facts the catalog records.
    public var metadata: EntryMetadata

    /// An entry as a reader or a caller (pseudo-localisation, tests) builds it.
    public init(
        key: String, locale: String, variant: String? = nil, text: String, file: String,
        position: TextPosition, keyPosition: TextPosition? = nil, metadata: EntryMetadata = EntryMetadata()
    ) {
        self.key = key
        self.locale = locale
        self.variant = variant
        self.text = text
        self.file = file
        self.position = position
        self.keyPosition = keyPosition
        self.metadata = metadata
    }
}

/// What a catalog says about an entry besides its text. Every field is optional because each
/// format records a different subset.
public struct EntryMetadata: Sendable, Hashable, Codable {
    /// The translation state: String Catalogs use `new`, `translated`, `needs_review` and `stale`.
    public var state: String?
    /// How Xcode found the key: `manual`, `extracted_with_value`, `stale`, `migrated`.
    public var extractionState: String?
    /// The developer's comment for translators.
    public var comment: String?
    /// `false` when the catalog marks the string as not to be translated.
    public var shouldTranslate: Bool
    /// `true` when the catalog has no text for the source language and the key stands in for it
    /// (how Xcode stores strings extracted from code).
    public var textIsKey: Bool

    /// Metadata with the given facts; unspecified ones are unknown.
    public init(
        state: String? = nil, extractionState: String? = nil, comment: String? = nil,
        shouldTranslate: Bool = true, textIsKey: Bool = false
    ) {
        self.state = state
        self.extractionState = extractionState
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.textIsKey = textIsKey
    }

    /// The string is stale: either its unit or its extraction state says so.
    public var isStale: Bool { state == "stale" || extractionState == "stale" }

    /// A translator or reviewer still has to look at this text.
    public var needsReview: Bool { state == "needs_review" }
}
