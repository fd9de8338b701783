import Foundation

/// An image as 8-bit sRGB pixels with straight (unpremultiplied) alpha, four bytes per pixel in
/// the order red, green, blue, alpha, rows top to bottom.
///
/// ```swift
/// var image = try RGBAImage(contentsOfPNGFile: "screenshot.png")
/// simulation.simulateRGBA8(&image.pixels)
/// try image.writePNG(toFile: "screenshot-deutan.png")
/// ```
///
/// Reading accepts every PNG colour type and bit depth: palette, grey, grey + alpha, RGB and RGBA,
/// 1 to 16 bits, with `tRNS` transparency; libpng expands them to RGBA. 16-bit channels are
/// reduced to 8 bits (sRGB-encoded), which is enough for a simulation meant for viewing. As in
/// libpng's simplified API, a 16-bit file without an `sRGB`, `gAMA` or `iCCP` chunk is taken to hold
/// linear-light values; 8-bit files without one are taken to be sRGB.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]

    /// Creates an image from its pixels.
    ///
    /// - Throws: ``PNGError`` when a dimension is not positive or `pixels` does not hold exactly
    ///   `width × height × 4` bytes. (Reading a PNG checks ``PNGLimits`` first.)
    public init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
        guard width > 0, height > 0 else {
            throw PNGError(path: nil, message: "image size \(width)×\(height): expected positive dimensions")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4 else {
            throw PNGError(path: nil, message: "image size \(width)×\(height): more pixels than memory can hold")
        }
        guard pixels.count == count * 4 else {
            throw PNGError(
                path: nil, message: "image of \(width)×\(height) needs \(count * 4) bytes of RGBA, got \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// A PNG file that could not be read or written, with libpng's explanation.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file involved, if any.
    public let path: String?
    /// What went wrong.
    public let message: String

    /// Creates an error.
    public init(path: String?, message: String) {
        self.path = path
        self.message = message
    }

    /// `PNG file 'shot.png': …`, or just the message when there is no file.
    public var description: String {
        path.map { "PNG file '\($0)': \(message)" } ?? message
    }
}

extension PNGError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
