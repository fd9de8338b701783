import LegibleTypeScale

/// The spellings a layout spec accepts for text styles, weights and tracking, shared with
/// command-line flags so both take the same values.
///
/// ```swift
/// LayoutValue.textStyle(parsing: "Title 2")   // "title2"
/// LayoutValue.weight(parsing: "semibold")     // 600
/// LayoutValue.tracking(parsing: "-0.2")       // .points(-0.2)
/// ```
public enum LayoutValue {
    /// Weight names and their CSS/OpenType values.
    public static let weights: [(name: String, value: Int)] = [
        ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]

    /// The range of numeric weights (variable fonts accept any value in it).
    public static let weightRange = 1...1000

    /// The range of numeric tracking, in points.
    public static let trackingRange = -10.0...10.0

    /// Case, spaces, hyphens and underscores do not matter: `Large Title`, `large-title`.
    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }

    /// The `TextStyle` raw value a name means (any spelling `TextStyle(parsing:)` accepts), or `nil`.
    public static func textStyle(parsing text: String) -> String? {
        (try? TextStyle(parsing: text))?.rawValue
    }

    /// A weight name's value, or a whole number in ``weightRange``; `nil` otherwise.
    public static func weight(parsing text: String) -> Int? {
        if let number = Int(text) { return weightRange.contains(number) ? number : nil }
        return weights.first { normalized($0.name) == normalized(text) }?.value
    }

    /// `hig`, `font`, `none` or a number of points in ``trackingRange``; `nil` otherwise.
    public static func tracking(parsing text: String) -> TrackingMode? {
        switch text.lowercased() {
        case "hig": return .hig
        case "font": return .font
        case "none": return TrackingMode.none
        default:
            guard let points = Double(text), trackingRange.contains(points) else { return nil }
            return .points(points)
        }
    }
}
