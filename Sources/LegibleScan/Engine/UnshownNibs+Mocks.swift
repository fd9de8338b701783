import LegibleReporting

/// A mock: a type named `Mock…` that only previews and other mocks make (element-ios 6c0bb4f6
/// `MockAnalyticsPromptStrings.swift:19`, a bold system font in sample text that only
/// `MockAnalyticsPromptScreenState` and `AnalyticsPromptCheckmarkItem_Previews` make; the shipping
/// `AnalyticsPromptStrings` is judged). A use by any other type, or any Objective-C mention, keeps
/// it judged.
extension UnshownNibs {
    /// Why `type` is on no screen, given the places Swift names it (`uses`), or `nil`.
    func mockOnlyReason(_ type: String, uses: [ScannedTypeUse]) -> String? {
        guard Self.isMockName(type), !uses.isEmpty, !objCMentions.values.contains(where: { $0.mentions.contains(Substring(type)) }),
            uses.allSatisfy({ $0.isPreview || $0.isDebugOnly || ($0.user.map(Self.isMockName) ?? false) })
        else { return nil }
        let users = Set(uses.compactMap { $0.isPreview ? nil : $0.user }).sorted()
        let previews = uses.contains(where: \.isPreview) ? ["previews"] : []
        return "only \((previews + users).joined(separator: " and ")) make \(type), a mock"
    }

    /// `Mock` then a capital: `MockAnalyticsPromptStrings`, not `Mockingbird`.
    static func isMockName(_ name: String) -> Bool {
        name.hasPrefix("Mock") && name.dropFirst(4).first?.isUppercase == true
    }
}
