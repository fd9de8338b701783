import LegibleReporting

/// What an Android project's resources add to ``ScanResources`` beyond strings and colours:
/// styles and themes (`textAppearance`, `parent=` chains), dimensions. The Android reader fills
/// and reads it; the scan loads it once per run, before any layout is read.
public struct AndroidScanResources: Sendable {
    /// The `res` folders the scan found (each holds `layout*/` and `values*/`), sorted.
    public var resourceFolders: [String]

    /// Resources of these `res` folders, nothing read from them yet.
    ///
    /// - Parameter resourceFolders: the `res` folders.
    public init(resourceFolders: [String] = []) {
        self.resourceFolders = resourceFolders
    }

    /// Reads the styles, themes and dimensions of `res` folders.
    ///
    /// - Parameters:
    ///   - resourceFolders: the `res` folders found, sorted.
    ///   - limits: the scan's limits.
    /// - Throws: `SourceFileError` for a malformed resource file.
    public static func load(resourceFolders: [String], limits: ScanLimits) throws(SourceFileError) -> AndroidScanResources {
        AndroidScanResources(resourceFolders: resourceFolders)
    }
}
