import SwiftSyntax

/// The widget and Live Activity families a `switch` case draws in a slot the system sizes, as it
/// sizes the Dynamic Island's regions (``DynamicIslandSlots``): `case .accessoryCircular:`,
/// `.accessoryRectangular`, `.accessoryInline` and watchOS's `.accessoryCorner` (WidgetKit's
/// accessory families, which Apple's `WidgetFamily` pages say "can appear as a complication in
/// watchOS, or on the Lock Screen in iOS"), and `case .small:` in a `switch` on `activityFamily`
/// (a Live Activity in the watch's Smart Stack or in CarPlay). Home Assistant d722d781
/// `WidgetEnergyView.swift:15-21` routes `.accessoryCircular` to
/// `WidgetEnergyAccessoryCircularView`, whose fixed 9 and 16 pt text was a warning on the iPhone
/// while the same family on the watch was a note; `HALiveActivityLockScreenRouterView.swift:22-24`
/// routes `.small` to `HALiveActivityCompactView`, whose shrinking values were warnings while the
/// Dynamic Island's were notes (fresh-ios15a D3, D4).
///
/// A case that also names another family (`case .accessoryCircular, .systemSmall:`) or `default:`
/// is not such a slot.
enum FamilySlots {
    private static let accessoryFamilies: Set<String> = ["accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"]

    /// Words without which a file has no such case (the pre-pass parses only files with one).
    static let words = ["accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner", "activityFamily"]

    /// The slot a `switch` case draws in, as a finding says it, or `nil`.
    static func slot(of switchCase: SwitchCaseSyntax) -> String? {
        guard case .case(let label) = switchCase.label else { return nil }
        let families = label.caseItems.map { item -> String? in
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                let member = pattern.expression.as(MemberAccessExprSyntax.self)
            else { return nil }
            guard let base = member.base else { return member.declName.baseName.text }
            return ["WidgetFamily", "ActivityFamily"].contains(base.trimmedDescription) ? member.declName.baseName.text : nil
        }
        guard !families.isEmpty, families.allSatisfy({ $0 != nil }) else { return nil }
        let names = families.compactMap { $0 }
        if names.allSatisfy(accessoryFamilies.contains) {
            return "the \(names.joined(separator: ", ")) widget family (a Lock Screen widget or a watch complication)"
        }
        guard names.allSatisfy({ $0 == "small" }), let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
            choice.subject.trimmedDescription.hasSuffix("activityFamily")
        else { return nil }
        return "a Live Activity's small presentation (the watch's Smart Stack, CarPlay)"
    }
}
