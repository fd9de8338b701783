import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios24c, pattern 2: OsmAnd-iOS bb362bba `OASuperViewController.m:51` registers
/// `onContentSizeChanged:` for `UIContentSizeCategoryDidChangeNotification` through its own
/// `addNotification:selector:` helper; `OABaseNavbarViewController.m:1054-1058` overrides it to
/// reload the table, whose `cellForRowAtIndexPath:` returns `[self getRow:indexPath]`
/// (:1243-1246). So the Body style `WikipediaCacheSizeViewController.swift:76` sets in its
/// `getRow(_:)` is set again at the new size: its `text.not-live` warning was wrong, as was
/// `OAActionConfigurationViewController.mm:589`'s (an `OABaseButtonsViewController`, whose handler
/// calls `super`'s at `OABaseButtonsViewController.m:350-353`). Must still fire: a font set in
/// `viewDidLoad`, a subclass of the empty base handler (`OACompoundViewController`), and a subclass
/// whose own handler does not reload (`OAEditPointViewController.mm:999`).
@Suite struct SizeReloadingSuperclassTests {
    static let superController = """
        @interface OASuperViewController : UIViewController
        @end
        @implementation OASuperViewController
        - (void)registerNotificationsAndObservers
        {
            [self addNotification:UIContentSizeCategoryDidChangeNotification selector:@selector(onContentSizeChanged:)];
        }
        // after resizing dynamic type for navbar and UI components with adjustsFontForContentSizeCategory = NO
        - (void)onContentSizeChanged:(NSNotification *)notification
        {
        }
        @end
        @interface OACompoundViewController : OASuperViewController
        @end
        @implementation OACompoundViewController
        - (void)onContentSizeChanged:(NSNotification *)notification
        {
        }
        @end
        """

    static let navbarController = """
        @interface OABaseNavbarViewController : OASuperViewController
        @end
        @implementation OABaseNavbarViewController
        - (void)onContentSizeChanged:(NSNotification *)notification
        {
            [self setupTableHeaderView];
            [self generateData];
            [self.tableView reloadData];
        }
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
        {
            return [self getRow:indexPath];
        }
        @end
        @interface OABaseButtonsViewController : OABaseNavbarViewController
        @end
        @implementation OABaseButtonsViewController
        - (void)onContentSizeChanged:(NSNotification *)notification
        {
            [super onContentSizeChanged:notification];
            [self setupBottomButtons];
        }
        @end
        """

    /// WikipediaCacheSizeViewController.swift:14, :49-76, shortened.
    static func swift(superclass: String = "OABaseNavbarViewController", method: String = "override func getRow(_ indexPath: IndexPath!) -> UITableViewCell!")
        -> String
    {
        """
        import UIKit
        final class WikipediaCacheSizeViewController: \(superclass) {
            \(method) {
                var cell = tableView.dequeueReusableCell(withIdentifier: OASearchMoreCell.getIdentifier()) as? OASearchMoreCell
                cell?.textView.font = UIFont.preferredFont(forTextStyle: .body)
                return cell
            }
        }
        """
    }

    /// OAActionConfigurationViewController.mm:358-589, and a handler that only lays out (OAEditPointViewController.mm:999).
    static func objC(superclass: String = "OABaseButtonsViewController", handler: String = "") -> String {
        """
        @interface OAActionConfigurationViewController : \(superclass)
        @end
        @implementation OAActionConfigurationViewController
        - (UITableViewCell *)getRow:(NSIndexPath *)indexPath
        {
            OATextInputFloatingCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@"cell"];
            cell.inputField.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
            return cell;
        }
        \(handler)
        @end
        """
    }

    /// The files' `text.not-live` findings outside the two base classes.
    static func notLive(swift: String = swift(), objC: String = objC()) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-size-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "OASuperViewController.m": superController, "OABaseNavbarViewController.m": navbarController,
            "WikipediaCacheSizeViewController.swift": swift, "OAActionConfigurationViewController.mm": objC,
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" }
    }

    @Test func rowsOfASubclassOfAControllerThatReloadsOnTheNotificationAreLive() async throws {
        #expect(try await Self.notLive().isEmpty)
    }

    @Test func aFontSetOutsideTheRowsStillFires() async throws {
        let findings = try await Self.notLive(swift: Self.swift(method: "override func viewDidLoad()"))
        #expect(findings.map { $0.location?.file.hasSuffix(".swift") } == [true])
    }

    @Test func aSubclassOfTheEmptyHandlerStillFires() async throws {
        let findings = try await Self.notLive(
            swift: Self.swift(superclass: "OACompoundViewController"), objC: Self.objC(superclass: "OACompoundViewController"))
        #expect(findings.count == 2)
    }

    @Test func aSubclassWhoseOwnHandlerDoesNotReloadStillFires() async throws {
        let handler = """
            - (void)onContentSizeChanged:(NSNotification *)notification
            {
                [self setupHeaderWithVerticalOffset:self.tableView.contentOffset.y];
            }
            """
        let findings = try await Self.notLive(objC: Self.objC(handler: handler))
        #expect(findings.map { $0.location?.file.hasSuffix(".mm") } == [true])
    }
}
