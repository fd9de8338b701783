import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Winston 3de4a170, fresh iOS round 8b (issue 33, `/work/reports/fresh-ios8b.md` D5, O4, O5).
@Suite struct WinstonEightBTests {
    // D5: `ShortCommentPostLink.swift:19-21`, a title, a " · " separator and a subreddit joined
    // with `+`, was three `text.fixed-size` findings for one line of text.
    @Test func textsJoinedWithPlusAreOneFixedSizeFindingNamingEverySize() async throws {
        let found = try await scanFindings(
            swift: """
                struct ShortCommentPostLink: View {
                    var body: some View {
                        VStack {
                            (Text(title).font(.system(size: 15))
                             + Text(" · ").font(.system(size: 13))
                             + Text("r/\\(sub)").italic().font(.system(size: 14)))
                        }
                    }
                }
                """
        ).filter { $0.rule == "text.fixed-size" }
        // Must fire once, at the first operand, naming the three sizes and the other operands.
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 4)
        #expect(found.first?.message.contains("one line at 15, 13 and 14 pt") == true)
        let joined = found.first?.properties.filter { $0.key == "joined" }.map(\.value) ?? []
        #expect(joined.count == 2 && joined[0].hasSuffix("View.swift:5:16") && joined[1].hasSuffix("View.swift:6:16"))
    }

    @Test func separateTextsInAStackAreStillEachAFinding() async throws {
        // Must not merge: two texts side by side are two lines of text, each with its size.
        let found = try await scanFindings(
            swift: """
                struct Row: View {
                    var body: some View {
                        HStack {
                            Text(title).font(.system(size: 15))
                            Text(sub).font(.system(size: 13))
                        }
                    }
                }
                """
        ).filter { $0.rule == "text.fixed-size" }
        #expect(found.map { $0.location?.line } == [4, 5])
        #expect(found.allSatisfy { !$0.message.contains("joined") })
    }

    // O4: `CommentLinkContent.swift:115-125`, the "SELECTING" pill: white on systemOrange set on
    // the `HStack` around the text, not on the text's own chain.
    @Test func aStacksColoursReachItsOneText() async throws {
        let found = try await scanFindings(
            swift: """
                struct CommentLinkContent: View {
                    var body: some View {
                        HStack(spacing: 2) {
                            Circle()
                                .fill(.white)
                                .frame(width: 8, height: 8)
                            Text("SELECTING")
                        }
                        .font(.system(size: 13, weight: .medium))
                        .foregroundColor(.white)
                        .padding(.horizontal, 6)
                        .background(.orange, in: Capsule(style: .continuous))
                    }
                }
                """
        ).filter { $0.rule == "contrast.text" }
        // Must fire: white on systemOrange is about 2.3:1.
        #expect(found.map { $0.location?.line } == [7])
    }

    @Test func aTextsOwnColourOrAnUnreadBackgroundKeepsTheStacksAway() async throws {
        // Must not fire: the text's own black wins over the stack's white; a material is unknown.
        let found = try await scanFindings(
            swift: """
                struct Pills: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Text("SELECTING").foregroundColor(.black)
                            }
                            .foregroundColor(.white)
                            .background(.orange)
                            HStack {
                                Text("BLURRED")
                            }
                            .foregroundColor(.white)
                            .background(.ultraThinMaterial)
                        }
                    }
                }
                """
        ).filter { $0.rule == "contrast.text" }
        #expect(found.isEmpty)
    }

    // O5: `ImageThemePicker.swift:38`, a `PhotosPicker` is a control the person taps.
    @Test func aPhotosPickersLabelIsItsTarget() async throws {
        let found = try await scanFindings(
            swift: """
                struct ImageThemePicker: View {
                    var body: some View {
                        VStack {
                            PhotosPicker(selection: $selectedItem, matching: .images) {
                                Image(systemName: "photo").frame(width: 28, height: 28)
                            }
                            PhotosPicker(selection: $other, matching: .images) {
                                Image(systemName: "photo").frame(width: 44, height: 44)
                            }
                        }
                    }
                }
                """
        ).filter { $0.rule == "target.small" }
        // Must fire on the 28×28 picker, not on the 44×44 one.
        #expect(found.map { $0.location?.line } == [4])
    }
}
