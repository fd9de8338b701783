import SwiftSyntax

// Untyped static constants that call the app's own font helpers: AlphaWallet e4e5cc89
// `Configuration.swift:423-431`, `enum Font { static let accessory = Fonts.bold(size: 17) }` inside
// `extension Configuration`, and `AppStyle.swift:292-298`, `Screen.TokenCard.Font.subtitle =
// Fonts.regular(size: 15)`. Neither is typed `UIFont` nor written `UIFont…`, and
// `Configuration.swift` never names `UIFont`, so the labels given them (some 40) were missed.
extension AppFonts.Members {
    /// Keeps `key`, an untyped static constant whose value calls a static function, as a constant
    /// that may hold a font: only the helpers the table declares make it one
    /// (``AppFonts/declareHelperLets(into:)``), so an `Int` or a colour made the same way stays
    /// unknown and undeclared.
    mutating func noteHelperLet(_ key: String, value: ExprSyntax?, typed binding: PatternBindingSyntax, in path: String, constants: Constants) {
        guard binding.typeAnnotation == nil, let call = value?.unparenthesized.as(FunctionCallExprSyntax.self),
            call.calledExpression.is(MemberAccessExprSyntax.self) || call.calledExpression.is(DeclReferenceExprSyntax.self),
            let callee = scopes.resolve(call.calledExpression, in: path)
        else { return }
        helperLets.append((key: key, value: ExprSyntax(call), constants: constants, callee: callee))
    }
}

extension AppFonts {
    /// Declares each noted constant whose value calls one of the app's static `UIFont` functions
    /// (`Fonts.regular(size:)`), so its uses read as that call.
    mutating func declareHelperLets(into found: inout Members) {
        for helperLet in found.helperLets where functions[helperLet.callee] != nil || overloads[helperLet.callee] != nil {
            declared.insert(helperLet.key)
            if let dot = helperLet.key.lastIndex(of: ".") { namespaces.insert(String(helperLet.key[..<dot])) }
            found.tokens.append((helperLet.key, helperLet.value, helperLet.constants))
        }
    }

    /// The files not yet read that may declare constants calling the app's type-owned font
    /// functions: they declare a static member and name a type that owns one (`Fonts.`).
    static func helperLetFiles(of table: AppFonts, among files: SwiftPrePassTexts, except taken: Set<Int>) -> [Int] {
        let owners = Set(table.functions.values.compactMap(\.owner) + table.overloads.values.flatMap { $0.compactMap(\.owner) })
        guard !owners.isEmpty else { return [] }
        let needles = owners.sorted().map { "\($0)." }
        return files.indices.filter { index in
            !taken.contains(index) && files.contains(index, "static ") && files.containsAny(index, needles)
        }
    }
}
