/// A role of the Material 3 baseline type scale, Display Large down to Label Small.
///
/// ```swift
/// let role = try MaterialTypeRole(parsing: "body-large")  // .bodyLarge
/// role.style.size        // 16 (sp)
/// role.style.lineHeight  // 24
/// role.style.tracking    // 0.5
/// ```
public enum MaterialTypeRole: String, CaseIterable, Sendable, Hashable {
    /// Display Large, 57 sp.
    case displayLarge
    /// Display Medium, 45 sp.
    case displayMedium
    /// Display Small, 36 sp.
    case displaySmall
    /// Headline Large, 32 sp.
    case headlineLarge
    /// Headline Medium, 28 sp.
    case headlineMedium
    /// Headline Small, 24 sp.
    case headlineSmall
    /// Title Large, 22 sp.
    case titleLarge
    /// Title Medium, 16 sp Medium.
    case titleMedium
    /// Title Small, 14 sp Medium.
    case titleSmall
    /// Body Large, 16 sp.
    case bodyLarge
    /// Body Medium, 14 sp.
    case bodyMedium
    /// Body Small, 12 sp.
    case bodySmall
    /// Label Large, 14 sp Medium.
    case labelLarge
    /// Label Medium, 12 sp Medium.
    case labelMedium
    /// Label Small, 11 sp Medium.
    case labelSmall

    /// The name Material uses: "Display Large", "Body Medium", "Label Small"…
    public var displayName: String {
        // "bodyLarge" → "Body Large": capitalise the first letter, space before the second word.
        let name = rawValue
        let split = name.firstIndex(where: \.isUppercase) ?? name.endIndex
        return name.prefix(1).uppercased() + name[name.index(after: name.startIndex)..<split] + " " + name[split...]
    }

    /// Parses a role, ignoring case, spaces, hyphens, underscores and dots: `Body Large`,
    /// `bodyLarge`, `body-large`, `md.sys.typescale.body-large`, `BODY_LARGE`.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the roles.
    public init(parsing text: String) throws(TypeScaleError) {
        let spellings = Self.allCases.map { ($0, [nameKey($0.rawValue)]) }
        guard let role = lookUp(text, prefixes: ["mdsystypescale", "typescale"], in: spellings) else {
            throw .unknown("Material type role", text, expected: Self.allCases.map(\.displayName))
        }
        self = role
    }
}

/// One role of the Material 3 type scale, in sp.
///
/// Values are the Material 3 tokens as published by material-web (`md.sys.typescale`) and
/// Flutter's `Typography.material2021`; Jetpack Compose's token file v0_103 rounds three
/// trackings differently (Display Large −0.2, Title Medium 0.2, Body Medium 0.2).
public struct MaterialTypeStyle: Sendable, Hashable, Codable {
    /// The role.
    public let role: MaterialTypeRole
    /// Font size in sp.
    public let size: Double
    /// Line height in sp.
    public let lineHeight: Double
    /// Letter spacing in sp (Material gives tracking in sp, not em).
    public let tracking: Double
    /// Font weight: Regular (400) or Medium (500).
    public let weight: FontWeight

    /// Creates a style from its values.
    ///
    /// - Parameters:
    ///   - role: the role.
    ///   - size: font size in sp.
    ///   - lineHeight: line height in sp.
    ///   - tracking: letter spacing in sp.
    ///   - weight: font weight.
    public init(role: MaterialTypeRole, size: Double, lineHeight: Double, tracking: Double, weight: FontWeight) {
        self.role = role
        self.size = size
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.weight = weight
    }
}
