import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// An app's own one-line font modifier is read at its call sites (issue 33, fresh iOS round 8b):
/// winston 3de4a170 declares `extension View { func fontSize(_ size: CGFloat, _ weight:
/// Font.Weight = .regular, design: Font.Design = .default) -> some View { self.font(.system(size:
/// size, weight: weight, design: design)) } }` (`extensions/ViewModifiers/fontSize.swift:24-26`)
/// and calls it on about 105 texts, none of which was judged; `OnboardingBigStep.swift:14`'s white
/// 40 pt Bold step number on blue was held to 4.5:1 as if it were Body.
@Suite struct FontWrapperTests {
    /// Winston's `fontSize.swift`.
    static let fontSize = """
        import SwiftUI
        extension View {
          func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular, design: Font.Design = .default) -> some View {
            self.font(.system(size: size, weight: weight, design: design))
            }
        }
        """

    /// The elements of `source` read with the wrappers `wrappers` declares, as a scan of both files reads them.
    private func elements(_ source: String, wrappers: String = fontSize) throws -> [ScannedElement] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-wrappers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let declaring = folder.appendingPathComponent("fontSize.swift")
        try wrappers.write(to: declaring, atomically: true, encoding: .utf8)
        let reader = SwiftSourceReader().prepared(forFiles: [declaring.path])
        return try reader.read(text: source, path: "View.swift", resources: ScanResources()).elements
    }

    @Test func aCallOfTheAppsFontWrapperIsReadAsTheFontItWraps() throws {
        let found = try elements(
            """
            struct PostInBoxLink: View {
                var body: some View {
                    VStack {
                        Text(post.title).fontSize(16, .semibold)
                        Text("\\(step)")
                            .fontSize(40, .bold)
                            .frame(width: 60, height: 60)
                            .background(.blue, in: Circle())
                            .foregroundColor(.white)
                        Text("Plain").fontSize(13)
                    }
                }
            }
            """)
        let fonts = Dictionary(found.compactMap { element in element.font.map { (element.location.line ?? 0, $0) } }) { first, _ in first }
        // Must fire: each reads as the fixed system font the wrapper makes.
        #expect(fonts[4] == .fixed(size: 16, unit: "pt", weight: .semibold, family: nil))
        #expect(fonts[5] == .fixed(size: 40, unit: "pt", weight: .bold, family: nil))
        #expect(fonts[10] == .fixed(size: 13, unit: "pt", weight: .regular, family: nil))
    }

    @Test func aWrapperThatScalesIsNotAFixedSize() throws {
        // Must not fire: a wrapper relative to a text style scales with Dynamic Type.
        let scaled = """
            import SwiftUI
            extension View {
                func appFont(_ size: CGFloat) -> some View { font(.custom("Inter", size: size, relativeTo: .body)) }
                func metricFont(_ size: CGFloat) -> some View { self.font(.system(size: UIFontMetrics.default.scaledValue(for: size))) }
            }
            """
        let found = try elements(
            """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("A").appFont(15)
                        Text("B").metricFont(15)
                    }
                }
            }
            """, wrappers: scaled)
        for element in found {
            if case .fixed = element.font { Issue.record("\(element.location.line ?? 0) read as fixed: \(String(describing: element.font))") }
        }
    }

    /// Jami a8d4bcb1 `View+Helpers.swift:51-57`: `navBarIconStyle()`'s own `.font` (`:54`) was a
    /// `text.fixed-size` warning although all 8 calls style an `Image`; the font is judged at each
    /// call, on what it styles, and a `Text` call (`AddMoreParticipantsInSwarm.swift:90`) is one.
    @Test func aWrappersOwnFontIsJudgedOnlyAtItsCalls() throws {
        let wrappers = """
            import SwiftUI
            extension View {
                func navBarIconStyle() -> some View {
                    self.font(.system(size: 20))
                        .foregroundColor(.jami)
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
            }
            """
        // Must not fire: the definition is no text.
        let definition = try elements(wrappers, wrappers: wrappers)
        #expect(!definition.contains { $0.font != nil }, "\(definition.map { ($0.location.line, $0.font) })")
        // Must fire: a text the wrapper styles.
        let uses = try elements(
            """
            struct Bar: View {
                var body: some View {
                    HStack {
                        Image(systemName: "ellipsis.circle").navBarIconStyle()
                        Text("Invite").navBarIconStyle()
                    }
                }
            }
            """, wrappers: wrappers)
        let fonts = uses.compactMap { element in element.font.map { (element.location.line ?? 0, $0) } }
        #expect(fonts.map(\.0) == [5], "\(fonts)")
        #expect(fonts.first?.1 == .fixed(size: 20, unit: "pt", weight: .regular, family: nil))
    }
}
