import Foundation
import LegibleScan
import SwiftParser
import SwiftSyntax

/// The colour a widget's text sits on when the view that holds it fills the widget with
/// `.containerBackground(Color.black, for: .widget)` (or `.containerBackground(for: .widget) {
/// Color.black }`): WidgetKit draws that fill behind the whole widget, so every text inside sits
/// on it unless a view between draws something else. xdripswift `xDrip Widget/Views/
/// SystemSmallView.swift:13-124` shows its texts in stacks of a `VStack` filled black through the
/// app's wrapper `.widgetBackground(backgroundView: Color.black)` (`xDrip/Extensions/View.swift:14`,
/// ``WidgetBackgroundWrappers``); no widget text was ever measured against its background.
///
/// Only what is sure counts. The walk up from the text passes only stacks, `Group`, `ForEach`,
/// `if` and `switch`, a `ZStack` only when nothing is drawn before the text, and chains whose
/// modifiers are known not to paint (``passing``); a `.background`, an `.overlay`, a `Button`, an
/// app's own modifier, or the end of the member stops it with no colour. A fill the scan cannot
/// read, or a translucent one (`.clear`, a material, a gradient), is no colour. A lock-screen
/// (accessory) family's container background is removed by the system, so a view, member or file
/// whose name says it is one (`AccessoryCircularView`, `TwoFASWidgetRectangular`) is not read.
struct WidgetContainerBackdrop {
    let scan: SwiftFileScan

    private static let transparent: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "ViewThatFits", "Grid", "GridRow",
    ]
    /// Modifiers that lay out, style text or say something to the system, and paint nothing.
    private static let passing: Set<String> = [
        "frame", "padding", "fixedSize", "layoutPriority", "multilineTextAlignment", "lineLimit", "font", "fontWeight", "bold", "italic",
        "foregroundStyle", "foregroundColor", "minimumScaleFactor", "ignoresSafeArea", "edgesIgnoringSafeArea", "id", "onAppear",
        "onDisappear", "widgetURL", "contentMargins", "environment", "privacySensitive", "redacted", "unredacted", "widgetAccentable",
        "invalidatableContent", "monospacedDigit", "textCase", "kerning", "tracking", "dynamicTypeSize", "lineSpacing", "truncationMode",
        "alignmentGuide", "offset", "labelStyle", "accessibilityLabel", "accessibilityHidden", "accessibilityElement", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityAddTraits",
    ]
    /// Words in a name that say a view is for a lock-screen or watch-face family.
    private static let accessoryWords = ["accessory", "circular", "rectangular", "inline", "corner", "complication"]

    /// The widget's fill under the text whose chain is `chain`, or `nil` when it is not sure.
    func color(under chain: ModifierChain) -> ScannedColor? {
        guard scan.readsWidgetFills else { return nil }
        switch read(chain.modifiers) {
        case .fill(let color): return Self.isAccessory(chain.outermost, path: scan.path) ? nil : color
        case .stop: return nil
        case .pass: break
        }
        return BackdropWalk.fill(from: chain, through: Self.transparent, oneClosure: false) { call, outer in
            switch read(outer.modifiers) {
            case .fill(let color): Self.isAccessory(call, path: scan.path) ? .stop : .fill(color)
            case let other: other
            }
        }
    }

    /// A chain's modifiers, innermost first: the widget's fill, a modifier that may paint, or neither.
    private func read(_ modifiers: [ModifierChain.Modifier]) -> BackdropStep {
        for modifier in modifiers {
            if modifier.name == "containerBackground" {
                return fill(of: modifier.call)
            }
            if let label = scan.facts.widgetBackgroundWrappers[modifier.name] {
                let argument = modifier.call.arguments.first { ($0.label?.text ?? "_") == label }?.expression
                return color(argument)
            }
            guard Self.passing.contains(modifier.name) || modifier.name.hasPrefix("accessibility") else { return .stop }
        }
        return .pass
    }

    /// `.containerBackground(Color.black, for: .widget)`, `.containerBackground(for: .widget) { Color.black }`.
    private func fill(of call: FunctionCallExprSyntax) -> BackdropStep {
        guard call.argument("for")?.trimmedDescription == ".widget" else { return .stop }
        if let first = call.arguments.first, first.label == nil { return color(first.expression) }
        guard call.trailingClosure?.statements.count == 1, let item = call.trailingClosure?.statements.first?.item else { return .stop }
        return color(item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)
    }

    private func color(_ expression: ExprSyntax?) -> BackdropStep {
        guard let expression, let color = scan.colors(uiKit: false).read(expression), !color.isTranslucent else { return .stop }
        return .fill(color)
    }

    /// Whether the file, or a type or member around `node`, is named for an accessory family.
    private static func isAccessory(_ node: some SyntaxProtocol, path: String) -> Bool {
        var names = [URL(fileURLWithPath: path).lastPathComponent]
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(StructDeclSyntax.self) { names.append(type.name.text) }
            if let type = ancestor.as(ExtensionDeclSyntax.self) { names.append(type.extendedType.trimmedDescription) }
            if let function = ancestor.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            if let variable = ancestor.as(VariableDeclSyntax.self) { names.append(variable.bindings.first?.pattern.trimmedDescription ?? "") }
            current = ancestor.parent
        }
        return names.contains { name in accessoryWords.contains { name.lowercased().contains($0) } }
    }
}

