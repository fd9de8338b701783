import LegibleTargets
import Testing

@Suite("Rect, Size and EdgeInsets")
struct GeometryTests {
    @Test func positiveInsetsGrowOutward() {
        let grown = Rect(x: 10, y: 20, width: 30, height: 30).outset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(grown == Rect(x: 8, y: 19, width: 36, height: 34))
        #expect(Rect(x: 0, y: 0, width: 30, height: 30).outset(by: EdgeInsets(all: -5)).size == Size(square: 20))
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        let left = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(left.intersection(Rect(x: 10, y: 0, width: 10, height: 10)) == nil)
        #expect(left.intersection(Rect(x: 8, y: 5, width: 10, height: 10)) == Rect(x: 8, y: 5, width: 2, height: 5))
    }

    @Test func distanceFromAPointToARectangle() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.distance(to: Point(x: 5, y: 5)) == 0)
        #expect(rect.distance(to: Point(x: 15, y: 5)) == 5)
        #expect(rect.distance(to: Point(x: 13, y: 14)) == 5)  // 3-4-5 from the corner
        #expect(rect.center == Point(x: 5, y: 5))
    }

    @Test func lengthsPrintWithoutNoise() {
        #expect(Size(width: 40, height: 43.9).description == "40×43.9")
        #expect(LengthFormat.string(44 - 43.9) == "0.1")
        #expect(LengthFormat.string(-0.001) == "0")
        #expect(EdgeInsets(all: 2).description == "top 2, left 2, bottom 2, right 2")
    }
}
