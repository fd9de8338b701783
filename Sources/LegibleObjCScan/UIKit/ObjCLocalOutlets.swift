/// A view code reaches through a local (or parameter) declared as one of the app's classes:
/// `OASimpleTableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:…];
/// cell.titleLabel.font = …` sets the font of `OASimpleTableViewCell.titleLabel`, which the cell's
/// xib may make live (OsmAnd-iOS bb362bba `OAExportItemsSelectionViewController.mm:523` for
/// `OASimpleTableViewCell.xib:72`, `adjustsFontForContentSizeCategory="YES"`), and so may the
/// class's own code (`OATableViewCustomHeaderView.m:67`, `_label.adjustsFontForContentSizeCategory
/// = YES`, for `OAMapSettingsCategoryScreen.mm:295`). Setting `font` leaves that flag on, so the
/// text style stays live (``LegibleScan/ScannedElement/codeOutlet``).
enum ObjCLocalOutlets {
    /// `Class.member` for `local.member` or `local.member.titleLabel` (a button's title draws in the
    /// button's font) when `local` is declared above `line` of body `scope` as a pointer to an app
    /// class (not `UI…` or `NS…`); `nil` otherwise.
    static func outlet(ofReceiver receiver: String, constants: ObjCConstants, scope: Int, line: Int) -> String? {
        var parts = receiver.split(separator: ".").map(String.init)
        if parts.count == 3, parts[2] == "titleLabel" { parts.removeLast() }
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            let type = constants.localClass(of: parts[0], scope: scope, line: line), !type.hasPrefix("UI"), !type.hasPrefix("NS")
        else { return nil }
        return "\(type).\(parts[1])"
    }
}
