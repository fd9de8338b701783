import LegibleTokens

extension ScanResources {
    /// The asset catalog colours by the symbol Xcode 15+ generates for each (`ColorResource`'s
    /// static members, with `Color.x`/`UIColor.x` extensions): "OnboardingBackground",
    /// "onboarding-background" and "onboardingBackground" are all `.onboardingBackground`.
    /// A name in a folder that provides a namespace (`Brand/Accent`) gets a nested symbol, and
    /// is left out.
    public var assetColorSymbols: [String: String] {
        var symbols: [String: String] = [:]
        for set in colorSets {
            for token in set.tokens where !token.name.contains("/") && token.values.values.contains(where: { $0.kind == .assets }) {
                for symbol in Self.generatedSymbols(for: token.name) where symbols[symbol] == nil { symbols[symbol] = token.name }
            }
        }
        return symbols
    }

    /// The symbols Xcode may generate for an asset named `name`: its words joined in lower camel
    /// case (the separators `-`, `_`, `.` and space dropped, the letter after each uppercased, the
    /// leading capitals lowered), and the same without a trailing "Color", which Xcode drops.
    ///
    /// - Parameter name: the asset's name in its catalog.
    public static func generatedSymbols(for name: String) -> [String] {
        let words = name.split(whereSeparator: { "-_. ".contains($0) }).map(String.init)
        guard let first = words.first else { return [] }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let symbol = lowerLeadingCapitals(first) + rest.joined()
        guard symbol.first?.isLetter == true else { return [] }
        if symbol.hasSuffix("Color"), symbol.count > 5 { return [symbol, String(symbol.dropLast(5))] }
        return [symbol]
    }

    /// `Onboarding` → `onboarding`, `URLBar` → `urlBar`, `URL` → `url`.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        guard capitals > 1, capitals < word.count else { return word.prefix(max(capitals, 1)).lowercased() + word.dropFirst(max(capitals, 1)) }
        return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
    }
}
