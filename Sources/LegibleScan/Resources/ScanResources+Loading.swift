import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleSyntax
import LegibleTokens

extension ScanResources {
    /// Reads every resource a file set names: string catalogs (on every core), the
    /// configuration's colour sources, each asset catalog and each Android `res` folder's
    /// colours, and the Android styles.
    ///
    /// - Parameters:
    ///   - files: the files found.
    ///   - configuration: the configuration (its colour sources and development language).
    ///   - limits: the limits in force.
    ///   - concurrency: how many threads read catalogs.
    /// A string catalog, asset catalog or Android `res` folder that cannot be read is kept in
    /// ``unreadableFiles`` (the scan reports it as `scan.unreadable`) and the rest are used.
    ///
    /// - Throws: `SourceFileError` when a colour source the configuration names cannot be read.
    public init(
        loading files: ScanFileSet, configuration: ScanConfiguration, limits: ScanLimits = ScanLimits(),
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(SourceFileError) {
        let paths = files.appleCatalogs + files.androidStrings
        let catalogLimits = limits.catalogs
        let results = ChunkedWork.collect(recordCount: paths.count, recordsPerChunk: 4, concurrency: concurrency) { range in
            range.map { index -> Result<StringCatalog, SourceFileError> in
                do throws(SourceFileError) {
                    return .success(try StringCatalog(contentsOfFile: paths[index], limits: catalogLimits))
                } catch {
                    return .failure(error)
                }
            }
        }
        var catalogs: [StringCatalog] = []
        var unreadable: [SourceFileError] = []
        catalogs.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let catalog): catalogs.append(catalog)
            case .failure(let error): unreadable.append(error)
            }
        }
        var sets: [ColorTokenSet] = []
        if !configuration.colorSources.isEmpty {
            // Named in legible.yaml: the configuration is wrong, which stops the scan (exit 2).
            sets.append(try ColorTokenSet(sources: configuration.colorSources, limits: limits.colors))
        }
        // Found by looking: a catalog of images alone holds no colour and is no mistake.
        let found =
            files.assetCatalogs.map { ColorSource(.assets, path: $0) }
            + files.androidResourceFolders.filter(Self.hasValuesFolder).map { ColorSource(.android, path: $0) }
        for source in found {
            do throws(SourceFileError) {
                sets.append(try ColorTokenSet(sources: [source], limits: limits.colors, requiresColors: false))
            } catch {
                unreadable.append(error)
            }
        }
        var android = AndroidScanResources()
        do throws(SourceFileError) {
            android = try AndroidScanResources.load(resourceFolders: files.androidResourceFolders, limits: limits)
        } catch {
            unreadable.append(error)
        }
        self.init(catalogs: catalogs, colorSets: sets, developmentLanguage: configuration.developmentLanguage, android: android)
        unreadableFiles = unreadable
    }

    private static func hasValuesFolder(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasPrefix("values") }
    }
}
