import LegibleReporting
import Testing

/// Pika b3be8cf8 `Pika/Views/EyedropperButton.swift:62` and `:80`: 14 × 14 pt icons given
/// `.buttonStyle(SwapButtonStyle(…))`, whose body (`ButtonStyles/SwapButtonStyle.swift:30-48`) puts
/// `configuration.label` in an `HStack` (through `if`/`else`, beside a hover text) and pads the
/// stack 8 pt on every side, then frames it 32 pt tall: 30 × 32 pt buttons on the Mac, reported as
/// 14 × 14.
@Suite struct StackedButtonStyleTests {
    static func style(padding: Int, frame: String) -> String {
        """
        import SwiftUI

        struct PillStyle: ButtonStyle {
            let caption: String
            var leading = false
            @State private var hovered = false

            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    if leading {
                        configuration.label
                        if hovered { Text(caption).font(.system(size: 12)) }
                    } else {
                        if hovered { Text(caption).font(.system(size: 12)) }
                        configuration.label
                    }
                }
                .padding(.horizontal, \(padding))
                .padding(.vertical, \(padding))
                .background(Capsule().fill(Color.gray))
                .onHover { hovered = $0 }
                .opacity(configuration.isPressed ? 0.8 : 1)\(frame)
            }
        }
        """
    }

    /// EyedropperButton.swift:58-73 reduced: a Mac-only icon button (it calls `NSApp`).
    static let picker = """
        import SwiftUI

        struct PickerButtons: View {
            var body: some View {
                VStack(spacing: 4) {
                    Button(action: {
                        NSApp.sendAction(#selector(NSText.copy(_:)), to: nil, from: nil)
                    }, label: {
                        Image(systemName: "doc.on.doc")
                            .resizable()
                            .frame(width: 14, height: 14)
                    })
                    .buttonStyle(PillStyle(caption: "Copy"))
                    .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
        """

    static func small(padding: Int, frame: String = "") async throws -> [Finding] {
        try await scanFindings(swiftFiles: ["PillStyle.swift": style(padding: padding, frame: frame), "PickerButtons.swift": picker])
            .filter { $0.rule == "target.small" }
    }

    @Test func aStackPaddedAroundTheLabelIsTheButtons() async throws {
        // Must fire: 14 + 2 × 4 = 22 pt, under the Mac's 28.
        let found = try await Self.small(padding: 4)
        #expect(found.map(\.location?.line) == [6], "\(found.map(\.message))")
        #expect(found.first?.message.contains("22×22 pt") == true, "\(found.map(\.message))")
    }

    @Test func aStackPaddedEightAndFramed32IsNot() async throws {
        // Must not fire: 14 + 2 × 8 = 30 pt, and SwapButtonStyle's 32 pt frame.
        #expect(try await Self.small(padding: 8).isEmpty)
        #expect(try await Self.small(padding: 8, frame: "\n                .frame(height: 32.0)").isEmpty)
    }

    @Test func aStacksFixedFrameSizesTheButton() async throws {
        // Must fire: the stack framed 20 pt tall, whatever its padding.
        let found = try await Self.small(padding: 8, frame: "\n                .frame(height: 20)")
        #expect(found.first?.message.contains("20 pt tall") == true, "\(found.map(\.message))")
    }
}
