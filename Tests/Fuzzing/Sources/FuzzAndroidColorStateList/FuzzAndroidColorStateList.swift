// Android colour state lists (res/color/NAME.xml: which <item> an enabled view draws, its alpha,
// references from it): `ColorTokenSet(sources:)` over a res folder holding only that list, so
// every colour read must stay inside sRGB and every error must name the file.
import FuzzSupport
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorStateList(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readColorSource(FuzzInput(start, count), file: "state-res/color/list.xml", source: "state-res", kind: .android)
    return 0
}
