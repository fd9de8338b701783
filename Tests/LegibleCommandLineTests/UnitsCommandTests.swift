import Foundation
import LegibleTestSupport
import Testing

/// `legible units`, checked against the HIG (@1x/@2x/@3x), Android's density buckets, CSS Values
/// (1px = 0.75pt) and Android 14's font-scale tables.
@Suite("Command line: units")
struct UnitsCommandTests {
    @Test(arguments: [
        (["100", "--from", "px@1x", "--to", "px@2x"], "100 px@1x = 200 px@2x"),
        (["100", "--from", "px@1x", "--to", "px@3x"], "100 px@1x = 300 px@3x"),
        (["48", "--from", "dp", "--to", "px", "--density", "xxhdpi"], "48 dp = 144 px@xxhdpi"),
        (["48", "--from", "dp", "--to", "px@ldpi"], "48 dp = 36 px@ldpi"),
        (["16", "--from", "css-px", "--to", "css-pt"], "16 css-px = 12 css-pt"),
        (["14", "--from", "sp", "--to", "dp", "--font-scale", "2"], "14 sp = 26 dp"),
        (["-8", "--from", "pt", "--to", "px@3x"], "-8 pt = -24 px@3x"),
    ])
    func conversions(arguments: [String], expected: String) throws {
        let run = try legible(["units"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(expected), "\(run.stdout)")
    }

    @Test func crossingPlatformsSaysWhatItAssumes() throws {
        let run = try legible(["units", "17", "--from", "pt", "--to", "dp", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"result\" : 17") && run.stdout.contains("1 pt = 1 dp = 1 css-px"))
    }

    @Test func everyUnitWithoutTo() throws {
        let run = try legible(["units", "17", "--from", "pt"])
        #expect(run.status == 0)
        for line in ["px@3x", "px@xxxhdpi", "css-pt"] {
            #expect(run.stdout.contains(line))
        }
    }

    @Test(arguments: [
        (["units", "17", "--from", "px", "--to", "pt"], "px"),
        (["units", "17", "--from", "em", "--to", "pt"], "em"),
        (["units", "17", "--from", "pt", "--to", "px@4x"], "px@4x"),
        (["units", "ten", "--from", "pt", "--to", "dp"], "ten"),
        (["units", "17", "--from", "dp", "--to", "px", "--density", "retina"], "retina"),
        (["units", "17", "--from", "pt", "--to", "dp", "--density", "hdpi"], "--density"),
        (["units", "17", "--from", "pt", "--to", "dp", "--font-scale", "2"], "--font-scale"),
        (["units", "17", "--from", "sp", "--to", "dp", "--font-scale", "0"], "0"),
    ])
    func badInputExitsTwoAndNamesIt(arguments: [String], named: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }
}
