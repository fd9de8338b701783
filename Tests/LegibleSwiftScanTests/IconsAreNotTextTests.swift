import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 6 ("only views are views"): a size range or a fixed font that sizes a symbol
/// is not text. IceCubes clamps its action icons (`StatusActionButton.swift:104`) and Home
/// Assistant gives its toast's SF Symbol a default font (`Toast.swift:17`); both were reported
/// as text.
@Suite struct IconsAreNotTextTests {
    @Test func aClampedImageIsNotClampedText() throws {
        let source = """
            Image(systemName: "star").font(.body).dynamicTypeSize(.large)
            action.image(dataController: controller).font(.body).dynamicTypeSize(.large)
            Text(count, format: .number).font(.footnote).dynamicTypeSize(.medium)
            """
        let result = try findings(source, rule: "text.clamped")
        #expect(result.map(\.location!.line) == [3])
    }

    @Test func aClampInAnIfConfigAfterAnImageIsNotClampedText() throws {
        let source = """
            action.image(dataController: controller)
                #if targetEnvironment(macCatalyst)
                    .font(.scaledBody)
                #else
                    .font(.body)
                    .dynamicTypeSize(.large)
                #endif
            Text(count, format: .number)
                #if os(iOS)
                    .font(.footnote)
                    .dynamicTypeSize(.medium)
                #endif
            """
        let result = try findings(source, rule: "text.clamped")
        #expect(result.map(\.location!.line) == [11])
    }

    @Test func aFontNamedForASymbolIsNotText() throws {
        let source = """
            struct Toast {
                init(symbolFont: Font = .system(size: 35), titleFont: Font = .system(size: 13)) {}
                static let iconFont = Font.system(size: 28)
                static let captionFont = Font.system(size: 11)
            }
            """
        let fixed = try scanSwift(source).elements.filter { if case .fixed? = $0.font { true } else { false } }
        // titleFont (13 pt) and captionFont (11 pt) are text; symbolFont and iconFont size symbols.
        #expect(fixed.compactMap(\.location.line).sorted() == [2, 4])
    }

    @Test func anArgumentOrALabelNamedForAnIconIsNotText() throws {
        let source = """
            let ok = Toast(symbol: .checkmarkSealFill, symbolFont: .system(size: 35), title: "Saved")
            let caption = Badge(title: "New", titleFont: .system(size: 11))
            Button(action: send, label: { sendIcon }).font(.system(size: 32))
            Button(action: send, label: { sendTitle }).font(.system(size: 32))
            """
        let fixed = try scanSwift(source).elements.filter { if case .fixed? = $0.font { true } else { false } }
        // The labelled titleFont and the button whose label is a title are text; the icons are not.
        #expect(fixed.compactMap(\.location.line).sorted() == [2, 4])
    }

    @Test func aComputedFontNamedForAnImageIsNotText() throws {
        // Amperfy d3513f85 NSUserActivity+IntentData.swift:58-62: every use gives it to an SF Symbol.
        let source = """
            extension View {
                var intentResultViewHeaderImageFont: Font {
                    .system(size: 30, weight: .bold)
                }
                var headerTitleFont: Font {
                    .system(size: 30, weight: .bold)
                }
                var badgeIconFont: Font { return .system(size: 12) }
                var captionFont: Font { get { .system(size: 11) } }
            }
            """
        let fixed = try scanSwift(source).elements.filter { if case .fixed? = $0.font { true } else { false } }
        // headerTitleFont (30 pt) and captionFont (11 pt) are text; the image and icon fonts size symbols.
        #expect(fixed.compactMap(\.location.line).sorted() == [6, 9])
    }

    @Test func aFixedSizeThatShrinksIsReportedOnceAsFixed() async throws {
        // The fixed 13 pt follows no size a person chose: text.fixed-size is its finding.
        let source = """
            Text("Empty").font(.system(size: 13)).minimumScaleFactor(0.7)
            Text("Body").font(.body).minimumScaleFactor(0.7)
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-shrink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        let found = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan().findings.findings
        #expect(found.filter { $0.rule == "text.shrinks" }.compactMap(\.location?.line) == [2])
        #expect(found.filter { $0.rule == "text.fixed-size" }.compactMap(\.location?.line) == [1])
    }
    /// breadwallet-ios a81bc58d `breadwalletWidget/Views/SharedComponentViews.swift:115-117,
    /// :147-153, :167-168`: `updatedIconFont()` is passed as `iconFont:` and given only to
    /// `Image(systemName: "arrow.clockwise")`; `updatedFont()`, the text's, is its neighbour, and a
    /// text function's fixed size still fires.
    @Test func aFontFunctionNamedForAnIconIsNotText() throws {
        let source = """
            import SwiftUI
            struct InfoView: View {
                func updatedIconFont() -> Font {
                    switch widgetFamily {
                    case .systemLarge, .systemMedium:
                        return .system(size: 13)
                    default:
                        return .system(size: 8)
                    }
                }
                func updatedTextFont() -> Font {
                    switch widgetFamily {
                    case .systemLarge: return .system(size: 13)
                    default: return .caption2
                    }
                }
            }
            """
        let fixed = try scanSwift(source).elements.filter { if case .fixed? = $0.font { true } else { false } }
        #expect(fixed.compactMap(\.location.line) == [13])
    }
}
