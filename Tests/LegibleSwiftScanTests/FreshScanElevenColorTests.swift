import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh iOS scans 11: colours the Swift reader misread.
@Suite struct FreshScanElevenColorTests {
    static let grey = ScannedColor.literal(SRGBColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), alpha: 1)

    /// SimpleLogin 3313850e `Keyboard Extension/NoSessionView.swift:20-24`: `Color(.darkGray)` on
    /// `Color(.systemGray6)` is UIKit's fixed #555555 (2.28:1 in dark), not an asset "darkGray"
    /// (was `scan.unresolved`); `Color(UIColor.darkGray)` was nothing at all. An asset's
    /// generated symbol and an app member still are what they were.
    @Test func aUIKitFixedColourInColorIsItsValue() throws {
        let source = """
            Text("a").foregroundColor(Color(.darkGray)).background(Color(.systemGray6))
            Text("b").foregroundColor(Color(UIColor.darkGray)).background(Color(UIColor.white))
            Text("c").foregroundColor(Color(.brand)).background(Color(.systemGray6))
            Text("d").foregroundColor(Color(UIColor.brand)).background(Color(.systemGray6))
            """
        let pairs = try scanSwift(source).elements.map { [$0.textColor, $0.backgroundColor] }
        #expect(
            pairs == [
                [Self.grey, .system("systemGray6")],
                [Self.grey, .literal(.white, alpha: 1)],
                [.asset("brand"), .system("systemGray6")],
                [nil, nil],
            ])
    }

    /// Habitica aafd43ae `UIColor-Extensions.swift:116` declares `convenience init(_ rgba: String,
    /// defaultColor: UIColor = UIColor.clear)`; `HabiticaPromotions.swift:374-375` sets white
    /// title text on `UIColor("#925CF3")` (4.16:1).
    static let hexInit = """
        extension UIColor {
            public convenience init(_ rgba: String, defaultColor: UIColor = UIColor.clear) {
                self.init(white: 0, alpha: 1)
            }
        }
        """

    static let promotion = """
        final class PromoViewController: UIViewController {
            let promptButton = UIButton()
            let otherButton = UIButton()
            func configure() {
                promptButton.setTitleColor(.white, for: .normal)
                promptButton.backgroundColor = UIColor("#925CF3")
                otherButton.setTitleColor(.white, for: .normal)
                otherButton.backgroundColor = UIColor("Purple")
            }
        }
        """

    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-eleven-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings
    }

    @Test func aHexStringGivenToTheAppsStringInitialiserIsThatColour() async throws {
        let found = try await Self.scan(["UIColor-Extensions.swift": Self.hexInit, "HabiticaPromotions.swift": Self.promotion])
        let contrast = found.filter { $0.rule == "contrast.text" && $0.severity > .note }
        // Must fire: white on #925cf3 (line 5). Must not: "Purple" is still an asset's name (line 7).
        #expect(contrast.map { $0.location?.line } == [5], "\(contrast.map(\.message))")
        #expect(contrast.first?.message.contains("#925cf3") == true, "\(contrast.map(\.message))")
        let unresolved = found.filter { $0.rule == "scan.unresolved" }.map(\.message)
        #expect(!unresolved.contains { $0.contains("925CF3") }, "\(unresolved)")
        #expect(unresolved.contains { $0.contains("Purple") }, "\(unresolved)")
    }

    /// Without the app's string initialiser the string is an asset's name, as before.
    @Test func withoutTheInitialiserAHexStringIsStillAnAssetName() async throws {
        let found = try await Self.scan(["HabiticaPromotions.swift": Self.promotion])
        #expect(!found.contains { $0.rule == "contrast.text" && $0.severity > .note })
        #expect(found.contains { $0.rule == "scan.unresolved" && $0.message.contains("925CF3") })
    }

    /// `#RGB`, `#RRGGBB` and `#RRGGBBAA` (Habitica `UIColor("#7F3300FF")`, alpha last); a short
    /// name without `#` or another length is no colour.
    @Test func hexStringForms() throws {
        let source = """
            \(Self.hexInit)
            final class V: UIViewController {
                let a = UIButton(), b = UIButton(), c = UIButton(), d = UIButton()
                func configure() {
                    a.setTitleColor(UIColor("#fff"), for: .normal); a.backgroundColor = UIColor("#000000")
                    b.setTitleColor(UIColor("#7F3300FF"), for: .normal); b.backgroundColor = UIColor("925CF3")
                    c.setTitleColor(UIColor("bad"), for: .normal); c.backgroundColor = UIColor("#12345")
                }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-eleven-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("V.swift")
        try source.write(to: path, atomically: true, encoding: .utf8)
        let reader = SwiftSourceReader().prepared(forFiles: [path.path])
        let colors = try reader.read(text: source, path: path.path, resources: ScanResources()).elements.map { [$0.textColor, $0.backgroundColor] }
        let purple = SRGBColor(red: 0x92 / 255.0, green: 0x5C / 255.0, blue: 0xF3 / 255.0)
        let brown = SRGBColor(red: 0x7F / 255.0, green: 0x33 / 255.0, blue: 0)
        #expect(
            colors == [
                [.literal(.white, alpha: 1), .literal(.black, alpha: 1)],
                [.literal(brown, alpha: 1), .literal(purple, alpha: 1)],
                [.asset("bad"), .asset("#12345")],
            ], "\(colors)")
    }
}
