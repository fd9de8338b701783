extension CatalogEntry {
    /// The text as people would see it: format specifiers replaced by `samples`.
    ///
    /// ```swift
    /// entry.text                                     // "%1$@ hat %2$lld Fotos geteilt"
    /// entry.displayText(using: PlaceholderSamples()) // "Alexandra hat 12,345 Fotos geteilt"
    /// ```
    public func displayText(using samples: PlaceholderSamples) -> String {
        samples.substitute(in: text)
    }

    /// A pseudo-localised copy in `locale` (for example `en-XA`), for keys not translated yet;
    /// its state is `new` and its position stays that of the source text.
    public func pseudolocalized(_ pseudo: Pseudolocalization, locale: String) -> CatalogEntry {
        var copy = self
        copy.locale = locale
        copy.text = pseudo.apply(to: text)
        copy.metadata.state = "new"
        return copy
    }
}
