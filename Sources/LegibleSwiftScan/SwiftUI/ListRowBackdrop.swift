import LegibleScan
import SwiftSyntax

/// The colour a text sits on when it is drawn in a SwiftUI `List` row that paints no background
/// of its own: the row's. openHAB eb34c7f5 `openHAB/NotificationsView.swift:38-40`, a Caption 1
/// date in `.foregroundColor(.gray)` on the row's white, 3.28:1, was never measured because the
/// text's own chain sets no `.background`.
///
/// An iOS list row is a table cell: `systemBackground` in a `.plain` or `.inset` list,
/// `secondarySystemGroupedBackground` in a `.grouped` or `.insetGrouped` one (UIKit's cells,
/// ``IBCellBackgrounds``). A `List` with no `.listStyle` is the platform's automatic style,
/// inset grouped on iOS since iOS 14 (Apple's `DefaultListStyle` page does not name it; both
/// colours are white in light mode, so the light-mode verdict does not depend on it).
/// `.listRowBackground(x)` paints `x` instead. A `Form`'s rows are grouped rows whatever its style.
///
/// Only what is sure counts: the text is written inside the `List`'s closure (through stacks,
/// `ForEach`, `Section`, `NavigationLink` labels and `Label` titles, which draw nothing) or is
/// the body of a view that every use in its file puts there (the openHAB case: `NotificationRow`
/// in `List(notifications) { NotificationRow(…) }`); no view between sets a `.background`. The
/// colour is an iOS row's (``ScannedElement/listRowBackdrop``): the scan drops it when the file
/// is judged for another platform (a watch list row is a rounded dark platter), which the
/// project decides, not the reader (Home Assistant d722d781 keeps the iPhone app's complication
/// settings in `Sources/App/Settings/AppleWatch/`).
struct ListRowBackdrop {
    let scan: SwiftFileScan

