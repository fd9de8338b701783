import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Sileo c9f70158 (issue 33, D1): a size copied from a table cell's built-in `textLabel`, whose
/// font UIKit makes at the Body style, follows the person's text size when the cell is made and
/// stops there: `text.not-live`, not `text.fixed-size`.
@Suite struct CopiedCellLabelSizeTests {
    /// `Sileo/UI/CategoryViewController/CategoryViewController.swift:245-246` (reported as a fixed size).
    @Test func aCellsOwnTextLabelSizeCopiedIsNotLive() async throws {
        let source = """
            import UIKit
            class CategoryViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "id") ?? SileoTableViewCell(style: .value1, reuseIdentifier: "id")
                    let weight: UIFont.Weight = indexPath.row == 0 ? .semibold : .regular
                    if let textLabel = cell.textLabel {
                        textLabel.font = UIFont.systemFont(ofSize: textLabel.font.pointSize, weight: weight)
                        textLabel.text = "All Categories"
                    }
                    return cell
                }
            }
            """
        let findings = try await scanFindings(swift: source)
        #expect(findings.filter { $0.rule == "text.fixed-size" }.isEmpty)
        let notLive = findings.filter { $0.rule == "text.not-live" }
        #expect(notLive.map { $0.location?.line ?? 0 } == [7])
        #expect(notLive.first?.message.hasPrefix("the font is made at the Body style's size read once (a table cell's built-in textLabel") == true)
    }

    /// The same copy after the app set that label's font to a fixed size copies the app's number: fixed.
    @Test func aCopyOfALabelTheAppGaveAFixedFontStaysFixed() async throws {
        let source = """
            import UIKit
            class CategoryViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: "id")
                    cell.textLabel?.font = UIFont.systemFont(ofSize: 13)
                    if let textLabel = cell.textLabel {
                        textLabel.font = UIFont.systemFont(ofSize: textLabel.font.pointSize, weight: .semibold)
                    }
                    return cell
                }
            }
            """
        let findings = try await scanFindings(swift: source)
        #expect(findings.filter { $0.rule == "text.not-live" }.isEmpty)
        #expect(findings.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line ?? 0 } == [5, 7])
    }
}
