import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `contrast.text` recall (issue 33, fresh iOS round 21b): a text sits on the background of its
/// nearest ancestor stack that sets one (``AncestorBackdrop``). linphone-iphone's banners put a
/// white 16 pt text (the app's `default_text_style_white`, `TextExtension.swift:72-74`) in
/// `HStack { Image; Text; Spacer; Button }.background(Color.redDanger500)` (`ContentView.swift:116`,
/// `:151`), and its conversation rows grey 14 pt texts two stacks inside `.background(.white)`
/// (`ConversationsListFragment.swift:213`, `:338`); none was measured. By hand (WCAG): white on
/// #DD5F5F is 3.57:1, on SwiftUI's gray #8E8E93 3.26:1, #9AABB5 on white 2.37:1.
@Suite struct AncestorBackdropTests {
    /// linphone's text styles and colours, reduced (`TextExtension.swift`, `ColorExtension.swift`).
    static let styles = """
        import SwiftUI
        extension View {
            func default_text_style(styleSize: CGFloat) -> some View {
                self.font(Font.custom("NotoSans-Regular", size: styleSize))
                    .foregroundStyle(Color.grayMain2c600)
            }
            func default_text_style_700(styleSize: CGFloat) -> some View {
                self.font(Font.custom("NotoSans-Bold", size: styleSize))
                    .foregroundStyle(Color.grayMain2c600)
            }
            func default_text_style_white(styleSize: CGFloat) -> some View {
                self.font(Font.custom("NotoSans-Regular", size: styleSize))
                    .foregroundStyle(Color.white)
            }
        }
        extension Color {
            static let grayMain2c400 = Color(red: 0x9A / 255.0, green: 0xAB / 255.0, blue: 0xB5 / 255.0)
            static let grayMain2c600 = Color(red: 0x4E / 255.0, green: 0x60 / 255.0, blue: 0x74 / 255.0)
            static let redDanger500 = Color(red: 0xDD / 255.0, green: 0x5F / 255.0, blue: 0x5F / 255.0)
        }
        """

    /// The lines of `view` with a contrast error or warning, and those marked `// fires`.
    private func lines(_ view: String) async throws -> (found: [Int], marked: [Int]) {
        let found = try await scanFindings(swiftFiles: ["TextExtension.swift": Self.styles, "View.swift": view]).filter {
            $0.rule == "contrast.text" && $0.severity > .note && $0.location?.file.hasSuffix("/View.swift") == true
        }
        let marked = view.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains("// fires") }
        return (found.compactMap { $0.location?.line }.sorted(), marked.map { $0.offset + 1 })
    }

    @Test func aTextOnAnAncestorStacksBackgroundIsMeasured() async throws {
        // Must fire: the banner (`ContentView.swift:105-151`, and `Color.gray` at `:192`), the
        // conversation row (`ConversationsListFragment.swift:197-338`), and a clear background
        // between, which draws nothing.
        let view = """
            import SwiftUI
            struct Banners: View {
                var body: some View {
                    VStack(spacing: 0) {
                        if accountError {
                            HStack {
                                if isDefault {
                                    Image("warning-circle").renderingMode(.template).resizable().foregroundStyle(.white).frame(width: 26, height: 26)
                                    Text("default_account_disabled") // fires
                                        .default_text_style_white(styleSize: 16)
                                } else {
                                    Image("bell-simple").resizable().frame(width: 26, height: 26)
                                    Text("connection_error_for_non_default_account") // fires
                                        .default_text_style_white(styleSize: 16)
                                }
                                Spacer()
                                Button(action: { accountError = false }, label: { Image("x").resizable().frame(width: 26, height: 26) })
                            }
                            .frame(maxWidth: .infinity)
                            .frame(height: 40)
                            .padding(.horizontal, 10)
                            .background(Color.redDanger500)
                        }
                        HStack {
                            Text("pending_notification_for_other_accounts_single") // fires
                                .default_text_style_white(styleSize: 16)
                            Spacer()
                        }
                        .background(Color.gray)
                        VStack {
                            HStack { Text("clear between").foregroundStyle(.white) }.background(Color.clear) // fires
                        }
                        .background(Color.redDanger500)
                    }
                }
            }
            struct ConversationRow: View {
                var body: some View {
                    HStack {
                        Avatar(contactAvatarModel: avatarModel, avatarSize: 50)
                        VStack(spacing: 0) {
                            Spacer()
                            Text(subject)
                                .foregroundStyle(Color.grayMain2c600)
                                .default_text_style(styleSize: 14)
                            HStack(spacing: 0) {
                                Text(lastMessagePrefixText) // fires
                                    .foregroundStyle(Color.grayMain2c400)
                                    .if(unreadMessagesCount > 0) { view in
                                        view.default_text_style_700(styleSize: 14)
                                    }
                                    .default_text_style(styleSize: 14)
                                    .lineLimit(1)
                                if lastMessageInItalic {
                                    Text(lastMessageText) // fires
                                        .italic()
                                        .foregroundStyle(Color.grayMain2c400)
                                        .font(.system(size: 14))
                                }
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .frame(height: 50)
                    .buttonStyle(.borderless)
                    .listRowInsets(EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20))
                    .listRowSeparator(.hidden)
                    .background(.white)
                    .onTapGesture { open() }
                }
            }
            """
        let result = try await lines(view)
        #expect(result.found == result.marked)
        #expect(result.marked.count == 6)
    }

    @Test func aBackgroundTheTextMayNotSitOnIsNotMeasured() async throws {
        // Must NOT fire: a picture under the text in a `ZStack`, a background between that is a
        // material, unknown or translucent, a background on a sibling only, a background faded
        // with `.opacity`, one that depends on state, a gradient, a button's label, a tinted overlay.
        let view = """
            import SwiftUI
            struct Cases: View {
                var body: some View {
                    VStack {
                        ZStack { Image("photo"); HStack { Text("a").foregroundStyle(.white); Spacer() } }
                        HStack { Text("b").foregroundStyle(.white) }.background(.ultraThinMaterial)
                        HStack { Text("c").foregroundStyle(.white) }.background(model.tint)
                        HStack { Text("d").foregroundStyle(.white) }.background(Color.black.opacity(0.3))
                        Button {} label: { HStack { Text("e").foregroundStyle(.white) } }
                        HStack { Text("f").foregroundStyle(.white) }.overlay(Color.black.opacity(0.2))
                    }
                    .background(Color.redDanger500)
                    VStack {
                        Text("g").foregroundStyle(.white)
                        HStack { Image("x"); Spacer() }.background(Color.redDanger500)
                    }
                    HStack { Text("h").foregroundStyle(.white); Spacer() }.background(Color.redDanger500).opacity(0.5)
                    HStack { Text("i").foregroundStyle(.white); Spacer() }.background(isOn ? Color.redDanger500 : Color.gray)
                    HStack { Text("j").foregroundStyle(.white) }.background(LinearGradient(colors: [.red, .gray], startPoint: .top, endPoint: .bottom))
                }
            }
            """
        let result = try await lines(view)
        #expect(result.found.isEmpty)
    }
}
