import LegibleColor
import LegibleTokens
import LegibleTypeScale

/// What a ``ScannedColor`` is in one appearance.
public enum ScanColorResolution: Sendable, Hashable {
    /// A colour, with how it was written (`Brand (asset catalog: #0a84ff)`, `#777777`).
    case resolved(SRGBColor, description: String)
    /// A reference nothing in the project defines (an asset colour no catalog has, an
    /// `@color/` no `colors.xml` declares): reported as `scan.unresolved`.
    case missing(reason: String)
    /// A colour that exists but has no value Legible can know (a semantic colour such as
    /// `labelColor` in Increase Contrast, whose values Apple does not publish; a colour state
    /// list): not measured, and not reported.
    case unknownValue(reason: String)

    /// The colour, when resolved.
    public var color: SRGBColor? {
        if case .resolved(let color, _) = self { return color }
        return nil
    }
}

extension ScanResources {
    /// What the window behind every view shows when no ancestor sets a background, in an
    /// appearance: white in the light appearances, black in the dark ones. This is the backdrop
    /// `legible check` composites translucent colours over, and UIKit's `systemBackground`.
    ///
    /// - Parameter appearance: the appearance.
    public static func defaultBackground(in appearance: ColorAppearance) -> SRGBColor {
        appearance.isDark ? .black : .white
    }

    /// A colour as an element names it, in one appearance.
    ///
    /// - Asset and resource names are looked up in ``colorSets`` (the asset catalog's own
    ///   fallbacks already applied: a colour without a dark variant is its "Any" colour in dark).
    /// - System colours are Apple's published values (LegibleTokens' `AppleSystemColor`: `systemBlue`…),
    ///   `systemBackgroundColor` (the window's background, ``defaultBackground(in:)``), `clearColor`,
    ///   and Android's `white`, `black` and `transparent`; semantic colours (`labelColor`,
    ///   `secondaryLabel`, the grouped backgrounds) take the values two public sources agree on
    ///   (`Tables/apple-semantic-colors.csv`) and are ``ScanColorResolution/unknownValue(reason:)``
    ///   in the appearances they do not give (every Increase Contrast one).
    ///
    /// - Parameters:
    ///   - color: the colour as named.
    ///   - appearance: the appearance.
    public func resolve(_ color: ScannedColor, in appearance: ColorAppearance) -> ScanColorResolution {
        resolve(color, in: appearance, near: nil)
    }

    /// A colour as an element of `file` names it, in one appearance: as ``resolve(_:in:)``, with
    /// a resource two res folders define taken from the one nearest the file
    /// (``color(named:in:near:)``).
    ///
    /// - Parameters:
    ///   - color: the colour as named.
    ///   - appearance: the appearance.
    ///   - file: the element's file.
    public func resolve(_ color: ScannedColor, in appearance: ColorAppearance, near file: String?) -> ScanColorResolution {
        resolve(color, in: appearance, near: file, platform: .iOS)
    }

    /// A colour as an element of `file` on `platform` names it, in one appearance: as
    /// ``resolve(_:in:near:)``, with a translucent colour's hex form in the order the platform's
    /// files write it: Android's `#aarrggbb` (``SRGBColor/androidHex``), so a finding's
    /// `#66000000` reads as the `colors.xml` it came from, not as an opaque colour.
    package func resolve(_ color: ScannedColor, in appearance: ColorAppearance, near file: String?, platform: TextSizePlatform) -> ScanColorResolution {
        func written(_ value: SRGBColor) -> String { platform == .android ? value.androidHex : value.hex }
        switch color {
        case .literal(let value, let alpha):
            var shown = value
            shown.alpha = alpha
            return .resolved(shown, description: written(shown))
        case .asset(let name):
            return resolveNamed(name, what: Self.assetWhat, in: appearance, near: file, written: written)
        case .resource(let name):
            return resolveNamed(name, what: "colour resource @color/", in: appearance, near: file, written: written)
        case .system(let name):
            // `.secondary.opacity(0.5)`: the style's value with its alpha scaled.
            if let (base, opacity) = ScannedColor.systemOpacity(name) {
                let resolution = Self.systemColor(base, in: appearance)
                guard case .resolved(var value, _) = resolution else { return resolution }
                value.alpha *= opacity
                var opaque = value
                opaque.alpha = 1
                return .resolved(value, description: "\(name) (\(opaque.hex) at \(Int((value.alpha * 100).rounded()))%)")
            }
            return Self.systemColor(name, in: appearance)
        case .unresolved(let name, let reason):
            // A theme attribute or state list: its value depends on what the file cannot say.
            return .unknownValue(reason: "\(name): \(reason)")
        case .themed(let name, let theme, let light, let dark):
            let context = "\(name) in the theme \(theme)"
            switch resolve(appearance.isDark ? dark : light, in: appearance, near: file, platform: platform) {
            case .resolved(let value, let description): return .resolved(value, description: "\(context): \(description)")
            case .missing(let reason): return .missing(reason: "\(context): \(reason)")
            case .unknownValue(let reason): return .unknownValue(reason: "\(context): \(reason)")
            }
        }
    }

    private static let assetWhat = "asset catalog colour"

    private func resolveNamed(
        _ name: String, what: String, in appearance: ColorAppearance, near file: String?, written: (SRGBColor) -> String
    ) -> ScanColorResolution {
        // `Color(.onboardingBackground)`: Xcode's generated symbol for the asset "OnboardingBackground".
        if what == Self.assetWhat, !definesColor(named: name), let asset = assetColorSymbols[name] {
            return resolveNamed(asset, what: what, in: appearance, near: file, written: written)
        }
        let label = what.hasSuffix("/") ? "\(what)\(name)" : "\(what) \"\(name)\""
        guard definesColor(named: name) else {
            return .missing(reason: "no asset catalog, colors.xml or legible.yaml source defines the \(label)")
        }
        if let value = color(named: name, in: appearance, near: file) {
            return .resolved(value.color, description: "\(name) (\(written(value.color)))")
        }
        for set in colorSets {
            if let unresolved = set.unresolvedReason(for: name, in: appearance) {
                return .unknownValue(reason: "the \(label) has no value in \(appearance.rawValue): \(unresolved.reason)")
            }
        }
        return .unknownValue(reason: "the \(label) has no value in \(appearance.rawValue)")
    }

    /// Apple's published system colours, the window background, clear, and Android's three
    /// framework colours with fixed values.
    static func systemColor(_ name: String, in appearance: ColorAppearance) -> ScanColorResolution {
        let bare = name.hasPrefix("@android:color/") ? String(name.dropFirst("@android:color/".count)) : name
        switch bare {
        case "systemBackgroundColor", "systemBackground":
            return .resolved(defaultBackground(in: appearance), description: "systemBackground (\(defaultBackground(in: appearance).hex))")
        case "clearColor", "clear", "transparent":
            return .resolved(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), description: bare)
        case "white", "whiteColor":
            return .resolved(.white, description: "\(bare) (#ffffff)")
        case "black", "blackColor":
            return .resolved(.black, description: "\(bare) (#000000)")
        default:
            break
        }
        // `label`, `secondaryLabel`, the grouped backgrounds… where two sources agree on a value.
        if let semantic = AppleSemanticColor.resolve(bare, in: appearance) { return semantic }
        if let system = AppleSystemColor.named(bare) {
            let value = system.color(in: appearance)
            return .resolved(value, description: "\(system.name) (Apple HIG: \(value.hex))")
        }
        return .unknownValue(reason: "\(bare) is a system colour whose values are not published, so contrast with it is not measured")
    }
}
