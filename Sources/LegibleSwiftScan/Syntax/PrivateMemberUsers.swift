import LegibleScan
import SwiftSyntax

/// The member whose code uses a `private` member of the same file, when only a name reaches that
/// code too (``NamedMembers``): a `private` member's every use is in its own file, so one that
/// only unused members use is unused as well (``MemberUseKey/inMember(_:_:)``). Home Assistant
/// d722d781 `Shared/Environment/Style.swift:31-52`, `private static func onboardingButton(_:)`,
/// called only by the stored closures `onboardingButtonPrimary` and `onboardingButtonSecondary`
/// (:54, :72), which no file names: its font (:44-47) was a `text.not-live` warning.
struct PrivateMemberUsers {
    /// The names of the file's `private` and `fileprivate` functions and properties.
    private let names: Set<String>

    init(_ tree: SourceFileSyntax) {
        var names: Set<String> = []
        for node in tree.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.private) || node.tokenKind == .keyword(.fileprivate) {
            guard let modifier = node.parent?.as(DeclModifierSyntax.self), modifier.detail == nil,
                let item = modifier.parent?.parent?.parent?.as(MemberBlockItemSyntax.self)
            else { continue }
            if let function = item.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { binding.pattern.as(IdentifierPatternSyntax.self).map { _ = names.insert($0.identifier.text) } }
            }
        }
        self.names = names
    }

    /// The key of the member whose code holds `node` (``NamedMembers/member(around:publicToo:)``),
    /// when `name` is a `private` member of the file and that member is another; `nil` otherwise.
    func user(of name: String, at node: some SyntaxProtocol) -> String? {
        guard names.contains(name), let user = NamedMembers.member(around: node, publicToo: true),
            MemberUseKey.displayName(user) != name
        else { return nil }
        return user
    }
}
