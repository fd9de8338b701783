import Foundation
import LegiblePNG
import LegibleTestSupport
import Testing

@Suite("PNG")
struct PNGTests {
    @Test func readsEightBitRGBA() throws {
        let png = HandMadePNG.png(width: 2, height: 1, bitDepth: 8, colorType: 6, rows: [[255, 0, 0, 255, 0, 0, 255, 128]])
        let image = try RGBAImage(pngData: png)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == [255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func expandsPaletteWithTransparency() throws {
        let plte = HandMadePNG.chunk("PLTE", [10, 20, 30, 200, 100, 50])
        let trns = HandMadePNG.chunk("tRNS", [0])
        let png = HandMadePNG.png(width: 3, height: 1, bitDepth: 8, colorType: 3, rows: [[1, 0, 1]], extra: [plte, trns])
        let image = try RGBAImage(pngData: png)
        #expect(image.pixels == [200, 100, 50, 255, 10, 20, 30, 0, 200, 100, 50, 255])
    }

    @Test func expandsGreyAndGreyAlpha() throws {
        let grey = try RGBAImage(pngData: HandMadePNG.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0x76, 0xff]]))
        #expect(grey.pixels == [0x76, 0x76, 0x76, 255, 255, 255, 255, 255])
        let greyAlpha = try RGBAImage(pngData: HandMadePNG.png(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[0x40, 0x80]]))
        #expect(greyAlpha.pixels == [0x40, 0x40, 0x40, 0x80])
        // 1-bit grey: the bits 1,0 of one byte.
        let bits = try RGBAImage(pngData: HandMadePNG.png(width: 2, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1000_0000]]))
        #expect(bits.pixels == [255, 255, 255, 255, 0, 0, 0, 255])
    }

    @Test func reducesSixteenBitToEightBit() throws {
        // 16-bit RGB 0xffff, 0x0000, 0x7676 tagged sRGB: the encoded values are kept, reduced to 8 bits.
        let row: [UInt8] = [0xff, 0xff, 0, 0, 0x76, 0x76]
        let srgb = HandMadePNG.chunk("sRGB", [0])
        let tagged = try RGBAImage(pngData: HandMadePNG.png(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [row], extra: [srgb]))
        #expect(tagged.pixels == [255, 0, 0x76, 255])
        // Untagged 16-bit data is linear light by libpng's rule: 0x7676 / 0xffff = 0.4627 linear = sRGB 180.
        let untagged = try RGBAImage(pngData: HandMadePNG.png(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [row]))
        #expect(untagged.pixels == [255, 0, 180, 255])
    }

    @Test func roundTripsThroughMemoryAndFiles() throws {
        var pixels: [UInt8] = []
        for y in 0..<7 { for x in 0..<5 { pixels += [UInt8(x * 50), UInt8(y * 36), UInt8((x + y) * 20), UInt8(255 - x * 40)] } }
        let image = try RGBAImage(width: 5, height: 7, pixels: pixels)
        #expect(try RGBAImage(pngData: image.pngData()) == image)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(toFile: path)
        #expect(try RGBAImage(contentsOfPNGFile: path) == image)
        // It is a real PNG file: signature first.
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    }

    @Test func badInputGivesClearErrors() throws {
        #expect(throws: PNGError.self) { try RGBAImage(pngData: Array("not a png".utf8)) }
        do {
            _ = try RGBAImage(contentsOfPNGFile: "/no/such/dir/shot.png")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("PNG file '/no/such/dir/shot.png'"))
        }
        // A truncated file: signature and header only.
        let truncated = Array(HandMadePNG.png(width: 4, height: 4, bitDepth: 8, colorType: 6, rows: []).prefix(33))
        #expect(throws: PNGError.self) { try RGBAImage(pngData: truncated) }
        #expect(throws: PNGError.self) { try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0]) }
        #expect(throws: PNGError.self) { try RGBAImage(width: 0, height: 2, pixels: []) }
    }
}
