import LegibleScan
import SwiftSyntax

/// RxCocoa bindings that set a view's text: `source.drive(label.rx.text)`,
/// `source.bind(to: label.rx.attributedText)`, `source.drive(button.rx.title())` (the normal
/// state's title). The view's text is then code's, as with `label.text = …`: its file's text is a
/// placeholder (``CodeTexts``). Lockwise 4d68f128 `AccountSettingView.swift:58` drives
/// `usernameLabel.rx.text` with the account's name or e-mail, so `AccountSetting.storyboard:76`'s
/// "Firefox Account" (translated) was judged as the text that shows.
///
/// Combine's `publisher.assign(to: \.text, on: view)` (also `\.attributedText`) sets it the same
/// way: siskin-im `BaseChatTableViewCell.swift:169` assigns the formatted time to the
/// `timestampView` outlet, so `Conversation.storyboard:233`'s "Temporary label" was measured as
/// the text that shows (fresh-ios23a A).
enum RxTextBindings {
    static func binding(_ call: FunctionCallExprSyntax, name: String, scan: SwiftFileScan) {
        guard let base = (call.calledExpression.as(MemberAccessExprSyntax.self))?.base else { return }
        let receiver: ExprSyntax?
        if name == "assign" {
            receiver = assignedView(call)
        } else {
            let target = name == "drive" ? call.arguments.first { $0.label == nil }?.expression : call.argument("to")
            receiver = target.flatMap(boundView)
        }
        guard let receiver else { return }
        guard let view = CodeTexts.viewName(UIKitReader.normalized(receiver.trimmedDescription), node: call, scan: scan) else { return }
        let value = ScannedCodeText.Value.unreadable(ScannedCodeText.shown(base.trimmedDescription))
        scan.textsInCode[view, default: []].append(ScannedCodeText(value, location: scan.location(of: call)))
    }

    /// The views a binding shows and hides: `X` of `.bind(to: X.rx_hidden)` (an app's own
    /// binder, Eidolon 44486ed9 `UIKit+Rx.swift:6`) or of RxCocoa's `X.rx.isHidden`, in each
    /// observer given. Eidolon `ManualCreditCardInputViewController.swift:82` shows
    /// `billingZipErrorLabel` (`Fulfillment.storyboard:2081`, hidden in the file) this way; it was
    /// a note that no code shows it.
    static func hiddenViews(_ call: FunctionCallExprSyntax, name: String) -> [String] {
        let observers = call.arguments.drop { name == "bind" && $0.label?.text != "to" }.enumerated().filter { index, argument in
            index == 0 || argument.label == nil
        }
        return observers.compactMap { (_, argument) -> String? in
            guard let property = argument.expression.as(MemberAccessExprSyntax.self), let base = property.base else { return nil }
            switch property.declName.baseName.text {
            case "rx_hidden": return UIKitReader.normalized(base.trimmedDescription)
            case "isHidden", "hidden":
                guard let rx = base.as(MemberAccessExprSyntax.self), rx.declName.baseName.text == "rx", let view = rx.base else { return nil }
                return UIKitReader.normalized(view.trimmedDescription)
            default: return nil
            }
        }
    }

    /// `X` of Combine's `assign(to: \.text, on: X)` or `assign(to: \.attributedText, on: X)`
    /// (the key path's root may be written: `\UILabel.text`).
    private static func assignedView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.arguments.count == 2, let path = call.argument("to")?.as(KeyPathExprSyntax.self), path.components.count == 1,
            let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
            ["text", "attributedText"].contains(property.declName.baseName.text)
        else { return nil }
        return call.argument("on")
    }

    /// `X` of `X.rx.text`, `X.rx.attributedText` or `X.rx.title()`/`X.rx.title(for: .normal)`.
    private static func boundView(_ target: ExprSyntax) -> ExprSyntax? {
        var property = target.as(MemberAccessExprSyntax.self)
        if let title = target.as(FunctionCallExprSyntax.self), let member = title.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "title", title.argument("for")?.trimmedDescription.hasSuffix("normal") != false
        {
            property = member
        }
        guard let property, ["text", "attributedText", "title"].contains(property.declName.baseName.text),
            property.declName.baseName.text != "title" || target.is(FunctionCallExprSyntax.self),
            let rx = property.base?.as(MemberAccessExprSyntax.self), rx.declName.baseName.text == "rx"
        else { return nil }
        return rx.base
    }
}
