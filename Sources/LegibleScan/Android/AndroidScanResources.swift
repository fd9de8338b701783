import LegibleCore
import LegibleReporting

/// What an Android project's resources add to ``ScanResources`` beyond strings and colours:
/// styles and themes (`textAppearance`, `parent=` chains), dimensions, drawables. The Android
/// reader fills and reads it; the scan loads it once per run, before any layout is read.
public struct AndroidScanResources: Sendable {
    /// The `res` folders the scan found (each holds `layout*/` and `values*/`), sorted.
    public var resourceFolders: [String]
    /// Their styles, dimensions, drawables and colour state lists (strings and colours are
    /// ``ScanResources``' own).
    public var resources: AndroidResources

    /// Resources of these `res` folders, nothing read from them yet.
    ///
    /// - Parameters:
    ///   - resourceFolders: the `res` folders.
    ///   - resources: what was read from them.
    public init(resourceFolders: [String] = [], resources: AndroidResources = AndroidResources()) {
        self.resourceFolders = resourceFolders
        self.resources = resources
    }

    /// Reads the styles, themes, dimensions and drawables of `res` folders.
    ///
    /// - Parameters:
    ///   - resourceFolders: the `res` folders found, sorted.
    ///   - limits: the scan's limits (``ScanLimits/android``).
    ///   - sourceFiles: the Kotlin and Java files found, searched for the layouts activities show.
    /// - Throws: `SourceFileError` for a malformed resource file.
    public static func load(resourceFolders: [String], limits: ScanLimits, sourceFiles: [String] = []) throws(SourceFileError) -> AndroidScanResources {
        AndroidScanResources(
            resourceFolders: resourceFolders,
            resources: try AndroidResources(
                resFolders: resourceFolders, limits: limits.android, readingStringsAndColors: false, sourceFiles: resourceFolders.isEmpty ? [] : sourceFiles))
    }
}
