// CSV catalogs (RFC 4180 through the CSV reader, with or without a header): `StringCatalog(data:file:format: .csv)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "strings.csv", format: .csv)
    return 0
}
