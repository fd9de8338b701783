import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh-ios22c class 6: INaturalistIOS 3ab22038 MainStoryboard.storyboard:818, the
/// `text=""` detailTextLabel (#8e8e93, 16 pt) of the Right Detail prototype `rightDetail`, was a
/// contrast error (3.26:1 on white) and a fixed-size warning. The code that dequeues it sets only
/// `cell.textLabel.attributedText` (ObsDetailActivityViewModel.m:201-215) or nothing
/// (ObsDetailInfoViewModel.m:177); the app's other `detailTextLabel`s are another cell's
/// (`placemark`, LocationSearchViewController.swift:88-98) and a local found by tag
/// (GuideMenuViewController.m:152). An empty label no code can fill shows nothing.
@Suite struct EmptyCellStyleLabelTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc" customClass="ObsDetailViewController" sceneMemberID="viewController">
                    <tableView key="view" style="grouped" dataMode="prototypes" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="700"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="rightDetail" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleValue1" id="cell">
                                <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                    <subviews>
                                        <label text="" id="title">
                                            <rect key="frame" x="16" y="13" width="31.5" height="19.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                            <color key="textColor" red="0.557" green="0.557" blue="0.576" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                        <label text="" textAlignment="right" id="detail">
                                            <rect key="frame" x="356" y="13" width="41.5" height="19.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                            <color key="textColor" red="0.557" green="0.557" blue="0.576" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """

    /// ObsDetailActivityViewModel.m, reduced: only the textLabel of the dequeued cell gets text.
    static func objC(_ extra: String = "") -> String {
        """
        #import "ObsDetailActivityViewModel.h"
        @implementation ObsDetailActivityViewModel
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"rightDetail"];
            cell.textLabel.attributedText = [[NSAttributedString alloc] initWithString:@"Content Hidden"];
            \(extra)
            return cell;
        }
        @end
        """
    }

    /// LocationSearchViewController.swift, reduced: the detail label of its own `placemark` cells.
    static func swift(_ body: String? = nil) -> String {
        let fill = """
                var cell = tableView.dequeueReusableCell(withIdentifier: "placemark")
                if cell == nil {
                    cell = UITableViewCell(style: .subtitle, reuseIdentifier: "placemark")
                }
                cell!.detailTextLabel?.text = placemark
                cell!.detailTextLabel?.numberOfLines = 0
                return cell!
            """
        return """
            import UIKit
            final class LocationSearchViewController: UITableViewController {
                var placemark = ""
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(body ?? fill)
                }
            }
            """
    }

    /// The detail label's contrast and fixed-size findings, by label id.
    static func judged(objC: String = objC(), swift: String = swift(), guide: String = "") async throws -> [String: Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-empty-cell-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = ["Main.storyboard": storyboard, "ObsDetailActivityViewModel.m": objC, "LocationSearchViewController.swift": swift]
        if !guide.isEmpty { files["GuideMenuViewController.m"] = guide }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.severity > .note && ["contrast.text", "text.fixed-size"].contains($0.rule) }
            .reduce(into: [:]) { $0[$1.id, default: 0] += 1 }
    }

    @Test func anEmptyDetailLabelNoCodeTouchesShowsNothing() async throws {
        // Must not fire for the detail label; the title, which code fills, is still judged.
        let guide = """
            #import "GuideMenuViewController.h"
            @implementation GuideMenuViewController
            - (void)fill:(UITableViewCell *)cell {
                UILabel *detailTextLabel = (UILabel *)[cell viewWithTag:2];
                detailTextLabel.text = self.guide.compiler;
            }
            @end
            """
        let found = try await Self.judged(guide: guide)
        #expect(found["detail"] == nil, "\(found)")
        #expect((found["title"] ?? 0) >= 1, "\(found)")
    }

    @Test func codeThatMayFillTheDetailLabelKeepsItJudged() async throws {
        // Must fire: Objective-C gives a detailTextLabel text, on any cell.
        #expect(try await Self.judged(objC: Self.objC("cell.detailTextLabel.text = @\"12\";"))["detail"] == 2)
        #expect(try await Self.judged(objC: Self.objC("[[cell detailTextLabel] setText:@\"12\"];"))["detail"] == 2)
        // Swift on a cell dequeued by the prototype's identifier, on a parameter, on `self`'s.
        let dequeued = """
            let cell = tableView.dequeueReusableCell(withIdentifier: "rightDetail", for: indexPath)
                    cell.detailTextLabel?.text = placemark
                    return cell
            """
        #expect(try await Self.judged(swift: Self.swift(dequeued))["detail"] == 2)
        let parameter = """
            let cell = super.tableView(tableView, cellForRowAt: indexPath)
                    cell.detailTextLabel?.text = placemark
                    return cell
            """
        #expect(try await Self.judged(swift: Self.swift(parameter))["detail"] == 2)
        let willDisplay = """
            import UIKit
            final class Delegate: NSObject, UITableViewDelegate {
                func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    cell.detailTextLabel?.text = "12"
                }
            }
            """
        #expect(try await Self.judged(swift: willDisplay)["detail"] == 2)
    }
}
