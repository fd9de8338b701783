import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An app's own font helpers and tokens are read where they are used (fresh iOS round 9b, D1):
/// Clendar 3f2cf4fc's `Font`/`UIFont` size functions and `BoldTextModifider`, and focus-ios
/// a2832521's `UIFont` tokens, made fixed fonts unknown, and their shrinking texts were reported
/// as undoing the text size a person chose.
@Suite struct AppFontTests {
    /// Clendar `Packages/ClendarTheme/Sources/ClendarTheme/Font+Styles.swift`, shortened.
    static let clendarStyles = """
        import SwiftUI
        import UIKit
        extension UIFont {
            public static func fontWithSize(_ size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                let systemFont = UIFont.systemFont(ofSize: size, weight: weight)
                let font: UIFont
                if #available(iOS 13.0, *) {
                    if let descriptor = systemFont.fontDescriptor.withDesign(.rounded) {
                        font = UIFont(descriptor: descriptor, size: size)
                    } else {
                        font = systemFont
                    }
                } else {
                    font = systemFont
                }
                return font
            }
            public static func mediumFontWithSize(_ size: CGFloat) -> UIFont { fontWithSize(size, weight: .medium) }
        }
        extension Font {
            public static func fontWithSize(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                Font.system(size: size, weight: weight, design: .rounded)
            }
            public static func boldFontWithSize(_ size: CGFloat) -> Font { .fontWithSize(size, weight: .bold) }
            public static func themed(_ size: CGFloat) -> Font { Theme.current.font(ofSize: size) }
        }
        """

    /// Clendar `ViewModifiers.swift:16-24`.
    static let clendarModifier = """
        import SwiftUI
        struct BoldTextModifider: ViewModifier {
            var fontSize: CGFloat = 15
            var color: Color = .appGray
            func body(content: Content) -> some View {
                content
                    .font(.boldFontWithSize(fontSize))
                    .foregroundColor(color)
            }
        }
        """

    /// focus-ios `UIFont+AppFonts.swift`, with a token of a text style and one code may assign.
    static let focusTokens = """
        import UIKit
        public extension UIFont {
            static let footnote12 = UIFont.systemFont(ofSize: 12)
            static let body16Medium = UIFont.systemFont(ofSize: 16, weight: .medium)
            static let body = UIFont.preferredFont(forTextStyle: .body)
            static var custom = UIFont.systemFont(ofSize: 11)
        }
        """

