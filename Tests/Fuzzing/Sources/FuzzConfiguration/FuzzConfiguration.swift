// A design system's configuration, `legible.yaml`: `CheckConfiguration(parsing:file:isJSON:)`,
// through Yams and the positioned decoder that rejects unknown keys.
import FuzzSupport
import LegibleCore
import LegibleDesignCheck
import LegibleReporting
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    do throws(SourceFileError) {
        let configuration = try CheckConfiguration(parsing: input.text, file: "legible.yaml", isJSON: false, baseDirectory: "/design")
        require(!configuration.sources.isEmpty, "a configuration without sources reads")
    } catch {
        require(error.file == "legible.yaml" && !error.message.isEmpty, "an error without file or message: \(error)")
    }
    return 0
}
