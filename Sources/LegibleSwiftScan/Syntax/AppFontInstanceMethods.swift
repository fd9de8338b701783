import SwiftSyntax

/// Instance methods of the app's own types that return a `UIFont`, read at their calls as the
/// static font functions are (``AppFonts``). Ruuvi Station `Common/RuuviLocalization/Sources/RuuviFonts.swift`:
/// `FontAsset.font(size:)` (:102-116, a bundled font at the size given, `Font` being the type's
/// alias of `UIFont`, :96-100) is what `UIFont.oswald(_:size:)` (:431-433, `weight.fontAsset.font(size: size)`)
/// and `UIFont.ruuviButtonMedium()` (:569-570, `RuuviFonts.Typography.Buttons.medium().font(size: 16)`)
/// return; their ~80 calls (`DashboardIndicatorProminentView.swift:11`, `UIFont.oswald(.bold, size: 34)`)
/// were unknown fonts, so their fixed sizes were missed (fresh-ios25b misses pattern 1).
///
/// The receiver's type is not known without a type checker: a call `x.name(…)` on anything but
/// a font type is read as the app's method only when exactly one such method of that name fits
/// the call's arguments.
enum AppFontInstanceMethods {
    /// The items of a file's top level, through `#if` to the clause an iOS build compiles.
    static func iOSItems(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        statements.flatMap { statement -> [CodeBlockItemSyntax.Item] in
            guard let config = statement.item.as(IfConfigDeclSyntax.self) else { return [statement.item] }
            guard let clause = IfConfigModifiers.iOSClause(of: config), case .statements(let inner)? = clause.elements else { return [] }
            return iOSItems(inner)
        }
    }

    /// A type's members, through `#if` to the clause an iOS build compiles (Ruuvi Station's
    /// `RuuviFonts.swift:419`, `#if os(iOS) || os(tvOS) || os(watchOS)` around `mulish(_:size:)`).
    static func iOSMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        members.flatMap { member -> [MemberBlockItemSyntax] in
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            guard let clause = IfConfigModifiers.iOSClause(of: config), case .decls(let inner)? = clause.elements else { return [] }
            return iOSMembers(inner)
        }
    }

    /// Whether a type's members declare `typealias Font = UIFont` (directly or in the `#if`
    /// clause an iOS build compiles), as SwiftGen's font assets do.
    static func aliasesFontToUIFont(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
                return alias.name.text == "Font" && AppFonts.isUIFont(alias.initializer.value)
            }
            guard let config = member.decl.as(IfConfigDeclSyntax.self), let clause = IfConfigModifiers.iOSClause(of: config),
                case .decls(let decls)? = clause.elements
            else { return false }
            return aliasesFontToUIFont(decls)
        }
    }

    /// Whether an instance method returns a `UIFont` (or the type's `Font` alias of it).
    static func returnsUIFont(_ function: FunctionDeclSyntax, aliasesUIFont: Bool) -> Bool {
        let type = function.signature.returnClause?.type
        return AppFonts.isUIFont(type) || (aliasesUIFont && ["Font", "Font?", "Font!"].contains(type?.trimmedDescription ?? ""))
    }
}

extension AppFonts {
    /// Keeps the instance methods whose every declaration was read (two readable bodies of one
    /// name stay candidates, told apart by the arguments at a call).
    mutating func declareInstanceFunctions(_ found: [String: [Function?]]) {
        for (name, functions) in found {
            let read = functions.compactMap { $0 }
            guard read.count == functions.count, !read.isEmpty else { continue }
            instanceFunctions[name] = read.reduce(into: [Function]()) { unique, function in if !unique.contains(function) { unique.append(function) } }
        }
    }
}

extension FontExpressionReader {
    /// `weight.fontAsset.font(size: 34)`: the body of the one app instance method of that name
    /// the call's arguments fit (``AppFontInstanceMethods``), with the arguments put for its
    /// parameters. A call on a font type or one of the app's font namespaces is not one.
    func appInstanceCall(_ call: FunctionCallExprSyntax) -> FontReading? {
        guard depth < Self.maximumAppFontDepth, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let candidates = appFonts.instanceFunctions[member.declName.baseName.text]
        else { return nil }
        let written = base.trimmedDescription
        guard AppFonts.type(ofBase: written) == nil, !appFonts.namespaces.contains(written) else { return nil }
        let fitting = candidates.compactMap { function in function.template.font(at: call).map { (function: function, body: $0) } }
        guard fitting.count == 1, let (function, body) = fitting.first else { return nil }
        var inner = self
        inner.depth += 1
        inner.implicitFontType = function.type
        inner.ownerType = function.owner
        // The caller's names are not the method's.
        inner.locals = [:]
        return inner.read(body)
    }
}
