import SwiftParser
import SwiftSyntax

/// The app's types whose static members another file's text-size observer calls
/// (``SwiftSourceReader/prepared(forFiles:)``): `AttributedStringBuilder.invalidateCaches()` in
/// the `#selector` method an observer of `UIContentSizeCategory.didChangeNotification` names
/// (Element X 5d0343c4 `AppCoordinator.swift:1156-1165`). Such a type drops what it built at the
/// old size, so a text style's size it reads once (``PointSizeReads``) is read again after every
/// change: its `AttributedStringBuilder.swift:149`, `UIFont.preferredFont(forTextStyle: .body)
/// .pointSize` made into the HTML message's fonts, was a wrong `text.not-live` warning (fresh iOS
/// judge 14b, D2). The same file's observer already counted (``SizeChangeHandlers``).
///
/// Only a call on the type itself (`T.member(…)`, `T.shared.member(…)`) in an observer's
/// closure or `#selector` method counts; `traitCollectionDidChange(_:)` runs for every trait and
/// is not read, nor is a call that only lays out again (``SizeChangeHandlers/layoutCalls``).
enum SizeRefreshedTypes {
    static func types(files: SwiftPrePassTexts) -> Set<String> {
        var found: Set<String> = []
        for index in files.indices where files.containsAny(index, Array(SizeChangeHandlers.notifications) + ["registerForTraitChanges"]) {
            let calls = ObserverCalls(viewMode: .sourceAccurate)
            calls.walk(files.tree(index))
            found.formUnion(calls.handlerTypes)
            for name in calls.selectors { found.formUnion(calls.methodTypes[name] ?? []) }
        }
        return found
    }
}

/// The types a file's size-change handlers call static members of, and the `#selector` methods its
/// registrations name.
private final class ObserverCalls: SyntaxVisitor {
    private(set) var handlerTypes: Set<String> = []
    private(set) var methodTypes: [String: Set<String>] = [:]
    private(set) var selectors: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        selectors.formUnion(SizeChangeHandlers.selectors(in: node))
        guard let type = Self.calledType(node) else { return .visitChildren }
        switch SizeChangeHandlers.context(of: node) {
        case .handler where !Self.inTraitOverride(node): handlerTypes.insert(type)
        case .method(let name): methodTypes[name, default: []].insert(type)
        default: break
        }
        return .visitChildren
    }

    /// `T` of `T.member(…)` or `T.shared.member(…)`, `T` capitalised and not a system type's
    /// (`UIFont.preferredFont(…)` makes a font; it refreshes no app type); `nil` for a call that only lays out.
    private static func calledType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            !SizeChangeHandlers.layoutCalls.contains(member.declName.baseName.text), var base = member.base
        else { return nil }
        if let shared = base.as(MemberAccessExprSyntax.self), let inner = shared.base, shared.declName.baseName.text.first?.isLowercase == true {
            base = inner
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
            !["NotificationCenter", "DispatchQueue", "Task", "Self"].contains(name), !["UI", "NS", "CG", "CA"].contains(where: name.hasPrefix)
        else { return nil }
        return name
    }

    /// Whether the nearest function around `node` is `traitCollectionDidChange(_:)`, not a closure.
    private static func inTraitOverride(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) { return false }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text == "traitCollectionDidChange" }
            current = ancestor.parent
        }
        return false
    }
}
