import LegibleSyntax

/// The most a string catalog or a layout spec may hold before reading stops with an error, so a
/// wrong path or a hostile file ends in a clear message instead of exhausting memory or time.
///
/// The defaults are far beyond what real projects reach: a large app's String Catalog in forty
/// languages is tens of megabytes, a layout spec a few kilobytes, and a plural text with two
/// substitutions has a dozen variants. Every limit is checked before the work it guards, and an
/// error names the limit and its property:
///
/// ```swift
/// var limits = CatalogLimits()
/// limits.maximumFileBytes = 1 << 30
/// let catalog = try StringCatalog(contentsOfFile: "Huge.xcstrings", limits: limits)
/// // Huge.xcstrings: larger than the limit of … bytes for a string catalog (CatalogLimits.maximumFileBytes)
/// ```
public struct CatalogLimits: Sendable, Hashable, Codable {
    /// The most bytes a catalog file may have: 256 MiB (268,435,456 bytes) by default.
    public var maximumFileBytes: Int
    /// The most bytes a layout spec may have: 16 MiB (16,777,216 bytes) by default.
    public var maximumLayoutSpecBytes: Int
    /// The most texts one text may expand to by filling its substitutions (`%#@files@` in a
    /// String Catalog, a `.stringsdict` variable) with every combination of their variants:
    /// 4,096 by default.
    public var maximumSubstitutionCombinations: Int
    /// The most bytes (UTF-8) of text that filling substitutions may make in one catalog, all
    /// texts together: 64 MiB (67,108,864 bytes) by default. A small file can describe an
    /// enormous expansion (long variants repeated in thousands of combinations); its size is
    /// worked out from the variants and refused before any text is built.
    public var maximumSubstitutedBytes: Int
    /// The most texts filling substitutions may make in one catalog, all its texts together:
    /// 100,000 by default. Short variants in every combination pass the byte limit by far
    /// while making hundreds of thousands of labels (a 37 KB catalog made 409,600).
    public var maximumSubstitutedTexts: Int

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumFileBytes: the most bytes a catalog file may have.
    ///   - maximumLayoutSpecBytes: the most bytes a layout spec may have.
    ///   - maximumSubstitutionCombinations: the most texts one text may expand to.
    ///   - maximumSubstitutedBytes: the most bytes of text substitutions may make in one catalog.
    ///   - maximumSubstitutedTexts: the most texts substitutions may make in one catalog.
    public init(
        maximumFileBytes: Int = 256 << 20, maximumLayoutSpecBytes: Int = 16 << 20, maximumSubstitutionCombinations: Int = 4096,
        maximumSubstitutedBytes: Int = 64 << 20, maximumSubstitutedTexts: Int = 100_000
    ) {
        self.maximumSubstitutedTexts = maximumSubstitutedTexts
        self.maximumFileBytes = maximumFileBytes
        self.maximumLayoutSpecBytes = maximumLayoutSpecBytes
        self.maximumSubstitutionCombinations = maximumSubstitutionCombinations
        self.maximumSubstitutedBytes = maximumSubstitutedBytes
    }

    /// The default limits.
    public static let `default` = CatalogLimits()

    var catalogFile: FileSizeLimit {
        FileSizeLimit(bytes: maximumFileBytes, what: "a string catalog", setting: "CatalogLimits.maximumFileBytes")
    }

    var layoutSpecFile: FileSizeLimit {
        FileSizeLimit(bytes: maximumLayoutSpecBytes, what: "a layout spec", setting: "CatalogLimits.maximumLayoutSpecBytes")
    }
}
