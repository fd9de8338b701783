import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.shrinks` (issue 33): `.system(size:)` is a fixed size whatever its argument, so shrinking
/// that text undoes no size a person chose, even when the size is a variable the scan cannot read.
/// Home Assistant d722d781 `KioskScreensaverView.swift:50`: a screensaver clock at
/// `.system(size: clockPointSize, …)` with `.minimumScaleFactor(0.5)` was a warning.
@Suite struct UnreadFixedSizeShrinkTests {
    private func shrinks(_ source: String) throws -> [Bool] {
        try scanSwift(source).elements.filter { $0.kind == .label }.map { $0.shrink != nil }
    }

    @Test func aFixedSizeOfUnknownValueDoesNotShrinkAChosenSize() throws {
        let source = """
            Text(time).font(.system(size: clockPointSize, weight: .bold, design: .rounded)).lineLimit(1).minimumScaleFactor(0.5)
            Text(name).font(.custom("Clock", fixedSize: size).bold()).lineLimit(1).minimumScaleFactor(0.5)
            Text(time).font(.headline).lineLimit(1).minimumScaleFactor(0.5)
            Text(time).font(theme.clockFont).lineLimit(1).minimumScaleFactor(0.5)
            """
        // Must NOT: the two fixed sizes. Must: a text style, and a font the scan cannot read at all.
        #expect(try shrinks(source) == [false, false, true, true])
    }
}
