import Testing

@testable import LegibleScan

/// iSH `Terminal.storyboard:77`: a 31×50 pt bar button whose width constraint code sets through
/// `TerminalViewController.barButtonWidth` (32, 36 or 43 pt, `TerminalViewController.m:413-421`).
/// The file's 31 pt is a placeholder, so `target.small` must not say "grow it by 6.5 pt".
@Suite struct CodeSetWidthTargetTests {
    static let reason =
        #"its width follows constraint "1Ax-5U-2CI", whose constant code sets through TerminalViewController.barButtonWidth: the file's value is a placeholder"#

    static func button(width: ScannedWidth) -> ScannedElement {
        var element = ScannedElement(
            kind: .button, id: "cJt-oG-BnW", location: .init(file: "Terminal.storyboard", line: 77), platform: .iOS, width: 31, height: 50)
        element.textWidth = width
        return element
    }

    @Test func aCodeSetWidthIsNamedNotGrownByAnExactAmount() {
        // Must say: the width is a placeholder code sets.
        #expect(
            ScanRules.codeSetWidth(Self.button(width: .unknown(reason: Self.reason)), height: 50, minimum: (44, 44), unit: "pt")
                == #"its width is a placeholder code sets (constraint "1Ax-5U-2CI", through TerminalViewController.barButtonWidth): make it at least 44 pt"#)
        // Must not: a width the file fixes, another unknown width, or a height that is short too.
        #expect(ScanRules.codeSetWidth(Self.button(width: .fixed(31)), height: 50, minimum: (44, 44), unit: "pt") == nil)
        #expect(ScanRules.codeSetWidth(Self.button(width: .unknown(reason: "a width code sets")), height: 50, minimum: (44, 44), unit: "pt") == nil)
        #expect(ScanRules.codeSetWidth(Self.button(width: .unknown(reason: Self.reason)), height: 30, minimum: (44, 44), unit: "pt") == nil)
    }
}
