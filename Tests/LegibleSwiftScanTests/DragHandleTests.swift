import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view dragged through `.gesture(…)` is a target (fresh-ios19 M4): openHAB eb34c7f5 watch
/// `ColorSelection.swift:115-121`, a 25×25 pt colour-picker thumb with `.gesture(longPressDrag)`,
/// was not judged. By hand: 25 pt is 19 pt under 44, so grow it by 9.5 pt on every side.
@Suite struct DragHandleTests {
    private func targets(_ gesture: String, frame: String = ".frame(width: 25, height: 25, alignment: .center)") async throws -> [Finding] {
        let source = """
            import SwiftUI

            struct ColorSelection: View {
                @State private var xpos = 0.0

                var body: some View {
                    let longPressDrag = LongPressGesture(minimumDuration: 0.05)
                        .sequenced(before: DragGesture())
                        .onEnded { _ in xpos += 1 }
                    return Circle()
                        .foregroundColor(.white)
                        \(frame)
                        .position(x: xpos, y: 10)
                        .gesture(\(gesture))
                }
            }
            """
        return try await scanFindings(swift: source, file: "ColorSelection.swift").filter { $0.rule == "target.small" && $0.severity == .error }
    }

    @Test func aSmallDraggedThumbIsASmallTarget() async throws {
        // Must fire: the gesture is a long press then a drag, held in a local.
        let found = try await targets("longPressDrag")
        #expect(found.compactMap(\.location?.line) == [10], "\(found.map(\.message))")
        #expect(found.first?.message.contains("25×25 pt") == true, "\(found.map(\.message))")
        // Must fire: written in the call.
        #expect(try await targets("DragGesture().onChanged { _ in }").count == 1)
    }

    @Test func otherGesturesAndUnsizedViewsAreNotJudged() async throws {
        // Must NOT fire: a pinch is no tap or drag target; a gesture named from elsewhere is not
        // known; a thumb no frame sizes is not measured; a 44 pt thumb is large enough.
        #expect(try await targets("MagnificationGesture()").isEmpty)
        #expect(try await targets("ColorSelection.thumbGesture").isEmpty)
        #expect(try await targets("longPressDrag", frame: "").isEmpty)
        #expect(try await targets("longPressDrag", frame: ".frame(width: 44, height: 44)").isEmpty)
    }
}
