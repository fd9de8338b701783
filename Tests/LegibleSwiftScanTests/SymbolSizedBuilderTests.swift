import LegibleReporting
import Testing

/// Icon buttons ``SymbolSizedButtons`` missed: XcodesApp 7fd5b660 `XcodeListViewRow.swift:112`
/// and `:130` (in a private `@ViewBuilder` function), `InstallationStepRowView.swift:29`
/// (`Label` shown by `IconOnlyLabelStyle`), and planetary-ios 45e5f08b `HelpDrawerView.swift:183`
/// (`.cornerRadius` on the button). (XcodesApp read at 7fd5b660; the round judged 5c02200f.)
@Suite struct SymbolSizedBuilderTests {
    /// XcodeListViewRow.swift:19-56 and :106-139, cut down: `use` is how the body places the builder.
    static func row(_ use: String = "selectControl(for: xcode).padding(.trailing, 16)", access: String = "private ") -> String {
        """
        import SwiftUI

        struct XcodeListViewRow: View {
            let xcode: Int
            var body: some View {
                HStack {
                    Text("Xcode")
                    Spacer()
                    \(use)
                }
                .padding(.vertical, 4)
            }

            @ViewBuilder
            \(access)func selectControl(for xcode: Int) -> some View {
                if xcode > 0 {
                    Button(action: { print(xcode) }) {
                        Image(systemName: "checkmark.circle")
                            .foregroundColor(.secondary)
                    }
                    .buttonStyle(PlainButtonStyle())
                    .help("MakeActiveVersionDescription")
                } else {
                    EmptyView()
                }
            }
        }
        """
    }

    static func small(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" }
    }

    @Test func aButtonOfAPrivateViewBuilderPlacedInTheBodyIsJudged() async throws {
        let found = try await Self.small(Self.row())
        #expect(found.map(\.location?.line) == [17], "\(found.map(\.message))")  // the Button line, where the scan reports a button
    }

    @Test func aViewBuilderInAToolbarPaddedOrSharedIsNot() async throws {
        // Must not fire: the system sizes toolbar items; vertical padding makes it taller; a
        // builder other files may call may be used anywhere.
        #expect(try await Self.small(Self.row("Color.clear.toolbar { ToolbarItem { selectControl(for: xcode) } }")).isEmpty)
        #expect(try await Self.small(Self.row("selectControl(for: xcode).padding(12)")).isEmpty)
        #expect(try await Self.small(Self.row(access: "")).isEmpty)
    }

    /// InstallationStepRowView.swift:9-37, cut down.
    static func installationStep(_ style: String) -> String {
        """
        import SwiftUI

        struct InstallationStepRowView: View {
            let cancel: () -> Void
            var body: some View {
                HStack {
                    Text("Step 1 of 6")
                        .font(.footnote)
                    Button(action: cancel) {
                        Label("Cancel", systemImage: "xmark.circle.fill")
                            .labelStyle(\(style))
                    }
                    .buttonStyle(PlainButtonStyle())
                    .help("StopInstallation")
                }
                .frame(minWidth: 80)
            }
        }
        """
    }

    @Test func anIconOnlyLabelIsItsSymbol() async throws {
        #expect(try await Self.small(Self.installationStep("IconOnlyLabelStyle()")).map(\.location?.line) == [9])
        #expect(try await Self.small(Self.installationStep(".iconOnly")).map(\.location?.line) == [9])
        // Must not fire: the title shows beside the symbol, and the button's size is the layout's.
        #expect(try await Self.small(Self.installationStep(".titleAndIcon")).isEmpty)
    }

    /// HelpDrawerView.swift:161-192, cut down: `sized` is what the next button has before `.cornerRadius`.
    static func drawer(_ sized: String = "") -> String {
        """
        import SwiftUI

        struct HelpDrawerView: View {
            var nextTipAction: (() -> Void)?
            var body: some View {
                HStack {
                    Spacer()
                    Button {
                        nextTipAction?()
                    } label: {
                        Image(systemName: "arrow.forward")
                            .foregroundColor(.primary)
                    }
                    .disabled(nextTipAction == nil)
                    .opacity(nextTipAction == nil ? 0.3 : 1.0)\(sized)
                    .cornerRadius(20)
                }
                .padding(.bottom, 25)
            }
        }
        """
    }

    @Test func roundedCornersLeaveTheButtonsSize() async throws {
        #expect(try await Self.small(Self.drawer()).map(\.location?.line) == [8])
        // Must not fire: a 44 pt frame inside the rounded corners.
        #expect(try await Self.small(Self.drawer("\n                .frame(width: 44, height: 44)")).isEmpty)
    }
}
