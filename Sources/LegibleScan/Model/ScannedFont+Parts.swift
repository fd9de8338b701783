import LegibleTypeScale

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
