/// The Android release whose text layout an Android measurement models. Releases differ in
/// where letter spacing goes at the ends of a line, which moves every width by one spacing.
///
/// Minikin spaces letters by putting half the spacing before and half after every cluster.
/// Up to Android 14 that includes the line's first and last clusters: a line of n clusters is
/// n spacings wider than its advances. Android 15 marks a line's ends
/// (`TEXT_RUN_FLAG_LEFT_EDGE`, `TEXT_RUN_FLAG_RIGHT_EDGE`) and drops the outer halves there:
/// n − 1 spacings, as CoreText's tracking on iOS.
///
/// Both releases turn optional ligatures off only when the letter spacing is more than
/// 0.03 em (Minikin's `FontFeatureUtils.cpp`), and both take the font-scale curves Legible
/// ships (`Tables/android-font-scale-curves.csv`, Android 14's `FontScaleConverterFactory`
/// tables for 1.15, 1.3, 1.5, 1.8 and 2.0).
///
/// ```swift
/// let version = try AndroidVersion(parsing: "15")
/// version.description                        // "Android 15"
/// version.spacesLetterSpacingAtLineEnds      // false: n − 1 spacings a line
/// AndroidVersion.default                     // .android14
/// ```
public enum AndroidVersion: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Android 14 (API 34) and earlier: half a letter spacing at each end of a line.
    case android14
    /// Android 15 (API 35) and later: no letter spacing outside a line's first and last clusters.
    case android15

    /// The release measured when none is named: Android 14, the newest whose font-scale curves
    /// Legible ships as published.
    public static let `default` = AndroidVersion.android14

    /// The release's number: 14 or 15.
    public var number: Int {
        switch self {
        case .android14: 14
        case .android15: 15
        }
    }

    /// `Android 14` or `Android 15`.
    public var description: String { "Android \(number)" }

    /// Whether a line is laid out with half a letter spacing before its first cluster and half
    /// after its last (Android 14 and earlier), one spacing more a line than between clusters.
    public var spacesLetterSpacingAtLineEnds: Bool { self == .android14 }

    /// Parses a release: `14`, `15`, `android14`, `Android 15`, or its API level (`API 34`,
    /// `api35`). Older releases scale fonts linearly and newer ones are not modelled, so only
    /// these two are accepted.
    ///
    /// - Parameter text: the release as typed.
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        var key = nameKey(text)
        var offset = 0
        if key.hasPrefix("android") {
            key.removeFirst("android".count)
        } else if key.hasPrefix("api") {
            key.removeFirst("api".count)
            offset = 20  // API 34 is Android 14, API 35 Android 15
        }
        guard let number = Int(key), let version = Self.allCases.first(where: { $0.number == number - offset }) else {
            throw .unknown("Android version", text, expected: ["14", "15"], hint: "or the API level, 34 or 35")
        }
        self = version
    }

    public static func < (lhs: AndroidVersion, rhs: AndroidVersion) -> Bool { lhs.number < rhs.number }
}

extension AndroidVersion: CodableBySpelling {}
