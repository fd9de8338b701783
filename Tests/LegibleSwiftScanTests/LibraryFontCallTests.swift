import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `UIFont` class method the app does not declare, given only a number literal as its size,
/// is a fixed font of that size (fresh-ios12a O1/D7): Eidolon 44486ed9 `Button.swift:86`,
/// `LargeKeypadButton`'s `self.titleLabel!.font = UIFont.sansSerifFont(withSize: 20)`, from the
/// Artsy+UIFonts pod (not in the repository), sizes the keypad's 12 digits and was missed.
@Suite struct LibraryFontCallTests {
    static func keypad(_ font: String, extra: String = "") -> String {
        """
        import UIKit
        class Button: UIButton {
            required init?(coder: NSCoder) { super.init(coder: coder); setup() }
            func setup() {}
        }
        class LargeKeypadButton: Button {
            override func setup() {
                super.setup()
                self.titleLabel!.font = \(font)
            }
        }
        \(extra)
        """
    }

    private func fixedSize(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }
    }

    @Test func aLibrarysFontAtALiteralSizeIsFixed() async throws {
        // Must fire: the real shape, line 9, and the serif kin of the same pod.
        for (font, size) in [
            ("UIFont.sansSerifFont(withSize: 20)", "20 pt System Regular"), ("UIFont.serifFont(withSize: 15)", "15 pt System Regular"),
            ("UIFont.serifSemiBoldFont(withSize: 17.5)", "17.5 pt System Semibold"), ("UIFont.serifBoldFont(withSize: 14)", "14 pt System Bold"),
        ] {
            let found = try await fixedSize(Self.keypad(font))
            #expect(found.map(\.location?.line) == [9], "\(font): \(found.map(\.message))")
            #expect(found.first?.message.hasPrefix("the font is a fixed \(size)") == true, "\(found.map(\.message))")
        }
    }

    @Test func aFontThatMayScaleOrThatTheAppDeclaresIsNotRead() async throws {
        // Must NOT fire: a name that says it scales, a size not written as a literal, a call with
        // other arguments, and a method the app declares (read from its body: here it scales).
        for font in [
            "UIFont.scaledSerifFont(withSize: 20)", "UIFont.preferredSansSerifFont(withSize: 20)", "UIFont.sansSerifFont(withSize: size)",
            "UIFont.sansSerifFont(withSize: 20, traits: .bold)", "UIFont.sansSerif(withSize: 20)",
        ] {
            let found = try await fixedSize(Self.keypad(font))
            #expect(found.isEmpty, "\(font): \(found.map(\.message))")
        }
        let declared = """
            extension UIFont {
                static func sansSerifFont(withSize size: CGFloat) -> UIFont {
                    UIFontMetrics.default.scaledFont(for: UIFont(name: "AvantGarde", size: size)!)
                }
            }
            """
        let found = try await fixedSize(Self.keypad("UIFont.sansSerifFont(withSize: 20)", extra: declared))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
