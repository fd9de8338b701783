/// `if (@available(iOS 13.0, *))`: the iOS version an availability check asks for. Its `else`
/// runs only on systems below that version, so when the app's deployment target is that version
/// or later (``LegibleScan/ScanResources/iOSDeploymentTarget``) the `else` never runs and what it sets
/// is not judged. VLC 12cd503e `VLCFirstStepsBaseViewController.m:38`, the 17 pt `else` of
/// `if (@available(iOS 11.0, *))` with a 12.0 target, was a wrong `text.fixed-size`.
enum ObjCAvailability {
    /// The platform names that mean iOS in a check. A check that names another platform too
    /// (`tvOS 13.0`) is left alone: which target builds the file is not known here.
    private static let iOSNames: Set<String> = ["iOS", "iOSApplicationExtension"]

    /// The iOS version `tokens` check when they are `if (@available(iOS X, *))`, else `nil`. A condition with
    /// more in it (`@available(iOS 13, *) && flag`) is not one: its `else` runs on new systems too.
    static func checkedIOSVersion(_ tokens: ArraySlice<ObjCToken>) -> Double? {
        let parts = Array(tokens.prefix(64))
        guard parts.count >= 8, parts[0].text == "if", parts[1].isSymbol("("), parts[2].text == "@available", parts[3].isSymbol("(") else { return nil }
        var version: Double?
        var index = 4
        while index < parts.count, !parts[index].isSymbol(")") {
            if parts[index].isSymbol("*") || parts[index].isSymbol(",") {
                index += 1
                continue
            }
            guard iOSNames.contains(parts[index].text), index + 1 < parts.count, parts[index + 1].kind == .number,
                let number = Self.version(parts[index + 1].text)
            else { return nil }
            version = number
            index += 2
        }
        guard let version, index + 1 < parts.count, parts[index + 1].isSymbol(")") else { return nil }
        return index + 2 == parts.count ? version : nil
    }

    /// `11.0`, `12`, `13.0.1` → 11.0, 12.0, 13.0 (major and minor).
    private static func version(_ text: String) -> Double? {
        let parts = text.split(separator: ".").prefix(2)
        guard let major = parts.first, major.allSatisfy(\.isNumber) else { return nil }
        return Double(parts.joined(separator: "."))
    }
}
