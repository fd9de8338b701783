// .stringsdict property lists (the positioned property-list reader over the XML reader): `StringCatalog(data:file:format: .stringsdict)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "de.lproj/Localizable.stringsdict", format: .stringsdict)
    return 0
}
