/// The largest PNG image Legible reads, checked against the file's header before any pixel is
/// decoded or allocated, so a header claiming huge dimensions ends in a clear message instead of
/// gigabytes of memory.
///
/// The defaults are far beyond screenshots and design assets: a 6.9-inch iPhone screenshot at @3x
/// is 1320 × 2868 (3.8 megapixels), an 8K display 33 megapixels.
///
/// ```swift
/// let image = try RGBAImage(contentsOfPNGFile: "poster.png", limits: PNGLimits(maximumPixels: 400_000_000))
/// ```
public struct PNGLimits: Sendable, Hashable, Codable {
    /// The most pixels (width × height) an image may have: 100,000,000 (100 megapixels) by
    /// default. Decoded, every pixel takes 4 bytes (400 MB at the limit).
    public var maximumPixels: Int
    /// The most bytes the compressed image data may inflate to, as the header gives it: each row's
    /// filter byte and its pixels at 1 byte a channel (2 for 16-bit images; 1 a pixel for palette
    /// images, whatever their bit depth): 536,870,912 (512 MiB) by default. A 16-bit RGBA image
    /// reaches it at 67 megapixels, an 8-bit RGBA one at 134.
    public var maximumDecompressedBytes: Int

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumPixels: the most pixels an image may have.
    ///   - maximumDecompressedBytes: the most bytes its image data may inflate to.
    public init(maximumPixels: Int = 100_000_000, maximumDecompressedBytes: Int = 512 << 20) {
        self.maximumPixels = maximumPixels
        self.maximumDecompressedBytes = maximumDecompressedBytes
    }

    /// The default limits.
    public static let `default` = PNGLimits()

    /// Checks an image's size from its header.
    ///
    /// - Parameters:
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - bytesPerPixel: the bytes each pixel takes in the decompressed image data.
    /// - Returns: a message naming the limit the image is over, or `nil` when it is within both.
    func violation(width: Int, height: Int, bytesPerPixel: Int) -> String? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else {
            let count = overflow ? "more than \(Int.max)" : "\(pixels)"
            return "\(width)×\(height) is \(count) pixels, over the limit of \(maximumPixels) pixels (PNGLimits.maximumPixels)"
        }
        let rowBytes = width.multipliedReportingOverflow(by: bytesPerPixel)
        let bytes = (rowBytes.partialValue + 1).multipliedReportingOverflow(by: height)
        guard !rowBytes.overflow, !bytes.overflow, bytes.partialValue <= maximumDecompressedBytes else {
            return "\(width)×\(height) image data inflates to \(bytes.partialValue) bytes, over the limit of "
                + "\(maximumDecompressedBytes) bytes (PNGLimits.maximumDecompressedBytes)"
        }
        return nil
    }
}
