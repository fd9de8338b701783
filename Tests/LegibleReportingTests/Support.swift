import Foundation
import LegibleReporting
import LegibleTestSupport

enum ReportingFixture {
    static let folder = Fixtures("LegibleReportingTests").directory

    /// Findings covering every severity, a finding without a location, and text that needs
    /// escaping in every format.
    static let findings: [Finding] = [
        Finding(
            id: "settings.notifications.button", rule: "overflow.label", severity: .error,
            message: "de: needs 352.4 pt, has 343 pt at xLarge; fits up to Large",
            location: Finding.Location(file: "Examples/overflow/Localizable.xcstrings", line: 42, column: 23)
        ),
        Finding(
            id: "settings.save", rule: "overflow.label", severity: .warning,
            message: "ar: overflows at AX1 (165.6 pt > 160 pt)",
            location: Finding.Location(file: "Examples/overflow/Localizable.xcstrings", line: 60, column: 23)
        ),
        Finding(
            id: "shared.photos", rule: "overflow.lines", severity: .note,
            message: "fits up to AX5",
            location: Finding.Location(file: "Examples/overflow/Localizable.xcstrings", line: 101)
        ),
        Finding(
            id: "a<b>&\"c\"", rule: "overflow.label", severity: .error,
            message: "100% wide,\nline two: <tag> & \"quotes\"",
            location: Finding.Location(file: "./My Folder/Strings, v2.xcstrings", line: 3, column: 1)
        ),
        Finding(id: "save-button", rule: "target.size.ios", severity: .warning, message: "40×40 pt is smaller than 44×44 pt"),
    ]

    static let overflowRule = RuleDescriptor(
        id: "overflow.label", name: "LabelOverflow",
        summary: "A label's text does not fit its width at some text size.",
        help: "Give the label more room or lines, or shorten the translation.",
        helpURI: "https://example.com/legible/overflow", defaultSeverity: .error
    )
}
