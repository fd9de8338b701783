import Foundation
import LegibleColor
import LegiblePNG
import LegibleTestSupport
import Testing

@testable import LegibleVision

/// libDaltonLens's published Viénot 1999 deuteranopia matrix (linear RGB, row-major).
private let vienotDeutan: [Double] = [0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1]

/// A published linear-RGB matrix applied to an 8-bit colour with the sRGB transfer function.
private func simulated(_ hex: String, by m: [Double]) -> [Int] {
    let bytes = stride(from: 1, to: 7, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? 0 }
    let linear = bytes.map { value -> Double in
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return (0..<3).map { row in
        let l = min(max(m[row * 3] * linear[0] + m[row * 3 + 1] * linear[1] + m[row * 3 + 2] * linear[2], 0), 1)
        let encoded = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return Int((encoded * 255).rounded())
    }
}

private func bytes(_ hex: String) -> [Int] {
    stride(from: 1, to: 7, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -1 }
}

private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("Vision options")
struct VisionOptionTests {
    @Test func deficiencyListsKeepOrderAndDropRepeats() throws {
        #expect(try Deficiency.list(parsing: "deutan, protan,deuteranopia") == [.deutan, .protan])
        #expect(try Deficiency.list(parsing: "ALL") == Deficiency.allCases)
        #expect(throws: VisionError("deficiency 'purple': expected one of protan, deutan, tritan, achroma, or all")) {
            try Deficiency.list(parsing: "protan,purple")
        }
        #expect(throws: VisionError("',': expected protan, deutan, tritan, achroma (comma-separated) or all")) {
            try Deficiency.list(parsing: ",")
        }
    }

    @Test func numbersAreStrictDecimalsInRange() throws {
        #expect(try CVDSimulation.severity(parsing: "0.6") == 0.6)
        #expect(try CVDSimulation.severity(parsing: " 1 ") == 1)
        for bad in ["1.5", "-0.1", "0x1p-1", "nan", "half"] {
            #expect(throws: VisionError("--severity '\(bad)': expected a number from 0 (normal vision) to 1 (complete deficiency)")) {
                try CVDSimulation.severity(parsing: bad, role: "--severity")
            }
        }
        #expect(try PaletteCheck.minimumDeltaE(parsing: "0") == 0)
        #expect(throws: VisionError("minimum ΔE 'ten': expected a CIEDE2000 value of 0 or more, such as 10")) {
            try PaletteCheck.minimumDeltaE(parsing: "ten")
        }
    }

    @Test func anExplicitMethodLeavesAchromatopsiaToLuminanceInALists() throws {
        let simulations = try CVDSimulation.simulations(for: Deficiency.allCases, method: .machado, severity: 0.5)
        #expect(simulations.map(\.method) == [.machado, .machado, .machado, .luminance])
        #expect(throws: VisionError.self) { try CVDSimulation.simulations(for: [.achroma], method: .brettel) }
        // Viénot 1999 is built for protan and deutan; DaltonLens's review finds it wrong for tritan.
        #expect(
            try CVDSimulation(deficiency: .tritan, method: .vienot).accuracyWarning
                == "Viénot 1999 is not accurate for tritan; Brettel 1997 (the default) is")
        #expect(try CVDSimulation(deficiency: .tritan).accuracyWarning == nil)
    }
}

@Suite("Vision reports")
struct VisionReportTests {
    @Test func simulatedColoursMatchThePublishedViénotMatrix() throws {
        let deutan = try CVDSimulation(deficiency: .deutan)
        let report = try ColorSimulationReport(parsing: ["#d62728", "rgb(44 160 44)"], simulations: [deutan])
        for entry in report.entries {
            let seen = try #require(entry.simulated.first)
            for (actual, expected) in zip(bytes(seen.color.hex), simulated(entry.color.hex, by: vienotDeutan)) {
                #expect(abs(actual - expected) <= 1, "\(entry.input)")
            }
        }
        let json = try object(report.rendered(as: .json))
        let colors = try #require(json["colors"] as? [[String: Any]])
        #expect(colors.map { $0["input"] as? String } == ["#d62728", "rgb(44 160 44)"])
        let first = try #require((colors[0]["simulations"] as? [[String: Any]])?.first)
        #expect(first["condition"] as? String == "deuteranopia" && first["method"] as? String == "vienot")
        let text = report.rendered(as: .text)
        #expect(text.hasPrefix("#d62728\n  deuteranopia          Viénot 1999   #"))
        #expect(text.contains("#2ca02c (rgb(44 160 44))\n"))
        #expect(report.warnings.isEmpty && !report.fails)
    }

    @Test func badColoursAreNamedByPosition() {
        #expect(throws: VisionError.self) { try ColorSimulationReport(parsing: ["red", "#12"], simulations: []) }
        do {
            _ = try ColorSimulationReport.colors(parsing: ["red", "#12"])
        } catch {
            #expect(error.description.hasPrefix("colour 2: \"#12\" is not a colour"))
        }
    }

