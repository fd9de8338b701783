import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// A font made at the size of an outlet's own font of the moment, `labelTitle.font =
/// UIFont.boldSystemFont(ofSize: labelTitle.font.pointSize)`, reads as fixed in the code alone
/// (``ScannedElement/fixedSizeConstant``, "copied from another font"). When the storyboard or xib
/// gives that outlet a text style, the number copied is the style's size when the view is made:
/// the text follows the person's setting then and stops following it, `text.not-live`, not
/// `text.fixed-size` (Rocket.Chat 3172a098 `ChannelInfoBasicCell.swift:27`, whose `labelTitle` is
/// Subheadline at `ChannelInfoBasicCell.xib:26`). A copy of a fixed size (`SubscriptionCell.swift:51`,
/// `labelDate` at 13 pt) and one whose outlet no file gives a text style stay fixed.
enum CopiedStyleSizes {
    private static let suffix = " (copied from another font)"

    /// Turns each such `text.fixed-size` finding into `text.not-live`.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], superclasses: [String: String]) {
        var fileViews: [String: [Int]] = [:]
        for index in elements.indices where isInterfaceFile(elements[index].location.file) {
            for outlet in elements[index].outlets { fileViews[outlet, default: []].append(index) }
        }
        guard !fileViews.isEmpty else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in records.indices where records[index].finding.rule == ScanRules.textFixedSize.id {
            guard let element = records[index].element, let source = copiedOutlet(elements[element]) else { continue }
            let views = CodeSetPlaceholders.related(source, superclasses: superclasses, subclasses: subclasses).flatMap { fileViews[$0] ?? [] }
            let styles = Set(
                views.compactMap { view -> TextStyle? in
                    if case .textStyle(let style, _, _)? = elements[view].font { return style }
                    return nil
                })
            // Every view of that outlet in the files has one text style.
            guard !views.isEmpty, styles.count == 1, let style = styles.first, views.count == views.filter({ isStyle(elements[$0].font) }).count
            else { continue }
            let first = elements[views[0]].location
            let place = "\(PathParts.name(first.file)):\(first.line ?? 0)"
            let name = source.split(separator: ".").last.map(String.init) ?? source
            let old = records[index].finding
            records[index].finding = ScanRules.notLivePointSize(
                style: style.displayName, id: old.id, location: old.location ?? elements[element].location,
                read: "\(name).font.pointSize, the \(style.displayName) style \(place) gives \(name), read when the view is made")
        }
    }

    /// `Class.labelTitle` for an element whose size is `labelTitle.font.pointSize` (or
    /// `self.labelTitle.font.pointSize`) copied in `Class`'s code.
    static func copiedOutlet(_ element: ScannedElement) -> String? {
        guard let constant = element.fixedSizeConstant, constant.hasSuffix(suffix) else { return nil }
        var written = String(constant.dropLast(suffix.count)).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if written.hasPrefix("self.") { written.removeFirst(5) }
        let parts = written.split(separator: ".")
        guard parts.count == 3, parts[1] == "font", parts[2] == "pointSize", parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        guard let owner = element.codeOutlet?.split(separator: ".").first.map(String.init) ?? element.declaringType else { return nil }
        return "\(owner).\(parts[0])"
    }

    private static func isInterfaceFile(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    private static func isStyle(_ font: ScannedFont?) -> Bool {
        if case .textStyle? = font { return true }
        return false
    }
}
