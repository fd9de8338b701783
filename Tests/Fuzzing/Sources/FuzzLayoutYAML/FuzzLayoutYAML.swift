// Layout specs in YAML (`legible audit --layout`): `LayoutSpec(text:file:isJSON: false)`, through Yams and the positioned decoder.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readLayoutSpec(FuzzInput(start, count), file: "layout.yaml", isJSON: false)
    return 0
}
