// .strings files (UTF-8 or UTF-16, comments, escapes; XML and binary property lists): `StringCatalog(data:file:format: .strings)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "de.lproj/Localizable.strings", format: .strings)
    return 0
}
