import LegibleObjCScan
import LegibleScan
import LegibleTypeScale
import Testing

/// `text.fixed-size` and `text.not-live` from Objective-C: which fonts are fixed, scaled or text
/// styles, and when a text style is live, as the Swift reader decides for the same UIKit calls.
@Suite struct ObjCFontTests {
    @Test(arguments: [
        ("label.font = [UIFont systemFontOfSize:17];", ScannedFont.fixed(size: 17, unit: "pt", weight: .regular, family: nil)),
        ("label.font = [UIFont boldSystemFontOfSize:13.0f];", .fixed(size: 13, unit: "pt", weight: .bold, family: nil)),
        ("label.font = [UIFont systemFontOfSize:15 weight:UIFontWeightSemibold];", .fixed(size: 15, unit: "pt", weight: .semibold, family: nil)),
        (#"label.font = [UIFont fontWithName:@"Avenir-Heavy" size:20.];"#, .fixed(size: 20, unit: "pt", weight: .regular, family: "Avenir-Heavy")),
        ("[self.label setFont:[UIFont italicSystemFontOfSize:11]];", .fixed(size: 11, unit: "pt", weight: .regular, family: nil)),
        ("_label.font = [UIFont monospacedDigitSystemFontOfSize:12 weight:UIFontWeightBold];", .fixed(size: 12, unit: "pt", weight: .bold, family: nil)),
        // The monospaced system font, as a-shell's Swift `monospacedSystemFont(ofSize: 13, weight: .regular)` (fresh-ios26b pattern 2).
        ("responseView.font = [UIFont monospacedSystemFontOfSize:13 weight:UIFontWeightRegular];", .fixed(size: 13, unit: "pt", weight: .regular, family: nil)),
    ])
    func fixedFonts(statement: String, expected: ScannedFont) throws {
        #expect(try fonts(method("    " + statement)) == [expected])
    }

    @Test func scaledWithFontMetricsIsNotFixed() throws {
        let source = method(
            """
                self.title.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:17]];
                self.subtitle.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleFootnote] scaledFontForFont:[UIFont boldSystemFontOfSize:13]];
                self.caption.font = [UIFontMetrics.defaultMetrics scaledFontForFont:[UIFont systemFontOfSize:12] maximumPointSize:20];
            """)
        #expect(
            try fonts(source) == [
                .scaled(size: 17, relativeTo: .body, weight: .regular, family: nil), .scaled(size: 13, relativeTo: .footnote, weight: .bold, family: nil),
                .scaled(size: 12, relativeTo: .body, weight: .regular, family: nil),
            ])
    }

