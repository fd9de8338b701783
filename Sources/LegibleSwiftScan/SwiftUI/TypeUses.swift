import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// The SwiftUI views a file declares and the places it names types, its previews' included
/// (``ScanFileResult/viewTypes``, ``ScanFileResult/typeUses``): facts of the file's own text,
/// kept in the cache with it. The scan puts every file's together to tell which views a screen
/// shows, and for which platforms (Enchanted 2aa9d140 `Header.swift:14`, a view only its own
/// `#Preview` uses; `CompletionButtonView.swift:18`, a view only `#if os(macOS)` code uses).
final class TypeUseCollector: SyntaxVisitor {
    private let scan: SwiftFileScan
    private(set) var viewTypes: Set<String> = []
    private(set) var uses: [ScannedTypeUse] = []
    private var seen: Set<String> = []

    /// The protocols that make a type's code a view's: what it draws is on screen only where
    /// the type is used. A representable's `makeUIView`/`updateUIView` build UIKit views a SwiftUI
    /// view shows (Clendar 3f2cf4fc `MultilineTextField.swift:15`, a `UITextViewWrapper` only a
    /// previewed view uses, was a `text.not-live` warning at :27).
    static let viewProtocols: Set<String> = [
        "View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    init(scan: SwiftFileScan) {
        self.scan = scan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if !Previews.isPreviewProvider(node) { declared(node.name.text, inheritance: node.inheritanceClause, modifiers: node.modifiers) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declared(node.name.text, inheritance: node.inheritanceClause, modifiers: node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        used(node.baseName, at: node)
        // A use only some platforms compile (``MemberUseKey/compiled(for:_:)``), or in the code of
        // a view of this file (``MemberUseKey/inView(_:_:)``): the member's code runs only there.
        // Asked of lower-case names alone, which members have.
        var place = UsePlace()
        if node.baseName.text.first?.isLowercase == true {
            place.platforms = PlatformConditions.platform(of: node, converter: scan.converter, flags: scan.facts.appFlags)?.platforms ?? []
            place.view =
                Self.isInStaticMember(node)
                ? nil
                : scan.enclosingTypeName(node).flatMap { viewTypes.contains($0) || viewTypes.contains(MemberUseKey.public($0)) ? $0 : nil }
        }
        usedMember(node.baseName.text, at: node, place: place)
        if Self.reads(node) { usedMember(MemberUseKey.read(node.baseName.text), at: node, place: place) }
        if Self.writes(node) { usedMember(MemberUseKey.written(node.baseName.text), at: node, place: place) }
        return .visitChildren
    }

    /// Whether `node` is in a `static` or `class` member, whose code runs without the view being made.
    private static func isInStaticMember(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let item = ancestor.as(MemberBlockItemSyntax.self) {
                let modifiers = item.decl.as(FunctionDeclSyntax.self)?.modifiers ?? item.decl.as(VariableDeclSyntax.self)?.modifiers
                if modifiers?.contains(where: { ["static", "class"].contains($0.name.text) }) == true { return true }
            }
            current = ancestor.parent
        }
        return false
    }

    /// Where a member use is: the platforms that alone compile it, and the view of this file whose code holds it.
    private struct UsePlace {
        var platforms: [ApplePlatform] = []
        var view: String?
    }

    /// Whether `node` may set a property of its name (``MemberUseKey/written(_:)``): the target
    /// of `=` or of a compound assignment (`+=`), an `inout` argument (`&size`), or a key path's
    /// component (`\.labelSize`, which may be written through).
    private static func writes(_ node: DeclReferenceExprSyntax) -> Bool {
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return true }
        var named = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { named = Syntax(member) }
        while let parent = named.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { named = parent }
        if named.parent?.is(InOutExprSyntax.self) == true { return true }
        guard let list = named.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == named.id }) else { return false }
        let next = list.index(after: index)
        guard next < list.endIndex else { return false }
        if list[next].is(AssignmentExprSyntax.self) { return true }
        guard let text = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// The names the file refers to, in shipping code and only in previews or `#if DEBUG` code
    /// (``ScanFileResult/memberUses``). A name already seen in shipping code is not placed again.
    private(set) var memberUses: Set<String> = []
    private(set) var quietMemberUses: Set<String> = []
    private lazy var privateMemberUsers = PrivateMemberUsers(scan.tree)

    /// Whether `node` may read a property of its name (``MemberUseKey``): not when it is called
    /// (`font.bold()`, `bold()`) nor an implicit member (`weight: .bold`), which names a static
    /// member or a case of the type the context expects.
    private static func reads(_ node: DeclReferenceExprSyntax) -> Bool {
        var named = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `UIFont.Weight.bold` (Bark `MarkdownParser.swift:203`): a type's static member.
            guard let base = member.base, !isTypeName(base) else { return false }
            named = Syntax(member)
        }
        if let call = named.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == named.id { return false }
        return true
    }

    /// Whether `base` is written as a type (`UIFont.Weight`, `Self`): capitalised names only.
    private static func isTypeName(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && isTypeName(inner)
        }
        return false
    }

    private func usedMember(_ key: String, at node: DeclReferenceExprSyntax, place: UsePlace) {
        var viewKey = place.view.map { MemberUseKey.inView($0, key) } ?? key
        // A private member used in another member's code is used only if that member is (``PrivateMemberUsers``).
        if place.view == nil, let user = privateMemberUsers.user(of: node.baseName.text, at: node) {
            viewKey = MemberUseKey.inMember(user, key)
        }
        let name = place.platforms.isEmpty ? viewKey : MemberUseKey.compiled(for: place.platforms, viewKey)
        guard !memberUses.contains(name) else { return }
        let (preview, debug) = Self.context(of: node)
        if preview || debug || isNeverRun(node) {
            if !memberUses.contains(key) { quietMemberUses.insert(key) }
        } else {
            memberUses.insert(name)
            quietMemberUses.remove(key)
        }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // `extension Header { … }` adds to the view; it does not show it.
        if node.parent?.is(ExtensionDeclSyntax.self) != true { used(node.name, at: node) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(ExtensionDeclSyntax.self) != true { used(node.name, at: node) }
        return .visitChildren
    }

    /// A view only its own module can use; `public` and `open` ones are for other modules, which
    /// the scan may not read: they are recorded as ``MemberUseKey/public(_:)`` of the name, for
    /// the scan to decide only in the app's own code (``ScanPlatformMap/isAppCode(_:)``).
    private func declared(_ name: String, inheritance: InheritanceClauseSyntax?, modifiers: DeclModifierListSyntax) {
        guard let inheritance, inheritance.inheritedTypes.contains(where: { Self.viewProtocols.contains($0.type.trimmedDescription) }) else { return }
        viewTypes.insert(modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) ? MemberUseKey.public(name) : name)
    }

    /// Records a use of a type name (capitalised), once per user, condition, preview and `DEBUG`-ness.
    private func used(_ token: TokenSyntax, at node: some SyntaxProtocol) {
        let name = token.text
        guard name.first?.isUppercase == true, !Self.isInside(name, node) else { return }
        let user = scan.enclosingTypeName(node)
        let condition = PlatformConditions.platform(of: node, converter: scan.converter, flags: scan.facts.appFlags)
        let (preview, debug) = Self.context(of: node)
        let member = NamedMembers.member(around: node)
        // Only a call (`RefreshButton()`) places a view; asked of calls alone, since the walk
        // up may read the whole file for a private member's uses. A view given to
        // `.navigationBarItems(leading:trailing:)` is a bar item as one in a toolbar is (nos
        // 0ea82184 `SideMenuButton()`, `ProfileTab.swift:16` and `HomeFeedView.swift:156`).
        let isCall = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == Syntax(node).id
        let system = isCall && SystemDrawnControls.isSystemPlaced(node)
        let key = "\(name)|\(user ?? "")|\(condition?.condition ?? "")|\(preview)|\(debug)|\(member ?? "")|\(system)"
        guard seen.insert(key).inserted else { return }
        var use = ScannedTypeUse(
            name: name, user: user, platforms: condition?.platforms ?? [], condition: condition?.condition, isDebugOnly: debug,
            isPreview: preview, location: scan.location(of: node))
        use.member = member
        use.isSystemContent = system
        uses.append(use)
    }

    /// Whether `node` is in the code of a type named `name`, a nested type's included: a
    /// representable's `Coordinator` calling `UITextViewWrapper.recalculateHeight` (Clendar
    /// `MultilineTextField.swift:74`) is the wrapper's own code, not a use that shows it.
    private static func isInside(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(StructDeclSyntax.self), type.name.text == name { return true }
            if let type = ancestor.as(ClassDeclSyntax.self), type.name.text == name { return true }
            if let type = ancestor.as(EnumDeclSyntax.self), type.name.text == name { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `node` is in a branch that never runs (``ConstantFlagBranches``,
    /// ``LiteralURLBranches``): a member only such branches name is on no screen, as one only
    /// `#if DEBUG` code names (nostur-ios-public `NestedThreadReplies.swift:343` and `:432`, the
    /// only uses of `pathBadge`, under `if NestedThreadMetrics.showPathLabels`, a `let` that is `false`).
    private func isNeverRun(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(IfExprSyntax.self),
                ConstantFlagBranches.isNeverTaken(ancestor, flags: scan.facts.appFlags) || LiteralURLBranches.isNeverTaken(ancestor)
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `node` is in a preview (``Previews``), and whether in an `#if DEBUG` clause
    /// (``DebugConditions``).
    private static func context(of node: some SyntaxProtocol) -> (preview: Bool, debug: Bool) {
        var (preview, debug) = (false, false)
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), DebugConditions.isDebugOnly(clause) { debug = true }
            if let macro = ancestor.as(MacroExpansionDeclSyntax.self), Previews.isPreview(macro.macroName) { preview = true }
            if let macro = ancestor.as(MacroExpansionExprSyntax.self), Previews.isPreview(macro.macroName) { preview = true }
            if let type = ancestor.as(StructDeclSyntax.self), Previews.isPreviewProvider(type) { preview = true }
            current = ancestor.parent
        }
        return (preview, debug)
    }
}
