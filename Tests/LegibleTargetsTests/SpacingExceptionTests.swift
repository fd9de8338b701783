import LegibleTargets
import Testing

/// The cases of the W3C "Understanding SC 2.5.8: Target Size (Minimum)" document (sections
/// "Spacing" and "Examples"), with the sizes and gaps its figures and text give.
@Suite("WCAG 2.5.8 spacing exception: the Understanding document's examples")
struct SpacingExceptionTests {
    private func row(count: Int, width: Double, height: Double, gap: Double, y: Double = 0) -> [TargetRect] {
        (0..<count).map { TargetRect(x: Double($0) * (width + gap), y: y, width: width, height: height) }
    }

    @Test func toolbarOf24PixelIconsPassesOnSizeAlone() {
        let results = SpacingException.evaluate(row(count: 6, width: 24, height: 24, gap: 0))
        #expect(results.allSatisfy { !$0.isUndersized && $0.passes })
    }

    @Test func toolbarOf20PixelIconsWith4PixelGapsPasses() {
        // Centres 24 px apart: the circles touch but do not intersect.
        let results = SpacingException.evaluate(row(count: 6, width: 20, height: 20, gap: 4))
        #expect(results.allSatisfy { $0.isUndersized && $0.passes })
    }

    @Test func toolbarOf20PixelIconsWithoutGapsFails() {
        let results = SpacingException.evaluate(row(count: 6, width: 20, height: 20, gap: 0))
        #expect(results.allSatisfy { $0.isUndersized && !$0.passes })
        // The first icon's circle reaches 2 px into its neighbour.
        #expect(results[0].conflicts == [SpacingConflict(index: 1, kind: .target)])
    }

    @Test func oneRowOf16PixelTallButtonsPasses() {
        let results = SpacingException.evaluate(row(count: 4, width: 60, height: 16, gap: 8))
        #expect(results.allSatisfy { $0.isUndersized && $0.passes })
    }

    @Test func twoRowsOf16PixelTallButtonsOnePixelApartFail() {
        let buttons = row(count: 4, width: 60, height: 16, gap: 8) + row(count: 4, width: 60, height: 16, gap: 8, y: 17)
        #expect(SpacingException.evaluate(buttons).allSatisfy { !$0.passes })
    }

    @Test func menuItems24PixelsHighPassAnd18PixelsHighFail() {
        let tall = (0..<5).map { TargetRect(x: 0, y: Double($0) * 24, width: 120, height: 24) }
        #expect(SpacingException.evaluate(tall).allSatisfy { !$0.isUndersized && $0.passes })
        let short = (0..<5).map { TargetRect(x: 0, y: Double($0) * 18, width: 120, height: 18) }
        #expect(SpacingException.evaluate(short).allSatisfy { $0.isUndersized && !$0.passes })
    }

    @Test func smallTargetClippingALargeOne() {
        let image = TargetRect(x: 0, y: 0, width: 200, height: 150)
        // A 24×24 magnifier over the image's corner is not undersized: it passes.
        let large = SpacingException.evaluate([image, TargetRect(x: 180, y: 130, width: 24, height: 24)])
        #expect(large.allSatisfy { $0.passes })
        // At 16×16 its circle intersects the image: it fails.
        let small = SpacingException.evaluate([image, TargetRect(x: 180, y: 130, width: 16, height: 16)])
        #expect(small[1].isUndersized)
        #expect(small[1].conflicts == [SpacingConflict(index: 0, kind: .target)])
        #expect(small[0].passes)
    }

    @Test func smallTargetTouchingALargeOneFailsUntil4PixelsAway() {
        let image = TargetRect(x: 0, y: 0, width: 200, height: 150)
        let touching = SpacingException.evaluate([image, TargetRect(x: 200, y: 60, width: 16, height: 16)])
        #expect(!touching[1].passes)
        // 4 px away the circle (radius 12 round a centre 8 px from the edge) only touches the image.
        let spaced = SpacingException.evaluate([image, TargetRect(x: 204, y: 60, width: 16, height: 16)])
        #expect(spaced[1].passes)
        let almost = SpacingException.evaluate([image, TargetRect(x: 203.9, y: 60, width: 16, height: 16)])
        #expect(!almost[1].passes)
    }

    @Test func rowOf20PixelTallButtonsWith4PixelMarginsPasses() {
        // "Examples": buttons wider than 24, 20 high, 4 px vertical margin above and below.
        let buttons = row(count: 3, width: 80, height: 20, gap: 0, y: 4)
        let above = TargetRect(x: 0, y: -30, width: 240, height: 30), below = TargetRect(x: 0, y: 28, width: 240, height: 30)
        let results = SpacingException.evaluate(buttons + [above, below])
        #expect(results.allSatisfy { $0.passes })
    }

    @Test func circlesOfTwoUndersizedTargetsMustNotIntersect() {
        // 10×10 targets with centres 23 px apart: neither circle reaches the other target
        // (13 px gap), but the circles overlap.
        let close = SpacingException.evaluate([TargetRect(x: 0, y: 0, width: 10, height: 10), TargetRect(x: 23, y: 0, width: 10, height: 10)])
        #expect(close[0].conflicts == [SpacingConflict(index: 1, kind: .circle)])
        let apart = SpacingException.evaluate([TargetRect(x: 0, y: 0, width: 10, height: 10), TargetRect(x: 24, y: 0, width: 10, height: 10)])
        #expect(apart.allSatisfy { $0.passes })
    }

    @Test func aCircleMayReachALargeTargetsCircleFreeArea() {
        // Only undersized targets have circles: a 30×30 target 13 px from a 10×10 one is fine.
        let results = SpacingException.evaluate([TargetRect(x: 0, y: 0, width: 10, height: 10), TargetRect(x: 23, y: 0, width: 30, height: 30)])
        #expect(results.allSatisfy { $0.passes })
    }
}