    @Test func constantsAndDefinesAreRead() throws {
        let source = """
            #define kTitleSize 22
            #define kBodyFont [UIFont systemFontOfSize:15]
            static const CGFloat kCaptionSize = 11.5;
            @implementation Cell
            - (void)setUp {
                UIFont *font = [UIFont boldSystemFontOfSize:kTitleSize];
                self.title.font = font;
                self.body.font = kBodyFont;
                self.caption.font = [UIFont systemFontOfSize:kCaptionSize];
            }
            @end
            """
        #expect(
            try fonts(source) == [
                .fixed(size: 22, unit: "pt", weight: .bold, family: nil), .fixed(size: 15, unit: "pt", weight: .regular, family: nil),
                .fixed(size: 11.5, unit: "pt", weight: .regular, family: nil),
            ])
    }

    @Test func unknownSizesAreNotGuessed() throws {
        let source = """
            #define FONT_SIZE (IS_IPAD ? 20 : 14)
            @implementation Cell
            - (void)setUp:(CGFloat)size {
                CGFloat scaled = 12;
                scaled = scaled * self.zoom;
                self.a.font = [UIFont systemFontOfSize:FONT_SIZE];
                self.b.font = [UIFont systemFontOfSize:size];
                self.c.font = [UIFont systemFontOfSize:scaled];
                self.d.font = [self.theme bodyFont];
            }
            @end
            """
        #expect(try scanObjC(source).elements.isEmpty)
    }

    @Test func theLastAssignmentWins() throws {
        let source = method(
            """
                label.font = [UIFont systemFontOfSize:17];
                label.font = [Theme fontFor:kTitle];
            """)
        #expect(try scanObjC(source).elements.isEmpty)
    }

    @Test func preferredFontIsLiveOnlyWithAdjusts() throws {
        let source = """
            @implementation Cell
            - (instancetype)init {
                _title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
                self.subtitle.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                return self;
            }
            - (void)setUp {
                [self.title setAdjustsFontForContentSizeCategory:YES];
                UILabel *local = [[UILabel alloc] init];
                local.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1 compatibleWithTraitCollection:nil];
                local.adjustsFontForContentSizeCategory = NO;
            }
            @end
            """
        #expect(
            try fonts(source) == [
                .textStyle(.headline, weight: nil, live: true), .textStyle(.body, weight: nil, live: false), .textStyle(.caption1, weight: nil, live: false),
            ])
    }

    @Test func aFileThatObservesSizeChangesKeepsStylesLive() throws {
        let source = method(
            """
                self.title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(update) name:UIContentSizeCategoryDidChangeNotification object:nil];
            """)
        #expect(try fonts(source) == [.textStyle(.title2, weight: nil, live: true)])
    }

    @Test func fontWithSizePinsATextStyle() throws {
        let source = method("    label.font = [[UIFont preferredFontForTextStyle:UIFontTextStyleBody] fontWithSize:20];")
        #expect(try fonts(source) == [.fixed(size: 20, unit: "pt", weight: .regular, family: nil)])
    }

    @Test func kindsAndPlacesFollowTheReceiver() throws {
        let source = method(
            """
                self.saveButton.titleLabel.font = [UIFont systemFontOfSize:15];
                self.nameField.font = [UIFont systemFontOfSize:14];
                [_notesTextView setFont:[UIFont systemFontOfSize:13]];
            """)
        let elements = try scanObjC(source).elements
        #expect(elements.map(\.kind) == [.button, .textField, .textView])
        #expect(elements.map(\.location.line) == [7, 8, 9])
        #expect(elements.map(\.location.column) == [5, 5, 5])
        #expect(elements.first?.id == "ProfileViewController:7")
        #expect(elements.allSatisfy { $0.platform == .iOS })
    }

    @Test func anImageOnlyButtonHasNoTitleToSize() throws {
        let source = method(
            """
                [self.closeButton setImage:[UIImage imageNamed:@"close"] forState:UIControlStateNormal];
                self.closeButton.titleLabel.font = [UIFont systemFontOfSize:12];
                [self.doneButton setTitle:@"Done" forState:UIControlStateNormal];
                self.doneButton.titleLabel.font = [UIFont systemFontOfSize:12];
            """)
        #expect(try scanObjC(source).elements.map(\.location.line) == [10])
    }

    @Test func theRulesJudgeTheElements() async throws {
        let fixed = try await scanFindings(method("    self.title.font = [UIFont systemFontOfSize:17];"), rule: "text.fixed-size")
        #expect(fixed.count == 1)
        #expect(fixed.first?.location?.line == 7)
        let scaled = try await scanFindings(
            method("    self.title.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:17]];"), rule: "text.fixed-size")
        #expect(scaled.isEmpty)
        let notLive = try await scanFindings(method("    self.title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];"), rule: "text.not-live")
        #expect(notLive.count == 1)
        let live = try await scanFindings(
            method("    self.title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n    self.title.adjustsFontForContentSizeCategory = YES;"),
            rule: "text.not-live")
        #expect(live.isEmpty)
    }
}

/// The Objective-C spelling of the Swift reader's UIKit size constants (issue 33; ownCloud
/// 0ac09a30 `UniversalItemListCell.swift:312` writes `UIFont.systemFont(ofSize: UIFont.labelFontSize)`
/// in Swift): `[UIFont systemFontOfSize:[UIFont labelFontSize]]` is fixed, kept as written with no
/// size in points. Must not: a text style, or a size the reader does not know.
@Suite struct ObjCFixedSizeConstantTests {
    @Test func aConstantSizeIsFixed() async throws {
        let source = method(
            """
                self.title.font = [UIFont systemFontOfSize:[UIFont labelFontSize]];
                self.detail.font = [UIFont boldSystemFontOfSize:UIFont.smallSystemFontSize];
                self.body.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                self.other.font = [UIFont systemFontOfSize:self.size];
            """)
        #expect(try scanObjC(source).elements.compactMap(\.fixedSizeConstant) == ["UIFont.labelFontSize", "UIFont.smallSystemFontSize"])
        #expect(try await scanFindings(source, rule: "text.fixed-size").map { $0.location?.line ?? 0 } == [7, 8])
    }
}
