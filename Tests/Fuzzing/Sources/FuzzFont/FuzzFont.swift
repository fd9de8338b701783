// Font files (`--font`, layout specs' `font`/`fonts`): the bytes as a font file, loaded by
// `TextMeasurer` (HarfBuzz's face, Legible's reading of `trak`, `fvar`, `name` and `cmap`), a short
// text in several scripts measured and wrapped at a text and a display size with the font's own
// tracking, and the glyph outlines read with FreeType as previews draw them; and the same bytes as
// an Android app font in `res/font/`, whose OS/2 `usWeightClass` the scan reads for text's weight.
import FuzzSupport
import LegibleScan
import LegibleShaping
import LegibleTypeScale

let text = "Continue to payment — Weiter zur Zahlung, 1234 ﬁ AVA"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let path = Scratch.file("font.ttf", holding: FuzzInput(start, count).bytes)
    Scratch.file("res/font/brand.ttf", holding: FuzzInput(start, count).bytes)
    _ = try? AndroidResources(resFolders: [Scratch.path + "/res"])
    var configuration = FontConfiguration(text: FontSource(path: path))
    configuration.weight = .semibold
    let measurer: TextMeasurer
    do throws(FontError) {
        measurer = try TextMeasurer(configuration)
    } catch {
        require(error.description.contains(path), "the error does not name the file: \(error)")
        return 0
    }
    for (size, tracking) in [(17.0, TrackingMode.font), (34, .fontTrack(-1)), (11, .hig(.sfPro))] {
        let layout = measurer.measure(text, LayoutOptions(size: size, tracking: tracking, width: 120, maxLines: 2))
        require(
            layout.width.isFinite && layout.height.isFinite && layout.lineCount >= 1,
            "at \(size) pt the layout is \(layout.width) wide, \(layout.height) high, \(layout.lineCount) lines")
    }
    let shaped = measurer.shape(text, key: measurer.shapingKey(forSize: 17, tracking: .none))
    for run in shaped.glyphRuns {
        _ = try? run.outline(size: 17)
    }
    return 0
}
