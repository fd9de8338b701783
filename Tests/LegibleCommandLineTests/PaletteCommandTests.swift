import Foundation
import LegibleTestSupport
import Testing

private func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("Command line: palette")
struct PaletteCommandTests {
    @Test func okabeItoPassesForProtanAndDeutan() throws {
        let run = try legible(["palette", "--named", "okabe-ito"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("PASS"))
    }

    @Test func trafficLightFailsAndNamesTheWeakDeficiencies() throws {
        let run = try legible(["palette", "#d62728", "#ff7f0e", "#2ca02c"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Weak for protanopia") && run.stdout.contains("Weak for deuteranopia"))
        #expect(!run.stdout.contains("Weak for tritanopia"))
        #expect(run.stdout.hasSuffix("FAIL\n"))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let run = try legible(["palette", "--named", "traffic-light", "--background", "#fff", "--format", "json"])
        #expect(run.status == 1)
        let json = try jsonObject(run.stdout)
        #expect(json["passes"] as? Bool == false)
        let conditions = try #require(json["conditions"] as? [[String: Any]])
        #expect(conditions.map { $0["condition"] as? String } == ["normal", "protanopia", "deuteranopia"])
        for condition in conditions {
            for key in ["condition", "method", "minDeltaE", "closestPair", "failingPairs"] {
                #expect(condition.keys.contains(key), "\(key)")
            }
        }
        let protan = conditions[1]
        #expect(protan["method"] as? String == "vienot")
        let closest = try #require(protan["closestPair"] as? [String: Any])
        #expect(closest["colors"] as? [String] == ["#ff7f0e", "#2ca02c"])
        #expect((protan["failingPairs"] as? [Any])?.count == 1)
        #expect((json["colors"] as? [Any])?.count == 3)
        let background = try #require(json["background"] as? [String: Any])
        #expect(background["minimumRatio"] as? Double == 3)
        // #ff7f0e on white by the WCAG 2.2 formula, worked by hand: L = 0.2126 + 0.7152 × 0.2122
        // + 0.0722 × 0.0044 = 0.3647, ratio 1.05 / 0.4147 = 2.53:1, below the 3:1 of SC 1.4.11.
        let results = try #require(background["results"] as? [[String: Any]])
        let amber = try #require(results.first { $0["color"] as? String == "#ff7f0e" })
        #expect(abs((amber["ratio"] as? Double ?? 0) - 2.53) < 0.01)
        #expect(amber["passes"] as? Bool == false)
        // Keys are sorted, as every Legible JSON report.
        #expect(run.stdout.range(of: "\"background\"")!.lowerBound < run.stdout.range(of: "\"colors\"")!.lowerBound)
    }

    @Test func suggestFixesTheTrafficLight() throws {
        let run = try legible(["palette", "--named", "traffic-light", "--suggest", "--format", "json"])
        #expect(run.status == 1)  // the palette as given still fails
        let suggestion = try #require(try jsonObject(run.stdout)["suggestion"] as? [String: Any])
        #expect(suggestion["succeeded"] as? Bool == true)
        let colors = try #require(suggestion["colors"] as? [String])
        // The suggested palette, checked again from scratch, passes.
        let check = try legible(["palette"] + colors)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func listShowsEveryBuiltInPalette() throws {
        let run = try legible(["palette", "--list"])
        #expect(run.status == 0)
        for id in ["okabe-ito", "tol-bright", "tol-muted", "ibm-design-library", "viridis-8", "traffic-light"] {
            #expect(run.stdout.contains(id))
        }
        let json = try jsonObject(try legible(["palette", "--list", "--format", "json"]).stdout)
        #expect((json["palettes"] as? [Any])?.count == 11)
    }

    @Test func svgShowsSwatchesForEachCondition() throws {
        let run = try legible(["palette", "--named", "okabe-ito", "--deficiencies", "all", "--format", "svg"])
        #expect(run.stdout.hasPrefix("<svg"))
        #expect(run.stdout.contains("achromatopsia") && run.stdout.contains("tritanopia"))
        #expect(run.stdout.hasSuffix("</svg>\n"))
    }

    @Test(arguments: [
        (["palette", "red"], "at least two colours"),
        (["palette", "red", "nope"], "colour 2: \"nope\" is not a colour"),
        (["palette", "--named", "rainbow"], "palette 'rainbow'"),
        (["palette", "red", "blue", "--named", "okabe-ito"], "not both"),
        (["palette", "red", "blue", "--min-delta-e=-3"], "--min-delta-e '-3'"),
        (["palette", "red", "blue", "--min-delta-e", "ten"], "--min-delta-e 'ten'"),
        (["palette", "red", "blue", "--min-delta-e", "0x10"], "--min-delta-e '0x10'"),
        (["palette", "red", "blue", "--deficiencies", "protan,purple"], "deficiency 'purple'"),
        (["palette", "red", "blue", "--background", "#0008"], "opaque"),
        (["palette", "red", "#00f8"], "translucent"),
        (["palette", "--list", "--format", "svg"], "not svg"),
    ])
    func badInputExitsTwoWithAClearMessage(_ arguments: [String], _ message: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
