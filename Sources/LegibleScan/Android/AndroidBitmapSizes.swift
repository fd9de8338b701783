import Foundation
import LegibleReporting

/// The size of a bitmap drawable (`res/drawable-xhdpi/ic_cancel.png`) in dp, for the icon of a
/// `wrap_content` image button (`target.small`): owncloud 73316e6f `file_details_fragment.xml:100`,
/// an `ImageButton` with no padding showing `ic_action_cancel_grey`, 48 px at xhdpi = 24 dp,
/// was not judged while the vector icons beside it were.
///
/// Android draws a bitmap from a density folder at its pixels ÷ the folder's density (mdpi 1,
/// hdpi 1.5, xhdpi 2, xxhdpi 3, xxxhdpi 4, ldpi 0.75, tvdpi 1.33125; a plain `drawable` folder is
/// mdpi). `nodpi` and `anydpi` bitmaps are drawn at their pixels, whose dp depend on the phone:
/// not known. A nine-patch (`.9.png`) stretches: no size of its own.
enum AndroidBitmapSizes {
    private static let densities: [String: Double] = [
        "ldpi": 0.75, "mdpi": 1, "tvdpi": 1.33125, "hdpi": 1.5, "xhdpi": 2, "xxhdpi": 3, "xxxhdpi": 4,
    ]

    /// The density a drawable folder's bitmaps are drawn at, `nil` when their dp are not known.
    static func density(ofFolder qualifiers: [String]) -> Double? {
        if qualifiers.contains("nodpi") || qualifiers.contains("anydpi") { return nil }
        return qualifiers.compactMap { densities[$0] }.first ?? 1
    }

    /// Whether a file name is a bitmap with a size of its own (`.png`, not a nine-patch).
    static func isSizedBitmap(_ name: String) -> Bool {
        name.hasSuffix(".png") && !name.hasSuffix(".9.png")
    }

    /// The drawable a PNG at `path` is, drawn at `density`: its width and height in dp, `nil`
    /// for a file that is not a PNG (its first 24 bytes: the signature and the IHDR chunk).
    static func drawable(png path: String, density: Double) -> AndroidDrawable? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(_ start: Int) -> Double { Double(bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }) }
        let width = number(16)
        let height = number(20)
        guard width > 0, height > 0 else { return nil }
        return AndroidDrawable(
            width: AndroidDimension(value: width / density, unit: .dp), height: AndroidDimension(value: height / density, unit: .dp), solidColor: nil,
            location: Finding.Location(file: path))
    }
}
