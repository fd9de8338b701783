// An Xcode asset catalog colour set's Contents.json (appearances, contrast variants, the three component notations, system colours): `ColorTokenSet(sources:)` over a catalog holding it.
import FuzzSupport
import LegibleColor
import LegibleReporting
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    Scratch.file("Assets.xcassets/Brand.colorset/Contents.json", holding: input.bytes)
    let source = Scratch.path + "/Assets.xcassets"
    let colors: ColorTokenSet
    do throws(SourceFileError) {
        colors = try ColorTokenSet(sources: [ColorSource(.assetCatalog, path: source)])
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
