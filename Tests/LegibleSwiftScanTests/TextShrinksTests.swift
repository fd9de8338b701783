import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.shrinks`: `.minimumScaleFactor` in SwiftUI, `adjustsFontSizeToFitWidth = true` in UIKit.
@Suite struct TextShrinksTests {
    @Test func minimumScaleFactorShrinks() throws {
        let result = try scanSwift(#"Text("price").lineLimit(1).minimumScaleFactor(0.5)"#)
        #expect(result.elements.first?.shrink == ScannedShrink(mechanism: ".minimumScaleFactor(0.5)", minimumScale: 0.5))
        #expect(result.elements.first?.maxLines == 1)
    }

    @Test func adjustsFontSizeToFitWidthShrinksWithItsMinimumScale() throws {
        let source = """
            badge.adjustsFontSizeToFitWidth = true
            badge.minimumScaleFactor = 0.7
            """
        let element = try scanSwift(source).elements.first
        // Reported where code makes it shrink: line 1, column 1 of the source.
        let made = Finding.Location(file: "View.swift", line: 1, column: 1)
        #expect(element?.shrink == ScannedShrink(mechanism: "adjustsFontSizeToFitWidth = true", minimumScale: 0.7, location: made))
        #expect(element?.location.line == 1)
    }

    @Test func whatMustNotShrink() throws {
        let source = """
            Text("a").minimumScaleFactor(1)
            badge.adjustsFontSizeToFitWidth = false
            badge.minimumScaleFactor = 0.5
            Text("b").scaleEffect(0.5)
            """
        #expect(try scanSwift(source).elements.allSatisfy { $0.shrink == nil })
    }

    @Test func aContainerThatShrinksIsOneElement() throws {
        let source = """
            HStack { Text("a"); Text("b") }
                .minimumScaleFactor(0.8)
            """
        let shrinking = try scanSwift(source).elements.filter { $0.shrink != nil }
        #expect(shrinking.map(\.location.line) == [2])
    }
}
