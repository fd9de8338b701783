import LegibleLayoutSolver
import LegibleSyntax

/// The built-in labels of `UITableViewCell`'s styles (`textLabel`, `detailTextLabel`), which
/// UIKit lays out itself, and what is known of the room it gives them
/// (`Tables/apple-table-cell-insets.csv`, with its sources).
///
/// UIKit documents none of these insets. What Interface Builder writes is a measurement: Xcode
/// lays a static cell out with UIKit at the file's device and writes the frames it got. A
/// Default ("Basic") cell's `textLabel` spans its content view, so its frame shows both insets:
/// it starts at the content view's layout margin (16 pt on a 375 pt iPhone, 20 pt on a 414 pt
/// one) and ends at the trailing margin, or 8 pt before the content view's end when an
/// accessory (a disclosure indicator, a checkmark) takes the cell's trailing side. A Subtitle
/// cell stacks its two labels, each alone on its line ("a left-aligned label across the top and
/// a left-aligned label below it", Apple's `UITableViewCell.CellStyle.subtitle`), and Xcode's
/// frames start both where a Basic title starts: each gets a Basic title's room. Right Detail
/// (value1) and Left Detail (value2) share one line between their labels by a gap and a rule
/// for who gives way that no document or file shows: they stay `overflow.unknown-width` notes
/// that say so.
enum IBCellStyles {
    /// How far before its content view's end a Default cell's label stops when the cell has an
    /// accessory: 8 pt in every file measured (a 414 pt and a 375 pt device).
    static let accessoryGap = 8.0
    /// The leading insets a file's Default-style label may start at and be taken as the content
    /// view's layout margin: 16 and 20 pt (UIKit's system minimum margins) and 15 pt (the
    /// separator inset of files saved before iOS 11, which UIKit now lays out at the margin):
    /// the `leading` and `leading_in_file` rows of `Tables/apple-table-cell-insets.csv`, which
    /// `ScanCellStyleLabelTests` holds this set equal to.
    static let marginInsets: Set<Double> = [15, 16, 20]

    /// One built-in label and its cell.
    struct Label {
        /// The cell's style (`IBUITableViewCellStyleDefault`, `…Subtitle`, `…Value1`, `…Value2`).
        let style: String
        /// Whether it is the `detailTextLabel` (else the `textLabel`).
        let isDetail: Bool
        /// Whether the cell indents its content (`indentationLevel`) or shows an image, which
        /// move the label's leading edge by an amount UIKit works out at run time.
        let isShifted: Bool

        init(cell: XMLElementNode, isDetail: Bool) {
            style = cell.attribute("style") ?? "IBUITableViewCellStyleDefault"
            self.isDetail = isDetail
            isShifted = (Double(cell.attribute("indentationLevel") ?? "0") ?? 0) != 0 || cell.attribute("image") != nil
        }

        /// Whether the label is a Default cell's `textLabel`, the one whose room the files show.
        var isDefaultTitle: Bool {
            style == "IBUITableViewCellStyleDefault" && !isDetail
        }

        /// Whether UIKit gives the label a Basic title's room: a Default cell's `textLabel`, or
        /// either label of a Subtitle cell, each alone on its line.
        var hasTitleRoom: Bool {
            isDefaultTitle || style == "IBUITableViewCellStyleSubtitle"
        }

        /// The style's name in Interface Builder's menu.
        var name: String {
            switch style {
            case "IBUITableViewCellStyleSubtitle": "Subtitle"
            case "IBUITableViewCellStyleValue1": "Right Detail (value1)"
            case "IBUITableViewCellStyleValue2": "Left Detail (value2)"
            default: "Basic"
            }
        }

        /// Which of the cell's labels it is.
        var which: String { isDetail ? "detailTextLabel" : "textLabel" }

        /// Why the label's width is not known, for a label without a Basic title's room.
        var unknownReason: String {
            switch style {
            case "IBUITableViewCellStyleValue1", "IBUITableViewCellStyleValue2":
                "it is a \(name) cell's \(which), which shares its line with the other label: neither the gap between them nor which one gives way when both are long is documented or shown in the file"
            default:
                "it is a Basic cell's detailTextLabel, which UIKit does not show"
            }
        }
    }

    /// The constraints that place a label with a Basic title's room (`frame`) in its content
    /// view (`content`, with `margins`), as UIKit does; `nil` when the label is not one, or
    /// starts where the file's frames do not show it at the margin.
    static func placement(
        of label: IBDocument.View, frame: IBConstraintSystem.Frame, style: Label, content: IBConstraintSystem.Frame, margins: IBConstraintSystem.Margins,
        hasAccessory: Bool
    ) -> [SolverConstraint]? {
        guard isSolved(label, style: style) else { return nil }
        let name = label.id ?? ""
        let trailing = hasAccessory ? LinearSum(constant: accessoryGap) : margins.trailing
        return [
            SolverConstraint(frame.left, .equal, content.left + margins.leading, name: name),
            SolverConstraint(frame.width, .equal, content.width - margins.leading - trailing, name: name),
        ]
    }

    /// Whether the scan solves the label's width: a label with a Basic title's room that the
    /// file draws at the content view's margin (no image, no indentation).
    static func isSolved(_ label: IBDocument.View, style: Label) -> Bool {
        guard style.hasTitleRoom, !style.isShifted, let x = fileX(of: label) else { return false }
        return marginInsets.contains(x)
    }

    /// The `x` of a view's frame in the file.
    static func fileX(of view: IBDocument.View) -> Double? {
        guard let rect = view.node.firstChildElement(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return nil }
        return IBConstraintSystem.number(rect, "x") ?? 0
    }
}
