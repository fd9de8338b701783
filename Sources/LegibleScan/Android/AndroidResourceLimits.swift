/// The most an Android project's resources and layouts may hold before `legible scan` stops with
/// an error naming the limit, so a wrong path or a hostile file ends in a clear message instead of
/// exhausting memory or time.
///
/// The defaults are far beyond real apps: a large app has a few thousand resource files, a few
/// hundred styles, layouts of a few hundred views and style chains a dozen deep. The XML reader's
/// own limits (256 levels of nesting, 1,000 attributes per element) apply too.
///
/// ```swift
/// var limits = AndroidResourceLimits()
/// limits.maximumValuesFileBytes = 64 << 20
/// let resources = try AndroidResources(resFolders: ["app/src/main/res"], limits: limits)
/// ```
public struct AndroidResourceLimits: Sendable, Hashable {
    /// The most bytes one `values*/*.xml`, drawable or `AndroidManifest.xml` file may have, and the
    /// most a layout file may have to be searched for `<include>` sizes (a larger one is skipped
    /// there): 16 MiB by default.
    public var maximumValuesFileBytes: Int
    /// The most entries (files and folders) read from one `res` folder: 100,000 by default.
    public var maximumDirectoryEntries: Int
    /// The most resources (strings, colours, dimensions, styles) of one kind: 200,000 by default.
    public var maximumResources: Int
    /// The most links followed from a style to its ancestors (`parent=` or a dotted name), or
    /// from a `@dimen/` to the dimension it names: 64 by default. Longer chains are reported as
    /// an error, cycles always.
    public var maximumReferenceDepth: Int
    /// The most elements one layout file may have: 100,000 by default.
    public var maximumLayoutElements: Int
    /// The most Kotlin and Java files searched for the layouts activities show
    /// (`setContentView`): 20,000 by default; the rest, in path order, are not searched.
    public var maximumSourceFiles: Int
    /// The most bytes of one Kotlin or Java file searched: 2 MiB by default; a larger one is skipped.
    public var maximumSourceFileBytes: Int

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumValuesFileBytes: the most bytes of one values or drawable file.
    ///   - maximumDirectoryEntries: the most files and folders read from one `res` folder.
    ///   - maximumResources: the most resources of one kind.
    ///   - maximumReferenceDepth: the most links in a style or dimension chain.
    ///   - maximumLayoutElements: the most elements in one layout file.
    ///   - maximumSourceFiles: the most Kotlin and Java files searched.
    ///   - maximumSourceFileBytes: the most bytes of one Kotlin or Java file searched.
    public init(
        maximumValuesFileBytes: Int = 16 << 20, maximumDirectoryEntries: Int = 100_000, maximumResources: Int = 200_000,
        maximumReferenceDepth: Int = 64, maximumLayoutElements: Int = 100_000, maximumSourceFiles: Int = 20_000,
        maximumSourceFileBytes: Int = 2 << 20
    ) {
        self.maximumSourceFiles = maximumSourceFiles
        self.maximumSourceFileBytes = maximumSourceFileBytes
        self.maximumValuesFileBytes = maximumValuesFileBytes
        self.maximumDirectoryEntries = maximumDirectoryEntries
        self.maximumResources = maximumResources
        self.maximumReferenceDepth = maximumReferenceDepth
        self.maximumLayoutElements = maximumLayoutElements
    }
}
