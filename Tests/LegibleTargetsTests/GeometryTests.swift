import Foundation
import LegibleTargets
import Testing

@Suite("TargetRect, TargetSize and TargetInsets")
struct GeometryTests {
    @Test func positiveInsetsGrowOutward() {
        let grown = TargetRect(x: 10, y: 20, width: 30, height: 30).outset(by: TargetInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(grown == TargetRect(x: 8, y: 19, width: 36, height: 34))
        #expect(TargetRect(x: 0, y: 0, width: 30, height: 30).outset(by: TargetInsets(all: -5)).size == TargetSize(square: 20))
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        let left = TargetRect(x: 0, y: 0, width: 10, height: 10)
        #expect(left.intersection(TargetRect(x: 10, y: 0, width: 10, height: 10)) == nil)
        #expect(left.intersection(TargetRect(x: 8, y: 5, width: 10, height: 10)) == TargetRect(x: 8, y: 5, width: 2, height: 5))
    }

    @Test func distanceFromAPointToARectangle() {
        let rect = TargetRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.distance(to: TargetPoint(x: 5, y: 5)) == 0)
        #expect(rect.distance(to: TargetPoint(x: 15, y: 5)) == 5)
        #expect(rect.distance(to: TargetPoint(x: 13, y: 14)) == 5)  // 3-4-5 from the corner
        #expect(rect.center == TargetPoint(x: 5, y: 5))
    }

    @Test func lengthsPrintWithoutNoise() {
        #expect(TargetSize(width: 40, height: 43.9).description == "40×43.9")
        #expect(LengthFormat.string(44 - 43.9) == "0.1")
        #expect(LengthFormat.string(-0.001) == "0")
        #expect(TargetInsets(all: 2).description == "top 2, left 2, bottom 2, right 2")
    }
}

@Suite("CoreGraphics conversions")
struct CoreGraphicsConversionTests {
    @Test func roundTripsThroughCoreGraphicsTypes() {
        let rect = TargetRect(x: 10, y: 20, width: 44, height: 30)
        #expect(TargetRect(rect.cgRect) == rect)
        #expect(rect.cgRect == CGRect(x: 10, y: 20, width: 44, height: 30))
        #expect(TargetSize(CGSize(width: 88, height: 44)) == TargetSize(width: 88, height: 44))
        #expect(TargetPoint(CGPoint(x: 1.5, y: -2)).cgPoint == CGPoint(x: 1.5, y: -2))
        // A CGRect with a negative size is standardized, as CGRect.standardized does.
        #expect(TargetRect(CGRect(x: 50, y: 50, width: -10, height: -20)) == TargetRect(x: 40, y: 30, width: 10, height: 20))
    }
}
