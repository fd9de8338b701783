import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Code only a Mac runs, found in the code itself (fresh-ios19, Strongbox 7807c1ae): a SwiftUI
/// file that uses AppKit's types and none of UIKit's, in a checkout with no project file
/// (`macbox/MacBox/StorageSelectorView.swift:140`, `:150`), and the `else` of
/// `if #available(macOS 13.0, *)` in a watch file (`Watch-App/Views/2FA/TwoFactorCodeView.swift:103`).
/// Both were `text.shrinks` warnings; macOS has no Dynamic Type for a shrink to undo.
@Suite struct MacOnlyCodeTests {
    private func shrinks(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source, file: "StorageSelectorView.swift").filter { $0.rule == "text.shrinks" }
    }

    /// StorageSelectorView.swift reduced: a title that shrinks, on the window's background.
    private func selector(importing: String = "import SwiftUI", background: String = "Color(NSColor.windowBackgroundColor)") -> String {
        """
        \(importing)

        struct StorageSelectorView: View {
            var body: some View {
                VStack {
                    Text("Where would you like to store it?")
                        .font(.largeTitle)
                        .minimumScaleFactor(0.8)
                }
                .background(\(background))
            }
        }
        """
    }

    @Test func aFileThatUsesAppKitIsJudgedForTheMac() async throws {
        // Must NOT fire: NSColor compiles only for the Mac.
        #expect(try await shrinks(selector()).isEmpty)
        let element = try scanSwift(selector()).elements.first { $0.shrink != nil }
        #expect(element?.sourcePlatform?.appKit == "it uses NSColor (line 10)")
    }

    @Test func aFileThatImportsAppKitIsJudgedForTheMac() async throws {
        // Must NOT fire: `import AppKit` and a view only NSHostingView shows.
        let host = "\nlet host = NSHostingView(rootView: StorageSelectorView())\n"
        let source = selector(importing: "import AppKit\nimport SwiftUI", background: "Color.clear") + host
        #expect(try await shrinks(source).isEmpty)
    }

    @Test func aFileThatAlsoNamesUIKitOrBranchesOnThePlatformStaysIOS() async throws {
        // Must fire: each may compile for iPhone.
        let sources = [
            selector(importing: "import SwiftUI\nimport UIKit"),
            selector(background: "Color(UIColor.systemBackground)") + "\nlet mac = NSColor.red\n",
            selector(background: "Color.clear") + "\n#if os(macOS)\nlet mac = NSColor.red\n#endif\n",
            selector() + "\n#if canImport(UIKit)\ntypealias NSColor = UIColor\n#endif\n",
            selector() + "\ntypealias NSColor = SomeColor\n",
        ]
        for source in sources {
            #expect(try await shrinks(source).count == 1, "\(source)")
        }
    }

    @Test func appKitCodeOutweighsAFolderName() throws {
        // A watch folder's name gives way: AppKit does not exist on the watch. A project's
        // target, a package or legible.yaml would still decide first (``ScanPlatformMap``).
        let map = ScanPlatformMap()
        let element = try #require(scanSwift(selector(), path: "App Watch App/StorageSelectorView.swift").elements.first { $0.shrink != nil })
        #expect(map.decisions(forFile: element.location.file).map(\.platform) == [.watchOS])
        #expect(map.decisions(for: element).map(\.platform) == [.macOS])
        #expect(map.decisions(for: element).first?.reason == "it uses NSColor (line 10)")
    }

    /// TwoFactorCodeView.swift reduced: the code's font, and an `#available` on macOS alone.
    private func codeView(font: String = ".system(size: 50).monospaced().bold()", initDefault: String? = nil, condition: String = "macOS 13.0, *")
        -> String
    {
        """
        import SwiftUI

        struct TwoFactorCodeView: View {
            var code: String
            var font: Font = \(font)

            init(code: String, font: Font = \(initDefault ?? font)) {
                self.code = code
                self.font = font
            }

            var body: some View {
                let view = ZStack { Text(code).lineLimit(1) }
                if #available(\(condition)) {
                    view
                        .font(.title)
                        .minimumScaleFactor(0.1)
                } else {
                    view
                        .font(.body)
                        .minimumScaleFactor(0.1)
                }
                Text(code)
                    .font(font)
                    .minimumScaleFactor(0.1)
            }
        }
        """
    }

    @Test func theElseOfAMacOnlyAvailabilityCheckIsJudgedForTheMac() async throws {
        // Must fire at :16 only: the `else` (:20) runs only on a Mac older than macOS 13; the
        // fixed 50 pt code (:23) follows no size a person chose.
        #expect(try await shrinks(codeView()).compactMap(\.location?.line) == [16])
    }

    @Test func anAvailabilityCheckThatNamesIOSDecidesNothing() async throws {
        // Must fire in both branches: iOS 16 is checked, so the `else` runs on older iPhones.
        #expect(try await shrinks(codeView(condition: "iOS 16.0, macOS 13.0, *")).compactMap(\.location?.line) == [16, 20])
    }

    @Test func aStoredFontIsFixedOnlyWhenEveryAssignmentDefaultsToAFixedSize() async throws {
        // Must fire at :23 when the font follows a text style, or the initializer's default does.
        #expect(try await shrinks(codeView(font: ".body")).compactMap(\.location?.line) == [16, 23])
        #expect(try await shrinks(codeView(initDefault: ".body")).compactMap(\.location?.line) == [16, 23])
        let assignedLater = codeView().replacingOccurrences(of: "    var body", with: "    mutating func grow() { font = .largeTitle }\n\n    var body")
        #expect(try await shrinks(assignedLater).count == 2)
    }
}
