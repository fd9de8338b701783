import LegibleColor
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// `text.shrinks` and `contrast.text` facts from Objective-C.
@Suite struct ObjCShrinkAndColorTests {
    @Test func adjustsWithAScaleFactorShrinks() throws {
        let source = method(
            """
                self.title.adjustsFontSizeToFitWidth = YES;
                self.title.minimumScaleFactor = 0.5;
            """)
        let shrink = try scanObjC(source).elements.first?.shrink
        // `method` puts the body on line 7 after four spaces: where the shrink is written.
        let made = Finding.Location(file: "View.m", line: 7, column: 5)
        #expect(shrink == ScannedShrink(mechanism: "adjustsFontSizeToFitWidth = YES", minimumScale: 0.5, location: made))
    }

    /// Apple: a minimumScaleFactor of 0 (the default) means no shrinking; 1 is no smaller.
    @Test(arguments: [
        "self.title.adjustsFontSizeToFitWidth = YES;",
        "self.title.adjustsFontSizeToFitWidth = YES;\n    self.title.minimumScaleFactor = 0;",
        "[self.title setAdjustsFontSizeToFitWidth:YES];\n    [self.title setMinimumScaleFactor:1.0];",
        "self.title.minimumScaleFactor = 0.5;\n    self.title.adjustsFontSizeToFitWidth = NO;",
    ])
    func noScaleFactorDoesNotShrink(statements: String) throws {
        let source = method("    self.title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n    " + statements)
        #expect(try scanObjC(source).elements.allSatisfy { $0.shrink == nil })
    }

    @Test func aTextFieldShrinksToItsMinimumFontSize() throws {
        let source = method("    self.searchField.minimumFontSize = 10;\n    self.searchField.adjustsFontSizeToFitWidth = YES;")
        #expect(try scanObjC(source).elements.first?.shrink != nil)
    }

    @Test func aFactorInAnotherFileIsTakenAsShrinking() throws {
        // FONT_SCALING_MIN is defined in no header the reader found: set, value unknown.
        let source = method("    self.title.adjustsFontSizeToFitWidth = YES;\n    self.title.minimumScaleFactor = FONT_SCALING_MIN;")
        let made = Finding.Location(file: "View.m", line: 7, column: 5)
        #expect(try scanObjC(source).elements.first?.shrink == ScannedShrink(mechanism: "adjustsFontSizeToFitWidth = YES", minimumScale: nil, location: made))
    }

    @Test func shrinkingIsJudged() async throws {
        let fires = try await scanFindings(
            method("    label.adjustsFontSizeToFitWidth = YES;\n    label.minimumScaleFactor = 0.7;"), rule: "text.shrinks")
        #expect(fires.count == 1)
        let silent = try await scanFindings(method("    label.adjustsFontSizeToFitWidth = YES;"), rule: "text.shrinks")
        #expect(silent.isEmpty)
    }

    @Test func theViewsOwnColoursAreAPair() throws {
        let source = method(
            """
                self.badge.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
                self.badge.textColor = [UIColor colorWithWhite:0.6 alpha:1];
                self.badge.backgroundColor = UIColor.whiteColor;
                self.other.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
                self.other.textColor = [UIColor secondaryLabelColor];
                self.other.backgroundColor = [UIColor clearColor];
                self.third.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
                self.third.textColor = [UIColor colorNamed:@"Ink"];
                self.third.backgroundColor = [UIColor systemBackgroundColor];
            """)
        let elements = try scanObjC(source).elements
        #expect(elements.count == 3)
        #expect(elements[0].textColor == .literal(SRGBColor(red: 0.6, green: 0.6, blue: 0.6), alpha: 1))
        #expect(elements[0].backgroundColor == .literal(.white, alpha: 1))
        // A clear background shows whatever is behind it: not a pair.
        #expect(elements[1].textColor == nil && elements[1].backgroundColor == nil)
        #expect(elements[2].textColor == .asset("Ink"))
        #expect(elements[2].backgroundColor == .system("systemBackground"))
    }

    @Test func lowContrastIsJudged() async throws {
        let source = method(
            """
                self.hint.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.hint.adjustsFontForContentSizeCategory = YES;
                self.hint.textColor = [UIColor lightGrayColor];
                self.hint.backgroundColor = [UIColor whiteColor];
            """)
        // #AAAAAA on white is 2.32:1, under 4.5:1.
        #expect(try await scanFindings(source, rule: "contrast.text").count == 1)
    }

    @Test func codeSetPropertiesAreRecordedForOutlets() throws {
        let source = method("    self.headerLabel.textColor = [Theme ink];\n    _footerLabel.font = [Theme small];", className: "SignInViewController")
        let set = try scanObjC(source).setInCode
        #expect(set == ["SignInViewController.headerLabel.textColor", "SignInViewController.footerLabel.font"])
    }
}