    /// Views that lay out their content and draw nothing under it.
    private static let transparent: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "Section", "NavigationLink", "ViewThatFits", "Label",
    ]

    /// The row colour under the text whose chain is `chain`, or `nil` when it is not sure.
    func color(under chain: ModifierChain) -> ScannedColor? {
        rowColor(from: chain.outermost, viewHops: 2, propertyHops: 4)
    }

    /// Walks up from `start` to the `List` whose row it is. `viewHops` is how many times the walk
    /// may leave a view's `body` for the places its file uses that view; `propertyHops`, how many
    /// times it may leave a computed view property or a function that returns a view for the
    /// places its view uses it (four: Home Assistant d722d781 `WidgetCreationView.swift:178-180`,
    /// `.secondary` text of `itemRow(item:info:)`, which `makeListItemRow`, `makeListItem` and the
    /// `itemsView` property put in the `List` at :36, was never measured). Two views:
    /// ntfy 96e659ca `SubscriptionListView.swift:161` and `:169`, `.gray` Subheadline text in
    /// `SubscriptionItemRowView`, which `subscriptionRow` of `SubscriptionItemNavView` puts in a
    /// `ZStack`, which that view's body shows, which the plain `List` at `:41-45` shows (systemGray
    /// on white, 3.26:1), were never measured (fresh iOS judge 14b, D8).
    private func rowColor(from start: ExprSyntax, viewHops: Int, propertyHops: Int) -> ScannedColor? {
        var rowBackground: ScannedColor?
        if let own = ModifierChain(outermost: start), !read(Self.allModifiers(own), into: &rowBackground) { return nil }
        var node = Syntax(start)
        var argument: LabeledExprSyntax?
        var statement: CodeBlockItemSyntax?
        var closure: ClosureExprSyntax?
        while let parent = node.parent {
            defer { node = parent }
            if let labeled = parent.as(LabeledExprSyntax.self) { argument = labeled }
            if let passed = parent.as(ClosureExprSyntax.self) { closure = passed }
            if let item = parent.as(CodeBlockItemSyntax.self) { statement = item }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.id == node.id { continue }
                // `error.map { error in VStack { … } }` as a statement of the row's builder shows
                // its closure's view in place, as `if let error { … }` does (wallabag dae58882
                // `LoginView.swift:23-28`, `.red` text in a Form row, 3.56:1, was never measured).
                if Self.isOptionalMap(call, closure: node) { continue }
                // A view passed as an argument or a second closure (a header, a label) is not the
                // row's content; a `content:` closure is (`Section(header: …, content: { … })`),
                // and a `Label`'s title is (Home Assistant d722d781 `FocusSettingsView.swift:80`,
                // `.secondary` caption text in `Label { VStack { … } } icon: { … }`, 3.43:1).
                // A `NavigationLink`'s content is its label, whichever way it is written
                // (``NavigationLinkLabels/rowLabel(of:)``); its destination is another screen.
                let isContent =
                    call.calledName == "NavigationLink"
                    ? closure != nil && NavigationLinkLabels.rowLabel(of: call)?.id == closure?.id
                    : call.trailingClosure?.id == node.id
                        || (call.arguments.id == node.id && argument?.label?.text == Self.contentLabel(of: call)
                            && argument?.expression.is(ClosureExprSyntax.self) == true)
                guard isContent, let name = call.calledName,
                    let outer = ModifierChain(outermost: call.outermostOfModifierChain),
                    read(Self.allModifiers(outer), into: &rowBackground, isList: name == "List" || name == "Form")
                else { return nil }
                // A `Form` is a grouped list on iOS: its rows are grouped cells whatever its style
                // (MovieSwiftUI 72eb4ae7 `SettingsForm.swift:59`, `.red` text in a Form row, 3.56:1,
                // was never measured).
                if name == "Form" { return rowBackground ?? .system("secondarySystemGroupedBackground") }
                if name == "List" {
                    let row = rowBackground ?? Self.defaultRow(style: outer.first("listStyle"))
                    // A plain list whose background is hidden may show what is behind its rows.
                    let hidesBackground = Self.allModifiers(outer)?.contains { $0.name == "scrollContentBackground" } != false
                    return hidesBackground && rowBackground == nil && row == .system("systemBackground") ? nil : row
                }
                guard Self.transparent.contains(name) || (name == "ZStack" && Self.drawsNothingBefore(statement, in: call)) else { return nil }
                continue
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard rowBackground == nil else { return nil }
                if let property = OwnMemberUses.viewProperty(variable) {
                    guard propertyHops > 0 else { return nil }
                    return colorOfUses(of: property, isProperty: true, viewHops: viewHops, propertyHops: propertyHops - 1)
                }
                guard viewHops > 0, let view = Self.viewName(ofBody: variable) else { return nil }
                return colorOfUses(of: view, isProperty: false, viewHops: viewHops - 1, propertyHops: propertyHops)
            }
            if let function = parent.as(FunctionDeclSyntax.self), let name = Self.viewFunction(function), propertyHops > 0, rowBackground == nil {
                return colorOfUses(of: name, isProperty: true, isFunction: true, viewHops: viewHops, propertyHops: propertyHops - 1)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) { return nil }
            if let macro = parent.as(MacroExpansionExprSyntax.self), Previews.isPreview(macro.macroName) { return nil }
        }
        return nil
    }

    /// The label of the argument closure that holds `call`'s content: a `Label`'s `title:`.
    private static func contentLabel(of call: FunctionCallExprSyntax) -> String {
        call.calledName == "Label" ? "title" : "content"
    }

    /// Whether `call` is `value.map { … }` with `closure` its trailing closure, written as a
    /// statement of a view builder: a value's (lower-case) `map`, not a view's modifier.
    private static func isOptionalMap(_ call: FunctionCallExprSyntax, closure: Syntax) -> Bool {
        guard call.trailingClosure?.id == closure.id, call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map", let base = member.base, base.trimmedDescription.first?.isLowercase == true
        else { return false }
        return call.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Reads a chain's modifiers on the way up: `false` when one paints or may paint over the row
    /// (`.background`, `.overlay`, a row background it cannot read); the innermost
    /// `.listRowBackground` is the row's colour.
    /// On the `List` or `Form` itself (`isList`), an `.overlay` draws over the whole list, not
    /// under a row's text (ntfy 96e659ca `SubscriptionListView.swift:57`, the empty state shown
    /// when the list has no rows).
    private func read(_ modifiers: [ModifierChain.Modifier]?, into rowBackground: inout ScannedColor?, isList: Bool = false) -> Bool {
        guard let modifiers else { return false }
        let painters: Set<String> = isList ? ["background", "backgroundStyle"] : ["background", "overlay", "backgroundStyle"]
        if modifiers.contains(where: { painters.contains($0.name) }) { return false }
        guard let row = modifiers.last(where: { $0.name == "listRowBackground" }) else { return true }
        guard let argument = row.call.arguments.first?.expression, let color = scan.colors(uiKit: false).read(argument), !color.isTranslucent else {
            return false
        }
        rowBackground = rowBackground ?? color
        return true
    }

    /// The row colour every use of the view `name` in this file gives it, outside previews: its
    /// calls (`Row(…)`), or for a computed view property, the places that name it (`subscriptionRow`).
    private func colorOfUses(of name: String, isProperty: Bool, isFunction: Bool = false, viewHops: Int, propertyHops: Int) -> ScannedColor? {
        var found: ScannedColor?
        for token in scan.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            let start: ExprSyntax
            if isProperty {
                // `subscriptionRow` or `self.subscriptionRow`, then its modifiers.
                // A function's use is a call of it (`itemRow(item: item)`); any other use is not known.
                guard let named = OwnMemberUses.expression(of: reference, isFunction: isFunction) else { return nil }
                start = named.outermostOfModifierChain
            } else {
                guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else { continue }
                start = call.outermostOfModifierChain
            }
            if Self.isInPreviewProvider(reference) { continue }
            guard let color = rowColor(from: start, viewHops: viewHops, propertyHops: propertyHops), found == nil || found == color else { return nil }
            found = color
        }
        return found
    }

    /// `name` when `function` is a method `func name(…) -> some View` (not `static`).
    private static func viewFunction(_ function: FunctionDeclSyntax) -> String? {
        guard function.signature.returnClause?.type.trimmedDescription == "some View",
            !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), case .identifier(let name) = function.name.tokenKind
        else { return nil }
        return name
    }

    /// Whether every view of the `ZStack` `call` written before `statement` draws nothing under
    /// it: a view hidden by `.opacity(0)` or `.hidden()`, `EmptyView()`, `Color.clear`, or a
    /// `NavigationLink`/`Button` whose label is `EmptyView()` (ntfy's hidden navigation link).
    static func drawsNothingBefore(_ statement: CodeBlockItemSyntax?, in call: FunctionCallExprSyntax) -> Bool {
        guard let statement, let statements = call.trailingClosure?.statements, statements.contains(where: { $0.id == statement.id }) else { return false }
        for item in statements {
            if item.id == statement.id { return true }
            guard let expression = item.item.as(ExprSyntax.self), let chain = ModifierChain(outermost: expression) else { return false }
            let hidden = chain.modifiers.contains {
                ($0.name == "opacity" && $0.call.arguments.first.flatMap { Double($0.expression.trimmedDescription) } == 0)
                    || ($0.name == "hidden" && $0.call.arguments.isEmpty)
            }
            let root = chain.root.trimmedDescription
            let emptyLabel =
                chain.rootCall.map {
                    ["NavigationLink", "Button"].contains($0.name) && $0.call.trailingClosure?.statements.trimmedDescription == "EmptyView()"
                } ?? false
            guard hidden || root == "EmptyView()" || root == "Color.clear" || emptyLabel else { return false }
        }
        return false
    }

    /// The chain's modifiers with those after its `#if` clauses (IceCubes 0fc41d2c
    /// `AboutView.swift:120`: `#if !os(visionOS) .listRowBackground(theme.primaryBackgroundColor)`
    /// on a Section); a clause the scan cannot decide (`#if DEBUG`) may paint anything.
    static func allModifiers(_ chain: ModifierChain) -> [ModifierChain.Modifier]? {
        if let postfix = chain.outermost.parent?.as(PostfixIfConfigExprSyntax.self), IfConfigModifiers.iOSClause(of: postfix.config) == nil {
            return nil
        }
        return chain.modifiers + chain.modifiersAfterIfConfigs
    }

    /// `Type` when `variable` is `var body: some View` of `struct Type`.
    private static func viewName(ofBody variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
            let declaration = variable.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self)
        else { return nil }
        return declaration.name.text
    }

    private static func isInPreviewProvider(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let macro = ancestor.as(MacroExpansionExprSyntax.self), Previews.isPreview(macro.macroName) { return true }
            if let declaration = ancestor.as(StructDeclSyntax.self), Previews.isPreviewProvider(declaration) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// A row's colour in a list of the style `modifier` sets (none: the automatic style).
    private static func defaultRow(style modifier: ModifierChain.Modifier?) -> ScannedColor? {
        guard let modifier else { return .system("secondarySystemGroupedBackground") }
        let style = modifier.call.arguments.first?.expression.trimmedDescription ?? ""
        switch style {
        case ".plain", "PlainListStyle()", ".inset", "InsetListStyle()": return .system("systemBackground")
        case ".grouped", "GroupedListStyle()", ".insetGrouped", "InsetGroupedListStyle()", ".automatic", "DefaultListStyle()":
            return .system("secondarySystemGroupedBackground")
        default: return nil
        }
    }
}
