import Foundation
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// `opsz` follows the point size, clamped to the axis, on a variable font whose advances change
/// along `opsz` and `wght` (Fixtures/TestFonts/LegibleTestOpsz-VF.ttf: opsz 10…28, default 17).
/// Expected widths: hb-shape's at `--variations=opsz=SIZE,wght=W` with the size unclamped, so
/// HarfBuzz's own clamping is the truth for sizes outside the axis.
struct OpticalSizeTests {
    static let fixtures = TestFontFixtures.shared?.opticalSize
    static let font = testFont("LegibleTestOpsz-VF.ttf")

    func measurer(weight: Double, followsOpticalSize: Bool = true, variations: [FontVariation] = []) throws -> TextMeasurer {
        var configuration = FontConfiguration(text: Self.font)
        configuration.weight = FontWeight(value: weight)
        configuration.followsOpticalSize = followsOpticalSize
        configuration.variations = variations
        return try TextMeasurer(configuration)
    }

    @Test func fixturesCoverSizesInsideAndOutsideTheAxis() throws {
        let sizes = Set(try #require(Self.fixtures).cases.map(\.size))
        #expect(sizes.contains { $0 < 10 } && sizes.contains { $0 > 28 })
        #expect(sizes.contains { $0 > 10 && $0 < 17 } && sizes.contains { $0 > 17 && $0 < 28 })
    }

    // Sizes come from the fixture; without it there is nothing to compare with, and the test
    // above fails.
    @Test(arguments: fixtures?.cases ?? [])
    func widthEqualsHBShapeWithOpszAtThePointSize(_ fixture: TestFontFixtures.OpticalSizeCase) throws {
        let text = try #require(Self.fixtures).text
        let measurer = try measurer(weight: fixture.weight)
        let layout = measurer.measure(text, LayoutOptions(size: fixture.size, tracking: .none))
        let expected = Double(fixture.advance) / 1000 * fixture.size
        #expect(abs(layout.width - expected) <= 1e-9, "\(fixture.variations): \(layout.width) vs hb-shape \(expected)")
        #expect(measurer.shapingKey(forSize: fixture.size, tracking: .none).opticalSize == min(max(fixture.size, 10), 28))
    }

    /// The advances really change along opsz (else the test above proves nothing), and sizes
    /// clamped to the same end of the axis share one shape.
    @Test func advancesChangeAlongTheAxisAndClampedSizesShareAKey() throws {
        let cases = try #require(Self.fixtures).cases.filter { $0.weight == 400 }
        #expect(Set(cases.map(\.advance)).count == cases.count - 2)
        let measurer = try measurer(weight: 400)
        #expect(measurer.shapingKey(forSize: 6, tracking: .none) == measurer.shapingKey(forSize: 10, tracking: .none))
        #expect(measurer.shapingKey(forSize: 28, tracking: .none) == measurer.shapingKey(forSize: 96, tracking: .none))
        #expect(measurer.shapingKey(forSize: 13, tracking: .none) != measurer.shapingKey(forSize: 14, tracking: .none))
    }

    /// Not following the size leaves opsz at the font's default; an explicit opsz wins over the size.
    @Test func optOutAndExplicitSettingUseTheirOwnValue() throws {
        let fixtures = try #require(Self.fixtures)
        let fixed = try measurer(weight: 400, followsOpticalSize: false)
        let defaultWidth = Double(fixtures.defaultAdvance) / 1000 * 40
        #expect(abs(fixed.measure(fixtures.text, LayoutOptions(size: 40)).width - defaultWidth) <= 1e-9)
        #expect(fixed.shapingKey(forSize: 40, tracking: .none).opticalSize == nil)

        let explicit = try measurer(weight: 400, variations: [FontVariation(axis: "opsz", value: 13.5)])
        let at13 = try #require(fixtures.cases.first { $0.variations == "opsz=13.5,wght=400" })
        #expect(abs(explicit.measure(fixtures.text, LayoutOptions(size: 40)).width - Double(at13.advance) / 1000 * 40) <= 1e-9)
    }
}
