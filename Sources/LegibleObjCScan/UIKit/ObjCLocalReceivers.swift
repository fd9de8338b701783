/// Receivers whose properties code sets that are not the class's views, or not in the way the
/// property says.
enum ObjCLocalReceivers {
    /// Whether `name`, the first part of a receiver not written through `self.` or `_`, is a
    /// local or a parameter of body `scope`: `UIView *view = [[UIView alloc] init];
    /// view.backgroundColor = …` colours a new view, not the controller's `view` (OsmAnd-iOS
    /// bb362bba `OATargetInfoViewController.mm:883-884`, a table's background view, was read as
    /// the controller's view and made `OAMapDownloadController.xib:36`'s 2.28:1 title a note).
    static func isLocal(_ name: String, constants: ObjCConstants, scope: Int, line: Int) -> Bool {
        guard scope != 0 else { return false }
        return constants.locals[scope]?.contains(name) == true || constants.localClass(of: name, scope: scope, line: line) != nil
    }

    /// Whether `set` gives a view back its own frame with only the origin changed: `CGRect
    /// buttonFrame = self.buttonCancel.frame; buttonFrame.origin.x = …; self.buttonCancel.frame =
    /// buttonFrame;` moves the button and keeps the file's size (OsmAnd-iOS bb362bba
    /// `OATargetInfoViewController.mm:908-910` for the 40×40 `OAMapDownloadController.xib:43`).
    /// A method that touches the copy's `size` (or passes it by address) changes the size.
    static func keepsOwnSize(_ set: ObjCPropertySet, constants: ObjCConstants, statements: [ObjCStatement]) -> Bool {
        guard set.property == "frame" || set.property == "bounds", let local = set.value.name,
            let copied = constants.value(of: local, scope: set.statement.scope)?.pathText
        else { return false }
        let names = copied.split(separator: ".").map(String.init)
        guard names.last == set.property, ObjCFileScan.normalized(Array(names.dropLast())) == set.receiver else { return false }
        for statement in statements where statement.scope == set.statement.scope {
            let tokens = Array(statement.tokens)
            for index in tokens.indices where tokens[index].isName(local) {
                if index + 2 < tokens.count, tokens[index + 1].isSymbol("."), !tokens[index + 2].isName("origin") { return false }
                if index > 0, tokens[index - 1].isSymbol("&") { return false }
            }
        }
        return true
    }
}
