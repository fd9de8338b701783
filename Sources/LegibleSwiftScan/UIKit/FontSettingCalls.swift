import LegibleScan
import SwiftSyntax

extension UIKitReader {
    /// Reads `value`, a font given to the view `receiverText` at `node` (`label.font = value`,
    /// or an argument of the app's own initializer that sets it), into `receiver`.
    mutating func readFont(_ value: ExprSyntax, receiverText: String, receiver: inout UIKitReceiver, node: some SyntaxProtocol, scan: SwiftFileScan) {
        // A font kept in a constant of the file (`let titleFont = UIFont.systemFont(ofSize: 15)`)
        // is read where it is assigned.
        // `Self.indexFont`: the type around the assignment (``SelfTypeFonts``).
        let value = SelfTypeFonts.resolved(value, typeName: scan.enclosingTypeName(node)) ?? value
        let uiFonts = scan.fonts(implicitly: "UIFont")
        // A font at a text style's size read once (``PointSizeReads``) is reported where the size is
        // read; the file's font it replaces is a placeholder for that, not for a fixed size.
        if PointSizeReads.isReadOnceFont(value, scan: scan) { Self.noteSetInCode("readOnceFont", receiver: receiverText, node: node, scan: scan) }
        // A constant given to a UIKit view's font is a `UIFont`: `private let font: UIFont = .caption`
        // is the app's `UIFont.caption`, not SwiftUI's Caption text style (unstoppable-wallet-ios 426cdf59
        // FormCautionView.swift:7/22 and SingleLineFormTextView.swift:7/56 were read as live text styles).
        // A parameter or optional binding of the name is not the file's constant (``ShadowedFontNames``).
        let constant = ShadowedFontNames.isShadowed(value) ? nil : scan.constants.font(value)
        let switched = ShadowedFontNames.parameterKey(value).flatMap { scan.constants.fonts[$0] }
        if let reading = uiFonts.read(value) ?? (constant ?? switched).flatMap(uiFonts.read)
            ?? LocalFontVariables.textStyleFont(value, fonts: uiFonts)
            ?? LocalFontVariables.letFont(value, fonts: uiFonts)
        {
            // A fixed font code sets makes the file's shrinking undo no text size a person chose
            // (Vocable 447a8e21 SuggestionCollectionViewCell.swift:37 over the xib's Title 1, :19).
            if case .fixed = reading.font, !reading.followsTextSize { Self.noteSetInCode("fixedFont", receiver: receiverText, node: node, scan: scan) }
            if receiver.font != reading || !Self.updatesMadeView(receiverText, node: node) {
                receiver.assignFont(reading, sizeConstant: nil, node: Syntax(node))
            }
            if reading.followsTextSize, let context = SizeChangeHandlers.context(of: node) {
                refreshes.append(("\(scan.enclosingTypeName(node) ?? "")|\(receiverText)", context))
            }
        } else if let constant = scan.fonts.fixedSizeConstant(value) ?? scan.constants.font(value).flatMap(scan.fonts.fixedSizeConstant) {
            receiver.assignFont(nil, sizeConstant: constant, node: Syntax(node))
        }
    }

    /// A call of the app's own initializer that sets the view's font (`UILabel("0", color:
    /// .white, font: .appFont(withSize: 12, weight: .regular))`) gives the view it makes that
    /// font, as `label.font = …` would: the view is the name the call initializes (`let
    /// countBadge = UILabel(…)`), which later statements may set again, or, made where no name
    /// holds it (in an array, returned), a view of its own. A call of the app's own
    /// `UIButton.Configuration` function that sets its title's font (`.pill(text: …, font: …)`)
    /// is a button titled in that font (``ViewFontInitializers``).
    mutating func fontSettingCall(_ call: FunctionCallExprSyntax, scan: SwiftFileScan) {
        let table = scan.facts.appFonts.initializers
        guard !table.isEmpty else { return }
        if let made = table.initializerFont(at: call) {
            let type = call.calledExpression.trimmedDescription
            let receiverText = Self.initializedName(of: call) ?? "\(type)@\(call.position.utf8Offset)"
            let anchor = made.argument.map(Syntax.init) ?? Syntax(call)
            let key = Self.receiverKey(receiverText, node: call)
            var receiver = receivers[key] ?? UIKitReceiver(name: receiverText, firstNode: anchor, lastNode: anchor)
            if receivers[key] == nil { order.append(key) }
            // What the initializer's own body sets on the view is what it shows unless later code sets it again.
            if made.adjusts, receiver.adjustsForContentSize == nil { receiver.adjustsForContentSize = true }
            readFont(made.font, receiverText: receiverText, receiver: &receiver, node: anchor, scan: scan)
            receivers[key] = receiver
        } else if let made = table.configurationFont(at: call) {
            configurationTitle(made.font, at: made.argument.map(Syntax.init) ?? Syntax(call), scan: scan)
        }
    }

    /// `let name = Type(…)` (or `var`, `lazy var`): `name` for the call `Type(…)`; `nil` when the
    /// call is anywhere else.
    private static func initializedName(of call: FunctionCallExprSyntax) -> String? {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A button whose configuration's title is in `value`: an element of its own, at the font's
    /// argument, since the configuration replaces whatever title font the button had.
    private func configurationTitle(_ value: ExprSyntax, at anchor: Syntax, scan: SwiftFileScan) {
        let reading = scan.fonts(implicitly: "UIFont").read(value)
        let constant = reading == nil ? scan.fonts.fixedSizeConstant(value) : nil
        guard reading != nil || constant != nil else { return }
        var element = ScannedElement(kind: .button, id: scan.elementID(anchor), location: scan.location(of: anchor), platform: .iOS)
        // A text style is taken as live: whether the button makes its configuration again when the
        // text size changes (an update handler, a theme refresh) is not known here, and a wrong
        // `text.not-live` is worse than none.
        element.font = reading?.font.with(live: true)
        element.fixedSizeConstant = constant
        element.textWidth = .unknown(reason: "UIKit code sets its width through constraints or frames the scan does not follow")
        scan.add(element, spanning: anchor)
    }
}
