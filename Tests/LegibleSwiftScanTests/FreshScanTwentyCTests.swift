import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios20c: omnivore's Apple app (an Xcode project with its own local package,
/// `OmnivoreKit`, built for iOS and macOS), reduced.
@Suite struct FreshScanTwentyCTests {
    /// `Omnivore.xcodeproj`, cut to an app target built from `App/` and the package added as a
    /// folder (`lastKnownFileType = folder`), as omnivore's `project.pbxproj:229` does.
    static let project = """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (A); };
            G = { isa = PBXGroup; children = (AG, K); sourceTree = "<group>"; };
            AG = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            K = { isa = PBXFileReference; lastKnownFileType = folder; path = Kit; sourceTree = "<group>"; };
            A = { isa = PBXNativeTarget; name = "Omnivore"; fileSystemSynchronizedGroups = (AG);
                  productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """

    /// `OmnivoreKit/Package.swift`, cut: iOS and macOS.
    static let manifest = """
        // swift-tools-version:5.6
        import PackageDescription
        let package = Package(
          name: "Kit",
          platforms: [.iOS(.v15), .macOS(.v12)],
          products: [.library(name: "Views", targets: ["Views"])],
          targets: [.target(name: "Views")]
        )
        """

    static let app = """
        import SwiftUI
        import Views
        @main
        struct OmnivoreApp: App {
            var body: some Scene { WindowGroup { ShareExtensionView() } }
        }
        """

    /// `ShareExtensionView.swift:289-296` and `:381-384`: `body` names `macOSBody` only in the
    /// `#else` of `#if os(iOS)`.
    static let share = """
        import SwiftUI
        public struct ShareExtensionView: View {
          public init() {}
          public var body: some View {
            #if os(iOS)
              iOSBody
            #else
              macOSBody
            #endif
          }
          var iOSBody: some View {
            Text("Saved to Omnivore").font(.system(size: 14))
          }
          var macOSBody: some View {
            Text("Saved to Omnivore").font(.system(size: 15))
          }
        }
        """

    /// `FollowingViewModal.swift:9-49`, cut: a public view no file names.
    static let following = """
        import SwiftUI
        public struct FollowingViewModal: View {
          public var body: some View {
            Text("Your following list").font(.system(size: 13))
          }
        }
        """

