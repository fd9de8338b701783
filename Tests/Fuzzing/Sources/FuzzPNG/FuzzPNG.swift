// PNG images (`legible simulate`): `RGBAImage(pngData:)` through libpng's simplified API; an image
// that reads is written and read again, and must come back pixel for pixel.
import FuzzSupport
import LegiblePNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let image: RGBAImage
    do throws(PNGError) {
        image = try RGBAImage(pngData: Array(input.bytes))
    } catch {
        require(!error.message.isEmpty, "an error without a message")
        return 0
    }
    require(image.pixels.count == image.width * image.height * 4, "\(image.width)×\(image.height) with \(image.pixels.count) bytes")
    guard image.pixels.count <= 1 << 20 else { return 0 }
    do throws(PNGError) {
        let again = try RGBAImage(pngData: try image.pngData())
        require(again == image, "a \(image.width)×\(image.height) image does not survive writing and reading")
    } catch {
        require(false, "a \(image.width)×\(image.height) image that reads cannot be written and read again: \(error)")
    }
    return 0
}
