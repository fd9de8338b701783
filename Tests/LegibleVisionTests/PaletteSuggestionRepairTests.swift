import Foundation
import LegibleColor
import LegibleTestSupport
import LegibleVision
import Testing

/// What a suggestion must never do, and the palettes that used to take minutes: the smallest
/// ΔE00 under each condition never falls below the input's, identical colours are pulled apart,
/// and the search stops when the closest pair can move apart no further.
@Suite("Palette suggestion repair")
struct PaletteSuggestionRepairTests {
    private func randomPalette(_ count: Int, seed: UInt64) -> [PaletteColor] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let value = generator.next()
            return PaletteColor(color: SRGBColor(red8: UInt8(value & 0xff), green8: UInt8(value >> 8 & 0xff), blue8: UInt8(value >> 16 & 0xff)))
        }
    }

    /// The smallest ΔE00 between any two colours as `condition` sees them, pair by pair.
    private func smallestDifference(_ colors: [PaletteColor], under condition: VisionCondition) -> Double {
        let labs = colors.map { condition.apply($0.color).lab }
        var smallest = Double.infinity
        for first in labs.indices {
            for second in labs.indices where second > first { smallest = min(smallest, DeltaE.ciede2000(labs[first], labs[second])) }
        }
        return smallest
    }

    @Test(arguments: [(60, UInt64(3)), (200, 24), (120, 99)])
    func theWorstPairUnderEachConditionNeverGetsWorse(count: Int, seed: UInt64) throws {
        let check = try PaletteCheck()
        let palette = randomPalette(count, seed: seed)
        let suggestion = check.suggest(for: palette)
        var improved = false
        for condition in check.conditions {
            let (before, after) = (smallestDifference(palette, under: condition), smallestDifference(suggestion.report.colors, under: condition))
            #expect(after >= before, "\(condition.name): \(before) → \(after)")
            if after > before { improved = true }
        }
        #expect(improved, "the suggestion moved no closest pair apart")
        // Only colours of failing pairs move.
        let failing = Set(check.evaluate(palette).conditions.flatMap { $0.failingPairs.flatMap { [$0.first, $0.second] } })
        #expect(suggestion.changes.allSatisfy { failing.contains($0.index) })
    }

    @Test(arguments: [2, 40, 150])
    func identicalColoursArePulledApartQuickly(count: Int) throws {
        let red = SRGBColor(red8: 220, green8: 30, blue8: 40)
        let palette = Array(repeating: PaletteColor(color: red), count: count)
        let check = try PaletteCheck()
        let start = Date()
        var steps = 0
        let suggestion = check.suggest(for: palette) { _ in steps += 1 }
        #expect(Date().timeIntervalSince(start) < 30)
        // Every duplicate is moved off the others at least once; the closest pair ends apart.
        #expect(steps >= count - 1)
        for condition in check.conditions {
            #expect(smallestDifference(suggestion.report.colors, under: condition) > 0.5, "\(condition.name)")
        }
        if count == 2 { #expect(suggestion.succeeded) }
    }

    @Test func aHopelessPaletteEndsFailingWithinItsStepLimit() throws {
        // 300 colours cannot all be ΔE00 10 apart under deuteranopia: the search ends (when the
        // closest pair can move apart no further, or at 8 steps per colour) and says it failed.
        let check = try PaletteCheck()
        var last: PaletteSuggestion.Progress?
        let suggestion = check.suggest(for: randomPalette(300, seed: 5)) { last = $0 }
        let progress = try #require(last)
        #expect(!suggestion.succeeded)
        #expect(progress.step <= progress.maximumSteps && progress.maximumSteps == 2_400)
        #expect(progress.colorsFallingShort > 0)
    }

    @Test func aBackgroundContrastShortfallIsRaised() throws {
        // Light grey on white fails 3:1 (1.67:1); the suggestion darkens it until it passes and
        // leaves the red and the blue, which pass, alone.
        let check = try PaletteCheck(background: .white)
        let palette = [SRGBColor(red8: 200, green8: 200, blue8: 200), SRGBColor(red8: 208, green8: 2, blue8: 27), SRGBColor(red8: 31, green8: 61, blue8: 153)]
            .map { PaletteColor(color: $0) }
        let suggestion = check.suggest(for: palette)
        #expect(suggestion.succeeded)
        for entry in suggestion.report.colors { #expect(IndependentWCAG.ratio(entry.color.hex, "#ffffff") >= 3) }
        #expect(suggestion.changes.map(\.index) == [0])
    }
}
