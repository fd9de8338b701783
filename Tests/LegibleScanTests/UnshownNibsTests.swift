import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, judge's D5 (fresh-ios11a): Habitica aafd43ae keeps `ChallengeDetailHeaderView.xib`,
/// whose nib and class no file but `ChallengeDetailHeaderView.swift` names (9 errors and
/// warnings), and a prototype cell "ChallengeCell" at `Main.storyboard:2619` that no code
/// dequeues. What is judged of them is a note; a nib loaded by name, through the app's own
/// `fromNib` helper by class, or as a launch screen, and a prototype code dequeues (by a literal
/// or an interpolated identifier), or a static table's cell, are judged as before.
@Suite struct UnshownNibsTests {
    static func xib(owner: String?, top: String? = nil) -> String {
        let ownerClass = owner.map { #" customClass="\#($0)""# } ?? ""
        let topClass = top.map { #" customClass="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"\(ownerClass)/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root"\(topClass)>
                        <subviews><label text="Show more" id="l"/></subviews>
                    </view>
                </objects>
            </document>
            """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="ChallengeTableViewController" sceneMemberID="viewController">
                    <tableView key="view" dataMode="prototypes" id="table">
                        <prototypes>
                            <tableViewCell reuseIdentifier="ChallengeCell" id="c1">
                                <tableViewCellContentView key="contentView" id="v1">
                                    <subviews>
                                        <label text="Title" id="l1"/>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell reuseIdentifier="TaskCell" id="c2">
                                <tableViewCellContentView key="contentView" id="v2">
                                    <subviews><label text="Task" id="l2"/></subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView><connections><segue destination="settings" kind="show" id="toSettings"/></connections>
                </tableViewController>
                <tableViewController id="settings" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" id="staticTable">
                        <sections><tableViewSection id="sec"><cells>
                            <tableViewCell reuseIdentifier="StaticCell" id="c3"><tableViewCellContentView key="contentView" id="v3"/></tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """

    /// Habitica's shape; `changes` replace or add files.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "Habitica.xcodeproj/project.pbxproj": "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;\nChallengeDetailHeaderView.xib in Resources",
            "HabitRPG/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "HabitRPG/Views/ChallengeDetailHeaderView.xib": xib(owner: "ChallengeDetailHeaderView"),
            "HabitRPG/Views/ChallengeDetailHeaderView.swift": "//  ChallengeDetailHeaderView.swift\nclass ChallengeDetailHeaderView: UIView {\n}\n",
            "HabitRPG/Views/HRPGItemStatsView.xib": xib(owner: "HRPGItemStatsView"),
            "HabitRPG/Views/HRPGItemStatsView.swift": "class HRPGItemStatsView: UIView {}",
            // Loaded by a generic item in the class's own file.
            "HabitRPG/Views/DoubleButtonTableViewCell.xib": xib(owner: nil, top: "DoubleButtonTableViewCell"),
            "HabitRPG/Views/DoubleButtonTableViewCell.swift": """
            //  DoubleButtonTableViewCell.swift
            class DoubleButtonTableViewCell: UITableViewCell {}
            class DoubleButtonMultiModelDataSourceItem: ConcreteMultiModelDataSourceItem<DoubleButtonTableViewCell> {}
            """,
            "HabitRPG/Views/YesterdailyTask.xib": xib(owner: nil, top: "YesterdailyTaskView"),
            "HabitRPG/Views/YesterdailyTaskView.swift": "class YesterdailyTaskView: UIView {}",
            "HabitRPG/Views/LaunchScreen.xib": xib(owner: nil),
            "HabitRPG/UI/Loader.swift": """
            class Loader {
                func load() {
                    let stats = HRPGItemStatsView.fromNib()
                    let task = UIView.fromNib(nibName: "YesterdailyTask")
                    let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
                    // A local named like the prototype is no use of it (Habitica's ChallengeTableViewDataSource).
                    if let challengeCell = cell as? ChallengeTableViewCell {}
                }
            }
            """,
            "HabitRPG/Storyboards/Main.storyboard": storyboard,
        ].merging(changes) { $1 }
    }

    /// The reason for each file's unshown parts, and the storyboard's lines.
    static func unshown(_ files: [String: String], unread: Set<String> = []) throws -> [String: [(lines: ClosedRange<Int>, reason: String)]] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-nibs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var set = ScanFileSet()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            // A file no reader reads (a header) is on disk only.
            if unread.contains(path) { continue }
            if path.hasSuffix(".pbxproj") {
                set.projectFiles.append(url.path)
            } else if path.hasSuffix("project.yml") {
                set.projectSpecs.append(url.path)
            } else if path.hasSuffix("Info.plist") {
                set.infoPropertyLists.append(url.path)
            } else {
                set.interfaceFiles.append(url.path)
            }
        }
        let nibs = UnshownNibs(files: set, limits: ScanLimits())
        var result: [String: [(lines: ClosedRange<Int>, reason: String)]] = [:]
        for path in set.interfaceFiles where path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
            result[(path as NSString).lastPathComponent] = nibs.unshownParts(of: path)
        }
        return result
    }

    @Test func habiticasUnloadedHeaderAndUndequeuedPrototypeAreNotShown() throws {
        let found = try Self.unshown(Self.app())
        // Must not judge: the header nothing loads, the prototype nothing dequeues.
        #expect(
            found["ChallengeDetailHeaderView.xib"]?.map(\.reason) == [
                "nothing loads ChallengeDetailHeaderView.xib (no code names it or its class ChallengeDetailHeaderView but to declare it)"
            ])
        let prototypes = try #require(found["Main.storyboard"])
        #expect(prototypes.count == 1)
        // The "ChallengeCell" prototype is lines 7–10 of the storyboard (its cell to its label).
        #expect(prototypes.first?.lines == 7...10, "\(prototypes.map(\.lines))")
        #expect(prototypes.first?.reason.contains("no code dequeues the prototype cell") == true)
        #expect(prototypes.first?.reason.contains("ChallengeCell") == true)
        // Must judge: loaded by class through a helper, by name, as the launch screen.
        #expect(found["HRPGItemStatsView.xib"]?.isEmpty == true)
        #expect(found["YesterdailyTask.xib"]?.isEmpty == true)
        #expect(found["LaunchScreen.xib"]?.isEmpty == true)
        #expect(found["DoubleButtonTableViewCell.xib"]?.isEmpty == true)
    }

    @Test func aNamedHeaderOrAnInterpolatedIdentifierIsJudged() throws {
        // Another file names the class (`ChallengeDetailHeaderView()`), or an identifier is built.
        let named = try Self.unshown(
            Self.app(["HabitRPG/UI/Detail.swift": "let header = ChallengeDetailHeaderView()\nlet id = \"\\(kind)Cell\""]))
        #expect(named["ChallengeDetailHeaderView.xib"]?.isEmpty == true)
        #expect(named["Main.storyboard"]?.isEmpty == true)
        // Another Interface Builder file uses the class.
        let used = try Self.unshown(
            Self.app(["HabitRPG/Views/Other.xib": Self.xib(owner: nil, top: "ChallengeDetailHeaderView")]))
        #expect(used["ChallengeDetailHeaderView.xib"]?.isEmpty == true)
        // A class the app does not declare (a library's) may load it.
        let library = try Self.unshown(Self.app(["HabitRPG/Views/ChallengeDetailHeaderView.swift": "// gone"]))
        #expect(library["ChallengeDetailHeaderView.xib"]?.isEmpty == true)
        // R.swift's lower camel case members.
        let generated = try Self.unshown(
            Self.app(["HabitRPG/UI/R.swift": "let a = R.nib.challengeDetailHeaderView\nlet b = R.reuseIdentifier.challengeCell"]))
        #expect(generated["ChallengeDetailHeaderView.xib"]?.isEmpty == true)
        #expect(generated["Main.storyboard"]?.isEmpty == true)
    }

    /// Issue 33, judge's D3 (fresh-ios13a): Rocket.Chat 3172a098 `AutocompleteCell.swift:14` keeps
    /// `static let identifier = "AutocompleteCell"`, and `ChatMessageUnreadSeparator.swift:21`
    /// extends its class, but no other code names either: their nibs are on no screen. A literal
    /// in another type, even in the same file, or the identifier read elsewhere, still loads.
    @Test func rocketChatsOwnIdentifierAndExtensionLoadNothing() throws {
        let cell = """
            //  AutocompleteCell.swift
            import UIKit

            final class AutocompleteCell: UITableViewCell {
                static let minimumHeight = CGFloat(44)
                static let identifier = "AutocompleteCell"
                @IBOutlet weak var labelTitle: UILabel!
            }
            """
        let separator = """
            final class ChatMessageUnreadSeparator: UICollectionViewCell {
                static let identifier = "ChatMessageUnreadSeparator"
            }

            extension ChatMessageUnreadSeparator {
                override func applyTheme() { super.applyTheme() }
            }
            """
        let files = Self.app([
            "Chat/AutocompleteCell.xib": Self.xib(owner: nil, top: "AutocompleteCell"), "Chat/AutocompleteCell.swift": cell,
            "Chat/ChatMessageUnreadSeparator.xib": Self.xib(owner: nil, top: "ChatMessageUnreadSeparator"),
            "Chat/ChatMessageUnreadSeparator.swift": separator,
        ])
        // Must not judge: no code but the class's own names the nib.
        let found = try Self.unshown(files)
        #expect(found["AutocompleteCell.xib"]?.first?.reason.hasPrefix("nothing loads AutocompleteCell.xib") == true)
        #expect(found["ChatMessageUnreadSeparator.xib"]?.first?.reason.hasPrefix("nothing loads ChatMessageUnreadSeparator.xib") == true)
        // Must judge: another type in the same file loads it by name, or code reads the identifier.
        let loader = "\nfinal class Loader {\n    func load() { _ = UINib(nibName: \"AutocompleteCell\", bundle: nil) }\n}\n"
        let loaded = try Self.unshown(
            files.merging([
                "Chat/AutocompleteCell.swift": cell + loader,
                "Chat/Chat.swift": "tableView.register(cellNib, forCellReuseIdentifier: ChatMessageUnreadSeparator.identifier)",
            ]) { $1 })
        #expect(loaded["AutocompleteCell.xib"]?.isEmpty == true)
        #expect(loaded["ChatMessageUnreadSeparator.xib"]?.isEmpty == true)
    }

    /// raivo-ios `CenteredBanner.xib:36`: its root is a library's `MessageView` (SwiftMessages),
    /// and no code names the nib, the class or the module; only the project lists the file.
    @Test func aLibraryClassNoCodeNamesLoadsNothing() throws {
        let banner = Self.xib(owner: nil, top: "MessageView").replacingOccurrences(
            of: #"customClass="MessageView""#, with: #"customClass="MessageView" customModule="SwiftMessages""#)
        let files = Self.app(["Banners/CenteredBanner.xib": banner, "Banners/MessageView.xib": banner])
        let found = try Self.unshown(files)
        // Must not judge: a nib of another name than its library class's, which nothing names.
        #expect(
            found["CenteredBanner.xib"]?.map(\.reason) == [
                "nothing loads CenteredBanner.xib (no code names it, its class MessageView of SwiftMessages or the module)"
            ])
        // Must judge: the nib named after the class, which the library may load by that name.
        #expect(found["MessageView.xib"]?.isEmpty == true)
        // Must judge: code that imports the library may hand it the nib.
        let imported = try Self.unshown(files.merging(["Banners/Show.swift": "import SwiftMessages\nfunc show() {}"]) { $1 })
        #expect(imported["CenteredBanner.xib"]?.isEmpty == true)
    }
}
