import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios25b misses pattern 1: an app's `UIFont` factory that ends in an instance method of
/// its own font asset type, which returns the bundled font at the size it is given.
@Suite struct FontAssetMethodTests {
    /// Ruuvi Station `Common/RuuviLocalization/Sources/RuuviFonts.swift` (the app's 2025 main):
    /// `FontAsset` (:91-116, `typealias Font = UIFont` in `#if`, `font(size:)` with the iPad's
    /// +2 pt), `MulishWeight.fontAsset` (:225-236), and the `UIFont` extension in
    /// `#if os(iOS) …` (:521-523) with `mulish(_:size:)` (:421-423, here as in the extension,
    /// :700-702) and `ruuviButtonMedium()` (:569-570). `scaled(size:)` is the neighbour that
    /// scales its font (not the app's: its DynamicType helpers are longer).
    static let fonts = """
        import UIKit
        public struct FontAsset {
            public fileprivate(set) var name: String
            #if os(macOS)
            public typealias Font = NSFont
            #elseif os(iOS) || os(tvOS) || os(watchOS)
            public typealias Font = UIFont
            #endif
            public func font(size: CGFloat) -> Font {
                _ = FontRegistration.shared
                var fontSize = size
                if UIDevice.current.userInterfaceIdiom == .pad {
                    fontSize += 2
                }
                guard let font = Font(name: name, size: fontSize) else {
                    return Font.systemFont(ofSize: fontSize)
                }
                return font
            }
            public func scaled(size: CGFloat) -> Font {
                UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: size))
            }
        }
        public enum RuuviFonts {
            public enum Mulish {
                public static let extraBold = FontAsset(name: "Mulish-ExtraBold")
            }
            public enum MulishWeight: String, CaseIterable {
                case extraBold = "ExtraBold"
                var fontAsset: FontAsset {
                    switch self {
                    case .extraBold: return Mulish.extraBold
                    }
                }
            }
        }
        #if os(iOS) || os(tvOS) || os(watchOS)
        public extension UIFont {
            static func ruuviButtonMedium() -> UIFont {
                return RuuviFonts.Typography.Buttons.medium().font(size: 16)
            }
            static func mulish(_ weight: RuuviFonts.MulishWeight, size: CGFloat) -> UIFont {
                return weight.fontAsset.font(size: size)
            }
            static func scaledMulish(_ weight: RuuviFonts.MulishWeight, size: CGFloat) -> UIFont {
                return weight.fontAsset.scaled(size: size)
            }
        }
        #endif
        """

    /// `DashboardIndicatorProminentView.swift:11` (`UIFont.oswald(.bold, size: 34)`, here the
    /// same factory of Mulish) and `MyRuuviAccountViewController.swift:89-90` (`.ruuviButtonMedium()`).
    @Test func aFactoryEndingInTheAssetsFontIsFixed() async throws {
        let view = """
            import UIKit
            final class DashboardIndicatorProminentView: UIView {
                private let valueLabel = UILabel()
                private let deleteAccountButton = UIButton()
                private let scaledLabel = UILabel()
                func setUp() {
                    valueLabel.font = UIFont.mulish(.extraBold, size: 34)
                    deleteAccountButton.titleLabel?.font = .ruuviButtonMedium()
                    scaledLabel.font = UIFont.scaledMulish(.extraBold, size: 14)
                    scaledLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let found = try await AppFontTests.scan(
            ["RuuviFonts.swift": Self.fonts, "DashboardIndicatorProminentView.swift": view], on: "DashboardIndicatorProminentView.swift")
        // Must fire on the two fixed fonts; must not on the scaled one (line 9).
        #expect(found["text.fixed-size"] == [7, 8], "\(found)")
    }

    /// The neighbour: when two of the app's types declare a `UIFont` method of that name that
    /// the arguments fit, which one a call on an instance means is not known: no font is read.
    @Test func aNameTwoTypesDeclareIsNotKnown() async throws {
        let other = """
            import UIKit
            struct ScaledAsset {
                static let body = ScaledAsset(name: "Mulish-Regular")
                let name: String
                func font(size: CGFloat) -> UIFont {
                    UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: size))
                }
            }
            """
        let view = """
            import UIKit
            final class InfoView: UIView {
                private let infoLabel = UILabel()
                func setUp(asset: ScaledAsset) {
                    infoLabel.font = asset.font(size: 12)
                }
            }
            """
        let found = try await AppFontTests.scan(["RuuviFonts.swift": Self.fonts, "ScaledAsset.swift": other, "InfoView.swift": view], on: "InfoView.swift")
        #expect(found["text.fixed-size"] == nil, "\(found)")
        // With the one declaration, the same call is the asset's fixed font.
        let alone = try await AppFontTests.scan(["RuuviFonts.swift": Self.fonts, "InfoView.swift": view], on: "InfoView.swift")
        #expect(alone["text.fixed-size"] == [5], "\(alone)")
    }
}

/// Ruuvi 15044d0b: the factories' `UIFont(name: name, size:)` (`RuuviFonts.swift:102-116`) named no
/// literal face, and 169 findings said "System Regular" for Mulish and Oswald.
@Suite struct FontNamedInCodeTests {
    @Test func aFaceTheCodeNamesIsTheAppsNotTheSystems() async throws {
        let source = """
            import UIKit
            final class V: UIView {
                let name = "Mulish-Bold"
                let a = UILabel()
                let b = UILabel()
                func setUp() {
                    a.font = UIFont(name: name, size: 17)!
                    b.font = UIFont(name: "Avenir-Heavy", size: 15)!
                }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }
        let messages = found.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("fixed 17 pt app font (its face named in code)") == true, "\(messages)")
        // Must not change: a literal face is named as written.
        #expect(messages.last?.contains("fixed 15 pt Avenir-Heavy Regular") == true, "\(messages)")
        #expect(!messages.joined().contains("System"), "\(messages)")
    }
}
