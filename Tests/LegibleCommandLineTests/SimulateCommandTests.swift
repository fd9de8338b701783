import Foundation
import LegiblePNG
import LegibleTestSupport
import Testing

/// libDaltonLens's published Viénot 1999 deuteranopia matrix (linear RGB, row-major).
private let vienotDeutan: [Double] = [0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1]

/// Applies a published linear-RGB matrix to an 8-bit sRGB colour, with the sRGB transfer function.
private func simulated(_ rgb: [UInt8], by m: [Double]) -> [Int] {
    let linear = rgb.map { value -> Double in
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return (0..<3).map { row in
        let l = min(max(m[row * 3] * linear[0] + m[row * 3 + 1] * linear[1] + m[row * 3 + 2] * linear[2], 0), 1)
        let encoded = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return Int((encoded * 255).rounded())
    }
}

private func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-simulate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Command line: simulate")
struct SimulateCommandTests {
    @Test func colourInJSONMatchesThePublishedViénotMatrix() throws {
        let run = try legible(["simulate", "#d62728", "--deficiency", "deutan", "--format", "json"])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let colors = try #require(json?["colors"] as? [[String: Any]])
        let simulation = try #require((colors.first?["simulations"] as? [[String: Any]])?.first)
        #expect(simulation["method"] as? String == "vienot")
        #expect(simulation["condition"] as? String == "deuteranopia")
        let expected = simulated([0xd6, 0x27, 0x28], by: vienotDeutan)
        let hex = try #require(simulation["color"] as? String)
        let actual = stride(from: 1, to: 7, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -1 }
        for (a, e) in zip(actual, expected) { #expect(abs(a - e) <= 1, "\(hex) vs \(expected)") }
    }

    @Test func textListsEveryDeficiencyWithItsDefaultMethod() throws {
        let run = try legible(["simulate", "rebeccapurple"])
        #expect(run.status == 0)
        for line in ["protanopia", "deuteranopia", "tritanopia", "achromatopsia", "Viénot 1999", "Brettel 1997", "luminance"] {
            #expect(run.stdout.contains(line), "\(line)")
        }
        let partial = try legible(["simulate", "red", "--deficiency", "protan", "--severity", "0.4"])
        #expect(partial.stdout.contains("protanomaly") && partial.stdout.contains("Machado 2009"))
    }

    @Test func pngRoundTripSimulatesEveryPixelAndKeepsAlpha() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("chart.png").path
        let output = directory.appendingPathComponent("chart-deutan.png").path
        let pixels: [UInt8] = [0xd6, 0x27, 0x28, 0xff, 0x2c, 0xa0, 0x2c, 0x80, 0xff, 0x7f, 0x0e, 0x00, 0xff, 0xff, 0xff, 0xff]
        try RGBAImage(width: 2, height: 2, pixels: pixels).writePNG(toFile: input)

        let run = try legible(["simulate", input, "--deficiency", "deutan", "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2×2"))
        let result = try RGBAImage(contentsOfPNGFile: output)
        #expect(result.width == 2 && result.height == 2)
        for index in 0..<4 {
            let source = Array(pixels[index * 4..<index * 4 + 3])
            let expected = simulated(source, by: vienotDeutan)
            for channel in 0..<3 {
                #expect(abs(Int(result.pixels[index * 4 + channel]) - expected[channel]) <= 1)
            }
            #expect(result.pixels[index * 4 + 3] == pixels[index * 4 + 3])
        }

        // The output now exists: refused without --force, replaced with it.
        let again = try legible(["simulate", input, "--deficiency", "tritan", "-o", output])
        #expect(again.status == 2 && again.stdout.isEmpty && again.stderr.contains("--force"))
        #expect(try RGBAImage(contentsOfPNGFile: output) == result)
        let forced = try legible(["simulate", input, "--deficiency", "tritan", "-o", output, "--force"])
        #expect(forced.status == 0)
        #expect(try RGBAImage(contentsOfPNGFile: output) != result)
    }

    @Test(arguments: [
        (["simulate", "#12"], "\"#12\" is not a colour"),
        (["simulate"], "expected one or more colours"),
        (["simulate", "red", "--deficiency", "green"], "deficiency 'green'"),
        (["simulate", "red", "--method", "coblis"], "method 'coblis'"),
        (["simulate", "red", "--severity", "1.5"], "--severity '1.5'"),
        (["simulate", "red", "--severity", "0x1p-1"], "--severity '0x1p-1'"),  // strict decimals, as everywhere
        (["simulate", "red", "--deficiency", ","], "--deficiency ',': expected protan"),
        (["simulate", "red", "--deficiency", "achroma", "--method", "brettel"], "achromatopsia"),
        (["simulate", "shot.png", "--deficiency", "deutan"], "needs -o"),
        (["simulate", "shot.png", "-o", "out.png"], "choose one --deficiency"),
        (["simulate", "/no/such/shot.png", "--deficiency", "deutan", "-o", "/tmp/legible-never-written.png"], "no such file"),
        (["simulate", "red", "-o", "out.png"], "PNG images only"),
    ])
    func badInputExitsTwoWithAClearMessage(_ arguments: [String], _ message: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aFileThatIsNotAPNGIsBadInput() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = directory.appendingPathComponent("fake.png")
        try Data("GIF89a".utf8).write(to: fake)
        let run = try legible(["simulate", fake.path, "--deficiency", "protan", "-o", directory.appendingPathComponent("o.png").path])
        #expect(run.status == 2 && run.stderr.contains("fake.png"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("o.png").path))
    }

    @Test func viénotForTritanWarns() throws {
        let run = try legible(["simulate", "blue", "--deficiency", "tritan", "--method", "vienot"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("not accurate"))
    }
}
