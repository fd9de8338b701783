import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A container's fixed font over views of other files whose every text sets its own font reaches
/// no text (``OwnFontAppViews``; issue 33, after8 judge): winston 3de4a170
/// `PostLinkCompact.swift:97` and `PostLinkNormal.swift:141` (`VotesCluster(…).fontSize(22,
/// .medium)`) and `PostFloatingPill.swift:179` (a stack of `LightBoxButton`s and a `VotesCluster`
/// at `.fontSize(20, .semibold)`) were wrong `text.fixed-size` warnings.
@Suite struct OwnFontViewTests {
    /// Scans `files` as one folder; the lines of the `text.fixed-size` findings in `file`.
    private func lines(_ files: [String: String], in file: String) async throws -> [Int] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-ownfont-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            try Data(("import SwiftUI\n" + text).utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix(file) == true }
            .compactMap(\.location?.line).sorted()
    }

    /// Winston's font wrapper, `VoteButton.swift` and `VotesCluster.swift`, cut down: images, and
    /// texts each at a font of their own (a `Text`, a stack).
    static let winston: [String: String] = [
        "FontSize.swift": """
        extension View {
            func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View { self.font(.system(size: size, weight: weight)) }
        }
        """,
        "VoteButton.swift": """
        struct VoteButton: View {
            var image: String
            var body: some View { Image(systemName: image).frame(21) }
        }
        """,
        "LightboxButton.swift": """
        struct LightBoxButton: View {
            var icon: String
            var action: (() -> Void)?
            var body: some View { Image(systemName: icon).fontSize(20).background(Circle().fill(.secondary)) }
        }
        func RR<S: ShapeStyle>(_ cornerRadius: CGFloat, _ fill: S) -> FilledRoundedRectangle<S> { FilledRoundedRectangle(cornerRadius: cornerRadius, fill: fill) }
        struct FilledRoundedRectangle<S: ShapeStyle>: View {
            let cornerRadius: CGFloat
            let fill: S
            var body: some View { RoundedRectangle(cornerRadius: cornerRadius).fill(fill) }
        }
        """,
        "VotesCluster.swift": """
        struct VotesCluster: View {
            var ups: Int
            var vertical = false
            var body: some View {
                if vertical { VotesClusterVertical() } else { VotesClusterHorizontal(ups: ups) }
            }
        }
        struct VotesClusterVertical: View {
            var body: some View { VStack { VoteButton(image: "arrow.up"); VoteButton(image: "arrow.down") } }
        }
        struct VotesClusterHorizontal: View {
            var ups: Int
            var body: some View {
                HStack { VoteButton(image: "arrow.up"); VotesClusterInfo(ups: ups); VoteButton(image: "arrow.down") }
            }
        }
        struct VotesClusterInfo: View {
            var ups: Int
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(ups)").fontSize(16, .semibold)
                    HStack(spacing: 1) { Image(systemName: "face.smiling"); Text("90%") }.fontSize(12, .medium)
                }
            }
        }
        """,
    ]

    /// `PostLinkCompact.swift:97` and `PostFloatingPill.swift:179`, cut down.
    static let posts = """
        struct PostLinkCompact: View {
            var body: some View {
                VStack {
                    VotesCluster(ups: 3, vertical: true).fontSize(22, .medium)
                    Group {
                        HStack {
                            LightBoxButton(icon: "square.and.arrow.up.fill") { share() }
                            Spacer()
                            VotesCluster(ups: 3)
                        }
                        .background(RR(12, Color.gray))
                    }
                    .fontSize(20, .semibold)
                }
            }
        }
        """

    @Test func aFontOverViewsWhoseTextsSetTheirOwnIsNoText() async throws {
        // Must NOT fire: every text in VotesCluster and LightBoxButton has its own font.
        var files = Self.winston
        files["PostLinkCompact.swift"] = Self.posts
        #expect(try await lines(files, in: "PostLinkCompact.swift") == [])
        // The texts are still judged at their own fonts.
        #expect(try await lines(files, in: "VotesCluster.swift") == [22, 23])
    }

    @Test func aFontOverAViewWithATextOfNoFontIsText() async throws {
        // Must fire: `Text("90%")` in a stack of no font of its own takes the container's.
        var files = Self.winston
        files["VotesCluster.swift"] = files["VotesCluster.swift"]!.replacingOccurrences(of: "}.fontSize(12, .medium)", with: "}")
        files["PostLinkCompact.swift"] = Self.posts
        #expect(try await lines(files, in: "PostLinkCompact.swift") == [5, 14])
    }

    @Test func aFontOverAViewWithTextLayeredOnItIsText() async throws {
        // Must fire: the overlay's text takes the font, whatever VotesCluster's own texts do.
        var files = Self.winston
        files["PostLinkCompact.swift"] = Self.posts.replacingOccurrences(
            of: "VotesCluster(ups: 3, vertical: true)", with: "VotesCluster(ups: 3, vertical: true).overlay(Text(\"new\"))")
        #expect(try await lines(files, in: "PostLinkCompact.swift") == [5])
    }
}
