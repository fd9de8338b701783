import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, a miss: Aidoku eb812a56 `StatsGridView.swift:276` sets
/// `.font(.system(size: expanded ? 52 : 36).weight(.bold))`, a fixed size either way, and was not
/// read. Both branches numbers: fixed at the smaller. A branch the file does not hold: unknown.
@Suite struct FixedSizeBranchesTests {
    @Test func aChoiceBetweenTwoNumbersIsFixed() throws {
        // Must fire (text.fixed-size reads `.fixed`): 36 and 14 pt, the smaller of each pair.
        let source = """
            Text("12").font(.system(size: expanded ? 52 : 36).weight(.bold))
            Text("Total").font(.system(size: expanded && wide ? 18 : 14))
            """
        #expect(
            try fonts(source) == [
                .fixed(size: 36, unit: "pt", weight: .bold, family: nil), .fixed(size: 14, unit: "pt", weight: .regular, family: nil),
            ])
    }

    @Test func aBranchTheFileDoesNotHoldLeavesTheFontUnknown() throws {
        // Must NOT fire: `titleSize` may be a scaled metric, and `size + 2` is arithmetic.
        let source = """
            Text("12").font(.system(size: expanded ? titleSize : 36))
            Text("12").font(.system(size: size + 2))
            """
        #expect(try fonts(source).isEmpty)
    }
}
