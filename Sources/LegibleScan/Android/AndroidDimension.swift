import LegibleColor
import LegibleSyntax

/// A size as an Android resource writes it: a number and a unit (`14sp`, `48dp`, `1.5pt`).
///
/// ```swift
/// AndroidDimension(parsing: "14sp")     // 14 sp
/// AndroidDimension(parsing: "48dip")    // 48 dp (dip is dp's old spelling)
/// AndroidDimension(parsing: "72pt")?.dp // 160: 72 pt is an inch, and an inch is 160 dp
/// ```
public struct AndroidDimension: Sendable, Hashable, CustomStringConvertible {
    /// A dimension unit of Android's resource compiler (`TypedValue.COMPLEX_UNIT_*`).
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Scale-independent pixels: dp multiplied by the font scale (non-linearly since Android 14).
        case sp
        /// Density-independent pixels: 1/160 inch.
        case dp
        /// Device pixels, whose size depends on the screen's density.
        case px
        /// Typographic points: 1/72 inch.
        case pt
        /// Inches.
        case inch = "in"
        /// Millimetres.
        case mm
    }

    /// The number as written.
    public var value: Double
    /// The unit as written (`dip` reads as ``Unit/dp``).
    public var unit: Unit

    /// A dimension of `value` in `unit`.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The largest size read, in its unit: a million. A larger number (`1e300sp` written out)
    /// is no size a screen shows, and multiplied by a font scale or converted to an integer it
    /// would trap; it reads as no dimension, so the value is unknown.
    public static let maximumMagnitude = 1_000_000.0

    /// Parses a literal dimension (`14sp`, `-2dp`, `0.5in`), `nil` for anything else (a
    /// reference, a theme attribute, a number without a unit, a number beyond
    /// ``maximumMagnitude``).
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace
        guard let unitStart = trimmed.firstIndex(where: { $0.isLetter }) else { return nil }
        let number = trimmed[..<unitStart]
        var unitText = String(trimmed[unitStart...])
        if unitText == "dip" { unitText = "dp" }
        // Only plain decimal numbers: no exponents, no hex, no `inf` or `nan`.
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(number), value.isFinite, abs(value) <= Self.maximumMagnitude, let unit = Unit(rawValue: unitText)
        else { return nil }
        self.init(value: value, unit: unit)
    }

    /// The size in dp on any screen, `nil` for `px` (which depends on the screen's density).
    /// `sp` counts at the default font scale, where 1 sp is 1 dp.
    public var dp: Double? {
        switch unit {
        case .sp, .dp: value
        case .px: nil
        case .pt: value * 160 / 72
        case .inch: value * 160
        case .mm: value * 160 / 25.4
        }
    }

    /// `14sp`, `1.5dp`: the number in its shortest form and the unit.
    public var description: String {
        "\(DecimalText.string(value, decimals: 3))\(unit.rawValue)"
    }
}

/// Colours, references and qualifiers as Android resource files write them.
enum AndroidValueSyntax {
    /// An Android colour literal, `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first, unlike
    /// CSS), as an opaque colour and its alpha; `nil` for anything else.
    static func color(hex text: String) -> (color: SRGBColor, alpha: Double)? {
        guard text.first == "#", let argb = AndroidResourceSyntax.argb(hex: text.dropFirst()) else { return nil }
        return (SRGBColor(red8: argb.red, green8: argb.green, blue8: argb.blue), Double(argb.alpha) / 255)
    }

    /// A resource reference `@type/name`, `@+type/name`, `@android:type/name` or
    /// `@package:type/name`: its type, name and whether it is the framework's (or another
    /// package's); `nil` when `text` is no such reference.
    static func reference(_ text: String) -> (type: String, name: String, isFramework: Bool)? {
        guard text.first == "@" else { return nil }
        var body = text.dropFirst()
        if body.first == "+" { body = body.dropFirst() }
        guard let slash = body.firstIndex(of: "/") else { return nil }
        var type = body[..<slash]
        let name = body[body.index(after: slash)...]
        var isFramework = false
        if let colon = type.firstIndex(of: ":") {
            isFramework = true
            type = type[type.index(after: colon)...]
        }
        guard !type.isEmpty, !name.isEmpty else { return nil }
        return (String(type), String(name), isFramework)
    }

    /// A theme attribute `?attr/name`, `?name`, `?android:attr/name` or `?android:name`: its
    /// name and whether it is the framework's; `nil` when `text` is no theme attribute.
    static func themeAttribute(_ text: String) -> (name: String, isFramework: Bool)? {
        guard text.first == "?" else { return nil }
        var body = text.dropFirst()
        var isFramework = false
        if let colon = body.firstIndex(of: ":") {
            isFramework = body[..<colon] == "android"
            body = body[body.index(after: colon)...]
        }
        if body.hasPrefix("attr/") { body = body.dropFirst("attr/".count) }
        guard !body.isEmpty else { return nil }
        return (String(body), isFramework)
    }

    /// The qualifiers of a resource folder: `layout-sw600dp-land` → `["sw600dp", "land"]`.
    static func qualifiers(ofFolder folder: String) -> [String] {
        AndroidResourceSyntax.qualifiers(ofFolder: folder)
    }

    /// Whether a `values` folder's qualifiers leave it applying to a phone's default
    /// configuration: none, or only an API level (`v21`).
    static func isDefaultConfiguration(_ qualifiers: [String]) -> Bool {
        qualifiers.allSatisfy { $0.hasPrefix("v") && $0.count > 1 && $0.dropFirst().allSatisfy(\.isNumber) }
    }

    /// The API level a folder's qualifiers name, 0 for none.
    static func apiLevel(_ qualifiers: [String]) -> Int {
        qualifiers.lazy.compactMap { AndroidResourceSyntax.apiLevel(ofQualifier: $0) }.first ?? 0
    }
}
