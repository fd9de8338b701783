import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// xDrip4iOS 69eb8833 (issue 33, fresh-ios16b), each case cut down from the app's code.
@Suite struct XDripSixteenBTests {
    /// The findings of `rule`, errors and warnings and notes, of a scan of `files` (path → text).
    static func scan(_ files: [String: String], rule: String) async throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-xdrip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let readers: [any ScanFileReader] = [SwiftSourceReader(), InterfaceBuilderReader()]
        let report = try await ProjectScanner(paths: [root.path], configuration: ScanConfiguration(), readers: readers).scan()
        return report.findings.findings.filter { $0.rule == rule }
    }

    /// `xDrip/Supporting Files/Info.plist:141-142`: the app is forced Light.
    static let lightPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>UIUserInterfaceStyle</key>
        <string>Light</string>
        </dict>
        </plist>
        """

    // MARK: B. `.colorScheme(.dark)` on an ancestor forces its subtree dark.

    /// `BgReadingsView.swift:61-145`: a `.secondary` time in a `List` in a `NavigationView`, the
    /// whole ended with `scheme`.
    static func readings(scheme: String, text: String = "Text(time).foregroundColor(.secondary)") -> String {
        """
        import SwiftUI
        struct BgReadingsView: View {
            var body: some View {
                NavigationView {
                    List {
                        HStack {
                            Text(value).foregroundColor(.primary)
                            \(text)
                        }
                    }
                    .navigationTitle("Readings")
                }
                \(scheme)
                .onAppear { load() }
            }
        }
        """
    }

    // Must fire: without a forced scheme the app's Light is judged (3.43:1).
    @Test func aLightAppIsJudgedInLight() async throws {
        let found = try await Self.scan(["Info.plist": Self.lightPlist, "BgReadingsView.swift": Self.readings(scheme: "")], rule: "contrast.text")
        #expect(found.filter { $0.severity != .note }.count == 1, "\(found.map(\.message))")
    }

    // Must not fire: the subtree is forced dark, where `.secondary` on the dark row passes.
    @Test(arguments: [".colorScheme(.dark)", ".environment(\\.colorScheme, .dark)", ".preferredColorScheme(.dark)"])
    func aSubtreeForcedDarkIsJudgedInDark(_ scheme: String) async throws {
        let found = try await Self.scan(["Info.plist": Self.lightPlist, "BgReadingsView.swift": Self.readings(scheme: scheme)], rule: "contrast.text")
        #expect(found.filter { $0.severity != .note }.isEmpty, "\(found.map(\.message))")
    }

    // Must fire: judged in dark means a text that fails in dark is found though the app is Light.
    @Test func aTextThatFailsInDarkIsFound() async throws {
        // #4d4d4d on the dark grouped row (#1c1c1e) is about 2:1; on white it would pass (8.5:1).
        let text = "Text(time).foregroundColor(Color(red: 0.3, green: 0.3, blue: 0.3))"
        let source = Self.readings(scheme: ".colorScheme(.dark)", text: text)
        let found = try await Self.scan(["Info.plist": Self.lightPlist, "BgReadingsView.swift": source], rule: "contrast.text")
        #expect(found.filter { $0.severity != .note }.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("in dark") == true, "\(found.map(\.message))")
    }

    /// `AIDStatusView.swift:56-369` and `:380-391`: a row built by a helper the `body` calls.
    static let status = """
        import SwiftUI
        struct AIDStatusView: View {
            var body: some View {
                NavigationView {
                    List { row(title: "Status", data: status) }
                        .sheet(isPresented: $showsHelp) { Text(help).font(.system(size: 12)) }
                }
                .colorScheme(.dark)
            }
            private func row(title: String, data: String) -> AnyView {
                AnyView(HStack { Text(title); Spacer(); Text(data).font(.system(size: 13)) })
            }
        }
        struct OtherView: View {
            var body: some View { Text(other).font(.system(size: 14)).colorScheme(isDark ? .dark : .light) }
        }
        """

    // The reader's facts: a helper of a view forced dark is dark; a sheet's content, and a scheme
    // chosen at run time, force nothing.
    @Test func theReaderGivesEachViewItsAncestorsScheme() throws {
        let elements = try scanSwift(Self.status, path: "AIDStatusView.swift").elements
        let styles = Dictionary(elements.map { ($0.location.line ?? 0, $0.interfaceStyle?.isDark) }, uniquingKeysWith: { first, _ in first })
        #expect(styles[11] == .some(true), "\(styles)")
        #expect(styles[6] == .some(nil), "\(styles)")
        #expect(styles[15] == .some(nil), "\(styles)")
        #expect(elements.first { $0.location.line == 11 }?.interfaceStyle?.reason.hasPrefix(".colorScheme(.dark) (AIDStatusView.swift:8)") == true)
    }

    // MARK: C. A fixed size written as a sum.

    /// `LandscapeChartViewController.swift:548-559` with the sizes of `:627-628`.
    static func chart(size: String) -> String {
        """
        import UIKit
        final class LandscapeChartViewController: UIViewController {
            func drawBars(isSelectedDate: Bool, extra: CGFloat) {
                let percentLabelFontSize: CGFloat = 10
                let percentLabel = UILabel()
                percentLabel.text = "50%"
                percentLabel.font = UIFont.systemFont(ofSize: \(size), weight: isSelectedDate ? .bold : .regular)
                percentLabel.numberOfLines = 1
                percentLabel.adjustsFontSizeToFitWidth = true
                percentLabel.minimumScaleFactor = 0.8
                view.addSubview(percentLabel)
            }
        }
        """
    }

    // Must fire text.fixed-size (the smaller, 10 pt), and not text.shrinks: a fixed font's shrink undoes no size a person chose.
    @Test(arguments: ["percentLabelFontSize + (isSelectedDate ? 1 : 0)", "(isSelectedDate ? 14 : 10) - 2 + 2"])
    func aSumOfKnownNumbersIsFixed(_ size: String) async throws {
        let fixed = try await Self.scan(["Chart.swift": Self.chart(size: size)], rule: "text.fixed-size")
        #expect(fixed.map(\.severity) == [.warning], "\(fixed.map(\.message))")
        #expect(fixed.first?.message.contains("fixed 10 pt") == true, "\(fixed.map(\.message))")
        let shrinks = try await Self.scan(["Chart.swift": Self.chart(size: size)], rule: "text.shrinks")
        #expect(shrinks.isEmpty, "\(shrinks.map(\.message))")
    }

    // Must not fire text.fixed-size: a term the file does not hold may be anything.
    @Test func aSumWithAnUnknownTermIsNot() async throws {
        let fixed = try await Self.scan(["Chart.swift": Self.chart(size: "percentLabelFontSize + extra")], rule: "text.fixed-size")
        #expect(fixed.isEmpty, "\(fixed.map(\.message))")
    }

    // MARK: D. A member view only an accessory family's case draws.

    /// `XDripWidget+EntryView.swift:34-49`.
    static func router(_ cases: String) -> String {
        """
        import SwiftUI
        import WidgetKit
        extension XDripWidget {
            struct EntryView: View {
                @Environment(\\.widgetFamily) var widgetFamily
                var entry: Entry
                var body: some View {
                    switch widgetFamily {
                    \(cases)
                    default:
                        Text("No Data Available")
                    }
                }
            }
        }
        """
    }

    /// `AccessoryCircularView.swift:13-22`.
    static let circular = """
        import SwiftUI
        extension XDripWidget.EntryView {
            var accessoryCircularView: some View {
                Text(entry.value).font(.system(size: 20)).bold()
            }
        }
        """

    // Must be a note: only `case .accessoryCircular:` draws it.
    @Test func anAccessoryMemberViewIsASlot() async throws {
        let files = ["EntryView.swift": Self.router("case .accessoryCircular:\n accessoryCircularView"), "AccessoryCircularView.swift": Self.circular]
        let found = try await Self.scan(files, rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
    }

    // Must fire: a home-screen family draws it too, or only a home-screen family does.
    @Test(arguments: [
        "case .accessoryCircular:\n accessoryCircularView\n case .systemSmall:\n accessoryCircularView",
        "case .systemSmall:\n accessoryCircularView",
    ])
    func aHomeScreenMemberViewIsNot(_ cases: String) async throws {
        let found = try await Self.scan(["EntryView.swift": Self.router(cases), "AccessoryCircularView.swift": Self.circular], rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    // MARK: E. Emoji from a helper that returns a `Text`.

    /// `BgReadingsView.swift:86-87`, `:243-259`, with `ConstantsCalendar.swift:9-15`.
    static func indicator(inRange: String) -> [String: String] {
        let view = """
            import SwiftUI
            struct BgReadingsView: View {
                var body: some View {
                    HStack {
                        visualIndicator(bgRangeDescription: reading.range)
                            .font(.system(size: 10))
                    }
                }
                private func visualIndicator(bgRangeDescription: BgRangeDescription) -> Text {
                    var visualIndicator = ""
                    switch bgRangeDescription {
                    case .inRange:
                        visualIndicator = \(inRange)
                    case .urgent:
                        visualIndicator = ConstantsCalendar.visualIndicatorUrgent
                    }
                    return Text(visualIndicator)
                }
            }
            """
        let constants = """
            enum ConstantsCalendar {
                static let visualIndicatorUrgent = "🔴"
                static let visualIndicatorInRange = "🟢"
                static let inRangeWord = "OK"
            }
            """
        return ["BgReadingsView.swift": view, "ConstantsCalendar.swift": constants]
    }

    // Must be a note: every value the helper's text can take is emoji.
    @Test func anEmojiHelperIsAPicture() async throws {
        let found = try await Self.scan(Self.indicator(inRange: "ConstantsCalendar.visualIndicatorInRange"), rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("only emoji") == true, "\(found.map(\.message))")
    }

    // Must fire: one value is a word.
    @Test func aHelperWithAWordIsText() async throws {
        let found = try await Self.scan(Self.indicator(inRange: "ConstantsCalendar.inRangeWord"), rule: "text.fixed-size")
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    // MARK: G. Larger than any watchOS text size.

    // Must not fire at 100 pt (watchOS's Large Title is 46 pt at its largest size); must at 34 pt.
    @Test(arguments: [(100, 0), (34, 1)])
    func aWatchNumberAboveTheLargestSizeIsNotJudged(_ size: Int, _ count: Int) async throws {
        let source = "import SwiftUI\nstruct BigNumberView: View {\n var body: some View { Text(value).font(.system(size: \(size), weight: .semibold)) }\n}\n"
        let found = try await Self.scan(["xDrip Watch App/Views/BigNumberView.swift": source], rule: "text.fixed-size")
        #expect(found.filter { $0.severity == .warning }.count == count, "\(found.map(\.message))")
    }
}
