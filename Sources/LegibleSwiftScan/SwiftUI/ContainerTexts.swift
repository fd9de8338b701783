import LegibleScan
import SwiftSyntax

/// What a container's modifiers reach: the texts a `VStack { … }` or `HStack { … }` shows.
///
/// A shrink on a container (`HStack { Text(value).font(.system(size: 20)) … }.minimumScaleFactor(0.6)`)
/// undoes a size a person chose only when some text inside follows Dynamic Type. When every
/// text inside has a fixed size, `text.fixed-size` reports each of them, and the shrink undoes
/// nothing more (Home Assistant d722d781 `WidgetEnergyStatView.swift:33` and
/// `WidgetEnergyAccessoryRectangularView.swift:52`: a value and its unit at fixed sizes).
struct ContainerTexts {
    let scan: SwiftFileScan

    /// Views that show no text of their own, and stacks whose content is read in turn.
    private static let silentViews: Set<String> = [
        "Image", "Spacer", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "EmptyView",
    ]
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "ForEach", "LazyHStack", "LazyVStack"]

    /// Whether `container` shows at least one text and every text it shows has a fixed size (or
    /// an icon font). Anything the scan cannot see into (a view of the app's own, a property, a
    /// `Label`) answers `false`: the shrink may reach text that scales.
    func showsOnlyFixedSizeText(_ container: ModifierChain) -> Bool {
        var texts = 0
        guard let root = container.rootCall, Self.stacks.contains(root.name) else { return false }
        let font = container.first("font")?.call.arguments.first?.expression
        return reads(closures(of: root.call), inherited: font, texts: &texts) && texts > 0
    }

    private func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
    }

    /// Reads every statement of `blocks`; `inherited` is the `.font(…)` an enclosing stack sets.
    private func reads(_ blocks: [ClosureExprSyntax], inherited: ExprSyntax?, texts: inout Int) -> Bool {
        blocks.allSatisfy { reads($0.statements, inherited: inherited, texts: &texts) }
    }

    private func reads(_ statements: CodeBlockItemListSyntax, inherited: ExprSyntax?, texts: inout Int) -> Bool {
        for item in statements {
            if item.item.is(VariableDeclSyntax.self) { continue }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression, reads(expression, inherited: inherited, texts: &texts) else { return false }
        }
        return true
    }

    private func reads(_ expression: ExprSyntax, inherited: ExprSyntax?, texts: inout Int) -> Bool {
        if let condition = expression.as(IfExprSyntax.self) {
            guard reads(condition.body.statements, inherited: inherited, texts: &texts) else { return false }
            switch condition.elseBody {
            case .codeBlock(let block)?: return reads(block.statements, inherited: inherited, texts: &texts)
            case .ifExpr(let next)?: return reads(ExprSyntax(next), inherited: inherited, texts: &texts)
            case nil: return true
            }
        }
        guard let chain = ModifierChain(outermost: expression), let root = chain.rootCall else { return false }
        let font = chain.first("font")?.call.arguments.first?.expression ?? inherited
        if root.name == "Text" {
            texts += 1
            return font.map(isFixedOrIcon) ?? false
        }
        if Self.silentViews.contains(root.name) { return true }
        guard Self.stacks.contains(root.name) else { return false }
        return reads(closures(of: root.call), inherited: font, texts: &texts)
    }

    /// Whether every view `container` shows is an image (an `Image`, a view of the file whose
    /// body draws only images, ``TextlessViews``), a shape or a spacer, reached through stacks,
    /// `if`/`else`, `switch`, `ForEach` and button labels: then its `.font(…)` sizes symbols, not
    /// text. isowords c727d3a7 `Home.swift:413`, `GameOverView.swift:416` and
    /// `WordSubmitButton.swift:184` put `.font(.system(size: 24))` on stacks of `Image(systemName:)`
    /// and icon buttons; each was a wrong `text.fixed-size`. A `Text`, `Label`, a titled
    /// `Button`, a view of another file or a property answers `false`: it may show text.
    func showsOnlyImages(_ container: ModifierChain) -> Bool {
        guard let root = container.rootCall, Self.stacks.contains(root.name), !layersText(container) else { return false }
        var images = 0
        return imagesOnly(closures(of: root.call), images: &images, hops: 2) && images > 0
    }

    /// Whether no text `container` shows takes its font: the same walk as
    /// ``showsOnlyImages(_:)``, where a `Text` that sets its own `.font(…)` (or the app's font
    /// wrapper) also counts, as SwiftUI's innermost font wins. winston 3de4a170
    /// `PostInBoxLink.swift:88` and `CommentLinkContent.swift:161` put `.fontSize(13, .medium)` on
    /// `HStack { Image, Text(score).fontSize(13, .semibold), Image }`: the text is reported at its
    /// own font, and the stack's sizes only the arrows.
    func noTextTakesFont(_ container: ModifierChain) -> Bool {
        fontTakers(container)?.isEmpty == true
    }

    /// Whether no text `container` shows takes its font (``noTextTakesFont(_:)``). When that
    /// depends on views of other files, the container's `element` is named by where it is and
    /// recorded as a view that needs them (``OwnFontAppViews``), and the answer is `false`.
    func noTextTakesFont(_ container: ModifierChain, at node: some SyntaxProtocol, element: inout ScannedElement) -> Bool {
        guard let needs = fontTakers(container) else {
            // An app view with text layered on it: the font reaches that text, whatever the view's own do.
            if let root = container.rootCall, element.codeClass == root.name, layersText(container) { element.codeClass = "\(root.name)@layered" }
            return false
        }
        guard !needs.isEmpty, let name = element.codeClass else { return needs.isEmpty }
        let place = node.startLocation(converter: scan.converter, afterLeadingTrivia: true)
        let key = "\(name)@\(scan.path):\(place.line):\(place.column)"
        element.codeClass = key
        scan.setInCode.insert("\(key).\(OwnFontAppViews.member)")
        for need in needs { scan.setInCode.insert("\(key).\(OwnFontAppViews.member).needs.\(need)") }
        return false
    }

    /// The views of other files (or too deep to follow) whose texts must all set their own font
    /// for no text `container` shows to take its font (``OwnFontAppViews``); `nil` when a text,
    /// or something the walk cannot read, takes it. winston 3de4a170 `PostFloatingPill.swift:179`
    /// puts `.fontSize(20, .semibold)` on stacks of `LightBoxButton` and `VotesCluster`, views of
    /// other files whose every text has a font of its own.
    func fontTakers(_ container: ModifierChain) -> Set<String>? {
        guard let root = container.rootCall, Self.stacks.contains(root.name) else { return nil }
        let walk = FontWalk()
        var images = 0
        guard !layersText(container, own: walk), imagesOnly(closures(of: root.call), images: &images, hops: 2, own: walk) else { return nil }
        return walk.needs
    }

    /// What the file's views need for no text they show to take a font set on them, as records
    /// for ``OwnFontAppViews``: `Name.member` for each such view (with `Name.member.needs.Other`
    /// for each view of another file it shows), and a need no file meets (`Text`) for one whose
    /// texts may take it, so a view of the same name elsewhere is not taken for it. A function of
    /// a capitalised name that returns an app view (winston's `RR(12, color)`, a
    /// `FilledRoundedRectangle`) needs that view.
    func ownFontRecords() -> Set<String> {
        let member = OwnFontAppViews.member
        var records: Set<String> = []
        for token in scan.tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.struct), let declaration = token.parent?.as(StructDeclSyntax.self),
                let body = Self.body(of: declaration)
            {
                let name = declaration.name.text
                let walk = FontWalk()
                var images = 0
                let needs = imagesOnly(body, images: &images, hops: 2, own: walk) ? walk.needs : ["Text"]
                records.insert("\(name).\(member)")
                for need in needs { records.insert("\(name).\(member).needs.\(need)") }
            } else if token.tokenKind == .keyword(.func), let function = token.parent?.as(FunctionDeclSyntax.self),
                function.name.text.first?.isUppercase == true,
                let returned = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text, returned.first?.isUppercase == true
            {
                records.insert("\(function.name.text).\(member)")
                records.insert("\(function.name.text).\(member).needs.\(returned)")
            }
        }
        return records
    }

    /// A walk for ``fontTakers(_:)``: views with a font of their own count, and the views the
    /// walk cannot see into are gathered in `needs`.
    private final class FontWalk {
        var needs: Set<String> = []
    }

    private func imagesOnly(_ blocks: [ClosureExprSyntax], images: inout Int, hops: Int, own: FontWalk? = nil) -> Bool {
        blocks.allSatisfy { imagesOnly($0.statements, images: &images, hops: hops, own: own) }
    }

    private func imagesOnly(_ statements: CodeBlockItemListSyntax, images: inout Int, hops: Int, own: FontWalk? = nil) -> Bool {
        for item in statements {
            if item.item.is(VariableDeclSyntax.self) { continue }
            let expression =
                item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ReturnStmtSyntax.self)?.expression
            guard let expression, imagesOnly(expression, images: &images, hops: hops, own: own) else { return false }
        }
        return true
    }

    private func imagesOnly(_ expression: ExprSyntax, images: inout Int, hops: Int, own: FontWalk? = nil) -> Bool {
        if let condition = expression.as(IfExprSyntax.self) {
            guard imagesOnly(condition.body.statements, images: &images, hops: hops, own: own) else { return false }
            switch condition.elseBody {
            case .codeBlock(let block)?: return imagesOnly(block.statements, images: &images, hops: hops, own: own)
            case .ifExpr(let next)?: return imagesOnly(ExprSyntax(next), images: &images, hops: hops, own: own)
            case nil: return true
            }
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.allSatisfy {
                $0.as(SwitchCaseSyntax.self).map { imagesOnly($0.statements, images: &images, hops: hops, own: own) } ?? false
            }
        }
        guard let chain = ModifierChain(outermost: expression), let root = chain.rootCall, !layersText(chain, own: own) else { return false }
        if root.name == "Image" || scan.textlessViews.contains(root.name) {
            images += 1
            return true
        }
        if Self.silentViews.contains(root.name) { return true }
        // A text or stack with a font of its own gives its texts that font, not the container's.
        if own != nil, chain.modifiers.contains(where: scan.setsFont) { return true }
        if Self.stacks.contains(root.name) { return imagesOnly(closures(of: root.call), images: &images, hops: hops, own: own) }
        // A button, link or menu whose label is a closure (`Button { … } label: { Image(…) }`); one
        // with a title argument shows text. A menu's items are drawn by the system in its own font
        // (``SystemDrawnControls``), so only its label takes the container's: VernissageMobile
        // ba047448 `StatusComposeScreen.swift:585-646`, a toolbar of icon menus and buttons whose
        // `.font(.system(size: 20))` reached no text, was a wrong `text.fixed-size`.
        if ["Button", "NavigationLink", "Menu"].contains(root.name), let label = Self.label(of: root.call) {
            return imagesOnly(label.statements, images: &images, hops: hops, own: own)
        }
        // A view of this file (isowords `CubeIconView`, a `Button` of one `Image`): its body.
        if hops > 0, let body = viewBody(named: root.name) { return imagesOnly(body, images: &images, hops: hops - 1, own: own) }
        // A function of the same type that makes a view (nostur-ios-public VineVideoPreview.swift:109,
        // `previewButton(systemName:)`, an `Image`, under a stack's `.font(.system(size: 18))` at :101): its body.
        if hops > 0, root.name.first?.isLowercase == true, let body = Self.functionBody(named: root.name, around: root.call) {
            return imagesOnly(body, images: &images, hops: hops - 1, own: own)
        }
        // Any other view (of another file, or too deep): every file's records decide it.
        if let own, root.name.first?.isUppercase == true, root.name != "Text" {
            own.needs.insert(root.name)
            return true
        }
        return false
    }

    /// The body of the one function named `name` that the type (or extension) around `node`
    /// declares; `nil` when it declares none or several.
    private static func functionBody(named name: String, around node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let group = ancestor.asProtocol(DeclGroupSyntax.self) {
                let functions = group.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
                return functions.count == 1 ? functions[0].body?.statements : nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The statements of `var body: some View { … }` of the file's `struct name: View`.
    private func viewBody(named name: String) -> CodeBlockItemListSyntax? {
        scan.viewBodies[name]
    }

    /// The `body` statements of `tree`'s `struct …: View`s by name, the first of each name: read
    /// once per file (``SwiftFileScan/viewBodies``), as every view the file's records walk looks
    /// its children up here.
    static func viewBodies(in tree: SourceFileSyntax) -> [String: CodeBlockItemListSyntax] {
        var bodies: [String: CodeBlockItemListSyntax] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.struct) {
            guard let declaration = token.parent?.as(StructDeclSyntax.self), let body = body(of: declaration) else { continue }
            if bodies[declaration.name.text] == nil { bodies[declaration.name.text] = body }
        }
        return bodies
    }

    /// The statements of a `struct …: View`'s `var body: some View { … }`.
    private static func body(of declaration: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        guard declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true else { return nil }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", let accessor = binding.accessorBlock,
                case .getter(let statements) = accessor.accessors
            else { continue }
            return statements
        }
        return nil
    }

    /// Whether the chain's `.overlay(Text(…))` or `.background { Label(…) }`, which take the font
    /// too, may show text. In a walk for ``fontTakers(_:)`` a layered view other than a `Text`
    /// (winston's `.background(RR(12, color))`) is one more need.
    private func layersText(_ chain: ModifierChain, own: FontWalk? = nil) -> Bool {
        chain.modifiers.contains { modifier in
            guard ["overlay", "background", "mask"].contains(modifier.name) else { return false }
            let names = layeredViews(modifier.call)
            guard let own, !names.contains("Text") else { return !names.isEmpty }
            own.needs.formUnion(names)
            return false
        }
    }

    /// The label closure of a button or link written with one.
    private static func label(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        if let argument = call.argument("label")?.as(ClosureExprSyntax.self) { return argument }
        if call.calledName == "Button", call.arguments.count == 1, call.argument("action") != nil { return call.trailingClosure }
        return NavigationLinkLabels.label(of: call)
    }

    /// The views a layering modifier's arguments make that may show text: every call of a
    /// capitalised name other than an image, a shape, a colour or a stack.
    private func layeredViews(_ call: FunctionCallExprSyntax) -> Set<String> {
        let nodes = call.arguments.map { Syntax($0) } + [call.trailingClosure.map { Syntax($0) }].compactMap { $0 }
        return nodes.reduce(into: Set<String>()) { $0.formUnion(layeredViews(in: $1)) }
    }

    private func layeredViews(in node: Syntax) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id,
                    !(Self.silentViews.contains(name) || Self.stacks.contains(name) || scan.textlessViews.contains(name))
                else { return nil }
                return name
            })
    }

    /// `.system(size: 20)`, a constant bound to one (`valueFont`), `.custom(_:fixedSize:)`, or a
    /// font whose family names an icon set (`.custom(MaterialDesignIcons.familyName, size: 12)`).
    private func isFixedOrIcon(_ font: ExprSyntax) -> Bool {
        let bound = scan.constants.font(font) ?? font
        if SwiftUIElements.namesAnIcon(bound.trimmedDescription) { return true }
        if let reading = scan.fonts.read(bound), case .fixed = reading.font { return true }
        return false
    }
}
