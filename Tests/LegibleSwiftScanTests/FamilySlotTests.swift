import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A widget's accessory families and a Live Activity's `.small` presentation are slots the system
/// sizes, as the Dynamic Island's regions and a watch complication are (``SystemSlotTests``). Home
/// Assistant d722d781 (fresh-ios15a D3, D4): `WidgetEnergyView.swift:15-21` routes
/// `.accessoryCircular` to `WidgetEnergyAccessoryCircularView`, whose fixed 9 pt unit
/// (`WidgetEnergyAccessoryCircularView.swift:35`) was a warning on the iPhone Lock Screen while the
/// same family on the watch was a note; `HALiveActivityLockScreenRouterView.swift:22-24` routes
/// `.small` (Smart Stack, CarPlay) to `HALiveActivityCompactView`, whose shrink at `:59` was a warning.
@Suite struct FamilySlotTests {
    private func scan(_ files: [String: String], rule: String) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-family-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == rule }
    }

    static func router(_ cases: String) -> String {
        """
        import SwiftUI
        import WidgetKit
        struct WidgetEnergyView: View {
            @Environment(\\.widgetFamily) private var family
            var body: some View {
                switch family {
                \(cases)
                default:
                    WidgetEnergyMediumView(entry: entry)
                }
            }
        }
        #Preview(as: .accessoryCircular) { WidgetEnergy() } timeline: { entry }
        """
    }

    static let circular = """
        import SwiftUI
        struct WidgetEnergyAccessoryCircularView: View {
            var body: some View {
                Text(verbatim: unit)
                    .font(.system(size: 9))
            }
        }
        """

    // Must be a note: a view only an accessory family's case names.
    @Test(arguments: ["case .accessoryCircular:", "case .accessoryCircular, .accessoryRectangular:", "case WidgetFamily.accessoryInline:"])
    func anAccessoryFamilyIsASlot(_ label: String) async throws {
        let files = ["WidgetEnergyView.swift": Self.router("\(label)\n WidgetEnergyAccessoryCircularView(entry: entry)"), "Circular.swift": Self.circular]
        let found = try await scan(files, rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("widget family (a Lock Screen widget or a watch complication)") == true, "\(found.map(\.message))")
    }

    // Must fire: a case that also names a home-screen family, or a view also drawn outside the case.
    @Test(arguments: [
        "case .accessoryCircular, .systemSmall:\n WidgetEnergyAccessoryCircularView(entry: entry)",
        "case .accessoryCircular:\n WidgetEnergyAccessoryCircularView(entry: entry)\n case .systemSmall:\n WidgetEnergyAccessoryCircularView(entry: entry)",
        "case .systemSmall:\n WidgetEnergyAccessoryCircularView(entry: entry)",
    ])
    func aHomeScreenFamilyIsNot(_ cases: String) async throws {
        let found = try await scan(["WidgetEnergyView.swift": Self.router(cases), "Circular.swift": Self.circular], rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    static func liveActivity(subject: String) -> String {
        """
        import SwiftUI
        import WidgetKit
        struct HALiveActivityLockScreenRouterView: View {
            @Environment(\\.activityFamily) private var activityFamily
            var body: some View {
                switch \(subject) {
                case .small:
                    Text(critical).font(.caption.weight(.semibold)).lineLimit(1).minimumScaleFactor(0.7)
                case .medium:
                    Text(value).font(.headline).lineLimit(1).minimumScaleFactor(0.7)
                @unknown default:
                    EmptyView()
                }
            }
        }
        """
    }

    // Must be a note: `.small` of `activityFamily`; the Lock Screen banner (`.medium`) stays a warning.
    @Test func theSmallLiveActivityIsASlot() async throws {
        let found = try await scan(["Router.swift": Self.liveActivity(subject: "activityFamily")], rule: "text.shrinks")
        #expect(found.map(\.severity) == [.note, .warning], "\(found.map(\.message))")
        #expect(found.first?.message.contains("a Live Activity's small presentation") == true, "\(found.map(\.message))")
    }

    // Must fire: `.small` of anything else (a size of the app's own).
    @Test func anotherSmallIsNot() async throws {
        let found = try await scan(["Router.swift": Self.liveActivity(subject: "size")], rule: "text.shrinks")
        #expect(found.map(\.severity) == [.warning, .warning], "\(found.map(\.message))")
    }
}
