import CPNG

/// One libpng simplified-API image control structure. libpng frees its internal state when a
/// read finishes or fails; `deinit` frees it in every other case (an abandoned read).
private final class PNGControl {
    var image = png_image()

    init() {
        image.version = legible_png_image_version()
    }

    /// libpng's message for the last failure.
    var message: String {
        withUnsafeBytes(of: image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    deinit {
        png_image_free(&image)
    }
}

extension RGBAImage {
    /// Reads a PNG file.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limits: the largest image accepted, checked against the header before decoding.
    /// - Throws: ``PNGError`` naming the file when it is missing, not a PNG, damaged, or over a
    ///   limit (the message names the limit).
    public init(contentsOfPNGFile path: String, limits: PNGLimits = .default) throws(PNGError) {
        let control = PNGControl()
        guard png_image_begin_read_from_file(&control.image, path) != 0 else {
            throw PNGError(path: path, message: Self.explain(control.message))
        }
        try self.init(reading: control, path: path, limits: limits)
    }

    /// Decodes PNG data held in memory.
    ///
    /// - Parameters:
    ///   - data: the bytes of a PNG file.
    ///   - limits: the largest image accepted, checked against the header before decoding.
    /// - Throws: ``PNGError`` when the data is not a PNG, is damaged, or is over a limit.
    public init(pngData data: [UInt8], limits: PNGLimits = .default) throws(PNGError) {
        // libpng keeps reading from the bytes until png_image_finish_read returns, so both calls
        // happen while the pointer is valid (an optimised caller may free `data` after its last use).
        let image = data.withUnsafeBytes { raw -> Result<RGBAImage, PNGError> in
            let control = PNGControl()
            guard png_image_begin_read_from_memory(&control.image, raw.baseAddress, raw.count) != 0 else {
                return .failure(PNGError(path: nil, message: "PNG data: \(Self.explain(control.message))"))
            }
            do throws(PNGError) {
                return .success(try RGBAImage(reading: control, path: nil, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        self = try image.get()
    }

    private init(reading control: PNGControl, path: String?, limits: PNGLimits) throws(PNGError) {
        let (width, height) = (Int(control.image.width), Int(control.image.height))
        // The header's format: palette images inflate to at most a byte a pixel, others to a byte
        // (two when 16-bit) per channel.
        let format = control.image.format
        let channels = (format & legible_png_format_flag_color() != 0 ? 3 : 1) + (format & legible_png_format_flag_alpha() != 0 ? 1 : 0)
        let bytesPerPixel =
            format & legible_png_format_flag_colormap() != 0
            ? 1 : channels * (format & legible_png_format_flag_linear() != 0 ? 2 : 1)
        if let violation = limits.violation(width: width, height: height, bytesPerPixel: bytesPerPixel) {
            throw PNGError(path: path, message: violation)
        }
        control.image.format = legible_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { raw in
            png_image_finish_read(&control.image, nil, raw.baseAddress, 0, nil)
        }
        guard finished != 0 else {
            throw PNGError(path: path, message: Self.explain(control.message))
        }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// Writes the image as an 8-bit RGBA PNG with an sRGB chunk. An existing file is replaced:
    /// callers decide whether that is allowed.
    ///
    /// - Throws: ``PNGError`` naming the file when it cannot be written.
    public func writePNG(toFile path: String) throws(PNGError) {
        let control = PNGControl()
        control.image.width = UInt32(width)
        control.image.height = UInt32(height)
        control.image.format = legible_png_format_rgba()
        let written = pixels.withUnsafeBytes { raw in
            png_image_write_to_file(&control.image, path, 0, raw.baseAddress, 0, nil)
        }
        guard written != 0 else {
            throw PNGError(path: path, message: Self.explain(control.message))
        }
    }

    /// Encodes the image as PNG data in memory.
    public func pngData() throws(PNGError) -> [UInt8] {
        let control = PNGControl()
        control.image.width = UInt32(width)
        control.image.height = UInt32(height)
        control.image.format = legible_png_format_rgba()
        var size = 0
        // First call measures, second call writes.
        let measured = pixels.withUnsafeBytes { raw in
            png_image_write_to_memory(&control.image, nil, &size, 0, raw.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else {
            throw PNGError(path: nil, message: "cannot encode PNG: \(Self.explain(control.message))")
        }
        var data = [UInt8](repeating: 0, count: size)
        let encoded = data.withUnsafeMutableBytes { output in
            pixels.withUnsafeBytes { raw in
                png_image_write_to_memory(&control.image, output.baseAddress, &size, 0, raw.baseAddress, 0, nil)
            }
        }
        guard encoded != 0 else {
            throw PNGError(path: nil, message: "cannot encode PNG: \(Self.explain(control.message))")
        }
        return Array(data.prefix(size))
    }

    /// libpng's terse messages made readable for the common cases.
    private static func explain(_ message: String) -> String {
        switch message {
        case "": "not a readable PNG"
        case let text where text.contains("Not a PNG file"): "not a PNG file (bad signature)"
        case let text where text.contains("No such file"): "no such file"
        default: message
        }
    }
}
