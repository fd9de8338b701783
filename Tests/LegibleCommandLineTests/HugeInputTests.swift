import Foundation
import LegibleTestSupport
import Testing

/// Huge inputs end to end: legitimate large work gives the same answer as small work
/// (the speed is measured in Benchmarks, not here), and input past a named limit ends with exit
/// status 2, a message naming the input and the limit, nothing on standard output and no file
/// written.
@Suite("Huge input", .tags(.slow), .skippedWhenQuick)
struct HugeInputTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func expectRefused(_ run: ProcessRun, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "legible: \(message)\n", sourceLocation: sourceLocation)
    }

    // MARK: measure

    struct MixedLine: Decodable {
        let unit: String
        let repeats: Int
        let widthInEm: Double
    }

    struct MixedLines: Decodable {
        let lines: [MixedLine]
    }

    /// One line of 2,000 repeats of a phrase in English, Hebrew and Arabic: 8,001 bidi and font
    /// runs, the width hb-shape gives run by run (LegibleShapingTests' fixture).
    @Test func aLineOfThousandsOfBidiRunsMeasuresAsHBShapeRunByRun() throws {
        let data = try Data(contentsOf: Fixtures("LegibleShapingTests").url("mixed-direction-fixtures.json"))
        let line = try #require(try JSONDecoder().decode(MixedLines.self, from: data).lines.max { $0.repeats < $1.repeats })
        #expect(line.repeats >= 2_000)
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("mixed.txt")
        try Data((Array(repeating: line.unit, count: line.repeats).joined(separator: " ") + "\n").utf8).write(to: strings)
        let run = try legible(["measure", "--strings", strings.path, "--size", "17", "--tracking", "none", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let width = try #require(reports.first?["width"] as? Double)
        #expect(abs(width - line.widthInEm * 17) <= 1e-6 * line.widthInEm * 17, "\(width) vs hb-shape \(line.widthInEm * 17)")
        #expect(reports.first?["lineCount"] as? Int == 1)
    }

    // MARK: palette

    @Test func aPaletteOverTheColourLimitIsRefusedNamingTheLimit() throws {
        expectRefused(
            try legible(["palette", "--suggest"] + Array(repeating: "#767676", count: 1_001)),
            "palette: 1001 colours, over the limit of 1000 colours (PaletteLimits.maximumColors)")
    }

    @Test func aPaletteAtTheColourLimitIsChecked() throws {
        // 1,000 greys: far too close to pass, which takes the check over every pair, not a suggestion.
        let colors = (0..<1_000).map { index -> String in
            let level = String(index * 255 / 999, radix: 16)
            return "#" + String(repeating: (level.count == 1 ? "0" : "") + level, count: 3)
        }
        let run = try legible(["palette"] + colors)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Palette: 1000 colours;") && run.stdout.hasSuffix("FAIL\n"))
    }

    // MARK: PNG

    /// A header that claims `width × height` with a few bytes of image data behind it.
    private func craftedPNG(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
        HandMadePNG.png(width: width, height: height, bitDepth: bitDepth, colorType: colorType, rows: [[0, 0, 0, 0]])
    }

    private func simulate(_ png: [UInt8]) throws -> (ProcessRun, input: String, outputWritten: Bool) {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("huge.png")
        let output = folder.appendingPathComponent("huge-deutan.png")
        try Data(png).write(to: input)
        let run = try legible(["simulate", input.path, "--deficiency", "deutan", "-o", output.path])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "huge.png" }
        return (run, input.path, !leftovers.isEmpty)
    }

    @Test func aPNGHeaderClaimingMoreThanTheMaximumPixelsIsRefusedBeforeDecoding() throws {
        let (run, input, written) = try simulate(craftedPNG(width: 20_000, height: 20_000, bitDepth: 8, colorType: 6))
        expectRefused(run, "PNG file '\(input)': 20000×20000 is 400000000 pixels, over the limit of 100000000 pixels (PNGLimits.maximumPixels)")
        #expect(!written)
    }

    @Test func aPNGHeaderClaimingMoreThanTheMaximumDecompressedBytesIsRefused() throws {
        // 81 megapixels, under the pixel limit; 16-bit RGBA rows inflate to 8 bytes a pixel.
        let (run, input, written) = try simulate(craftedPNG(width: 9_000, height: 9_000, bitDepth: 16, colorType: 6))
        expectRefused(
            run,
            "PNG file '\(input)': 9000×9000 image data inflates to 648009000 bytes, over the limit of 536870912 bytes (PNGLimits.maximumDecompressedBytes)")
        #expect(!written)
    }

    @Test func aPNGHeaderUnderTheLimitsWithTooLittleDataIsDamagedNotAllocatedForever() throws {
        // 4,000 × 4,000 RGBA is within both limits: libpng reads until the data runs out.
        let (run, input, written) = try simulate(craftedPNG(width: 4_000, height: 4_000, bitDepth: 8, colorType: 6))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("legible: PNG file '\(input)': "))
        #expect(!written)
    }

    @Test func simulateKilledWhileWritingLeavesNothingBehind() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2,000 × 2,000 pixels of noise: libpng takes a while to compress them, long enough to
        // catch the temporary file beside the output.
        var generator = SplitMix64(seed: 15)
        let rows = (0..<2_000).map { _ in
            (0..<1_000).flatMap { _ in withUnsafeBytes(of: generator.next()) { Array($0) } }
        }
        let input = folder.appendingPathComponent("noise.png")
        try Data(HandMadePNG.png(width: 2_000, height: 2_000, bitDepth: 8, colorType: 6, rows: rows)).write(to: input)
        let process = Process()
        process.executableURL = legibleExecutable
        process.arguments = ["simulate", input.path, "--deficiency", "deutan", "-o", folder.appendingPathComponent("out.png").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var caughtWriting = false
        while process.isRunning, !caughtWriting {
            caughtWriting = try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains(".legible-") }
            if !caughtWriting { usleep(1_000) }
        }
        try #require(caughtWriting && process.isRunning, "the PNG was written before the test could see its temporary file")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(process.terminationReason == .exit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["noise.png"])
    }
}
