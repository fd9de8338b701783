import Foundation
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// `MeasureOptions(parsing:)`: what `legible measure` accepts, and its messages for what it does
/// not (the command line prints them after "legible: ").
@Suite("Measure options")
struct MeasureOptionsTests {
    typealias Arguments = MeasureOptions.Arguments

    @Test func defaultsAreBodyAtLargeWithTheBundledFontsAndHIGTracking() throws {
        let options = try MeasureOptions(parsing: Arguments())
        #expect(options == MeasureOptions(size: .textStyle(.body, category: .large, emphasized: false), tracking: .hig(.sfPro)))
    }

    @Test func everyFlagBecomesATypedValue() throws {
        let options = try MeasureOptions(
            parsing: Arguments(
                label: LabelArguments(width: "150", style: "Title 1", weight: "Semi Bold", lines: 2, tracking: "hig"),
                category: "accessibility3", emphasized: true, fonts: ["a.ttc", "b.ttf"], faceIndex: 2, trackingFamily: "New York",
                variations: "wdth=90", language: "ja"))
        #expect(options.size == .textStyle(.title1, category: .ax3, emphasized: true))
        #expect(options.weight == .semibold)
        #expect(options.fonts == [FontSource(path: "a.ttc", faceIndex: 2), FontSource(path: "b.ttf")])
        #expect(options.tracking == .hig(.newYork))
        #expect(options.variations == [try FontVariation(axis: "wdth", value: 90)])
        #expect(options.language == "ja")
        #expect(options.width == 150)
        #expect(options.maxLines == 2)
    }

    @Test func pointSizesAndTheDefaultTrackingOfYourOwnFonts() throws {
        let options = try MeasureOptions(parsing: Arguments(label: LabelArguments(size: "9999.5", tracking: nil), fonts: ["SF-Pro.ttf"]))
        #expect(options.size == .points(9999.5))
        #expect(options.tracking == .font)  // your own font: its own trak table
        #expect(try MeasureOptions(parsing: Arguments(label: LabelArguments(tracking: "-0.4"))).tracking == .points(-0.4))
        #expect(try MeasureOptions(parsing: Arguments(label: LabelArguments(tracking: "NONE"))).tracking == TrackingMode.none)
    }

