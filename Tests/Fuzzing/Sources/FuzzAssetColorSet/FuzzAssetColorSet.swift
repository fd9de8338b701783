// An Xcode asset catalog colour set's Contents.json (appearances, contrast variants, the three component notations, system colours): `ColorTokenSet(sources:)` over a catalog holding it.
import FuzzSupport
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readColorSource(FuzzInput(start, count), file: "Assets.xcassets/Brand.colorset/Contents.json", source: "Assets.xcassets", kind: .assets)
    return 0
}
