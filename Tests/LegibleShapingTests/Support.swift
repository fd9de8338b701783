import Foundation
import LegibleShaping
import LegibleTestSupport

/// A bundled font file by its path under `Fonts/`.
func bundledFont(_ relative: String, faceIndex: Int = 0) -> FontSource {
    FontSource(path: packageRoot.appendingPathComponent("Fonts").appendingPathComponent(relative).path, faceIndex: faceIndex)
}

/// One measurer over the bundled fonts, shared by the tests (building it loads every face).
let bundledMeasurer: TextMeasurer = {
    do {
        return try TextMeasurer(.bundled(directory: packageRoot.appendingPathComponent("Fonts").path))
    } catch {
        preconditionFailure("bundled fonts: \(error)")
    }
}()

/// A measurer with one face and no fallbacks, weight and optical size left at the font's defaults.
func singleFaceMeasurer(_ source: FontSource, variations: [FontVariation] = []) throws -> TextMeasurer {
    var configuration = FontConfiguration(text: source)
    configuration.variations = variations
    configuration.followsOpticalSize = false
    return try TextMeasurer(configuration)
}
