import LegibleScan
import LegibleSwiftScan
import Testing

/// `contrast.text` recall (issue 33): a text drawn in a `ZStack` after a filled shape sits on the
/// shape's colour. IceCubes 0fc41d2c `AppAccountView.swift:87`: a white 9 pt notification count
/// on `Circle().fill(.red)` was not measured, because the text's own chain has no `.background`.
@Suite struct ZStackBackdropTests {
    /// Whether each text has a background to be judged on, in file order.
    private func measured(_ source: String) throws -> [Bool] {
        try scanSwift(source).elements.filter { $0.kind == .label }.map { $0.backgroundColor != nil }
    }

    @Test func aTextOverAFillInAZStackIsOnTheFill() throws {
        // Must be measured: IceCubes' badge, a rounded rectangle, a `Color` under the text.
        let source = """
            ZStack {
                Circle()
                    .fill(.red)
                Text(count).foregroundColor(.white).font(.system(size: 9))
            }
            .frame(width: 20, height: 20)
            ZStack { RoundedRectangle(cornerRadius: 4).foregroundStyle(Color.blue); Text("New").foregroundStyle(.white) }
            ZStack { Color.black.ignoresSafeArea(); Text("Paused").foregroundColor(.gray) }
            """
        #expect(try measured(source) == [true, true, true])
    }

    @Test func whatMayCoverTheFillOrMoveTheTextIsNotMeasured() throws {
        // Must NOT: a picture between, a fill with its own frame, a moved text, a translucent
        // fill, a fill after the text, and a fill in an `HStack` (beside the text, not under it).
        let source = """
            ZStack { Circle().fill(.red); Image("photo"); Text("a").foregroundColor(.white) }
            ZStack { Circle().fill(.red).frame(width: 8, height: 8); Text("b").foregroundColor(.white) }
            ZStack { Circle().fill(.red); Text("c").foregroundColor(.white).offset(x: 20) }
            ZStack { Circle().fill(.red.opacity(0.4)); Text("d").foregroundColor(.white) }
            ZStack { Text("e").foregroundColor(.white); Circle().fill(.red) }
            HStack { Circle().fill(.red); Text("f").foregroundColor(.white) }
            """
        #expect(try measured(source) == [false, false, false, false, false, false])
    }

    /// nos 0ea82184 `Nos/Views/Lists/AuthorListManageUsersView.swift:52-57`: `ZStack { Color.appBg
    /// .ignoresSafeArea(); VStack { if … { Text("listStep2")….foregroundColor(Color.secondaryTxt) } … } }`,
    /// secondary-txt on app-bg, 3.35:1, was never measured: the text is in a stack the `ZStack`
    /// lays out over its fill, not the `ZStack`'s own child.
    @Test func aTextInAStackOverAZStacksFillIsOnTheFill() throws {
        // Must be measured: the fill (app-bg's value) is under the whole stack, and so under the text in it.
        let source = """
            ZStack {
                Color(red: 0.95, green: 0.91, blue: 0.90)
                    .ignoresSafeArea()
                VStack(alignment: .leading, spacing: 0) {
                    if creating {
                        Text("listStep2")
                            .foregroundColor(Color(red: 0.59, green: 0.47, blue: 0.45))
                            .padding(EdgeInsets(top: 28, leading: 20, bottom: 0, trailing: 16))
                    }
                    Spacer()
                }
            }
            """
        #expect(try measured(source) == [true])
    }

    @Test func aRoundOrFadedFillUnderAStackIsNotMeasured() throws {
        // Must NOT: a circle under a stack may leave a text at its corner uncovered; a faded
        // stack, a picture over the fill, and a text moved off it are not sure either.
        let source = """
            ZStack { Circle().fill(.red); VStack { Text("a").foregroundColor(.white) } }
            ZStack { Color.black; VStack { Text("b").foregroundColor(.gray) } }.opacity(0.5)
            ZStack { Color.black; Image("photo"); VStack { Text("c").foregroundColor(.gray) } }
            ZStack { Color.black; VStack { Text("d").foregroundColor(.gray) }.offset(y: 400) }
            """
        #expect(try measured(source) == [false, false, false, false])
    }
}
