import LegibleScan
import Testing

/// A dictionary of attributes kept in a local that only sizes and draws text into an image is no
/// label: VLC 12cd503e `VLCRadioCountry.m:84-88` draws a flag emoji at 40 pt into a
/// `UIGraphicsImageRenderer`, and it was a `text.fixed-size` warning.
@Suite struct ObjCDrawnAttributeTests {
    @Test func attributesOnlyDrawnIntoAnImageAreNoElement() throws {
        let source = method(
            """
                NSDictionary *attributes = @{ NSFontAttributeName: [UIFont systemFontOfSize:40.0] };
                UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithSize:[emoji sizeWithAttributes:attributes]];
                _flagImage = [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
                    [emoji drawAtPoint:CGPointZero withAttributes:attributes];
                }];
            """, className: "VLCRadioCountry")
        #expect(try scanObjC(source).elements.isEmpty)
    }

    /// The same dictionary also given to a label's attributed text is that label's font.
    @Test func attributesAlsoGivenToALabelAreJudged() throws {
        let source = method(
            """
                NSDictionary *attributes = @{ NSFontAttributeName: [UIFont systemFontOfSize:40.0] };
                CGSize size = [emoji sizeWithAttributes:attributes];
                self.flagLabel.attributedText = [[NSAttributedString alloc] initWithString:emoji attributes:attributes];
            """)
        #expect(try scanObjC(source).elements.map(\.location.line) == [7])
    }
}
