// Android strings.xml (the XML reader, entities, plurals, string arrays, Android escapes): `StringCatalog(data:file:format: .androidXML)`.
import FuzzSupport
import LegibleCatalogs

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readCatalog(FuzzInput(start, count), file: "res/values-de/strings.xml", format: .androidXML)
    return 0
}