    @Test(arguments: [
        (Arguments(label: LabelArguments(style: "body", size: "17")), "measure: give --size, or --style/--category/--emphasized, not both"),
        (Arguments(label: LabelArguments(size: "17"), category: "AX1"), "measure: give --size, or --style/--category/--emphasized, not both"),
        (Arguments(label: LabelArguments(size: "abc"), emphasized: true), "measure: give --size, or --style/--category/--emphasized, not both"),
        (Arguments(label: LabelArguments(size: "abc")), "size \"abc\": expected a number, such as 17 or 15.5"),
        (Arguments(label: LabelArguments(size: "0x10")), "size \"0x10\": expected a number, such as 17 or 15.5"),
        (Arguments(label: LabelArguments(size: "0")), "size \"0\": expected a positive number of points"),
        (Arguments(label: LabelArguments(size: "10000.5")), "size \"10000.5\": expected 1 to 10000 points"),
        // A tiny size: 1e-320 pt made every label fit, a 1e-320 pt width printed as 0 pt.
        (Arguments(label: LabelArguments(size: "1e-320")), "size \"1e-320\": expected 1 to 10000 points"),
        (Arguments(label: LabelArguments(size: "0.99")), "size \"0.99\": expected 1 to 10000 points"),
        (Arguments(label: LabelArguments(width: "1e-320")), "width \"1e-320\": expected 0.5 to 100000 points"),
        (Arguments(label: LabelArguments(width: "1e308")), "width \"1e308\": expected 0.5 to 100000 points"),
        (
            Arguments(label: LabelArguments(style: "huge")),
            "text style \"huge\": expected one of Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subheadline, Footnote, Caption 1, Caption 2"
        ),
        (Arguments(category: "AX9"), "content size category \"AX9\""),
        (Arguments(label: LabelArguments(weight: "1200")), "weight \"1200\": expected a number from 1 to 1000 (400 regular, 700 bold) or a name"),
        (Arguments(faceIndex: 1), "--face-index: needs --font PATH (the bundled fonts are chosen by Legible)"),
        (Arguments(variations: "wght"), "variations 'wght': expected comma-separated AXIS=NUMBER settings, for example wght=650,wdth=90"),
        (
            Arguments(label: LabelArguments(tracking: "200")),
            "tracking \"200\": expected hig, font, none, or a number of points from -100 to 100 such as -0.4"
        ),
        (Arguments(trackingFamily: "Helvetica"), "font family \"Helvetica\""),
        (Arguments(label: LabelArguments(width: "-5")), "width \"-5\": expected a positive number of points"),
        (Arguments(label: LabelArguments(width: "inf")), "width \"inf\": expected a number, such as 17 or 15.5"),
        (Arguments(label: LabelArguments(lines: -1)), "lines -1: expected 0 (no limit) or more"),
    ])
    func badValuesAreNamedWithWhatWasExpected(arguments: Arguments, message: String) {
        #expect {
            _ = try MeasureOptions(parsing: arguments)
        } throws: { error in
            (error as? MeasureError)?.description.hasPrefix(message) == true && error.localizedDescription.hasPrefix(message)
        }
    }

    @Test func theTrackingFamilyIsOnlyReadForHIGTracking() throws {
        let options = try MeasureOptions(parsing: Arguments(label: LabelArguments(tracking: "none"), trackingFamily: "Helvetica"))
        #expect(options.tracking == TrackingMode.none)
    }

    @Test func optionsRoundTripThroughJSON() throws {
        let options = MeasureOptions(
            size: .textStyle(.headline, category: .ax2, emphasized: true), weight: 650,
            fonts: [FontSource(path: "a.ttc", faceIndex: 1)], tracking: .points(0.5),
            variations: [try FontVariation(axis: "wdth", value: 90)], language: "de", width: 200, maxLines: 2)
        #expect(try JSONDecoder().decode(MeasureOptions.self, from: JSONEncoder().encode(options)) == options)
    }

    @Test func aSetupResolvesSizeLeadingWeightAndTracking() throws {
        let fonts = packageRoot.appendingPathComponent("Fonts").path
        let setup = try MeasureSetup(MeasureOptions(size: .textStyle(.headline, category: .ax5)), fontsDirectory: fonts)
        // Headline at AX5: 53 pt, 62 pt leading, Semibold (Apple's Dynamic Type table); SF Pro's
        // tracking at 53 pt is 0.31 pt.
        #expect(setup.layoutOptions.size == 53)
        #expect(setup.layoutOptions.lineHeight == 62)
        #expect(setup.measurer.configuration.weight == .semibold)
        #expect(setup.trackingPoints == 0.31)
        #expect(setup.sizeDescription == "Headline, AX5: 53 pt")
        #expect(setup.trackingDescription == "SF Pro table")
        #expect(setup.fontFamily == "Inter Display")
        // An explicit weight also sets the primary font's wght axis, over --variations.
        let heavy = try MeasureSetup(MeasureOptions(weight: 650, variations: [try FontVariation(axis: "wght", value: 300)]), fontsDirectory: fonts)
        #expect(heavy.measurer.configuration.variations == [try FontVariation(axis: "wght", value: 650)])
    }

    @Test func aSetupNamesAFontThatCannotBeLoaded() {
        #expect {
            _ = try MeasureSetup(MeasureOptions(fonts: [FontSource(path: "/nonexistent/font.ttf")]))
        } throws: { error in
            (error as? MeasureError)?.description == "font '/nonexistent/font.ttf': no such file"
        }
    }
}
