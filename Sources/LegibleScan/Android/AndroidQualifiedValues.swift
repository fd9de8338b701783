import Foundation
import LegibleCatalogs
import LegibleSyntax

/// The styles and dimensions of one qualified values folder (`values-sw600dp`, `values-land`,
/// `values-sw600dp-land`), which apply to the layouts of the matching layout folders.
struct AndroidQualifiedValues: Sendable {
    /// The folder's qualifiers without its API level.
    var qualifiers: [String]
    var styles: [String: AndroidStyleDefinition] = [:]
    var dimensions: [String: AndroidValueDefinition] = [:]
}

extension AndroidResources {
    /// Android's precedence of qualifier kinds (the "Qualifier name rules" table of the app
    /// resources guide), most important first: a resource from a folder whose most important
    /// qualifier ranks higher wins.
    private static func precedence(_ qualifier: String) -> Int {
        let number = { (prefix: String) in qualifier.hasPrefix(prefix) && qualifier.hasSuffix("dp") && Int(qualifier.dropFirst(prefix.count).dropLast(2)) != nil
        }
        if number("sw") { return 0 }
        if number("w") { return 1 }
        if number("h") { return 2 }
        switch qualifier {
        case "small", "normal", "large", "xlarge": return 3
        case "long", "notlong": return 4
        case "round", "notround": return 5
        case "port", "land": return 6
        case "car", "desk", "television", "appliance", "watch", "vrheadset": return 7
        case "night", "notnight": return 8
        default: return 9
        }
    }

    /// Whether a qualifier names an orientation or a screen size (`land`, `port`, `sw600dp`,
    /// `w480dp`, `h540dp`, `large`): a layout folder with one is for that screen, not the phones'.
    static func isScreenQualifier(_ qualifier: String) -> Bool {
        precedence(qualifier) <= 3 || qualifier == "port" || qualifier == "land"
    }

    /// Whether the smallest phone the scan lays out at, in portrait, selects a folder qualifier:
    /// `port`, and a `swNdp`, `wNdp` or `hNdp` it is at least as large as (Android's qualifier matching).
    static func selectedBySmallPhone(_ qualifier: String) -> Bool {
        guard let phone = AndroidScreens.all.first else { return false }
        if qualifier == "port" { return true }
        for (prefix, size) in [("sw", min(phone.width, phone.height)), ("w", phone.width), ("h", phone.height)] {
            if qualifier.hasPrefix(prefix), qualifier.hasSuffix("dp"), let value = Double(qualifier.dropFirst(prefix.count).dropLast(2)) {
                return value <= size
            }
        }
        return false
    }

    /// Whether a values folder's qualifiers select a screen configuration whose styles and
    /// dimensions can differ from the defaults: not a locale (its strings are read apart) and
    /// not night mode (dark-mode themes are read apart).
    static func isQualifiedScreenFolder(_ name: String, _ qualifiers: [String]) -> Bool {
        let screen = qualifiers.filter { !AndroidValueSyntax.isDefaultConfiguration([$0]) }
        guard !screen.isEmpty, !screen.contains("night") else { return false }
        return StringCatalog.locale(fromPath: "res/\(name)/strings.xml", format: .androidXML) == nil
    }

    /// These resources as a layout in a folder with `qualifiers` sees them: the styles and
    /// dimensions of every values folder whose qualifiers the layout folder's include
    /// (`values-sw600dp` and `values-land` for `layout-sw600dp-land`), the most specific
    /// winning as Android's precedence says, over the defaults for names they do not define.
    ///
    /// A layout no orientation or screen-size qualifier restricts (`layout/`) is drawn on the
    /// phones the scan lays out at, in portrait; it sees the folders the smallest of them,
    /// ``AndroidScreens/all``' 320×426 dp, selects too (``selectedBySmallPhone(_:)``): OpenBoard
    /// c3772cd5 defines `setup_title_text_size` only in `values-port` (40 sp) and
    /// `values-h540dp-port` (48 sp), and `setup_steps_title.xml:22` is in `layout/`.
    func configured(for qualifiers: [String]) -> AndroidResources {
        let wanted = Set(qualifiers.filter { !AndroidValueSyntax.isDefaultConfiguration([$0]) })
        guard !qualifiedValues.isEmpty else { return self }
        let phone = !wanted.contains { Self.isScreenQualifier($0) }
        let applicable = qualifiedValues.filter { folder in folder.qualifiers.allSatisfy { wanted.contains($0) || (phone && Self.selectedBySmallPhone($0)) } }
        guard !applicable.isEmpty else { return self }
        // Least important first, so the most important folder is laid over last and wins.
        let ordered = applicable.sorted { lhs, rhs in
            let left = lhs.qualifiers.map(Self.precedence).min() ?? 9, right = rhs.qualifiers.map(Self.precedence).min() ?? 9
            return left != right ? left > right : lhs.qualifiers.count < rhs.qualifiers.count
        }
        var result = self
        for folder in ordered {
            result.styles.merge(folder.styles) { $1 }
            result.dimensions.merge(folder.dimensions) { $1 }
        }
        return result
    }
}
