import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.shrinks` (issue 33): a shrink on a container undoes a size a person chose only when some
/// text inside follows Dynamic Type. Home Assistant d722d781 `WidgetEnergyStatView.swift:33`: an
/// `HStack` of a value at `valueFont` (`.system(size: 20, …)`) and its unit at `.system(size: 12)`
/// with `.minimumScaleFactor(0.6)` was a shrink warning besides the two `text.fixed-size` ones.
@Suite struct ContainerShrinkFixedTextTests {
    /// The lines of the elements that shrink.
    private func shrinkFindings(_ source: String) throws -> [Int] {
        try scanSwift(source).elements.filter { $0.shrink != nil }.compactMap(\.location.line)
    }

    @Test func aContainerOfFixedSizeTextsDoesNotShrinkAChosenSize() throws {
        // Must NOT: Home Assistant's stat (a bound constant, an `if`, an icon font, an image).
        let source = """
            struct Stat: View {
                var valueFont: Font = .system(size: 20, weight: .bold, design: .rounded)
                var body: some View {
                    HStack(spacing: 2) {
                        Image(systemName: "bolt")
                        Text(verbatim: icon).font(.custom(MaterialDesignIcons.familyName, size: 12))
                        Text(verbatim: value).font(valueFont)
                        if let unit { Text(verbatim: unit).font(.system(size: 12, weight: .medium)) }
                    }
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                }
            }
            """
        #expect(try shrinkFindings(source) == [])
    }

    @Test func aContainerWithTextThatScalesOrIsUnseenStillShrinks() throws {
        // Must fire: a text style inside (line 1), a stack's own style reaching a text without a
        // font (line 2), and a view of the app's own the scan cannot see into (line 3).
        let source = """
            HStack { Text(day).font(.system(size: 30)); Text(weekday).font(.caption2) }.lineLimit(1).minimumScaleFactor(0.8)
            VStack { Text(a).font(.system(size: 30)); Text(b) }.font(.body).lineLimit(1).minimumScaleFactor(0.8)
            HStack { Text(a).font(.system(size: 30)); BadgeView(b) }.lineLimit(1).minimumScaleFactor(0.8)
            """
        #expect(try shrinkFindings(source) == [1, 2, 3])
    }
}
