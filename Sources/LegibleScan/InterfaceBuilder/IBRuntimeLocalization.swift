import LegibleSyntax

extension InterfaceBuilderReader {
    /// The localisation key a view's user-defined runtime attribute gives it, `nil` when none does.
    ///
    /// Libraries such as IBLocalizable (`localizableString`) and the common `@IBInspectable var
    /// localizedKey` / `xibLocKey` extensions let a storyboard name a `Localizable.strings` key in
    /// the identity inspector; the view sets its text from it when it loads, so the file's own
    /// text ("take a picture !" in Open Food Facts) is a placeholder and the key's strings are what
    /// shows. Recognised: a `type="string"` attribute whose key path says it localises — it contains
    /// `locali` or `lockey` (any case) or is `l10nKey` — with a non-empty value.
    ///
    /// ```xml
    /// <userDefinedRuntimeAttributes>
    ///     <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="header.add-picture"/>
    /// </userDefinedRuntimeAttributes>
    /// ```
    static func runtimeLocalizationKey(of node: XMLElementNode) -> String? {
        guard let attributes = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" }) else { return nil }
        for attribute in attributes.childElements where attribute.name == "userDefinedRuntimeAttribute" && attribute.attribute("type") == "string" {
            guard let keyPath = attribute.attribute("keyPath")?.lowercased(), let value = attribute.attribute("value"), !value.isEmpty else { continue }
            if keyPath.contains("locali") || keyPath.contains("lockey") || keyPath == "l10nkey" { return value }
        }
        return nil
    }
}
