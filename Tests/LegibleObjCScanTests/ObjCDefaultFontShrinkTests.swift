import LegibleObjCScan
import LegibleScan
import Testing

/// mumble b493b10d `MUFavouriteServerEditViewController.m:109-116`: a text field the file makes
/// (`_portField = [[UITextField alloc] initWithFrame:…]`) and never gives a font keeps UIKit's fixed
/// default font, so its `setAdjustsFontSizeToFitWidth:YES` undoes no chosen size (the rule's
/// documentation excludes fixed sizes), as the Swift reader decides for a `UILabel()` with no font.
/// Reduced by hand.
@Suite struct ObjCDefaultFontShrinkTests {
    static func source(font: String) -> String {
        method(
            """
                _amountField = [[UITextField alloc] initWithFrame:CGRectMake(0, 0, 120, 30)];
                [_amountField setTextColor:[UIColor darkGrayColor]];
            \(font)
                [_amountField setAdjustsFontSizeToFitWidth:YES];
                [_amountField setPlaceholder:@"100"];
            """, className: "EditAmountViewController")
    }

    /// Must not fire: made here, no font anywhere in the file.
    @Test func aFieldMadeWithTheDefaultFontDoesNotShrinkAChosenSize() async throws {
        #expect(try await scanFindings(Self.source(font: ""), rule: "text.shrinks").isEmpty)
    }

    /// Must fire: the same field given a text style, and an outlet the file does not make.
    @Test func aFieldGivenATextStyleOrNotMadeHereStillShrinks() async throws {
        let styled = Self.source(font: "    [_amountField setFont:[UIFont preferredFontForTextStyle:UIFontTextStyleBody]];")
        #expect(try await scanFindings(styled, rule: "text.shrinks").map(\.location?.line) == [10])
        let outlet = method("    [self.amountField setAdjustsFontSizeToFitWidth:YES];", className: "EditAmountViewController")
        #expect(try await scanFindings(outlet, rule: "text.shrinks").count == 1)
    }
}
