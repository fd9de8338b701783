import LegibleSyntax

/// One of Android's font scales (Settings › Display › Font size): the factor every size in sp is
/// scaled by, non-linearly from Android 14 (``AndroidFontScaling``).
///
/// The seven steps Android 14 offers are ``systemScales``; `adb shell settings put system
/// font_scale` takes others, so any scale from 0.5 to 3 is accepted.
///
/// ```swift
/// let scale = try AndroidFontScale(parsing: "1.5x")   // also "1.5" or "150%"
/// scale.displayName                                    // "1.5x"
/// scale.dp(fromSP: 16)                                 // 22: Body Large at 1.5x, not 24
/// ```
public struct AndroidFontScale: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The factor: 1 is Android's default.
    public let value: Double

    /// The scales Android 14's font size setting offers, smallest first: 0.85, 1, 1.15, 1.3,
    /// 1.5, 1.8 and 2.
    public static let systemScales: [AndroidFontScale] = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2].map(AndroidFontScale.init(uncheckedValue:))

    /// The smallest and largest scale accepted.
    public static let range: ClosedRange<Double> = 0.5...3

    /// A scale.
    ///
    /// - Parameter value: the factor, from 0.5 to 3.
    /// - Throws: ``TypeScaleError`` when it is outside that range.
    public init(_ value: Double) throws(TypeScaleError) {
        guard Self.range.contains(value) else {
            throw TypeScaleError(
                "Android font scale \(DecimalText.string(value, decimals: 3)): expected a factor from 0.5 to 3, such as 1.5 (Android 14 offers 0.85, 1, 1.15, 1.3, 1.5, 1.8 and 2)"
            )
        }
        self.value = value
    }

    private init(uncheckedValue value: Double) {
        self.value = value
    }

    /// Parses a scale: `1.5`, `1.5x`, `1.5×` or `150%`.
    ///
    /// - Parameter text: the scale as typed.
    /// - Throws: ``TypeScaleError`` naming the input and saying what was expected.
    public init(parsing text: String) throws(TypeScaleError) {
        var number = Substring(text)
        while let last = number.last, last == " " || last == "\t" { number.removeLast() }
        var divisor = 1.0
        if number.hasSuffix("%") {
            number.removeLast()
            divisor = 100
        } else if let last = number.last, last == "x" || last == "X" || last == "×" {
            number.removeLast()
        }
        guard let value = DecimalNumber.parse(String(number)), Self.range.contains(value / divisor) else {
            throw TypeScaleError(
                "Android font scale \"\(text)\": expected a factor from 0.5 to 3 such as 1.5, 1.5x or 150% (Android 14 offers 0.85, 1, 1.15, 1.3, 1.5, 1.8 and 2)"
            )
        }
        self.value = value / divisor
    }

    /// How Android's settings and this tool write it: `1.5x`, `0.85x`, `2x`.
    public var displayName: String { DecimalText.string(value, decimals: 3) + "x" }

    /// The ``displayName``.
    public var description: String { displayName }

    /// The size in dp of text set in `sp` at this scale, with Android 14's non-linear scaling
    /// (``AndroidFontScaling/dp(fromSP:fontScale:)``).
    ///
    /// - Parameter sp: the size in sp.
    public func dp(fromSP sp: Double) -> Double {
        AndroidFontScaling.dp(fromSP: sp, fontScale: value)
    }

    /// Orders scales by their factor.
    public static func < (lhs: AndroidFontScale, rhs: AndroidFontScale) -> Bool {
        lhs.value < rhs.value
    }

    /// Decodes a number (`1.5`) or any spelling ``init(parsing:)`` accepts (`"1.5x"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if let number = try? container.decode(Double.self) {
                try self.init(number)
            } else {
                try self.init(parsing: try container.decode(String.self))
            }
        } catch let error as TypeScaleError {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the factor as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
