import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, fresh-ios15b D3: Vocable 447a8e21 `EditPhrasesCollectionViewCell.xib:21` (a 22 pt
/// Bold label) was given a `text.fixed-size` warning, but the only dequeue of its cell is
/// `MySayingsReplacementStubsVC.swift:19`, in a class no file names, and
/// `EditPhrasesViewController.swift:64` only registers the nib (it dequeues `VocableListCell`).
/// "Nothing uses" is carried one level: the xib is on no screen. A dequeue in used code, or a
/// use of the stub class, keeps the xib judged.
@Suite struct UnusedDequeuerTests {
    static let cell = "EditPhrasesCollectionViewCell"

    /// Vocable's shape; `changes` replace or add files.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "Vocable.xcodeproj/project.pbxproj": "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;",
            "Vocable/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "Vocable/\(cell).xib": UnshownNibsTests.xib(owner: nil, top: cell),
            "Vocable/\(cell).swift": "import UIKit\nfinal class \(cell): UICollectionViewCell {\n    @IBOutlet var textLabel: UILabel!\n}\n",
            "Vocable/EditPhrasesViewController.swift": """
            import UIKit
            final class EditPhrasesViewController: UIViewController {
                func setUp() {
                    collectionView.register(UINib(nibName: "\(cell)", bundle: nil), forCellWithReuseIdentifier: \(cell).reuseIdentifier)
                    collectionView.register(VocableListCell.self, forCellWithReuseIdentifier: "list")
                }
            }
            """,
            "Vocable/AppDelegate.swift": "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Vocable/Settings.swift": "import UIKit\nfinal class Settings {\n    func open() { _ = EditPhrasesViewController() }\n}\n",
            "Vocable/MySayingsReplacementStubsVC.swift": """
            //  MySayingsReplacementStubsVC.swift
            import UIKit
            class MySayingsReplacementStubsVC: UIViewController {
                func cell(at indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \(cell).reuseIdentifier, for: indexPath) as! \(cell)
                    return cell
                }
                func setUp() {
                    collectionView.register(UINib(nibName: "\(cell)", bundle: nil), forCellWithReuseIdentifier: \(cell).reuseIdentifier)
                }
            }
            """,
        ].merging(changes) { _, new in new }
    }

    @Test func aCellOnlyAnUnusedControllerDequeuesIsNotShown() throws {
        let found = try UnshownNibsTests.unshown(Self.app())
        // Must not judge: registered by a used controller that never dequeues it, dequeued only by an unused one.
        #expect(
            found["\(Self.cell).xib"]?.map(\.reason) == [
                "only MySayingsReplacementStubsVC, which nothing in the app uses, dequeues or loads \(Self.cell).xib"
            ])
    }

    @Test func aDequeueInUsedCodeOrAUseOfTheControllerKeepsItJudged() throws {
        // Must judge: something makes the stub controller.
        let made = try UnshownNibsTests.unshown(Self.app(["Vocable/Root.swift": "let stubs = MySayingsReplacementStubsVC()\n"]))
        #expect(made["\(Self.cell).xib"]?.isEmpty == true)
        // Must judge: the used controller dequeues the cell too.
        let dequeued = try UnshownNibsTests.unshown(
            Self.app([
                "Vocable/EditPhrasesViewController.swift": """
                import UIKit
                final class EditPhrasesViewController: UIViewController {
                    func setUp() {
                        collectionView.register(UINib(nibName: "\(Self.cell)", bundle: nil), forCellWithReuseIdentifier: \(Self.cell).reuseIdentifier)
                        _ = collectionView.dequeueReusableCell(withReuseIdentifier: \(Self.cell).reuseIdentifier, for: indexPath)
                    }
                }
                """
            ]))
        #expect(dequeued["\(Self.cell).xib"]?.isEmpty == true)
        // Must judge: without the app's entry, a class no file names may be made by code not scanned.
        var noEntry = Self.app()
        noEntry["Vocable/AppDelegate.swift"] = nil
        #expect(try UnshownNibsTests.unshown(noEntry)["\(Self.cell).xib"]?.isEmpty == true)
        // Must judge: a free function outside any type names the cell.
        let free = try UnshownNibsTests.unshown(Self.app(["Vocable/Helpers.swift": "func make() -> \(Self.cell)? { nil }\n"]))
        #expect(free["\(Self.cell).xib"]?.isEmpty == true)
    }
}
