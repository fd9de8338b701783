import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.clamped` (issue 33): a size range on a button whose label shows only icons clamps no
/// text. Element X 5d0343c4 `LocationSharingScreen.swift:120`: a map button whose label is
/// `centerToUseIcon` in both branches of an `if #available` got "people who set xLarge–AX5 get
/// Large text here".
@Suite struct IconButtonClampTests {
    @Test func aButtonOfIconsClampsNoText() throws {
        // Must NOT fire: icon properties in both branches, a symbol, an app's icon view.
        let source = """
            Button { center() } label: {
                if #available(iOS 26.0, *) {
                    centerToUseIcon.glassEffect(.regular.interactive(), in: Circle())
                } else {
                    centerToUseIcon.background(.white, in: RoundedRectangle(cornerRadius: 6))
                }
            }
            .dynamicTypeSize(.large)
            Button { go() } label: { Image(systemName: "plus") }.dynamicTypeSize(.large)
            Button { go() } label: { CompoundIcon(\\.locationNavigator).padding(13) }.dynamicTypeSize(.large)
            """
        #expect(try findings(source, rule: "text.clamped").isEmpty)
    }

    @Test func aButtonWithTextIsStillClamped() throws {
        // Must fire: a title beside the icon, a title in one branch, and a label the scan cannot see.
        let source = """
            Button { go() } label: { Image(systemName: "plus"); Text("Add") }.dynamicTypeSize(.large)
            Button { go() } label: { if compact { plusIcon } else { Text("Add") } }.dynamicTypeSize(.large)
            Button { go() } label: { title }.dynamicTypeSize(.large)
            """
        #expect(try findings(source, rule: "text.clamped").map { $0.location?.line } == [1, 2, 3])
    }
}