    /// The findings of a scan of `files` (path → source) for `rule`.
    static func findings(_ files: [String: String], rule: String) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-20c-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, text) in files {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == rule }
    }

    static let files = [
        "Omnivore.xcodeproj/project.pbxproj": project, "Kit/Package.swift": manifest, "App/OmnivoreApp.swift": app,
        "Kit/Sources/Views/ShareExtensionView.swift": share, "Kit/Sources/Views/FollowingViewModal.swift": following,
    ]

    // Must fire for iOSBody (:12), must not for macOSBody (:15): only the Mac builds it, and 15 pt is above its 10 pt.
    @Test func aMemberOnlyTheElseOfOSiOSUsesIsTheMacs() async throws {
        let found = try await Self.findings(Self.files, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("ShareExtensionView.swift") == true }
        #expect(found.filter { $0.severity > .note }.compactMap(\.location?.line) == [12], "\(found.map(\.message))")
    }

    /// UTM e4a4c34b `Platform/Shared/VMConfigSoundView.swift:28-31`: a Text in `#if !os(macOS)` was
    /// judged "(also on macOS)"; a negated check is every platform it does not name.
    @Test func aNegatedOSCheckIsEveryOtherPlatform() throws {
        let source = """
            import SwiftUI
            struct V: View {
              var body: some View {
                #if !os(macOS)
                  Text("a").font(.system(size: 14))
                #endif
                #if !os(macOS) && !os(tvOS)
                  Text("b").font(.system(size: 14))
                #endif
                #if !os(macOS) || DEBUG
                  Text("c").font(.system(size: 14))
                #endif
              }
            }
            """
        let elements = try scanSwift(source).elements.filter { $0.font != nil }
        #expect(elements.map { $0.sourcePlatform?.platforms ?? [] } == [[.iOS, .watchOS, .visionOS, .tvOS], [.iOS, .watchOS, .visionOS], []])
        #expect(elements.first?.sourcePlatform?.condition == "#if !os(macOS) at line 4")
        // Must not change: `|| DEBUG` may compile on the Mac too, so it decides nothing.
        #expect(elements.last?.sourcePlatform == nil)
    }

    // The `#else` itself: every platform but iOS; the package's platforms keep the Mac.
    @Test func theElseOfOSiOSIsEveryOtherPlatform() throws {
        let source = """
            import SwiftUI
            struct V: View {
              var body: some View {
                #if os(iOS)
                  Text("a").font(.system(size: 14))
                #elseif os(watchOS)
                  Text("w").font(.system(size: 14))
                #else
                  Text("b").font(.system(size: 14))
                #endif
              }
            }
            """
        let elements = try scanSwift(source).elements.filter { $0.font != nil }
        #expect(elements.map { $0.sourcePlatform?.platforms ?? [] } == [[], [], [.visionOS, .tvOS, .macOS]])
        #expect(elements.map { $0.sourcePlatform?.platform } == [.iOS, .watchOS, nil])
        #expect(elements.last?.sourcePlatform?.condition == "#else of #if os(iOS) at line 4")
        // An `#else` after a condition that may be false on iOS too decides nothing.
        let unsure = source.replacingOccurrences(of: "#if os(iOS)", with: "#if os(iOS) && DEBUG")
        #expect(try scanSwift(unsure).elements.filter { $0.font != nil }.last?.sourcePlatform == nil)
    }

    // Must not fire: a public view of the app's own package that no file names is on no screen.
    // Must fire: once the app names it, and in a library's package that its example app names.
    @Test func anUnusedPublicViewOfTheAppsOwnPackageIsANote() async throws {
        let found = try await Self.findings(Self.files, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("FollowingViewModal.swift") == true }
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses FollowingViewModal, so no screen shows it") == true)

        let used = Self.files.merging(["App/OmnivoreApp.swift": Self.app.replacingOccurrences(of: "ShareExtensionView()", with: "FollowingViewModal()")]) {
            _, new in new
        }
        let shown = try await Self.findings(used, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("FollowingViewModal.swift") == true }
        #expect(shown.count == 1 && shown.allSatisfy { $0.severity > .note }, "\(shown.map(\.message))")

        // A library at the root whose example app (in a folder of it) adds the package by `..`:
        // other apps may depend on it, so its public views are judged.
        var library: [String: String] = [:]
        for (path, text) in Self.files {
            let moved = path.hasPrefix("Kit/") ? String(path.dropFirst(4)) : "Example/" + path
            library[moved] = text.replacingOccurrences(of: "path = Kit;", with: "path = ..;")
        }
        let published = try await Self.findings(library, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("FollowingViewModal.swift") == true }
        #expect(published.count == 1 && published.allSatisfy { $0.severity > .note }, "\(published.map(\.message))")
    }

    /// `FontSizeAdjustmentPopoverView.swift:140-143`: a toggle framed 40 pt tall.
    @Test func aToggleInTheSwitchStyleIsTheSystemsSwitch() throws {
        let source = """
            Toggle("Justify Text", isOn: $justifyText)
              .frame(height: 40)
              .padding(.trailing, 6)
            Toggle("Bold", isOn: $bold).toggleStyle(.switch).frame(width: 30, height: 30)
            Toggle("Star", isOn: $star).toggleStyle(.button).frame(width: 30, height: 30)
            Toggle("Auto", isOn: $auto).toggleStyle(CheckboxToggleStyle()).frame(width: 30, height: 30)
            """
        let toggles = try scanSwift(source).elements.filter { $0.kind == .toggle }
        // Must not fire: the switch (51×31, exempt as UISwitch is); must fire: a style the app or SwiftUI draws otherwise.
        #expect(toggles.map(\.height) == [nil, nil, 30, 30])
    }

    /// `LibraryItemCard.swift:132-139`: the note's avatar, one letter of the viewer's name on a circle.
    @Test func oneLetterOverACircleIsAMonogramBadge() async throws {
        let avatar = """
            import SwiftUI
            struct Card: View {
              var name: String?
              var body: some View {
                ZStack(alignment: .center) {
                  Circle()
                    .foregroundColor(Color.yellow)
                  Text((name ?? "O").prefix(1))
                    .font(Font.system(size: 10))
                    .foregroundColor(Color.black)
                }
              }
            }
            """
        // Must not fire: a note.
        let found = try await scanFindings(swift: avatar).filter { $0.rule == "text.fixed-size" }
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        // Must fire: two letters, a text beside the circle, or one over a picture.
        let others = [
            avatar.replacingOccurrences(of: "prefix(1)", with: "prefix(2)"),
            avatar.replacingOccurrences(of: "ZStack(alignment: .center)", with: "HStack"),
            avatar.replacingOccurrences(of: "Circle()", with: "Image(\"photo\")"),
        ]
        for source in others {
            let judged = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
            #expect(judged.count == 1 && judged.allSatisfy { $0.severity > .note }, "\(source)")
        }
        let forms = ["String(name!.first!)", "String(name?.first ?? \"?\").uppercased()", "name!.prefix(1).uppercased()"]
        for form in forms {
            let badge = try scanSwift(avatar.replacingOccurrences(of: "(name ?? \"O\").prefix(1)", with: form)).elements.first?.badge
            #expect(badge?.codeLetter == form)
        }
    }

    /// `ExpandedAudioPlayer.swift:347-357`: the skip-forward button, padded `32 - 4` on one side.
    /// Padding after a `Button` is not its hit area (fresh-ios25b pattern 2): the button is its
    /// 16×16 frame; the arithmetic is read where the padding is tapped (before `.onTapGesture`).
    @Test func paddingWrittenAsArithmeticIsRead() throws {
        let source = """
            Button(action: { skip() }, label: { Image(systemName: "goforward.15").resizable() })
              .buttonStyle(.plain)
              .frame(width: 16, height: 16)
              .padding(.trailing, 32 - 4)
            Image(systemName: "goforward.15")
              .frame(width: 16, height: 16)
              .padding(.trailing, 32 - 4)
              .onTapGesture { skip() }
            Image(systemName: "goforward.15")
              .frame(width: 16, height: 16)
              .padding(.trailing, gap - 4)
              .onTapGesture { skip() }
            """
        let targets = try scanSwift(source).elements.filter { $0.kind == .button || $0.kind == .tappable }
        // The button: 16×16. The tapped image: 16 + 28 = 44 wide, 16 tall; an amount the file does not hold: unknown.
        #expect(targets.map(\.width) == [16, 44, nil] && targets.map(\.height) == [16, 16, nil], "\(targets.map { ($0.width, $0.height) })")
    }

    /// `Fonts.swift:25-27` and `FeaturePrimer.swift:11-21,54-55`: a font only a view no screen shows uses.
    @Test func aFontOnlyAnUnshownViewUsesIsANote() async throws {
        let fonts = """
            import SwiftUI
            public extension Font {
              static var textToSpeechRead: Font {
                Font.system(size: 24, weight: .bold)
              }
            }
            """
        let primer = """
            import SwiftUI
            public struct FeaturePrimer: View {
              let title: String
              public var body: some View {
                Text(title).font(.textToSpeechRead)
              }
              public static var recommendationsPrimer: some View {
                FeaturePrimer(title: "Introducing Clubs")
              }
            }
            """
        var files = Self.files
        files["Kit/Sources/Views/Fonts.swift"] = fonts
        files["Kit/Sources/Views/FeaturePrimer.swift"] = primer
        let found = try await Self.findings(files, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("Fonts.swift") == true }
        // Must not fire: a note that says why.
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("only FeaturePrimer, which no screen shows, uses textToSpeechRead") == true)
        // Must fire: the app shows the primer.
        files["App/OmnivoreApp.swift"] = Self.app.replacingOccurrences(of: "ShareExtensionView()", with: "FeaturePrimer.recommendationsPrimer")
        let shown = try await Self.findings(files, rule: "text.fixed-size").filter { $0.location?.file.hasSuffix("Fonts.swift") == true }
        #expect(shown.count == 1 && shown.allSatisfy { $0.severity > .note }, "\(shown.map(\.message))")
    }
}
