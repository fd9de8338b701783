import LegibleColor
import LegibleVision
import PropertyBased
import Testing

@Suite("Colour properties")
struct ColorProperties {
    @Test func contrastIsSymmetricAndFromOneToTwentyOne() async {
        await propertyCheck(count: 2000, input: Generators.color, Generators.color) { first, second in
            let ratio = first.contrastRatio(to: second)
            #expect(ratio == second.contrastRatio(to: first))
            #expect(ratio >= 1 && ratio <= 21)
            #expect(first.contrastRatio(to: first) == 1)
        }
    }

    /// Translucent foregrounds are measured over every backdrop; the worst rendering still lies in 1…21.
    @Test func measuredContrastIsFromOneToTwentyOne() async {
        await propertyCheck(count: 500, input: Generators.color, Generators.color) { foreground, background in
            let measurement = ContrastMeasurement(foreground: foreground, background: background)
            #expect(measurement.ratio >= 1 && measurement.ratio <= 21)
            #expect(measurement.renderings.allSatisfy { $0.ratio >= measurement.ratio })
        }
    }

    @Test func colourDifferenceIsSymmetricAndZeroOnlyForTheSameColour() async {
        await propertyCheck(count: 1000, input: Generators.opaqueColor, Generators.opaqueColor) { first, second in
            let there = DeltaE.ciede2000(first.lab, second.lab), back = DeltaE.ciede2000(second.lab, first.lab)
            #expect(abs(there - back) <= 1e-9 * max(1, there))
            #expect(there >= 0)
            #expect(DeltaE.ciede2000(first.lab, first.lab) == 0)
        }
    }

    /// A palette's closest pair under each vision condition can only come closer with one more colour.
    @Test func addingAColourNeverRaisesThePalettesMinimumDeltaE() async throws {
        let check = try PaletteCheck(deficiencies: Deficiency.allCases)
        let palettes = zip(Generators.opaqueColor.array(of: 2...6), Generators.opaqueColor, Gen.int(in: 0...6))
        await propertyCheck(count: 200, input: palettes) { input in
            let (colors, added, position) = input
            var larger = colors
            larger.insert(added, at: min(position, colors.count))
            let before = check.evaluate(colors.map { PaletteColor(color: $0) })
            let after = check.evaluate(larger.map { PaletteColor(color: $0) })
            for (old, new) in zip(before.conditions, after.conditions) {
                let (was, now) = (old.closestPair?.deltaE ?? .infinity, new.closestPair?.deltaE ?? .infinity)
                #expect(now <= was, "\(new.condition): closest pair ΔE \(now) after adding a colour, \(was) before")
            }
            #expect((after.minimumDeltaEFound ?? .infinity) <= (before.minimumDeltaEFound ?? .infinity))
        }
    }
}
