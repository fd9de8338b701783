import Foundation
import LegibleCatalogs
import LegibleCore
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
    /// ``unreadableFiles``, once per file however many readers tried it (the scan reports it as
    /// `scan.unreadable`), and the rest are used.
    ///
    /// - Throws: `SourceFileError` when a colour source the configuration names cannot be read.
    public init(
        loading files: ScanFileSet, configuration: ScanConfiguration, limits: ScanLimits = ScanLimits(),
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(SourceFileError) {
        let paths = files.appleCatalogs + files.androidStrings
        let catalogLimits = limits.catalogs
        // The variants all catalogs make, counted for the whole scan: each catalog's own limit
        // let 16 small `.stringsdict` files no screen uses take over 1 GB together. Once over,
        // the catalogs not yet read are not read.
        let variants = Locked(VariantBudget(limits: limits))
        let results = ChunkedWork.collect(recordCount: paths.count, recordsPerChunk: 4, concurrency: concurrency) { range in
            range.map { index -> Result<StringCatalog, SourceFileError> in
                do throws(SourceFileError) {
                    if let exceeded = variants.withLock({ $0.exceeded }) { throw exceeded }
                    // Read as Xcode builds them: a scan judges the app that ships, and a file Xcode accepts
                    // is not unreadable for a strict reading's reasons (notes say what was read how).
                    let catalog = try StringCatalog(contentsOfFile: paths[index], limits: catalogLimits, asXcode: true)
                    if let exceeded = variants.withLock({ $0.spend(on: catalog) }) { throw exceeded }
                    return .success(catalog)
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
            // Past the scan-wide variant limit every later catalog fails alike: said once.
            case .failure(let error): if !unreadable.contains(error) { unreadable.append(error) }
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
            android = try AndroidScanResources.load(resourceFolders: files.androidResourceFolders, limits: limits, sourceFiles: files.androidSourceFiles)
        } catch {
            unreadable.append(error)
        }
        self.init(catalogs: catalogs, colorSets: sets, developmentLanguage: configuration.developmentLanguage, android: android)
        unreadableFiles = Self.onePerFile(unreadable)
    }

    /// The first error of each file: a `values/strings.xml` that cannot be read fails the string
    /// catalog, the `res` folder's colours and the styles, each of which reads it, and was one
    /// `scan.unreadable` error for each (termux-app 30ebb2de, `app/src/main/res/values/strings.xml:16`,
    /// three times).
    static func onePerFile(_ errors: [SourceFileError]) -> [SourceFileError] {
        var files = Set<String>()
        return errors.filter { files.insert($0.file).inserted }
    }

    private static func hasValuesFolder(_ folder: String) -> Bool {
        var budget = Int.max
        let entries = (try? ProjectWalker.entries(of: folder, budget: &budget, limitMessage: "")) ?? []
        return entries.contains { $0.name.hasPrefix("values") }
    }
}

/// The variant texts (plural, device and width variants, filled substitutions) the scan's
/// catalogs have made so far, against ``ScanLimits/maximumVariantTexts`` and
/// ``ScanLimits/maximumVariantBytes``.
private struct VariantBudget {
    let limits: ScanLimits
    var texts = 0
    var bytes = 0
    /// The error of the catalog that passed a limit, once one has.
    private(set) var exceeded: SourceFileError?

    init(limits: ScanLimits) {
        self.limits = limits
    }

    /// Counts a catalog's variant texts; the error when they pass a limit.
    mutating func spend(on catalog: StringCatalog) -> SourceFileError? {
        for entry in catalog.entries where entry.variant != nil {
            texts += 1
            bytes += entry.text.utf8.count
        }
        if texts > limits.maximumVariantTexts {
            exceeded = SourceFileError(
                file: catalog.file,
                message: "the scan's string catalogs hold more than \(limits.maximumVariantTexts) variant texts (plural, device and width variants "
                    + "and filled substitutions, all catalogs together), over the limit (ScanLimits.maximumVariantTexts); narrow the paths")
        } else if bytes > limits.maximumVariantBytes {
            exceeded = SourceFileError(
                file: catalog.file,
                message: "the scan's string catalogs hold more than \(limits.maximumVariantBytes) bytes of variant texts (plural, device and "
                    + "width variants and filled substitutions, all catalogs together), over the limit (ScanLimits.maximumVariantBytes); narrow the paths")
        }
        return exceeded
    }
}
