import LegibleTypeScale

/// How many device pixels make one logical unit (point, dp, CSS pixel) on one kind of screen.
///
/// iOS names the ratio a *scale factor* (@1x, @2x, @3x); Android names *density buckets*
/// (mdpi = 160 dpi = 1 px per dp). Both convert pixel sizes from a mock-up or a screenshot to
/// the logical units the minimum sizes are given in:
///
/// ```swift
/// PixelDensity.ios2x.logical(TargetSize(square: 88))        // 44×44 pt
/// PixelDensity.xxhdpi.logical(TargetSize(square: 144))      // 48×48 dp
/// try PixelDensity(parsing: "hdpi").pixelsPerUnit     // 1.5
/// ```
public struct PixelDensity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name tools use: `@2x`, `xhdpi`.
    public let name: String
    /// Device pixels per logical unit.
    public let pixelsPerUnit: Double
    /// Android's nominal dots per inch for the bucket; `nil` for iOS scale factors, which
    /// Apple does not tie to one dpi.
    public let dotsPerInch: Int?

    /// A density with any ratio, for screens outside the standard buckets.
    public init(name: String, pixelsPerUnit: Double, dotsPerInch: Int? = nil) {
        self.name = name
        self.pixelsPerUnit = pixelsPerUnit
        self.dotsPerInch = dotsPerInch
    }

    /// An Android density bucket, with the ratio LegibleTypeScale's units use: dpi ÷ 160.
    public init(android density: AndroidDensity) {
        self.init(name: density.rawValue, pixelsPerUnit: density.scale, dotsPerInch: density.dotsPerInch)
    }

    /// iOS @1x: 1 px per pt.
    public static let ios1x = PixelDensity(name: "@1x", pixelsPerUnit: 1)
    /// iOS @2x: 2 px per pt.
    public static let ios2x = PixelDensity(name: "@2x", pixelsPerUnit: 2)
    /// iOS @3x: 3 px per pt.
    public static let ios3x = PixelDensity(name: "@3x", pixelsPerUnit: 3)

    /// Android ldpi, ~120 dpi: 0.75 px per dp.
    public static let ldpi = PixelDensity(android: .ldpi)
    /// Android mdpi, ~160 dpi, the baseline: 1 px per dp.
    public static let mdpi = PixelDensity(android: .mdpi)
    /// Android hdpi, ~240 dpi: 1.5 px per dp.
    public static let hdpi = PixelDensity(android: .hdpi)
    /// Android xhdpi, ~320 dpi: 2 px per dp.
    public static let xhdpi = PixelDensity(android: .xhdpi)
    /// Android xxhdpi, ~480 dpi: 3 px per dp.
    public static let xxhdpi = PixelDensity(android: .xxhdpi)
    /// Android xxxhdpi, ~640 dpi: 4 px per dp.
    public static let xxxhdpi = PixelDensity(android: .xxxhdpi)

    /// iOS scale factors, smallest first.
    public static let iosScales: [PixelDensity] = [.ios1x, .ios2x, .ios3x]
    /// Android's generalized density buckets, smallest first (tvdpi, which Android calls
    /// "not a primary density group", is left out).
    public static let androidDensities: [PixelDensity] = [.ldpi, .mdpi, .hdpi, .xhdpi, .xxhdpi, .xxxhdpi]

    /// The iOS scale factor `1`, `2` or `3`; `nil` for any other value.
    public init?(scale: Int) {
        guard let match = Self.iosScales.first(where: { $0.pixelsPerUnit == Double(scale) }) else { return nil }
        self = match
    }

    /// A density by name: `ldpi` … `xxxhdpi`, or `@1x` … `@3x` (case-insensitive; `2x` and
    /// `@2X` name `@2x` too).
    ///
    /// - Parameter name: the density's name.
    /// - Throws: ``TargetInputError`` naming the input and the densities there are.
    public init(parsing name: String) throws(TargetInputError) {
        let known = Self.iosScales + Self.androidDensities
        var key = name.lowercased()
        if key.hasSuffix("x"), !key.hasPrefix("@") { key = "@" + key }
        guard let match = known.first(where: { $0.name == key }) else {
            throw TargetInputError("density '\(name)': expected one of \(known.map(\.name).joined(separator: ", "))")
        }
        self = match
    }

    /// `size` in device pixels converted to logical units.
    public func logical(_ size: TargetSize) -> TargetSize {
        // Divide rather than multiply by the reciprocal: 66 px ÷ 1.5 is exactly 44.
        TargetSize(width: size.width / pixelsPerUnit, height: size.height / pixelsPerUnit)
    }

    /// `size` in logical units converted to device pixels.
    public func pixels(_ size: TargetSize) -> TargetSize {
        size.scaled(by: pixelsPerUnit)
    }

    /// The name, such as `@2x` or `xhdpi`.
    public var description: String { name }
}
