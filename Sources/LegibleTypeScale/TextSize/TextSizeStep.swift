/// The platform whose text-size setting a label is measured at: iOS's Dynamic Type categories,
/// or Android's font scales.
///
/// ```swift
/// try TextSizePlatform(parsing: "android")   // .android
/// TextSizePlatform.android.lengthUnit        // "dp"
/// ```
public enum TextSizePlatform: String, CaseIterable, Sendable, Hashable {
    /// iOS and iPadOS: Dynamic Type text styles in points, at the twelve content size categories.
    case iOS
    /// Android: Material 3 type roles in sp at the system font scales, widths in dp.
    case android

    /// The unit widths are given in: `pt` on iOS, `dp` on Android.
    public var lengthUnit: String {
        switch self {
        case .iOS: "pt"
        case .android: "dp"
        }
    }

    /// Parses a platform, ignoring case: `ios` (`iphone`, `ipados`) or `android`.
    ///
    /// - Parameter text: the platform as typed.
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        let spellings: [(TextSizePlatform, [String])] = [(.iOS, ["ios", "iphone", "ipados"]), (.android, ["android"])]
        guard let platform = lookUp(text, prefixes: [], in: spellings) else {
            throw .unknown("platform", text, expected: ["ios", "android"])
        }
        self = platform
    }
}

extension TextSizePlatform: CodableBySpelling {}

/// One step of a person's text-size setting: a Dynamic Type category on iOS or a font scale on
/// Android. Audit results are measured, and say "fits up to", in these.
///
/// ```swift
/// TextSizeStep.category(.ax2).displayName                      // "AX2"
/// TextSizeStep.fontScale(AndroidFontScale.systemScales[4]).displayName   // "1.5x"
/// ```
public enum TextSizeStep: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// An iOS content size category.
    case category(DynamicTypeCategory)
    /// An Android font scale.
    case fontScale(AndroidFontScale)

    /// The step's name as reports write it: `Large`, `AX2`, `1.5x`.
    public var displayName: String {
        switch self {
        case .category(let category): category.displayName
        case .fontScale(let scale): scale.displayName
        }
    }

    /// The ``displayName``.
    public var description: String { displayName }

    /// The category, or `nil` for an Android font scale.
    public var category: DynamicTypeCategory? {
        if case .category(let category) = self { return category }
        return nil
    }

    /// The font scale, or `nil` for an iOS category.
    public var fontScale: AndroidFontScale? {
        if case .fontScale(let scale) = self { return scale }
        return nil
    }

    /// The platform the step belongs to.
    public var platform: TextSizePlatform {
        switch self {
        case .category: .iOS
        case .fontScale: .android
        }
    }

    /// Smaller text first; within one platform by size, and every iOS category before every
    /// Android scale (the two are never compared in a report).
    public static func < (lhs: TextSizeStep, rhs: TextSizeStep) -> Bool {
        switch (lhs, rhs) {
        case (.category(let left), .category(let right)): left < right
        case (.fontScale(let left), .fontScale(let right)): left < right
        case (.category, .fontScale): true
        case (.fontScale, .category): false
        }
    }
}
