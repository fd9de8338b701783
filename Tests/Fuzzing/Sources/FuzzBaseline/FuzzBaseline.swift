// Baselines (`--baseline`): `Baseline(data:file:)` reads an earlier JSON report or a list of
// findings.
import Foundation
import FuzzSupport
import LegibleReporting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    do throws(BaselineError) {
        _ = try Baseline(data: Data(input.bytes), file: "baseline.json")
    } catch {
        require(!error.description.isEmpty, "an error without a message")
    }
    return 0
}
