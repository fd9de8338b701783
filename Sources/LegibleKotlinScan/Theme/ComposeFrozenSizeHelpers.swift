import Foundation

/// The app's own unit helpers that freeze a text size against the font scale, read before any
/// screen: an extension on a number, `TextUnit` or `Dp` whose value is divided by the font scale
/// and made sp again —
///
/// ```kotlin
/// val Int.nonScaledSp @Composable get() = (this / LocalDensity.current.fontScale).sp   // Pocket Casts
/// val TextUnit.nonScaledSp @Composable get() = (this.value / LocalDensity.current.fontScale).sp   // Wire
/// fun Dp.toUnscaledTextUnit(): TextUnit {   // Bitwarden
///     val scalingFactor = LocalConfiguration.current.fontScale
///     return TextUnit(value / scalingFactor, TextUnitType.Sp)
/// }
/// ```
///
/// so `fontSize = 14.nonScaledSp` anywhere in the app is a fixed 14 dp, as `(14 / fontScale).sp`
/// written in place is. A name declared twice, once frozen and once not, is neither.
enum ComposeFrozenSizeHelpers {
    /// What a helper is called on, which says how its receiver's size is read.
    enum Receiver: String, Sendable {
        /// `Int`, `Float`, `Double`, `Long`, `Number`: the number is the size in dp.
        case number
        /// `TextUnit`: its sp value is the size in dp.
        case textUnit
        /// `Dp`: the length.
        case dp
    }

    static let receivers: [String: Receiver] = [
        "Int": .number, "Float": .number, "Double": .number, "Long": .number, "Number": .number, "TextUnit": .textUnit, "Dp": .dp,
    ]

    /// The most files (and bytes) parsed for helpers: only files naming `fontScale` are.
    static let maximumFiles = 200
    static let maximumBytes = 8 << 20

    /// The helpers the Kotlin files among `sources` declare, by name.
    static func collect(sources: KotlinSourceTexts) -> [String: Receiver] {
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            KotlinDeclaredNames.contains(text, "fontScale") && KotlinDeclaredNames.contains(text, "androidx.compose")
        }
        return collect(files: texts.map(KotlinParser.parse))
    }

    /// The helpers `files` declare at their top level (also the tests' entry point).
    static func collect(files: [KotlinFile]) -> [String: Receiver] {
        var found: [String: Receiver] = [:]
        var refused: Set<String> = []
        for file in files {
            for case .declaration(let declaration) in file.statements {
                guard declaration.keyword == "val" || declaration.keyword == "fun", let receiverName = declaration.receiver,
                    let receiver = receivers[receiverName]
                else { continue }
                if isFrozen(declaration), !refused.contains(declaration.name), found[declaration.name].map({ $0 == receiver }) ?? true {
                    found[declaration.name] = receiver
                } else {
                    found[declaration.name] = nil
                    refused.insert(declaration.name)
                }
            }
        }
        return found
    }

    /// Whether the declaration's value is `(x / …fontScale).sp` or `TextUnit(x / …fontScale,
    /// TextUnitType.Sp)`, through the `val`s of its body (`val scalingFactor = ….fontScale`).
    static func isFrozen(_ declaration: KotlinDeclaration) -> Bool {
        let locals = ComposeConstants(declaration.body ?? [])
        var value = declaration.initializer
        if value == nil, case .expression(let last)? = declaration.body?.last {
            value = if case .jump("return", let returned?) = last.kind { returned } else { last }
        }
        guard let value else { return false }
        func dividedByScale(_ expression: KotlinExpression) -> Bool {
            guard case .binary("/", _, let right) = locals.resolve(expression).kind else { return false }
            return ComposeValues.mentionsFontScale(locals.resolve(right))
        }
        switch locals.resolve(value).kind {
        case .member(let base, "sp", _): return dividedByScale(base)
        case .call(let callee, let arguments, nil):
            guard case .name("TextUnit") = callee.kind, arguments.count == 2, arguments[1].value.sketch.hasSuffix("Sp") else { return false }
            return dividedByScale(arguments[0].value)
        default: return false
        }
    }
}

extension ComposeValues {
    /// A size an app helper freezes (`14.nonScaledSp`, `12.dp.toUnscaledTextUnit()`), in dp.
    func frozenByHelper(_ value: KotlinExpression) -> Double? {
        guard !theme.frozenSizeHelpers.isEmpty else { return nil }
        let base: KotlinExpression
        let name: String
        switch value.kind {
        case .member(let receiver, let member, _):
            (base, name) = (receiver, member)
        case .call(let callee, [], nil):
            guard case .member(let receiver, let member, _) = callee.kind else { return nil }
            (base, name) = (receiver, member)
        default: return nil
        }
        switch theme.frozenSizeHelpers[name] {
        case .number?: return number(base)
        case .dp?: return dp(base)
        case .textUnit?:
            guard case .scaled(let size, _, _, _)? = fontSize(base, weight: .regular, family: nil) else { return nil }
            return size
        case nil: return nil
        }
    }
}
