// Android colors.xml (the XML reader, #RGB to #AARRGGBB, references between colours): `ColorTokenSet(sources:)` over a res folder holding it.
import FuzzSupport
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readColorSource(FuzzInput(start, count), file: "res/values/colors.xml", source: "res", kind: .android)
    return 0
}
