import Foundation
import LegibleScan

/// Objective-C's uses of a table view cell style's own label, read from the text: `x.textLabel`,
/// `[x detailTextLabel]`, `@"detailTextLabel"` (a key path). Each is recorded as the engine's
/// `cellStyleTouch.detailTextLabel` (``LegibleScan/CellStyleTouches``), whatever cell it is on: an
/// empty cell-style label of a prototype shows nothing only if no code touches that label at all.
/// A local or parameter of that name (`UILabel *detailTextLabel = (UILabel *)[cell
/// viewWithTag:2]`, INaturalistIOS 3ab22038 GuideMenuViewController.m:152) is no cell's label.
enum ObjCCellStyleTouches {
    static func keys(in text: String) -> Set<String> {
        var keys: Set<String> = []
        for property in ["textLabel", "detailTextLabel"] where text.contains(property) {
            // After `.` or `"`, or a message's selector alone before its `]`.
            guard let touch = try? NSRegularExpression(pattern: #"(?:[."]\s*\#(property)\b|\b\#(property)\s*\])"#) else { continue }
            if touch.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil {
                keys.insert(CellStyleTouches.key(property: property, reuseIdentifier: nil))
            }
        }
        return keys
    }
}
