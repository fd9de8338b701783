import LegibleScan
import LegibleSwiftScan
import Testing

/// `target.small` recall (issue 33): a button label that names a value before its view, or
/// shows a spinner while busy and an icon otherwise, still gives the button its size. IceCubes'
/// editor bar (`AccessoryView.swift:165, :193`) has both, 25×25 pt, beside buttons that were found.
@Suite struct ButtonLabelBranchTests {
    private func buttonWidths(_ source: String) throws -> [Double?] {
        try scanSwift(source).elements.filter { $0.kind == .button }.map(\.width)
    }

    @Test func aDeclarationBeforeTheLabelsViewIsSkipped() throws {
        let source = """
            Button { show() } label: {
                let name = dark ? "face.smiling.inverse" : "face.smiling"
                Image(systemName: name).frame(width: 25, height: 25)
            }
            """
        #expect(try buttonWidths(source) == [25])
    }

    @Test func theBranchThatIsNotASpinnerSizesTheButton() throws {
        let source = """
            Button { toggle() } label: {
                if loading {
                    ProgressView()
                } else {
                    Image(systemName: "photo").frame(width: 25, height: 25)
                }
            }
            """
        #expect(try buttonWidths(source) == [25])
    }

    @Test func twoRealBranchesGiveTheLargerSizeAndTwoViewsNone() throws {
        // Which branch shows is not known: the larger, 44 pt, is judged (and passes), as
        // `BranchLabelFrameTests` checks (Enchanted 2aa9d140 `RecordingView.swift:37`). Two views
        // are laid out by a stack: no size.
        let source = """
            Button { toggle() } label: {
                if expanded {
                    Image(systemName: "chevron.up").frame(width: 20, height: 20)
                } else {
                    Image(systemName: "chevron.down").frame(width: 44, height: 44)
                }
            }
            Button { go() } label: {
                Image(systemName: "a").frame(width: 20, height: 20)
                Text("Go")
            }
            """
        #expect(try buttonWidths(source) == [44, nil])
    }
}

/// A property between modifiers (`.backport`, a back-deployment shim) passes the view on: the
/// chain still starts at its `Text` (Swiftfin `AppPermissionsView.swift:45`, a text shrunk to 20%).
@Suite struct ModifierChainPropertyTests {
    @Test func aShimPropertyKeepsTheChainsRoot() throws {
        let source = """
            Text(title).font(.subheadline).minimumScaleFactor(0.2).lineLimit(1).padding(4).backport.glassEffect(in: .capsule)
            Color.red.opacity(0.5)
            """
        let elements = try scanSwift(source).elements
        #expect(elements.count == 1)
        #expect(elements.first?.shrink != nil && elements.first?.font != nil)
    }
}
