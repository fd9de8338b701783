// legible.yaml's scan: section (`legible scan`): `ScanConfiguration(parsing:file:isJSON:)` through
// the YAML reader; an error names the file, and a configuration that reads names only known rules.
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanConfiguration(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    do throws(SourceFileError) {
        let configuration = try ScanConfiguration(parsing: text, file: "legible.yaml", isJSON: false)
        for rule in configuration.rules.keys {
            require(ScanConfiguration.knownRuleIDs.contains(rule), "an unknown rule \(rule) was accepted")
        }
        for width in [configuration.iOSScreenWidth, configuration.androidScreenWidth].compactMap({ $0 }) {
            require(width > 0 && width <= ScanConfiguration.maximumScreenWidth, "a screen width of \(width) was accepted")
        }
    } catch {
        require(error.file == "legible.yaml" && !error.message.isEmpty, "an error without file or message: \(error)")
    }
    return 0
}
