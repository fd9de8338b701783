import LegibleCatalogs
import LegibleSyntax
import LegibleTokens

/// The most a scan reads before it stops with an error, so a wrong path (the home folder) or a
/// hostile file ends in a clear message instead of exhausting memory or time.
///
/// The defaults are far beyond real projects: the largest storyboards in open-source apps are a
/// few megabytes, and a big app has a few thousand interface files. An error names the limit
/// and its property:
///
/// ```swift
/// var limits = ScanLimits()
/// limits.maximumFiles = 200_000
/// let report = try await ProjectScanner(paths: ["."], limits: limits, readers: readers).scan()
/// ```
public struct ScanLimits: Sendable, Hashable {
    /// The most bytes one interface file (storyboard, xib, layout, Swift file) may have:
    /// 32 MiB (33,554,432 bytes) by default.
    public var maximumFileBytes: Int
    /// The most files a scan reads (interface files and resources together): 100,000 by default.
    public var maximumFiles: Int
    /// The most elements one file may describe: 100,000 by default.
    public var maximumElementsPerFile: Int
    /// The most directory entries the scan walks: 2,000,000 by default.
    public var maximumDirectoryEntries: Int
    /// The most variant texts (plural, device and width variants, filled substitutions) all the
    /// scan's string catalogs together may hold: 500,000 by default. Each catalog has its own
    /// limit (`CatalogLimits.maximumSubstitutedTexts`); this one bounds the scan.
    public var maximumVariantTexts: Int = 500_000
    /// The most bytes (UTF-8) of variant texts all the scan's string catalogs together may hold:
    /// 128 MiB (134,217,728 bytes) by default.
    public var maximumVariantBytes: Int = 128 << 20
    /// Limits of the string catalogs the scan reads.
    public var catalogs: CatalogLimits
    /// Limits of the colour sources the scan reads.
    public var colors: ColorTokenLimits
    /// Limits of the Android resources and layouts the scan reads.
    public var android: AndroidResourceLimits

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumFileBytes: the most bytes of one interface file.
    ///   - maximumFiles: the most files read.
    ///   - maximumElementsPerFile: the most elements of one file.
    ///   - maximumDirectoryEntries: the most directory entries walked.
    ///   - catalogs: string catalog limits.
    ///   - colors: colour source limits.
    ///   - android: Android resource and layout limits.
    public init(
        maximumFileBytes: Int = 32 << 20, maximumFiles: Int = 100_000, maximumElementsPerFile: Int = 100_000,
        maximumDirectoryEntries: Int = 2_000_000, catalogs: CatalogLimits = .default, colors: ColorTokenLimits = ColorTokenLimits(),
        android: AndroidResourceLimits = AndroidResourceLimits()
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumFiles = maximumFiles
        self.maximumElementsPerFile = maximumElementsPerFile
        self.maximumDirectoryEntries = maximumDirectoryEntries
        self.catalogs = catalogs
        self.colors = colors
        self.android = android
    }

    /// The size limit of one interface file, for `FileReading`.
    package var interfaceFile: FileSizeLimit {
        FileSizeLimit(bytes: maximumFileBytes, what: "an interface file", setting: "ScanLimits.maximumFileBytes")
    }
}
