// Apple String Catalogs (.xcstrings, JSON through the positioned JSON reader, with plural and device variations and substitutions): `StringCatalog(data:file:format: .xcstrings)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "Localizable.xcstrings", format: .xcstrings)
    return 0
}
