import LegibleScan
import SwiftSyntax

/// The function or computed property whose code holds an element, when only a use of its name
/// can run that code (``ScannedElement/declaringMember``). With the names every file refers to
/// (``ScanFileResult/memberUses``), the scan tells code nothing calls: winston 3de4a170
/// `StringToMD.swift:92-100`, the attribute fonts of `extension String { var niceMD: … }`, which
/// no file names, were eight `text.fixed-size` warnings.
///
/// Without a type checker, a member that the system may call by a protocol (`body`,
/// `makeUIView(context:)`, a delegate's `tableView(_:cellForRowAt:)`) is never taken for unused:
/// only members of an extension or type that declares no conformance, or only conformances
/// whose requirements are listed here, and of none of those names; never an `override`, `@objc`,
/// `@IBAction` or `open` member, and a `public` one only as such (another module may call it:
/// the scan decides it only for the app's own framework, ``MemberUseKey``), nor one of a
/// `@resultBuilder`, `@propertyWrapper`, `@dynamicMemberLookup`, `@objcMembers` or `@main` type.
enum NamedMembers {
    /// Conformances whose requirements a member could meet only by the names in ``requirementNames``.
    private static let knownConformances: Set<String> = [
        "View", "SwiftUI.View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Equatable", "Hashable",
        "Identifiable", "Sendable", "Codable", "Decodable", "Encodable", "CaseIterable", "Comparable", "ObservableObject",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "String", "Int", "Double", "CGFloat",
    ]

    /// Names the system calls: protocol requirements of SwiftUI, UIKit representables, WidgetKit
    /// and the standard library, and entry points.
    private static let requirementNames: Set<String> = [
        "body", "makeBody", "previews", "id", "hash", "encode", "description", "debugDescription", "rawValue", "allCases", "errorDescription",
        "failureReason", "recoverySuggestion", "helpAnchor", "wrappedValue", "projectedValue", "callAsFunction", "main", "makeUIView",
        "updateUIView", "dismantleUIView", "makeUIViewController", "updateUIViewController", "dismantleUIViewController", "makeCoordinator",
        "sizeThatFits", "makeNSView", "updateNSView", "placeholder", "getSnapshot", "getTimeline", "snapshot", "timeline", "recommendations",
        "perform", "widgetURL",
    ]

    /// Attributes that let code elsewhere, or the system, reach a member or a type's members without naming it.
    private static let reachingAttributes: Set<String> = [
        "objc", "IBAction", "IBSegueAction", "IBInspectable", "NSManaged", "_cdecl", "_dynamicReplacement", "usableFromInline", "inlinable",
        "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "objcMembers", "main", "UIApplicationMain", "NSApplicationMain",
    ]