    /// The findings of a scan of `files` on `file`, by rule, as `line` lists.
    static func scan(_ files: [String: String], on file: String, cache: SwiftScanCache? = nil, in folder: URL? = nil) async throws -> [String: [Int]] {
        // A folder made here is removed here; a caller's folder (a cache test rescanning it) is the caller's.
        let made = folder == nil
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("legible-appfonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if made { try? FileManager.default.removeItem(at: folder) } }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader(cache: cache)]).scan()
        var lines: [String: [Int]] = [:]
        for finding in report.findings.findings where finding.location?.file.hasSuffix(file) == true {
            lines[finding.rule, default: []].append(finding.location?.line ?? 0)
        }
        return lines.mapValues { $0.sorted() }
    }

    /// The fonts of the elements `source` gives, by line, read with `declarations` in another file.
    static func fonts(_ source: String, declarations: [String]) throws -> [Int: ScannedFont] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appfonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, text) in declarations.enumerated() {
            let path = folder.appendingPathComponent("Declared\(index).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let reader = SwiftSourceReader().prepared(forFiles: paths)
        let elements = try reader.read(text: source, path: "View.swift", resources: ScanResources()).elements
        return Dictionary(elements.compactMap { element in element.font.map { (element.location.line ?? 0, $0) } }) { first, _ in first }
    }

    @Test func aFontFunctionOfTheAppIsTheFixedFontItReturns() async throws {
        let content = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(day).minimumScaleFactor(0.5).font(.boldFontWithSize(17))
                        Text(user).minimumScaleFactor(0.5).font(.themed(17))
                    }
                }
            }
            """
        let found = try await Self.scan(["Font+Styles.swift": Self.clendarStyles, "ContentView.swift": content], on: "ContentView.swift")
        // Must fire: 17 pt Bold through two functions, and shrinking it is no text.shrinks.
        // Must not: a function reading the app's theme is unknown, and its shrink stays a finding.
        #expect(found["text.fixed-size"] == [5], "\(found)")
        #expect(found["text.shrinks"] == [6], "\(found)")
        let fonts = try Self.fonts(content, declarations: [Self.clendarStyles])
        #expect(fonts[5] == .fixed(size: 17, unit: "pt", weight: .bold, family: nil))
    }

    @Test func aViewModifierSettingAFontIsReadWhereItIsApplied() throws {
        let fonts = try Self.fonts(
            """
            import SwiftUI
            struct EmptyView: View {
                var body: some View {
                    VStack {
                        Text(title).minimumScaleFactor(0.5).modifier(BoldTextModifider(fontSize: 13))
                        Text(title).modifier(BoldTextModifider())
                        Text(title).modifier(BoldTextModifider(fontSize: config.titleFontSize, color: .red))
                    }
                }
            }
            """, declarations: [Self.clendarStyles, Self.clendarModifier])
        // Must fire: the argument, and the stored property's default.
        #expect(fonts[5] == .fixed(size: 13, unit: "pt", weight: .bold, family: nil))
        #expect(fonts[6] == .fixed(size: 15, unit: "pt", weight: .bold, family: nil))
        // Must not: a size from the app's configuration is not known.
        #expect(fonts[7] == nil)
    }

    @Test func aViewModifiersBodyIsNotReportedAtItsDefault() async throws {
        let empty = """
            import SwiftUI
            struct EmptyView: View {
                var body: some View {
                    Text(title).minimumScaleFactor(0.5).modifier(BoldTextModifider(fontSize: 13))
                }
            }
            """
        let found = try await Self.scan(
            ["Font+Styles.swift": Self.clendarStyles, "ViewModifiers.swift": Self.clendarModifier, "EmptyView.swift": empty], on: ".swift")
        // Must fire: the use, at 13 pt (and its shrink is no finding). Must not: the modifier's
        // body at its 15 pt default (ViewModifiers.swift:7), which is no text's size.
        #expect(found["text.fixed-size"] == [4], "\(found)")
        #expect(found["text.shrinks"] == nil, "\(found)")
    }

    @Test func aUIKitFontFunctionWithBranchesIsReadWhenEveryBranchIsOneSize() throws {
        let fonts = try Self.fonts(
            """
            import UIKit
            final class EventListItemCell: UITableViewCell {
                private let titleLabel = UILabel()
                func configure() {
                    titleLabel.font = .mediumFontWithSize(13)
                }
            }
            """, declarations: [Self.clendarStyles])
        #expect(fonts[5] == .fixed(size: 13, unit: "pt", weight: .medium, family: nil))
    }

    @Test func aUIFontTokenOfAnotherFileIsItsFont() async throws {
        let controller = """
            import UIKit
            final class AddSearchEngineViewController: UIViewController {
                private lazy var exampleLabel: UILabel = {
                    let exampleLabel = UILabel()
                    exampleLabel.font = .footnote12
                    exampleLabel.adjustsFontSizeToFitWidth = true
                    exampleLabel.minimumScaleFactor = 0.5
                    return exampleLabel
                }()
                private lazy var nameLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.body16Medium
                    return label
                }()
                private lazy var bodyLabel: UILabel = {
                    let label = UILabel()
                    label.font = .body
                    label.adjustsFontForContentSizeCategory = true
                    return label
                }()
                private lazy var customLabel: UILabel = {
                    let label = UILabel()
                    label.font = .custom
                    label.adjustsFontSizeToFitWidth = true
                    label.minimumScaleFactor = 0.5
                    return label
                }()
                override func viewDidLoad() { [exampleLabel, nameLabel, bodyLabel, customLabel].forEach(view.addSubview) }
            }
            """
        let found = try await Self.scan(["UIFont+AppFonts.swift": Self.focusTokens, "Controller.swift": controller], on: "Controller.swift")
        // Must fire: the 12 pt and 16 pt tokens; the 12 pt one's shrink is no text.shrinks. Must
        // not: the text style token is no fixed size, and a `static var` is not known (its shrink stays).
        #expect(found["text.fixed-size"] == [5, 12], "\(found)")
        #expect(found["text.shrinks"] == [24], "\(found)")
    }

    /// The cache keeps the tokens a file was read with: when the declaring file changes one, the
    /// using file is read again.
    @Test func aChangedTokenInAnotherFileIsNotReadFromTheCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appfonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let user = "import UIKit\nfinal class V: UIView {\n    let label = UILabel()\n    func setUp() { label.font = .footnote12 }\n}\n"
        let cacheFile = folder.appendingPathComponent("cache/swift-scan.cache").path
        let first = SwiftScanCache(file: cacheFile)
        let before = try await Self.scan(["Tokens.swift": Self.focusTokens, "V.swift": user], on: "V.swift", cache: first, in: folder)
        #expect(before["text.fixed-size"] == [4])
        try first.save()
        let styled = Self.focusTokens.replacingOccurrences(
            of: "UIFont.systemFont(ofSize: 12)", with: "UIFont.preferredFont(forTextStyle: .footnote)")
        let after = try await Self.scan(["Tokens.swift": styled, "V.swift": user], on: "V.swift", cache: SwiftScanCache(file: cacheFile), in: folder)
        #expect(after["text.fixed-size"] == nil, "\(after)")
    }

    @Test func aSwiftUIFontAndAUIFontOfOneNameAreToldApartByWhereTheyAreUsed() throws {
        let declarations = """
            import SwiftUI
            extension Font { static func label(_ size: CGFloat) -> Font { .system(size: size + 4) } }
            extension UIFont { static func label(_ size: CGFloat) -> UIFont { .systemFont(ofSize: size) } }
            """
        let fonts = try Self.fonts(
            """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("A").font(.label(10)) }
            }
            final class Cell: UITableViewCell {
                let nameLabel = UILabel()
                func setUp() { nameLabel.font = .label(10) }
            }
            """, declarations: [declarations])
        // The SwiftUI function's `size + 4` is a sum of known numbers at the call (10 + 4 = 14 pt); the UIKit one is 10 pt.
        #expect(fonts[3] == .fixed(size: 14, unit: "pt", weight: .regular, family: nil))
        #expect(fonts[7] == .fixed(size: 10, unit: "pt", weight: .regular, family: nil))
    }

    @Test func aBoldedFontTokenIsBoldAndAnImplicitSizeConstantIsRead() throws {
        let fonts = try Self.fonts(
            """
            import SwiftUI
            public extension Font {
                static let body16Bold = Font.system(size: 16).bold()
                static let title28 = Font.system(size: 28).weight(.semibold)
            }
            struct DefaultBrowserOnboardingView: View {
                var body: some View {
                    VStack {
                        Text(title).bold().font(.system(size: .titleSize))
                        Text(subtitle).font(.system(size: .undeclaredSize))
                    }
                }
            }
            fileprivate extension CGFloat {
                static let titleSize: CGFloat = 26
            }
            """, declarations: [])
        // focus-ios `Font+AppFonts.swift:8` and `DefaultBrowserOnboardingView.swift:29-31, :77-79`.
        #expect(fonts[3] == .fixed(size: 16, unit: "pt", weight: .bold, family: nil))
        #expect(fonts[4] == .fixed(size: 28, unit: "pt", weight: .semibold, family: nil))
        #expect(fonts[9] == .fixed(size: 26, unit: "pt", weight: .bold, family: nil))
        // Must not: a member no extension of the file declares is not known.
        #expect(fonts[10] == nil)
    }
}
