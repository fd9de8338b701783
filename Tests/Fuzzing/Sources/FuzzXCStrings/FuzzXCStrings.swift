// Apple String Catalogs (.xcstrings, JSON through the positioned JSON reader, with plural and device variations and substitutions): `StringCatalog(data:file:format: .xcstrings)`.
import Foundation
import FuzzSupport
import LegibleCatalogs
import LegibleReporting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let file = "Localizable.xcstrings"
    let catalog: StringCatalog
    do throws(SourceFileError) {
        catalog = try StringCatalog(data: Data(input.bytes), file: file, format: .xcstrings)
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
