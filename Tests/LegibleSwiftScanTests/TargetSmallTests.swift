import LegibleScan
import LegibleSwiftScan
import Testing

/// `target.small`: the frame the reader works out for controls (Documentation/SwiftScan.md,
/// "Target arithmetic"). Sizes are by hand from the modifiers.
@Suite struct TargetSmallTests {
    @Test func aButtonWithASmallFrame() throws {
        let element = try #require(try scanSwift(#"Button("x") { close() }.frame(width: 30, height: 30)"#).elements.first)
        #expect(element.kind == .button)
        #expect(element.width == 30 && element.height == 30 && element.hitAreaOutset == 0)
    }

    @Test func paddingAfterTheFrameCounts() throws {
        let source = """
            Image(systemName: "a").frame(width: 30, height: 30).padding(7).onTapGesture { tap() }
            Image(systemName: "b").frame(width: 30, height: 30).padding(.horizontal, 10).onTapGesture { tap() }
            Image(systemName: "c").padding(20).frame(width: 30, height: 30).onTapGesture { tap() }
            """
        let elements = try scanSwift(source).elements
        // a: even 7 pt padding is the outset (30 + 2·7 = 44 each way).
        #expect(elements[0].width == 30 && elements[0].hitAreaOutset == 7)
        // b: horizontal padding widens only: 30 + 2·10 = 50 wide, 30 high.
        #expect(elements[1].width == 50 && elements[1].height == 30 && elements[1].hitAreaOutset == 0)
        // c: padding inside the frame does not grow it.
        #expect(elements[2].width == 30 && elements[2].height == 30 && elements[2].hitAreaOutset == 0)
    }

    /// Padding written after a `Button` lays it out but is not tapped (Ruuvi Station
    /// `MultiSensorWidgetView.swift:40-48`, fresh-ios25b pattern 2): the button keeps its frame.
    @Test func paddingAfterAButtonAddsNoHitArea() throws {
        let source = """
            Button("a") { tap() }.frame(width: 30, height: 30).padding(7)
            Button("b") { tap() }.frame(width: 30, height: 30).padding(.horizontal, 10)
            Button("c") { tap() }.frame(width: 30, height: 30).padding(inset)
            """
        for element in try scanSwift(source).elements {
            #expect(element.width == 30 && element.height == 30 && element.hitAreaOutset == 0, "\(element.id)")
        }
    }

    @Test func onTapGestureCountsTheModifiersBeforeIt() throws {
        let source = """
            Image(systemName: "xmark").frame(width: 20, height: 20).onTapGesture { close() }
            Circle().frame(width: 12, height: 12).onTapGesture { pick() }.frame(width: 44, height: 44)
            """
        let elements = try scanSwift(source).elements
        #expect(elements.map(\.kind) == [.tappable, .tappable])
        #expect(elements[0].width == 20 && elements[0].height == 20)
        #expect(elements[1].width == 12 && elements[1].height == 12)
    }

    @Test func theLabelsFrameIsTheButtons() throws {
        let source = """
            Button { close() } label: {
                Image(systemName: "xmark").frame(width: 24, height: 24)
            }
            Button(action: close) { Image(systemName: "xmark").frame(width: 44, height: 44) }
            """
        let elements = try scanSwift(source).elements.filter { $0.kind == .button }
        #expect(elements.map(\.width) == [24, 44])
    }

    @Test func unknownSizesAreNotJudged() throws {
        let source = """
            Button("a") { tap() }
            Button("b") { tap() }.frame(minWidth: 30)
            Button("c") { tap() }.frame(width: 30)
            Toggle("d", isOn: $on)
            Button("e") { tap() }.frame(width: side, height: side)
            Image(systemName: "f").frame(width: 30, height: 30).padding(inset).onTapGesture { tap() }
            """
        for element in try scanSwift(source).elements {
            #expect(element.width == nil || element.height == nil, "\(element.id)")
        }
    }

    @Test func minimumFrameRaisesAKnownSize() throws {
        let element = try #require(try scanSwift(#"Button("a") { tap() }.frame(width: 20, height: 20).frame(minWidth: 44, minHeight: 44)"#).elements.first)
        #expect(element.width == 44 && element.height == 44)
    }
}
