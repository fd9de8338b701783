import LegibleCore
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// What the lexer and the tolerant reader must get right for the rules to see the right code:
/// text inside comments, strings and macros is not code; malformed code is skipped; limits hold.
@Suite struct ObjCReadingTests {
    @Test func commentsStringsAndCharactersAreNotCode() throws {
        let source = method(
            #"""
                // label.font = [UIFont systemFontOfSize:17];
                /* self.title.font = [UIFont systemFontOfSize:12];
                   still a comment */
                NSString *s = @"x.font = [UIFont systemFontOfSize:9]; // not a comment";
                char c = ';'; char q = '\'';
                const char *t = "a;b{c}\"d";
                self.body.font = [UIFont systemFontOfSize:14]; /* trailing */
            """#)
        let elements = try scanObjC(source).elements
        #expect(elements.map(\.location.line) == [13])
        #expect(elements.first?.font == .fixed(size: 14, unit: "pt", weight: .regular, family: nil))
    }

    @Test func preprocessorLinesAndBlocksAreRead() throws {
        let source = """
            #import "Cell.h"
            #define kInset 12 \\
                + 4
            #if DEBUG
            #define kDebugFont [UIFont systemFontOfSize:10]
            #endif
            @interface Cell () <UITableViewDelegate>
            @property (nonatomic, strong) UILabel *title;
            @end
            @implementation Cell {
                UILabel *_extra;
            }
            - (void)animate {
                [UIView animateWithDuration:0.3 animations:^{
                    self.title.font = [UIFont boldSystemFontOfSize:18];
                } completion:^(BOOL finished) {
                    if (finished) [self.title setFont:kDebugFont];
                }];
            }
            @end
            """
        let elements = try scanObjC(source).elements
        // One view, `title`: the last font set on it (in the completion block) is 10 pt.
        #expect(elements.map(\.font) == [.fixed(size: 10, unit: "pt", weight: .regular, family: nil)])
        #expect(elements.map(\.location.line) == [17])
    }

    @Test func numbersWithSuffixesAndHexAreRead() throws {
        let source = method(
            """
                a.font = [UIFont systemFontOfSize:12.5f];
                b.font = [UIFont systemFontOfSize:0x10];
                c.font = [UIFont systemFontOfSize:(CGFloat)14];
                d.font = [UIFont systemFontOfSize:1.6e1];
            """)
        #expect(try fonts(source).map { if case .fixed(let size, _, _, _) = $0 { size } else { -1 } } == [12.5, 16, 14, 16])
    }

    @Test(arguments: [
        "self.title.font = [UIFont systemFontOfSize:",
        "[[[[[[",
        "]]]]) } } @end @end @implementation",
        "self.title.font = [UIFont systemFontOfSize:17 weight:];",
        "@\"unterminated\n label.font = [UIFont systemFontOfSize:13];",
        "/* never closed",
        "label.font = cond ? [UIFont systemFontOfSize:12] : [UIFont boldSystemFontOfSize:12];",
        "x = @{ : , : ]; y = (((; [a b:c d:e f]; -(void)",
        "\u{0}\u{1}\u{FFFD}#define\n#define X(\n@",
    ])
    func malformedCodeIsSkipped(body: String) throws {
        let result = try scanObjC(method(body))
        #expect(result.findings.isEmpty)
        #expect(result.elements.allSatisfy { $0.font == nil || $0.font == .fixed(size: 13, unit: "pt", weight: .regular, family: nil) })
    }

    @Test func nestingPastTheLimitIsAnErrorAtItsPlace() throws {
        let source = "@implementation A\n- (void)f {\n    x = " + String(repeating: "(", count: 200) + ";\n}\n@end\n// font"
        #expect {
            try scanObjC(source)
        } throws: { error in
            guard let error = error as? SourceFileError else { return false }
            return error.file == "View.m" && error.position?.line == 3 && error.position?.column == 108 && error.message.contains("100")
        }
    }

    @Test func deepPrefixChainsDoNotOverflowTheStack() throws {
        let source = method("    label.font = " + String(repeating: "!", count: 5_000) + "x;\n    a.font = " + String(repeating: "(T)", count: 2_000) + "y;")
        #expect(try scanObjC(source).elements.isEmpty)
    }

    @Test func headersAndDependenciesAreNotRead() {
        let reader = ObjCSourceReader()
        #expect(reader.reads(path: "App/Cell.m"))
        #expect(reader.reads(path: "App/Bridge.mm"))
        #expect(!reader.reads(path: "App/Cell.h"))
        #expect(!reader.reads(path: "Pods/AFNetworking/AFURLSessionManager.m"))
        #expect(!reader.reads(path: "App/main.swift"))
        #expect(ObjCSourceReader.maximumFileBytes == 4 << 20)
    }

    @Test func suppressionsApplyToTheNextLineOrStatement() throws {
        let source = method(
            """
                // legible:ignore-next-line text.fixed-size — a badge drawn at one size on purpose
                self.badge.font = [UIFont systemFontOfSize:11];
                // legible:ignore text.shrinks
                self.title.adjustsFontSizeToFitWidth =
                    YES;
                self.other.font = [UIFont systemFontOfSize:12]; // legible:ignore text.fixed-size — trailing, this line
                self.plain.font = [UIFont systemFontOfSize:13];
                // legible:ignore contrast.text
            """)
        let result = try scanObjC(source)
        let byLine = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.location.line, $0.suppressions) })
        #expect(byLine[8]?.map(\.rule) == ["text.fixed-size"])
        #expect(byLine[8]?.first?.reason == "a badge drawn at one size on purpose")
        #expect(byLine[10]?.map(\.rule) == ["text.shrinks"])
        #expect(byLine[10]?.first?.reason == nil)
        #expect(byLine[12]?.map(\.rule) == ["text.fixed-size"])
        #expect(byLine[13]?.isEmpty == true)
        // The last one is on no element and gives no reason: a note says so.
        #expect(result.findings.map(\.rule) == ["scan.suppression-reason"])
        #expect(result.findings.first?.location?.line == 14)
    }
}
