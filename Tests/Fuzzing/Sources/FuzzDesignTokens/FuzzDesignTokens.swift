// Design tokens (DTCG JSON: groups, $type inheritance, aliases, colour objects in every CSS colour space): `ColorTokenSet(sources:)` over one token file, as a `legible.yaml` source reads it.
import FuzzSupport
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readColorSource(FuzzInput(start, count), file: "tokens.json", source: "tokens.json", kind: .tokens)
    return 0
}
