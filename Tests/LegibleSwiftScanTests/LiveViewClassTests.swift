import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: a view code makes of an app class whose own code makes its font live
/// (`adjustsFontForContentSizeCategory = true` on itself) is live.
@Suite struct LiveViewClassTests {
    /// Corona-Warn-App 02c629b6 `ENA/Source/Views/DynamicTypeLabel.swift:10, :31`: setting
    /// `dynamicTypeSize` runs `applyDynamicFont()`, which sets `adjustsFontForContentSizeCategory = true`.
    static let liveClass = """
        class DynamicTypeLabel: UILabel {
            var dynamicTypeSize: CGFloat = 0 { didSet { applyDynamicFont() } }
            private func applyDynamicFont() {
                adjustsFontForContentSizeCategory = true
                self.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
            }
        }
        class BoldDynamicLabel: DynamicTypeLabel {}
        class StaticLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.adjustsFontForContentSizeCategory = false
            }
        }
        """

    /// `DatePickerDayView.swift:44, :59` (a stored `DynamicTypeLabel`, line 4 here) and
    /// `DatePickerOptionView.swift:102-103` (a local one, line 9) must not fire; nor a subclass
    /// (line 12). Must fire: a `StaticLabel` that turns it off (line 15) and a plain `UILabel` (line 18).
    static let views = """
        class DatePickerDayView: UIView {
            private let titleLabel = DynamicTypeLabel()
            private func setUp() {
                titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
                titleLabel.dynamicTypeSize = 11
            }
            func weekdays() {
                let weekdayLabel = DynamicTypeLabel()
                weekdayLabel.font = UIFont.preferredFont(forTextStyle: .body)
                weekdayLabel.dynamicTypeSize = 11
                let bold: BoldDynamicLabel = BoldDynamicLabel()
                bold.font = UIFont.preferredFont(forTextStyle: .body)
                bold.dynamicTypeSize = 11
                let staticLabel = StaticLabel()
                staticLabel.font = UIFont.preferredFont(forTextStyle: .body)
                staticLabel.text = "Mon"
                let plain = UILabel()
                plain.font = UIFont.preferredFont(forTextStyle: .body)
                [weekdayLabel, bold, staticLabel, plain].forEach(addSubview)
            }
        }
        """

    @Test func aViewOfAClassThatMakesItselfLiveIsLive() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-live-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.liveClass.write(to: folder.appendingPathComponent("DynamicTypeLabel.swift"), atomically: true, encoding: .utf8)
        try Self.views.write(to: folder.appendingPathComponent("DatePickerDayView.swift"), atomically: true, encoding: .utf8)
        let findings = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan().findings.findings
        let lines = findings.filter { $0.rule == "text.not-live" && $0.location?.file.hasSuffix("DatePickerDayView.swift") == true }
            .map { $0.location?.line ?? 0 }.sorted()
        #expect(lines == [15, 18])
    }
}
