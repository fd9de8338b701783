import LegibleScan
import LegibleSwiftScan
import Testing

/// `target.small` (issue 33) on two frames anytype-swift 3095acf0 gave its buttons:
/// - `ObjectPropertiesLibraryView.swift:39`: a 32 pt icon in a button framed
///   `.frame(width: NavigationHeaderConstants.buttonSize, …)`, a 44 pt constant of another file,
///   was judged by the icon's 32 pt; a frame the scan cannot read leaves the size unknown.
/// - `EmailVerificationView.swift:71`: a `TextField` framed 0×0 behind the code's digit boxes
///   takes the one-time code; nothing is drawn there to tap, so it is no target.
@Suite struct UnreadAndEmptyFrameTargetTests {
    private func buttonSizes(_ source: String) throws -> [[Double?]] {
        try scanSwift(source).elements.filter(\.kind.isInteractive).map { [$0.width, $0.height] }
    }

    @Test func anUnreadFrameOnTheButtonLeavesItsSizeUnknown() throws {
        // Must NOT be judged: the button's own frame names sizes the file does not hold.
        let source = """
            Button { add() } label: { Image(asset: .plus).frame(width: 32, height: 32) }
                .frame(width: NavigationHeaderConstants.buttonSize, height: NavigationHeaderConstants.buttonSize)
            Button { add() } label: { Image(asset: .plus).frame(width: 32, height: 32).frame(minHeight: rowHeight) }
            """
        #expect(try buttonSizes(source) == [[nil, nil], [32, nil]])
    }

    @Test func aReadFrameOrNoFrameStillSizesTheButton() throws {
        // Must be judged: the label's 32 pt when the button names no frame; a literal or a constant
        // of the file on the button's own frame.
        let source = """
            let side: CGFloat = 40
            Button { add() } label: { Image(asset: .plus).frame(width: 32, height: 32) }
            Button { add() } label: { Image(asset: .plus).frame(width: 32, height: 32) }.frame(width: side, height: side)
            """
        #expect(try buttonSizes(source) == [[32, 32], [40, 40]])
        #expect(try findings(source, rule: "target.small").isEmpty)  // judged by the rules, not the reader
    }

    @Test func aControlFramedToNothingIsNoTarget() throws {
        // Must NOT be judged: 0×0 and 0 wide. Must be: a 1 pt tall field is still drawn.
        let source = """
            TextField("", text: $code).frame(width: 0, height: 0)
            TextField("", text: $code).frame(width: 0)
            TextField("", text: $code).frame(width: 200, height: 1)
            """
        #expect(try buttonSizes(source) == [[nil, nil], [nil, nil], [200, 1]])
    }
}
