/// One of Apple's six platforms, each with the HIG's own type scale, text sizes and control sizes.
///
/// The numbers are the HIG's (Typography and Accessibility pages), kept in `Tables/` and listed
/// there with their sources. Where Apple publishes no number, the API says so with `nil`:
///
/// ```swift
/// ApplePlatform.watchOS.minimumTextSize                 // 12
/// ApplePlatform.watchOS.contentSizeCategories.count     // 9: xSmall … AX3, no Medium
/// ApplePlatform.tvOS.textStyles.first?.displayName      // "Title 1"
/// ApplePlatform.visionOS.publishesTextStyleSizes        // false
/// DynamicType.metrics(for: .footnote2, on: .watchOS)?.size  // 12, at Large
/// ```
public enum ApplePlatform: String, CaseIterable, Sendable, Hashable, Codable {
    /// iOS: Dynamic Type, xSmall … AX5 (``DynamicType``).
    case iOS = "ios"
    /// iPadOS: the same tables as iOS.
    case iPadOS = "ipados"
    /// watchOS: its own Dynamic Type tables (xSmall … AX3), SF Compact.
    case watchOS = "watchos"
    /// visionOS: Dynamic Type, but the HIG publishes no size table for it.
    case visionOS = "visionos"
    /// tvOS: one published size per text style.
    case tvOS = "tvos"
    /// macOS: fixed sizes, no Dynamic Type.
    case macOS = "macos"

    /// The platform's name as Apple writes it: "iOS", "watchOS", "visionOS"…
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        case .tvOS: "tvOS"
        case .macOS: "macOS"
        }
    }

    /// Parses a platform name, ignoring case, spaces and punctuation: `ios`, `iPadOS`, `watchOS`,
    /// `visionOS` (also `xrOS`, `Vision Pro`), `tvOS` (also `Apple TV`), `macOS` (also `Mac`, `OS X`).
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the platforms.
    public init(parsing text: String) throws(TypeScaleError) {
        guard let platform = lookUp(text, prefixes: [], in: Self.spellings) else {
            throw .unknown("platform", text, expected: Self.allCases.map(\.rawValue))
        }
        self = platform
    }

    private static let spellings: [(ApplePlatform, [String])] = [
        (.iOS, ["ios", "iphone", "iphoneos"]),
        (.iPadOS, ["ipados", "ipad"]),
        (.watchOS, ["watchos", "watch", "applewatch"]),
        (.visionOS, ["visionos", "xros", "visionpro", "applevisionpro"]),
        (.tvOS, ["tvos", "appletv"]),
        (.macOS, ["macos", "mac", "osx", "macosx"]),
    ]

    private var published: PublishedTextSizes {
        // The generator checks that the table lists every platform once.
        PublishedPlatformTables.textSizes.first { $0.platform == self } ?? PublishedPlatformTables.textSizes[0]
    }

    /// The HIG's default text size in points (Body at the default size): iOS 17, watchOS 16, tvOS 29, macOS 13, visionOS 17.
    public var defaultTextSize: Double { published.defaultSize }

    /// The HIG's minimum text size in points: iOS and iPadOS 11, macOS 10, tvOS 23, visionOS 12, watchOS 12.
    public var minimumTextSize: Double { published.minimumSize }

    /// How far people should be able to enlarge text, in percent: 200, or 140 in watchOS apps
    /// (HIG, Accessibility, "Support larger text sizes").
    public var largerTextPercent: Double { published.enlargeToPercent }

    /// The system font's family: SF Compact on watchOS, SF Pro elsewhere.
    public var systemFontFamily: String { published.systemFont }

    /// The HIG's tracking table for the system font (SF Compact on watchOS, SF Pro elsewhere;
    /// the HIG's macOS and tvOS tables equal SF Pro's except at 52 and 53 pt).
    public var trackingTable: TrackingTable { self == .watchOS ? .sfCompact : .sfPro }

    /// Whether people can change the text size (Dynamic Type): every platform but macOS.
    public var supportsDynamicType: Bool { published.dynamicType }

    /// Whether the HIG publishes the sizes of the platform's text styles: false for visionOS,
    /// whose page says only that Body and the titles are bolder than on iOS and that it adds
    /// Extra Large Title 1 and 2.
    public var publishesTextStyleSizes: Bool { self != .visionOS }

    /// The text styles the HIG lists for the platform, in its order (empty for visionOS).
    public var textStyles: [PlatformTextStyle] {
        switch self {
        case .iOS, .iPadOS: TextStyle.allCases.map(PlatformTextStyle.init)
        case .watchOS, .tvOS, .macOS: publishedStyles.map(\.style)
        case .visionOS: []
        }
    }

    /// The content size categories of the platform's published tables, smallest first: twelve
    /// on iOS and iPadOS, nine on watchOS (xSmall, Small, Large … xxxLarge, AX1–AX3), none
    /// where one size per style is published (tvOS, macOS) or none at all (visionOS).
    public var contentSizeCategories: [DynamicTypeCategory] {
        switch self {
        case .iOS, .iPadOS: DynamicTypeCategory.allCases
        case .watchOS: PublishedPlatformTables.watchOSCategories
        case .visionOS, .tvOS, .macOS: []
        }
    }

    /// The category the published sizes are read at when none is given: Large on iOS and
    /// iPadOS; Large on watchOS (the default of 40, 41 and 42 mm watches; see
    /// ``defaultWatchCategory(caseSize:)``); `nil` without categories.
    public var defaultContentSizeCategory: DynamicTypeCategory? {
        contentSizeCategories.isEmpty ? nil : .large
    }

    /// The default watchOS category of a case size in millimetres, as the HIG lists them: Small
    /// for 38 mm, Large for 40, 41 and 42 mm, xLarge for 44, 45 and 49 mm; `nil` for any other
    /// size (the HIG names no default for, e.g., 46 mm).
    ///
    /// - Parameter caseSize: the watch's case size in millimetres.
    public static func defaultWatchCategory(caseSize: Int) -> DynamicTypeCategory? {
        PublishedPlatformTables.watchOSDefaultCategories.first { $0.caseSize == caseSize }?.category
    }

    /// The published columns of watchOS, tvOS and macOS.
    var publishedStyles: [PublishedPlatformStyle] {
        switch self {
        case .watchOS: PublishedPlatformTables.watchOS
        case .tvOS: PublishedPlatformTables.tvOS
        case .macOS: PublishedPlatformTables.macOS
        case .iOS, .iPadOS, .visionOS: []
        }
    }
}

/// One platform's row of `Tables/text-sizes-apple-platforms.csv`.
struct PublishedTextSizes: Sendable {
    let platform: ApplePlatform
    let defaultSize: Double
    let minimumSize: Double
    let enlargeToPercent: Double
    let systemFont: String
    let dynamicType: Bool
}

/// One style's published column of `Tables/text-styles-watchos-tvos-macos.csv`, indexed like
/// ``ApplePlatform/contentSizeCategories`` (one size for tvOS and macOS).
struct PublishedPlatformStyle: Sendable {
    let style: PlatformTextStyle
    let weight: FontWeight
    let emphasizedWeight: FontWeight
    let sizes: [Double]
    let leadings: [Double]
}
