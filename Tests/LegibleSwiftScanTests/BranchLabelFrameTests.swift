import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A button whose label is an `if`/`else` of two real views is each branch's size in its state
/// (issue 33, recall). Enchanted 2aa9d140 `RecordingView.swift:37`: a 20×20 pt stop circle while
/// recording, else a waveform symbol framed 20 pt tall, was not judged. By hand (HIG, 44×44 pt):
/// 20 pt tall in both states, so 44 − 20 = 24 pt short, 12 pt top and bottom; its width is
/// unknown in the symbol's state, so not judged.
@Suite struct BranchLabelFrameTests {
    private func targets(_ first: String, _ second: String) async throws -> [Finding] {
        let source = """
            import SwiftUI
            struct RecordingView: View {
                var body: some View {
                    Button(action: toggleRecord) {
                        if isRecording {
                            \(first)
                        } else {
                            \(second)
                        }
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            }
            """
        return try await scanFindings(swift: source, file: "RecordingView.swift").filter { $0.rule == "target.small" }
    }

    static let stop = "ZStack { Color(.systemBlue); Image(systemName: \"square.fill\").frame(width: 8) }.clipShape(Circle()).frame(width: 20, height: 20)"

    @Test func twoSmallBranchesAreASmallButton() async throws {
        // Must fire: 20 pt tall either way.
        let found = try await targets(Self.stop, "Image(systemName: \"waveform\").resizable().scaledToFit().frame(height: 20)")
        #expect(found.map(\.message) == ["hit area 20 pt tall is under the Apple HIG minimum of 44×44 pt; grow it by 12 pt top and bottom"])
        #expect(found.first?.location?.line == 4)
    }

    @Test func aBranchLargeEnoughOrOfUnknownSizeIsNoFinding() async throws {
        // Must NOT fire: the larger branch is 44 pt tall (the largest state is judged), or a branch
        // fixes no size at all.
        #expect(try await targets(Self.stop, "Image(systemName: \"waveform\").frame(width: 44, height: 44)").isEmpty)
        #expect(try await targets(Self.stop, "Image(systemName: \"waveform\")").isEmpty)
    }

    /// Jami a8d4bcb1 `MessagePanelView.swift:164-183`: a `Menu` whose label is a `Group` around
    /// `if #available … else …`, each branch framed 42×42 pt, was missed; HIG 44 pt: grow it by
    /// 1 pt on every side. A branch of 44 pt makes the larger state big enough.
    @Test func aGroupAroundAnAvailabilityBranchIsEachBranchsSize() async throws {
        func source(_ second: String) -> String {
            """
            import SwiftUI
            struct MessagePanelView: View {
                var body: some View {
                    Menu(content: menuContent, label: {
                        Group {
                            if #available(iOS 26.0, *) {
                                Image(systemName: "plus").font(.system(size: 22, weight: .light)).frame(width: 42, height: 42).glassEffect(in: .circle)
                            } else {
                                ZStack { Image(systemName: "plus") }.frame(width: \(second), height: \(second)).clipShape(Circle())
                            }
                        }
                    })
                }
            }
            """
        }
        // Must fire: 42×42 either way.
        let small = try await scanFindings(swift: source("42"), file: "MessagePanelView.swift").filter { $0.rule == "target.small" }
        #expect(small.map(\.message) == ["hit area 42×42 pt is under the Apple HIG minimum of 44×44 pt; grow it by 1 pt on every side"])
        // Must not fire: the larger branch is 44×44.
        let large = try await scanFindings(swift: source("44"), file: "MessagePanelView.swift").filter { $0.rule == "target.small" }
        #expect(large.isEmpty, "\(large.map(\.message))")
    }
}
