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
    func configured(for qualifiers: [String]) -> AndroidResources {
        let wanted = Set(qualifiers.filter { !AndroidValueSyntax.isDefaultConfiguration([$0]) })
        guard !wanted.isEmpty else { return self }
        let applicable = qualifiedValues.filter { Set($0.qualifiers).isSubset(of: wanted) }
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
