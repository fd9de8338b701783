import Foundation
import LegibleColor
import LegibleTestSupport
import LegibleVision
import Testing

/// The suggestion search on large palettes: its progress, the colour limit, and the bound on
/// CIEDE2000 it uses to skip pairs far apart in lightness.
@Suite("Palette suggestion search")
struct PaletteSuggestionSearchTests {
    /// `count` colours from a fixed seed: most of them too close to another for protan or deutan.
    private func randomPalette(_ count: Int, seed: UInt64) -> [PaletteColor] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let value = generator.next()
            return PaletteColor(color: SRGBColor(red8: UInt8(value & 0xff), green8: UInt8(value >> 8 & 0xff), blue8: UInt8(value >> 16 & 0xff)))
        }
    }

    @Test func progressCountsEveryStepAndEndsWithWhatTheSuggestionAchieved() throws {
        let check = try PaletteCheck()
        var reports: [PaletteSuggestion.Progress] = []
        let suggestion = check.suggest(for: randomPalette(40, seed: 7)) { reports.append($0) }
        #expect(!reports.isEmpty)
        #expect(reports.map(\.step) == Array(1...reports.count))
        #expect(reports.allSatisfy { $0.maximumSteps == 600 && $0.step <= $0.maximumSteps })
        let last = try #require(reports.last)
        // No colour falls short at the end exactly when the suggested palette passes.
        #expect((last.colorsFallingShort == 0) == suggestion.succeeded)
        #expect(reports.allSatisfy { $0.colorsFallingShort <= 40 })
    }

    @Test func aPassingPaletteTakesNoStep() throws {
        var steps = 0
        let suggestion = try PaletteCheck().suggest(for: NamedPalette.named("okabe-ito").colors) { _ in steps += 1 }
        #expect(steps == 0 && suggestion.changes.isEmpty)
    }

    @Test func theColourLimitNamesItself() throws {
        try PaletteLimits.default.check(colorCount: 1_000)
        #expect(throws: VisionError("palette: 1001 colours, over the limit of 1000 colours (PaletteLimits.maximumColors)")) {
            try PaletteLimits.default.check(colorCount: 1_001)
        }
        try PaletteLimits(maximumColors: 5_000).check(colorCount: 1_001)
    }

    /// The search counts a pair as far enough apart, without computing CIEDE2000, when their
    /// lightness differs by 1.8 thresholds: ΔE00 ≥ |ΔL| / S_L with S_L ≤ 1.75 for L in 0…100.
    /// Checked on a million generated pairs, lightness at the ends of the range included.
    @Test(.tags(.slow), .skippedWhenQuick) func ciede2000IsAtLeastTheLightnessDifferenceOver1_75() {
        var generator = SplitMix64(seed: 15)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(generator.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        var tightest = Double.infinity
        for index in 0..<1_000_000 {
            let lightness = index % 10 == 0 ? (0.0, 100.0) : (uniform(0...100), uniform(0...100))
            let first = Lab(lightness: lightness.0, a: uniform(-128...128), b: uniform(-128...128))
            let second = Lab(lightness: lightness.1, a: uniform(-128...128), b: uniform(-128...128))
            let deltaL = abs(first.lightness - second.lightness)
            guard deltaL > 0 else { continue }
            tightest = min(tightest, DeltaE.ciede2000(first, second) / (deltaL / 1.75))
        }
        #expect(tightest >= 1, "ΔE00 fell below |ΔL| / 1.75 by a factor of \(tightest)")
    }
}
