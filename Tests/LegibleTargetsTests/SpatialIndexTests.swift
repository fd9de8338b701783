import LegibleTargets
import LegibleTestSupport
import Testing

/// The spatial index must find exactly what testing every pair finds. These tests compare the
/// audit's spacing and overlap results with a plain all-pairs search written here from the
/// definitions (WCAG 2.5.8's circle, rectangles that share area), on generated screens mixing
/// tiny, ordinary, long, huge and empty targets.
@Suite("Spatial index against every pair")
struct SpatialIndexTests {
    /// Random screens, the same on every run.
    struct Generator {
        var random: SplitMix64

        init(state: UInt64) {
            random = SplitMix64(seed: state)
        }

        mutating func number(_ range: ClosedRange<Double>) -> Double {
            Double.random(in: range, using: &random)
        }

        mutating func rect(spread: Double) -> TargetRect {
            let size: (Double, Double)
            switch random.next() % 10 {
            case 0: size = (0, number(0...30))  // empty
            case 1: size = (number(0...6), number(0...6))  // tiny
            case 2: size = (number(200...800), number(1...40))  // long
            case 3: size = (number(300...2000), number(300...2000))  // huge
            default: size = (number(10...60), number(10...60))
            }
            return TargetRect(x: number(-spread...spread), y: number(-spread...spread), width: size.0, height: size.1)
        }
    }

    /// WCAG 2.5.8 by definition, every pair tested.
    private func bruteForceSpacing(_ rects: [TargetRect]) -> [[SpacingConflict]] {
        let undersized = rects.map(SpacingException.isUndersized)
        return rects.indices.map { index in
            guard undersized[index] else { return [] }
            let center = rects[index].center
            return rects.indices.compactMap { other in
                guard other != index else { return nil }
                if rects[other].distance(to: center) < 12 - 1e-9 { return SpacingConflict(index: other, kind: .target) }
                if undersized[other], rects[other].center.distance(to: center) < 24 - 1e-9 {
                    return SpacingConflict(index: other, kind: .circle)
                }
                return nil
            }
        }
    }

    @Test(arguments: [(1, 100.0), (2, 400.0), (3, 2000.0), (4, 30.0)])
    func spacingConflictsMatchEveryPair(seed: UInt64, spread: Double) {
        var generator = Generator(state: seed)
        let rects = (0..<600).map { _ in generator.rect(spread: spread) }
        let indexed = SpacingException.evaluate(rects)
        #expect(indexed.map(\.conflicts) == bruteForceSpacing(rects))
        #expect(indexed.allSatisfy { !$0.hasMoreConflicts })
    }

    @Test(arguments: [(5, 100.0), (6, 400.0), (7, 2000.0), (8, 30.0)])
    func overlapsMatchEveryPair(seed: UInt64, spread: Double) {
        var generator = Generator(state: seed)
        let elements = (0..<400).map { ScreenElement(id: "e\($0)", frame: generator.rect(spread: spread)) }
        let audit = ScreenAudit(screen: Screen(elements: elements), platform: .wcagAAA)
        let reported = audit.findings.filter { $0.rule == "target.overlap" && !$0.message.contains("also overlaps") }
            .map { "\($0.id) \($0.message)" }
        var expected: [String] = []
        for (index, element) in elements.enumerated() {
            var listed = 0
            for other in elements[(index + 1)...] {
                guard let overlap = element.hitArea.intersection(other.hitArea) else { continue }
                listed += 1
                if listed <= ScreenAudit.overlapsListedPerElement {
                    expected.append("\(element.id) hit area overlaps '\(other.id)' by \(overlap.size) CSS px; a tap there reaches only one of them")
                }
            }
        }
        #expect(reported == expected)
    }

    @Test func keptConflictsAreTheFirstInListOrder() {
        let pile = Array(repeating: TargetRect(x: 0, y: 0, width: 10, height: 10), count: 50)
        let results = SpacingException.evaluate(pile, maximumConflicts: 5)
        #expect(results[0].conflicts.map(\.index) == [1, 2, 3, 4, 5])
        #expect(results[7].conflicts.map(\.index) == [0, 1, 2, 3, 4])
        #expect(results.allSatisfy { $0.hasMoreConflicts && !$0.passes })
        #expect(SpacingException.evaluate(Array(pile.prefix(6)), maximumConflicts: 5).allSatisfy { !$0.hasMoreConflicts })
    }

    @Test func coordinatesFarOutOrNotFiniteDoNotTrap() {
        let rects = [
            TargetRect(x: 1e300, y: -1e300, width: 10, height: 10), TargetRect(x: .infinity, y: 0, width: 10, height: 10),
            TargetRect(x: 0, y: 0, width: .infinity, height: 10), TargetRect(x: .nan, y: 0, width: 10, height: 10),
            TargetRect(x: 5, y: 5, width: 10, height: 10), TargetRect(x: 0, y: 0, width: -20, height: 10),
        ]
        #expect(SpacingException.evaluate(rects).map(\.conflicts) == bruteForceSpacing(rects))
    }
}
