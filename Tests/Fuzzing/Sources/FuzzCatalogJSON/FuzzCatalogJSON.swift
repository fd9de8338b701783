// JSON catalogs (a key-to-text object or a list of entries, through the positioned JSON reader): `StringCatalog(data:file:format: .json)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "strings.json", format: .json)
    return 0
}
