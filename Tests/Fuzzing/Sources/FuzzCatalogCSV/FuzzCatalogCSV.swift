// CSV catalogs (RFC 4180 through the CSV reader, with or without a header): `StringCatalog(data:file:format: .csv)`.
import Foundation
import FuzzSupport
import LegibleCatalogs
import LegibleReporting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let file = "strings.csv"
    let catalog: StringCatalog
    do throws(SourceFileError) {
        catalog = try StringCatalog(data: Data(input.bytes), file: file, format: .csv)
    } catch {
        require(error.file == file && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    for entry in catalog.entries {
        require(entry.file == file && !entry.locale.isEmpty, "entry \(entry.key.debugDescription) has file \(entry.file) and locale \(entry.locale.debugDescription)")
    }
    _ = (catalog.keys, catalog.locales)
    return 0
}