    /// The member's name, when `node` is in a function, computed property or stored closure
    /// (`var style: (UILabel) -> Void = { … }`, whose code runs only where it is called) that only
    /// its name reaches. With `publicToo`, a `public` member gives ``MemberUseKey/public(_:)`` of
    /// it: the scan decides it only for a file an Xcode target of the app builds.
    static func member(around node: some SyntaxProtocol, publicToo: Bool = false) -> String? {
        var current = node.parent
        var observer: AccessorDeclSyntax?
        while let ancestor = current {
            if let accessor = ancestor.as(AccessorDeclSyntax.self), [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind) {
                observer = accessor
            }
            if let item = ancestor.as(MemberBlockItemSyntax.self) {
                return name(of: item.decl, in: container(of: item), publicToo: publicToo, inObserver: observer != nil)
            }
            if let item = ancestor.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == true {
                return name(of: item.item, in: nil, publicToo: publicToo, inObserver: observer != nil)
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The type or extension whose member block holds `item`, through `#if` clauses (Home
    /// Assistant d722d781 `Style.swift:6`, `#if os(iOS)` around `Style`'s members).
    private static func container(of item: MemberBlockItemSyntax) -> Syntax? {
        var current = item.parent
        while let node = current {
            if node.is(MemberBlockSyntax.self) { return node.parent }
            current = node.parent
        }
        return nil
    }

    private static func name(of declaration: some SyntaxProtocol, in container: Syntax?, publicToo: Bool, inObserver: Bool) -> String? {
        let name: String
        let modifiers: DeclModifierListSyntax
        let attributes: AttributeListSyntax
        // An instance property of a type that is no function is used only where it is read (``MemberUseKey``).
        var readOnly = false
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard case .identifier(let text) = function.name.tokenKind, !isDelegateMethod(function) else { return nil }
            (name, modifiers, attributes) = (text, function.modifiers, function.attributes)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            // Home Assistant d722d781 `Style.swift:54-58`, `public var onboardingButtonPrimary:
            // (_ button: UIButton) -> Void = { … }`: a closure stored, not called (`= { … }()` is).
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.accessorBlock != nil || binding.initializer?.value.is(ClosureExprSyntax.self) == true,
                let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
            else { return nil }
            (name, modifiers, attributes) = (pattern.identifier.text, variable.modifiers, variable.attributes)
            let type = binding.typeAnnotation?.type.trimmedDescription
            // A closure, even one a type alias names (`var onTap: Handler`), is called by its name.
            let callable = type.map { $0.contains("->") || ["Handler", "Closure", "Block", "Callback", "Action"].contains(where: $0.hasSuffix) } ?? true
            readOnly = !callable && !modifiers.contains { ["static", "class"].contains($0.name.text) }
        } else {
            return nil
        }
        // A `private` member meets no requirement of a protocol nor overrides (Open Food Facts
        // 35cf4ea5 CircularProgressBar.swift:145, `private func makeLabel` of a `UIView` subclass
        // that nothing calls): only its name reaches it, whatever its type inherits.
        let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        // A property observer runs only where the property is set (``MemberUseKey/written(_:)``):
        // CircularProgressBar.swift:28-30, `public var labelSize: CGFloat = 20 { didSet { label.font = … } }`,
        // which the app reads but never sets. An `@objc` or `dynamic` one may be set by key (left
        // out below), a wrapped one (`@Published`) through its wrapper; and UIKit sets a content
        // view's `configuration` (UIContentView), so a class that may conform to it is left alone.
        let inObserver = inObserver && declaration.is(VariableDeclSyntax.self)
        if inObserver {
            guard attributes.isEmpty, name != "configuration" else { return nil }
            readOnly = false
        }
        if let container, !isPlain(container), !(isPrivate && isPrivatelyPlain(container)), !(inObserver && isSubclassOnly(container)) {
            return nil
        }
        let isPublic = modifiers.contains { $0.name.text == "public" }
        let unreached =
            !requirementNames.contains(name) && !name.hasPrefix("`") && (publicToo || !isPublic)
            && !modifiers.contains { ["override", "open", "dynamic"].contains($0.name.text) } && !reached(attributes)
        guard unreached else { return nil }
        let key = inObserver ? MemberUseKey.written(name) : readOnly ? MemberUseKey.read(name) : name
        return isPublic ? MemberUseKey.public(key) : key
    }

    /// Whether a type or extension declares members only names reach.
    private static func isPlain(_ container: Syntax) -> Bool {
        let inheritance: InheritanceClauseSyntax?
        let attributes: AttributeListSyntax
        if let type = container.as(StructDeclSyntax.self) {
            (inheritance, attributes) = (type.inheritanceClause, type.attributes)
        } else if let type = container.as(ClassDeclSyntax.self) {
            (inheritance, attributes) = (type.inheritanceClause, type.attributes)
        } else if let type = container.as(EnumDeclSyntax.self) {
            (inheritance, attributes) = (type.inheritanceClause, type.attributes)
        } else if let type = container.as(ExtensionDeclSyntax.self) {
            (inheritance, attributes) = (type.inheritanceClause, type.attributes)
        } else {
            // A protocol's, an actor's: left alone.
            return false
        }
        let conformances = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return conformances.allSatisfy(knownConformances.contains) && !reached(attributes)
    }

    /// Whether a class, struct or enum around a `private` member lets no code reach it by a
    /// name other than its own: an `@objcMembers` class's may be called by selector.
    private static func isPrivatelyPlain(_ container: Syntax) -> Bool {
        if let type = container.as(ClassDeclSyntax.self) { return !reached(type.attributes) }
        if let type = container.as(StructDeclSyntax.self) { return !reached(type.attributes) }
        if let type = container.as(EnumDeclSyntax.self) { return !reached(type.attributes) }
        if let type = container.as(ExtensionDeclSyntax.self) { return !reached(type.attributes) }
        return false
    }

    /// Whether a class declares one inherited type (its superclass, `UIView`) and no attribute
    /// that reaches its members: what UIKit sets on it, it sets through an `override`.
    private static func isSubclassOnly(_ container: Syntax) -> Bool {
        guard let type = container.as(ClassDeclSyntax.self) else { return false }
        return type.inheritanceClause?.inheritedTypes.count == 1 && !reached(type.attributes)
    }

    private static func reached(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            return reachingAttributes.contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// `func tableView(_ tableView: UITableView, …)`: a delegate or data source method, named by
    /// the framework object it is handed first (two capitals: `UITableView`, `WKWebView`).
    private static func isDelegateMethod(_ function: FunctionDeclSyntax) -> Bool {
        // A delegate's methods are instance methods: `private static func onboardingButton(_ button:
        // UIButton)` (Home Assistant d722d781 `Style.swift:31`) is a helper only its name reaches.
        if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return false }
        guard let first = function.signature.parameterClause.parameters.first, first.firstName.tokenKind == .wildcard else { return false }
        let type = first.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return type.prefix(2).allSatisfy(\.isUppercase)
    }
}
