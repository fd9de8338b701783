// Design tokens (DTCG JSON: groups, $type inheritance, aliases, colour objects in every CSS colour space): `ColorTokenSet(sources:)` over one token file, as a `legible.yaml` source reads it.
import FuzzSupport
import LegibleColor
import LegibleReporting
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    Scratch.file("tokens.json", holding: input.bytes)
    let source = Scratch.path + "/tokens.json"
    let colors: ColorTokenSet
    do throws(SourceFileError) {
        colors = try ColorTokenSet(sources: [ColorSource(.designTokens, path: source)])
    } catch {
        require(error.file.hasPrefix(Scratch.path) && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    for token in colors.tokens {
        for (appearance, value) in token.values {
            let color = value.color
            require([color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) },
                    "\(token.name) in \(appearance) is \(color), outside sRGB")
        }
    }
    return 0
}