    @Test func okabeItoPassesAndTrafficLightFailsWithAFix() throws {
        // Okabe & Ito designed their palette for colour-blind readers; the traffic light's red,
        // amber and green are the pairs the HIG warns red–green deficiencies confuse.
        let check = try PaletteCheck()
        let okabeIto = PaletteCheckReport(checking: try NamedPalette.named("okabe-ito"), with: check)
        #expect(!okabeIto.fails)
        #expect(okabeIto.rendered(as: .text).hasSuffix("\nPASS\n"))
        let traffic = PaletteCheckReport(checking: try NamedPalette.named("traffic-light"), with: check, suggesting: true)
        #expect(traffic.fails)
        let suggestion = try #require(traffic.suggestion)
        #expect(suggestion.succeeded)
        // The suggested palette, checked from scratch, passes; the SVG shows it.
        #expect(!PaletteCheckReport(checking: suggestion.report.colors, with: check).fails)
        #expect(traffic.rendered(as: .svg) == suggestion.report.svg())
        let json = try object(traffic.rendered(as: .json))
        #expect(json["palette"] as? String == "traffic-light")
        #expect(json["weakFor"] as? [String] == ["protanopia", "deuteranopia"])
        #expect((json["suggestion"] as? [String: Any])?["succeeded"] as? Bool == true)
        let text = traffic.rendered(as: .text)
        #expect(text.contains("Weak for protanopia") && text.contains("Suggested changes (OKLCH, smallest found):"))
        #expect(text.hasSuffix("\nFAIL\n"))
    }

    @Test func backgroundContrastIsSC1411() throws {
        // #ff7f0e on white by the WCAG 2.2 formula: L = 0.2126 + 0.7152 × 0.2122 + 0.0722 × 0.0044
        // = 0.3647, ratio 1.05 / 0.4147 = 2.53:1, below the 3:1 of SC 1.4.11.
        let report = PaletteCheckReport(checking: try NamedPalette.named("traffic-light"), with: try PaletteCheck(background: .white))
        let background = try #require(try object(report.rendered(as: .json))["background"] as? [String: Any])
        let amber = try #require((background["results"] as? [[String: Any]])?.first { $0["color"] as? String == "#ff7f0e" })
        #expect(abs((amber["ratio"] as? Double ?? 0) - 2.53) < 0.01)
        #expect(report.rendered(as: .text).contains("Contrast against #ffffff (WCAG 1.4.11 non-text, at least 3.00:1):"))
    }

    @Test func reportsRoundTripThroughCodable() throws {
        let check = try PaletteCheck(deficiencies: Deficiency.allCases, severity: 0.7, background: .white)
        let report = PaletteCheckReport(checking: try NamedPalette.named("tol-bright"), with: check, suggesting: true)
        let decoded = try JSONDecoder().decode(PaletteCheckReport.self, from: try JSONEncoder().encode(report))
        #expect(decoded == report)
        let simulation = ColorSimulationReport(colors: [ParsedColor(.white)], simulations: check.simulations)
        #expect(try JSONDecoder().decode(ColorSimulationReport.self, from: try JSONEncoder().encode(simulation)) == simulation)
    }

    @Test func theListingIsTablesPalettesCSV() throws {
        let table = try CSVTable.tables("palettes.csv")
        let ids = table.rows.compactMap { $0["palette"]?.replacingOccurrences(of: "_", with: "-") }
        let uniqueIDs = ids.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let json = try object(PaletteListReport().rendered(as: .json))
        let palettes = try #require(json["palettes"] as? [[String: Any]])
        #expect(palettes.map { $0["id"] as? String } == uniqueIDs)
        let hexes = palettes.flatMap { $0["colors"] as? [String] ?? [] }
        #expect(hexes == table.rows.compactMap { $0["hex"] })
        let text = PaletteListReport().rendered(as: .text)
        #expect(text.hasPrefix("okabe-ito             #000000 #e69f00"))
    }

    @Test func imageSummary() throws {
        let deutan = try CVDSimulation(deficiency: .deutan)
        let report = ImageSimulationReport(input: "in.png", output: "out.png", width: 240, height: 80, simulation: deutan)
        #expect(report.rendered(as: .text) == "Wrote out.png: 240×80, deuteranopia (Viénot 1999)\n")
        let json = try object(report.rendered(as: .json))
        #expect(json["method"] as? String == "vienot" && json["width"] as? Int == 240 && json["severity"] as? Double == 1)
    }
}

@Suite("Writing PNG files safely")
struct SafePNGWritingTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func neverReplacesUnaskedAndLeavesNoTemporaryFile() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        let red = try RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
        let blue = try RGBAImage(width: 1, height: 1, pixels: [0, 0, 255, 255])
        try red.writePNG(toFile: path, replacingExisting: false)
        #expect(throws: PNGError(path: path, message: "the file exists")) { try blue.writePNG(toFile: path, replacingExisting: false) }
        #expect(try RGBAImage(contentsOfPNGFile: path) == red)
        try blue.writePNG(toFile: path, replacingExisting: true)
        #expect(try RGBAImage(contentsOfPNGFile: path) == blue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test func aFailedWriteLeavesNothing() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/out.png").path
        #expect(throws: PNGError.self) {
            try RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]).writePNG(toFile: path, replacingExisting: true)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
