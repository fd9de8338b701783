import LegibleScan
import SwiftSyntax

/// A view a load method removes unless a private optional property is set:
///
/// ```swift
/// private var optionalButtonText: String?
/// override func viewDidLoad() {
///     if let btnText = optionalButtonText { optionalButton.setTitle(btnText, for: .normal) }
///     else { optionalButton.removeFromSuperview() }
/// }
/// func useOptionalButton(text: String, …) { optionalButtonText = text }
/// ```
///
/// Recorded as `Type.outlet.removedUnless:setter,…` with the functions of the file that assign
/// the property (none when nothing does); LegibleScan's `MemberUses` takes the view off every
/// screen when the app calls none of them (Amperfy d3513f85 LibrarySyncPopupVC.swift:57, :65-68,
/// :148-151: nothing calls `useOptionalButton`, so Main.storyboard:24's "Optional" button, a
/// `target.small` error and a `text.fixed-size` warning, never shows). The property must be
/// `private` or `fileprivate`, so only this file can set it, and every assignment must be in a
/// named method (one in an initialiser, accessor or top-level closure may run at any time).
enum RemovedUnlessSet {
    /// Records `base.removeFromSuperview()` at `node` when it is the whole `else` of such an `if`.
    static func record(_ node: FunctionCallExprSyntax, base: ExprSyntax, scan: SwiftFileScan) {
        let outlet = UIKitReader.normalized(base.trimmedDescription)
        guard !outlet.isEmpty, !outlet.contains("."), outlet != "self", let item = node.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let block = list.parent?.as(CodeBlockSyntax.self),
            let condition = block.parent?.as(IfExprSyntax.self), case .codeBlock(let elseBlock)? = condition.elseBody, elseBlock.id == block.id,
            condition.conditions.count == 1, let binding = condition.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            HiddenAssignments.isAtLoad(condition), let type = typeDeclaration(of: node)
        else { return }
        let property = (binding.initializer?.value).map { UIKitReader.normalized($0.trimmedDescription) } ?? binding.pattern.trimmedDescription
        guard !property.contains("."), isPrivateOptional(property, in: type.members), let setters = setters(of: property, in: node.root) else { return }
        scan.setInCode.insert("\(type.name).\(outlet).removedUnless:" + setters.sorted().joined(separator: ","))
    }

    private static func typeDeclaration(of node: some SyntaxProtocol) -> (name: String, members: MemberBlockItemListSyntax)? {
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.as(ClassDeclSyntax.self) { return (declaration.name.text, declaration.memberBlock.members) }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// `private var name: T?` (or `fileprivate`), with no value or `nil`.
    private static func isPrivateOptional(_ name: String, in members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }), variable.bindings.count == 1,
                let binding = variable.bindings.first, binding.pattern.trimmedDescription == name, binding.accessorBlock == nil,
                binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            else { return false }
            return binding.initializer.map { $0.value.trimmedDescription == "nil" } ?? true
        }
    }

    /// The names of the methods that assign `name` (`name = …`, `self.name = …`) anywhere in the
    /// file; `nil` when one assignment is outside a named method.
    private static func setters(of name: String, in root: Syntax) -> Set<String>? {
        var found: Set<String> = []
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var target = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { target = ExprSyntax(member) }
            guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == target.id,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
            else { continue }
            guard let method = method(around: sequence) else { return nil }
            found.insert(method)
        }
        return found
    }

    private static func method(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            if ancestor.is(InitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(PatternBindingSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
