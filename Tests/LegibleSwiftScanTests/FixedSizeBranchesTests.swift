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

    /// A choice between two fonts (Damus 9d287c7c PubkeyView.swift:50, `.font(sidemenu ?
    /// .system(size: 10) : .footnote)`): the fixed branch is the one read, the smaller of two fixed
    /// ones; two text styles, or a branch the file does not hold, leave it as before.
    @Test func aChoiceBetweenFontsIsItsFixedBranch() throws {
        // Must fire: 10 pt in the side menu; 12 of 12 and 15.
        let fixed = """
            Text("npub").font(sidemenu ? .system(size: 10) : .footnote)
            Text("npub").font(large ? .system(size: 15) : .system(size: 12))
            """
        #expect(
            try fonts(fixed) == [
                .fixed(size: 10, unit: "pt", weight: .regular, family: nil), .fixed(size: 12, unit: "pt", weight: .regular, family: nil),
            ])
        // Must not: both styles scale; `customFont` is not known.
        let scaled = """
            Text("npub").font(sidemenu ? .caption : .footnote)
            Text("npub").font(sidemenu ? customFont : .footnote)
            """
        #expect(try fonts(scaled).isEmpty)
    }
}
