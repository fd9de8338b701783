import LegibleObjCScan
import LegibleScan
import Testing

/// Issue 33: a local pointer that aliases an outlet is the outlet for what code sets through it.
@Suite struct ObjCOutletAliasTests {
    /// VLC 12cd503e `Sources/About/VLCAboutViewController.m:47-48`: `UITextView *textView =
    /// self.blablaTextView; textView.attributedText = aboutContents;` replaces the font of the
    /// xib's text view (`VLCAboutViewController.xib:22`), which must be a placeholder: the fact is
    /// `VLCAboutViewController.blablaTextView.font`. Also `_outlet`. Must not: a local made fresh
    /// (`[[UILabel alloc] init]`) names no outlet, nor the class's member of its own name (it was
    /// kept as `VLCAboutViewController.fresh.font` until OsmAnd-iOS bb362bba
    /// `OATargetInfoViewController.mm:883-884`, `UIView *view = [[UIView alloc] init];
    /// view.backgroundColor = …`, showed such a fact making the controller's `view` a placeholder;
    /// ObjCLocalReceiverTests).
    @Test func aLocalAliasOfAnOutletIsTheOutlet() throws {
        let source = method(
            """
                UITextView *textView = self.blablaTextView;
                textView.attributedText = aboutContents;
                UILabel *footer = _footerLabel;
                footer.textColor = [UIColor grayColor];
                UILabel *fresh = [[UILabel alloc] init];
                fresh.font = [UIFont systemFontOfSize:12];
            """, className: "VLCAboutViewController")
        let facts = try scanObjC(source).setInCode
        #expect(facts.contains("VLCAboutViewController.blablaTextView.font"))
        #expect(facts.contains("VLCAboutViewController.blablaTextView.textColor"))
        #expect(facts.contains("VLCAboutViewController.footerLabel.textColor"))
        #expect(!facts.contains("VLCAboutViewController.textView.font"))
        #expect(!facts.contains("VLCAboutViewController.fresh.font"))
    }
}
