import LegibleObjCScan
import LegibleScan
import LegibleTypeScale
import Testing

/// Fonts in Objective-C attributes (`@{NSFontAttributeName: …}`, `addAttribute:NSFontAttributeName value:…`)
/// given to attributed text: a fixed size is `text.fixed-size` at the font's line, as in Swift; a
/// text style or a scaled font is not, nor are bar title attributes or text drawn or measured.
@Suite struct ObjCAttributedFontTests {
    @Test func fixedFontsInAttributesAreElementsAtTheFont() throws {
        let source = method(
            """
                NSDictionary *attributes = @{NSForegroundColorAttributeName: UIColor.labelColor,
                                             NSFontAttributeName: [UIFont systemFontOfSize:17]};
                self.title.attributedText = [[NSAttributedString alloc] initWithString:@"Hi" attributes:attributes];
                NSMutableAttributedString *rest = [[NSMutableAttributedString alloc] initWithString:@"More"];
                [rest addAttribute:NSFontAttributeName value:[UIFont boldSystemFontOfSize:13] range:NSMakeRange(0, 2)];
            """)
        let elements = try scanObjC(source).elements
        #expect(elements.map(\.location.line) == [8, 11])
        #expect(
            elements.map(\.font) == [
                .fixed(size: 17, unit: "pt", weight: .regular, family: nil), .fixed(size: 13, unit: "pt", weight: .bold, family: nil),
            ])
    }

    @Test func scaledFontsBarsAndDrawnTextAreNotElements() throws {
        let source = method(
            """
                NSDictionary *body = @{NSFontAttributeName: [UIFont preferredFontForTextStyle:UIFontTextStyleBody]};
                NSDictionary *scaled = @{NSFontAttributeName: [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:15]]};
                [self.segments setTitleTextAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:13]} forState:UIControlStateNormal];
                [@"A" drawAtPoint:CGPointZero withAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:30]}];
                CGSize size = [@"A" sizeWithAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:12]}];
            """)
        #expect(try scanObjC(source).elements.isEmpty)
    }
}