/// An app's own modifier that gives a widget its container background: `extension View { func
/// widgetBackground(backgroundView: some View) -> some View { if #available(iOS 17.0, *) { return
/// containerBackground(for: .widget) { backgroundView } } else { return background(backgroundView) } } }`
/// (xdripswift `xDrip/Extensions/View.swift:14`, 2fas-ios `TwoFASWidget.swift:160`). A function of
/// one parameter whose every returned view is `containerBackground(for: .widget) { p }`,
/// `containerBackground(p, for: .widget)` or `background(p)`, one of them a container background:
/// its argument is the fill (``WidgetContainerBackdrop``).
enum WidgetBackgroundWrappers {
    /// The wrappers the files declare, by name, with their parameter's label (`_` for none).
    static func wrappers(files: SwiftPrePassTexts) -> [String: String] {
        var found: [String: String] = [:]
        for index in files.indices where files.contains(index, "containerBackground") && files.contains(index, "extension ") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(files.tree(index))
            found.merge(collector.found) { first, _ in first }
        }
        return found
    }

    private final class Collector: SyntaxVisitor {
        var found: [String: String] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first, let body = node.body,
                node.signature.returnClause?.type.trimmedDescription == "some View"
            else { return .skipChildren }
            let name = (parameter.secondName ?? parameter.firstName).text
            let returned = Self.returned(body.statements)
            guard let returned, returned.contains(where: { Self.isContainerFill($0, parameter: name) }),
                returned.allSatisfy({ Self.isContainerFill($0, parameter: name) || Self.isBackground($0, parameter: name) })
            else { return .skipChildren }
            found[node.name.text] = parameter.firstName.text
            return .skipChildren
        }

        /// The views a body returns: its one expression, or each `return` of an `if`/`else`; `nil` for anything else.
        private static func returned(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
            guard statements.count == 1, let item = statements.first?.item else { return nil }
            if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression.map { [$0] } }
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            guard let condition = expression?.as(IfExprSyntax.self) else { return expression.map { [$0] } }
            guard case .codeBlock(let otherwise)? = condition.elseBody, let first = returned(condition.body.statements),
                let second = returned(otherwise.statements)
            else { return nil }
            return first + second
        }

        /// The call `expression` makes on the view itself (`containerBackground(…)`, `self.background(…)`).
        private static func ownCall(_ expression: ExprSyntax, named name: String) -> FunctionCallExprSyntax? {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == name { return call }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
                member.base?.trimmedDescription == "self"
            {
                return call
            }
            return nil
        }

        private static func isContainerFill(_ expression: ExprSyntax, parameter: String) -> Bool {
            guard let call = ownCall(expression, named: "containerBackground"), call.argument("for")?.trimmedDescription == ".widget" else {
                return false
            }
            if let first = call.arguments.first, first.label == nil { return first.expression.trimmedDescription == parameter }
            return call.trailingClosure?.statements.trimmedDescription == parameter
        }

        private static func isBackground(_ expression: ExprSyntax, parameter: String) -> Bool {
            guard let call = ownCall(expression, named: "background"), call.arguments.count == 1 else { return false }
            return call.arguments.first?.expression.trimmedDescription == parameter
        }
    }
}
