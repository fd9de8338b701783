// Layout specs in JSON: `LayoutSpec(text:file:isJSON: true)`, through the positioned JSON reader and decoder.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    readLayoutSpec(FuzzInput(start, count), file: "layout.json", isJSON: true)
    return 0
}
