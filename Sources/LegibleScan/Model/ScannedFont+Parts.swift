import LegibleTypeScale

/// How an element's font is sized, as its file states it.
public enum ScannedFont: Sendable, Hashable {
    /// A Dynamic Type text style (`preferredFont(forTextStyle:)`, `.font(.headline)`, a storyboard
    /// `fontDescription type="system" style="UICTFontTextStyleBody"`); `weight` when the file
    /// overrides the style's own; `live` when the text follows size changes while the app runs
    /// (`adjustsFontForContentSizeCategory`, always in SwiftUI).
    case textStyle(TextStyle, weight: FontWeight?, live: Bool)
    /// A Material 3 type role (`textAppearance="?attr/textAppearanceBodyLarge"` or a
    /// `TextAppearance.Material3.*` style), on Android.
    case materialRole(MaterialTypeRole)
    /// A size that scales: Android `sp`, `Font.custom(_:size:relativeTo:)`, `@ScaledMetric`,
    /// `UIFontMetrics.scaledFont(for:)`; `relativeTo` is the text style it scales with (Body when
    /// the API says none).
    case scaled(size: Double, relativeTo: TextStyle?, weight: FontWeight, family: String?)
    /// A size that never scales: points on iOS, `dp`/`px`/`pt` on Android; `unit` as written.
    case fixed(size: Double, unit: String, weight: FontWeight, family: String?)
}

// What every reader asks of a font it read: one place, so the Swift, Objective-C and
// Interface Builder readers and the rules agree.
extension ScannedFont {
    /// The weight the font states, regular when it states none.
    package var weightOrRegular: FontWeight {
        switch self {
        case .textStyle(_, let weight, _): weight ?? .regular
        case .materialRole: .regular
        case .scaled(_, _, let weight, _), .fixed(_, _, let weight, _): weight
        }
    }

    /// The family of `UIFont(name:size:)` whose name is no literal (an enum's raw value, a property): the app's own
    /// face, which the scan does not know. Ruuvi 15044d0b `RuuviFonts.swift:102-116`: its 169 factory fonts, Mulish and
    /// Oswald, were said to be "System Regular" (and their labels audited in the system font).
    package static let familyNamedInCode = "(a face the code names)"

    /// The face as a finding names it: `System Bold`, `Avenir-Heavy Regular`, or `app font (its face named in code)`.
    package static func face(family: String?, weight: FontWeight) -> String {
        family == familyNamedInCode ? "app font (its face named in code)" : "\(family ?? "System") \(weight.name)"
    }

    /// The font family the file names, `nil` for the system font (or a text style or role).
    package var family: String? {
        switch self {
        case .scaled(_, _, _, let family), .fixed(_, _, _, let family): family
        case .textStyle, .materialRole: nil
        }
    }

    /// The same font at `weight`.
    package func with(weight: FontWeight) -> ScannedFont {
        switch self {
        case .textStyle(let style, _, let live): .textStyle(style, weight: weight, live: live)
        case .materialRole: self
        case .scaled(let size, let relativeTo, _, let family): .scaled(size: size, relativeTo: relativeTo, weight: weight, family: family)
        case .fixed(let size, let unit, _, let family): .fixed(size: size, unit: unit, weight: weight, family: family)
        }
    }

    /// The same font, live or not when it is a text style.
    package func with(live: Bool) -> ScannedFont {
        guard case .textStyle(let style, let weight, _) = self else { return self }
        return .textStyle(style, weight: weight, live: live)
    }
}
