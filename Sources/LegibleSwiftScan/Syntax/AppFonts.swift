import Foundation
import SwiftParser
import SwiftSyntax

/// The fonts an app declares as static members of its own `Font` and `UIFont` extensions, read
/// from every Swift file before any is scanned, so that a use in another file is the font it was
/// defined as (as ``ExtensionColors`` does for colours).
///
/// - A `static func` whose body is one expression is a template: at a call, the arguments (and
///   the defaults of those left out) are put for the parameters and the result is read as any
///   font is, through further such calls. Clendar 3f2cf4fc `Font+Styles.swift:48-58`
///   (`boldFontWithSize(_:)` returns `.fontWithSize(size, weight: .bold)`, which returns
///   `Font.system(size: size, weight: weight, design: .rounded)`) made `ContentView.swift:218-220`,
///   `.font(.boldFontWithSize(17))`, an unknown font whose `.minimumScaleFactor(0.5)` was reported
///   as undoing the text size. A longer body (`UIFont.fontWithSize`, :13-27) is read as a closure
///   called in place (``FontExpressionReader``).
/// - A `static let` of an `extension UIFont` (or a getter returning one expression) is the font
///   it reads as where it is declared. mozilla-mobile/focus-ios a2832521 `UIFont+AppFonts.swift:9`,
///   `static let footnote12 = UIFont.systemFont(ofSize: 12)`, given to
///   `AddSearchEngineViewController.swift:114`'s label, was read as an unknown font that shrinks.
///   A `Font` `static let` is not taken: it is reported where it is written
///   (`SwiftScanVisitor.standaloneFont`), once, not again at every use; it is only declared.
/// - A `UIFont` static member of the app's own type (an `enum`, `struct` or `class`, or an
///   extension of another type) is read the same way, at `Type.name`. Unwrap 44886cb3
///   `Unwrap.swift:42-47`, `enum Unwrap { static var scaledBaseFont: UIFont { let baseFont = …;
///   let metrics = UIFontMetrics(forTextStyle: .body); return metrics.scaledFont(for: baseFont) } }`,
///   set in `PracticeTableViewCell.swift:16` with no `adjustsFontForContentSizeCategory`, was an
///   unknown font, so ten `text.not-live` were missed (fresh-ios12b D5). A getter of several
///   statements (here or in a `UIFont` extension) is read as a closure called in place.
///
/// A member declared twice with two values, a stored `static var`, or a value the scan cannot
/// read is declared but unknown: its uses stay unknown.
struct AppFonts: Sendable, Equatable {
    /// A one-expression (or called-closure) `static func`, with the type it is declared on.
    struct Function: Sendable, Equatable {
        var template: FontWrapper
        /// `Font` or `UIFont`: an implicit member in the body (`.fontWithSize(…)`) is of this type.
        var type: String
        /// The app's type that declares it (`Theme`), whose functions a bare call in the body
        /// names; `nil` in an extension of `Font` or `UIFont`, where that is ``type``.
        var owner: String? = nil
    }

    /// `UIFont.name` → the font the token reads as.
    private(set) var tokens: [String: FontReading] = [:]
    /// `Font.name`/`UIFont.name` → a function.
    private(set) var functions: [String: Function] = [:]
    /// Instance methods of the app's types that return a `UIFont`, by name, each with its type as
    /// owner (``AppFontInstanceMethods``): `FontAsset.font(size:)`.
    var instanceFunctions: [String: [Function]] = [:]
    /// `Theme.font` → the overloads of a name declared with several parameter lists, each
    /// readable; a call means the one its arguments fit (``function(_:at:)``).
    private(set) var overloads: [String: [Function]] = [:]
    /// The number raw values of the app's enums (``RawValueSizes``).
    private(set) var rawSizes = RawValueSizes()
    /// Every member declared, read or not, by `Type.name` (also set by ``AppFontHelperLets``,
    /// in its own file, hence no `private(set)`).
    var declared: Set<String> = []
    /// The app's own types (not `Font`/`UIFont`) that declare a `UIFont` static member (`Unwrap`).
    var namespaces: Set<String> = []
    /// The number constants of the app's types, for sizes given by one (``AppSizeConstants``).
    var sizes = AppSizeConstants()
    /// The text styles the app's theme objects hold (`theme.fonts.body`, ``HeldStyleFonts``).
    var held = HeldStyleFonts()
    /// The fixed fonts the app's own structs carry from every construction (`text.font`, ``BuiltTypeFonts``).
    var built = BuiltTypeFonts()
    /// The app's view initializers and button configurations that set a font they are given (``ViewFontInitializers``).
    var initializers = ViewFontInitializers()
    /// `UIFont` instance methods that return the font itself at its own size with features
    /// added (``OwnFontDescriptors/keepsOwnSize(_:)``): `label.font = label.font.monospaced()`
    /// keeps the file's size.
    private(set) var ownSizeMethods: Set<String> = []

    var isEmpty: Bool { declared.isEmpty && instanceFunctions.isEmpty }

    /// The function `key` names that `call`'s arguments fit, with its body at them: the one
    /// declared, or the one overload they fit; `nil` when none or several do.
    func function(_ key: String, at call: FunctionCallExprSyntax) -> (function: Function, body: ExprSyntax)? {
        if let function = functions[key] { return function.template.font(at: call).map { (function: function, body: $0) } }
        let fitting = (overloads[key] ?? []).compactMap { function in function.template.font(at: call).map { (function: function, body: $0) } }
        return fitting.count == 1 ? fitting[0] : nil
    }

    static let types = ["Font", "UIFont"]

    /// `Font` or `UIFont` for a base as written (`nil` for any other).
    static func type(ofBase base: String) -> String? {
        switch base {
        case "Font", "SwiftUI.Font": "Font"
        case "UIFont", "UIKit.UIFont": "UIFont"
        default: nil
        }
    }

    /// The part of the table a file whose text is `text` may use: part of its cache key
    /// (``ExtensionColors/cacheKey(for:identifiers:)``), from the file's words.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        let sizesKey = [
            sizes.cacheKey(identifiers: identifiers), held.cacheKey(identifiers: identifiers), built.cacheKey(identifiers: identifiers),
            initializers.cacheKey(identifiers: identifiers),
        ]
        .filter { !$0.isEmpty }.joined(separator: "\n")
        guard !declared.isEmpty || !ownSizeMethods.isEmpty || !instanceFunctions.isEmpty else { return sizesKey }
        var used: [String] = []
        for key in declared {
            guard let name = key.split(separator: ".", maxSplits: 1).last, identifiers.mayName(name) else { continue }
            if let token = tokens[key] { used.append("\(key)=\(token)") }
            if let function = functions[key] { used.append("\(key)=\(function)") }
            for overload in overloads[key] ?? [] { used.append("\(key)=\(overload)") }
            if tokens[key] == nil && functions[key] == nil && overloads[key] == nil { used.append("\(key)=?") }
        }
        for name in ownSizeMethods.sorted() where identifiers.mayName(name) { used.append("UIFont.\(name)()=own") }
        for (name, functions) in instanceFunctions where identifiers.mayName(name) { used.append("instance.\(name)=\(functions)") }
        return (used.sorted() + (sizesKey.isEmpty ? [] : [sizesKey])).joined(separator: "\n")
    }

    /// The members the files `texts` declare. Only files that extend `Font` or `UIFont`, or
    /// name `UIFont` and declare a static member, are parsed.
    static func declared(files: SwiftPrePassTexts) -> AppFonts {
        var trees: [SourceFileSyntax] = []
        var taken: Set<Int> = []
        for index in files.indices {
            guard
                files.containsAny(index, ["extension Font", "extension UIFont", "extension SwiftUI.Font", "extension UIKit.UIFont"])
                    || (files.contains(index, "UIFont") && files.contains(index, "static "))
            else { continue }
            trees.append(files.tree(index))
            taken.insert(index)
        }
        let declaring = AppFontObjects.declaringFiles(of: trees, among: files, except: taken)
        let table = declared(in: trees, objectTrees: declaring.map(files.tree), conditions: taken.sorted().map(files.conditions))
        // Files whose constants only call the app's helpers (``helperLetFiles(of:among:except:)``): read again with them.
        let helperLets = helperLetFiles(of: table, among: files, except: taken)
        guard !helperLets.isEmpty else { return table }
        return declared(
            in: trees + helperLets.map(files.tree), objectTrees: declaring.map(files.tree),
            conditions: (taken.sorted() + helperLets).map(files.conditions))
    }

    /// The members `trees` declare; `objectTrees` are further files read only for the types
    /// whose instances static constants hold (``AppFontObjects``).
    /// `conditions` are each tree's compilation conditions (``ActiveConditionClauses``).
    static func declared(in trees: [SourceFileSyntax], objectTrees: [SourceFileSyntax] = [], conditions: [Set<String>] = []) -> AppFonts {
        var table = AppFonts()
        var members = Members(scopes: AppFontScopes(trees: trees))
        let all = trees + objectTrees
        let constants = all.map { tree in
            let collector = ConstantsCollector()
            collector.walk(tree)
            return collector.finish()
        }
        for (index, tree) in trees.enumerated() {
            let constants = constants[index]
            members.conditions = index < conditions.count ? conditions[index] : []
            // Through `#if os(iOS)` and its kin around an extension (Ruuvi Station's `RuuviFonts.swift:521`).
            for item in AppFontInstanceMethods.iOSItems(tree.statements) {
                if let (namespace, declared) = namespace(item) {
                    table.namespace(namespace, members: declared, into: &members, constants: constants)
                    continue
                }
                guard let extended = item.as(ExtensionDeclSyntax.self), let type = type(ofBase: extended.extendedType.trimmedDescription) else {
                    continue
                }
                for member in AppFontInstanceMethods.iOSMembers(extended.memberBlock.members) {
                    if type == "UIFont", let function = member.decl.as(FunctionDeclSyntax.self), OwnFontDescriptors.keepsOwnSize(function) {
                        table.ownSizeMethods.insert(function.name.text)
                    } else if let function = member.decl.as(FunctionDeclSyntax.self),
                        function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                    {
                        let key = "\(type).\(function.name.text)"
                        table.declared.insert(key)
                        members.functions[key, default: []].append(
                            template(function, conditions: members.conditions).map { Function(template: $0, type: type) })
                    } else if let variable = member.decl.as(VariableDeclSyntax.self),
                        variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                    {
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            table.declared.insert("\(type).\(name)")
                            if type == "UIFont", let held = AppFontObjects.heldType(of: binding, in: variable) {
                                members.objects.append((path: "UIFont.\(name)", type: held))
                            }
                            // A `Font` token is reported where it is written, not read at its uses.
                            if type == "UIFont" { members.tokens.append(("UIFont.\(name)", value(of: binding, in: variable), constants)) }
                        }
                    }
                }
            }
        }
        table.declareObjectMembers(members.objects, in: all, constants: constants, into: &members)
        for (key, found) in members.functions {
            // Two declarations with two bodies: which one a call means is known only from its
            // arguments, and only when every one is read.
            guard let first = found.first ?? nil else { continue }
            if found.allSatisfy({ $0 == first }) {
                table.functions[key] = first
            } else if case let all = found.compactMap({ $0 }), all.count == found.count {
                table.overloads[key] = all.reduce(into: [Function]()) { unique, function in if !unique.contains(function) { unique.append(function) } }
            }
        }
        table.declareInstanceFunctions(members.instanceFunctions)
        table.declareHelperLets(into: &members)
        table.rawSizes = RawValueSizes.declared(in: all)
        var readings: [String: [FontReading?]] = [:]
        for token in members.tokens {
            var reader = FontExpressionReader(constants: token.constants)
            reader.appFonts = table
            reader.implicitFontType = "UIFont"
            // A getter's bare call (`font(.body1, .body)` in `Theme`) is of the type it is declared in.
            reader.ownerType = token.key.lastIndex(of: ".").map { String(token.key[..<$0]) }
            readings[token.key, default: []].append(token.value.flatMap(reader.read))
        }
        table.resolve(readings: readings, aliases: members.aliases)
        return table
    }

    /// A function's body as an expression: its one expression, or the statements as a closure
    /// called in place. Generic functions and ones with `inout` or variadic parameters are not taken.
    static func template(_ function: FunctionDeclSyntax, conditions: Set<String> = []) -> FontWrapper? {
        guard function.genericParameterClause == nil, let statements = function.body?.statements else { return nil }
        let body = AvailableBranches.resolved(ActiveConditionClauses.resolved(statements, conditions: conditions))
        guard !body.isEmpty else { return nil }
        let parameters = function.signature.parameterClause.parameters
        guard parameters.allSatisfy({ $0.ellipsis == nil && !$0.type.trimmedDescription.hasPrefix("inout") }) else { return nil }
        let expression: String
        // A lone `switch` or `if` is a statement, read as the closure's (``FontExpressionReader/everyCaseFixed(_:)``).
        if body.count == 1, let item = body.first?.item, let single = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression,
            !single.is(SwitchExprSyntax.self), !single.is(IfExprSyntax.self)
        {
            expression = single.trimmedDescription
        } else {
            expression = "{\n" + body.map(\.trimmedDescription).joined(separator: "\n") + "\n}()"
        }
        return FontWrapper(
            parameters: parameters.map { parameter in
                FontWrapper.Parameter(
                    label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value.trimmedDescription)
            }, font: expression)
    }

    /// A top-level type of the app, or an extension of a type other than `Font`/`UIFont`, with its members.
    private static func namespace(_ item: CodeBlockItemSyntax.Item) -> (String, MemberBlockItemListSyntax)? {
        guard let (name, members) = AppFontScopes.typeBody(item.as(DeclSyntax.self)), type(ofBase: name) == nil else { return nil }
        return (name, members)
    }

    /// Whether a type as written is `UIFont` (optional or not).
    static func isUIFont(_ type: TypeSyntax?) -> Bool {
        guard let written = type?.trimmedDescription else { return false }
        return ["UIFont", "UIFont?", "UIFont!", "UIKit.UIFont"].contains(written)
    }

    /// Declares the `UIFont` static members of the app's type `name`, and of the types nested in
    /// it by their paths (`Theme.Fonts.Text`): functions that return one, properties typed so or
    /// whose value is written `UIFont…`, and properties whose value names another member
    /// (``Members/aliases``). Other members are not the table's: `Unwrap.maxEntropy` stays a
    /// name the reader does not know.
    private mutating func namespace(_ name: String, members: MemberBlockItemListSyntax, into found: inout Members, constants: Constants) {
        let aliasesUIFont = AppFontInstanceMethods.aliasesFontToUIFont(members)
        for member in AppFontInstanceMethods.iOSMembers(members) {
            if let (nested, inner) = AppFontScopes.typeBody(member.decl) {
                namespace("\(name).\(nested)", members: inner, into: &found, constants: constants)
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), Self.isUIFont(function.signature.returnClause?.type)
            {
                let key = "\(name).\(function.name.text)"
                declared.insert(key)
                namespaces.insert(name)
                found.functions[key, default: []].append(
                    Self.template(function, conditions: found.conditions).map { Function(template: $0, type: "UIFont", owner: name) })
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                AppFontInstanceMethods.returnsUIFont(function, aliasesUIFont: aliasesUIFont)
            {
                found.instanceFunctions[function.name.text, default: []].append(
                    Self.template(function, conditions: found.conditions).map { Function(template: $0, type: "UIFont", owner: name) })
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            {
                for binding in variable.bindings {
                    guard let member = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let held = AppFontObjects.heldType(of: binding, in: variable) {
                        found.objects.append((path: "\(name).\(member)", type: held))
                        continue
                    }
                    let value = Self.value(of: binding, in: variable)
                    if let value, let target = found.scopes.resolve(value, in: name) ?? Self.implicitUIFontMember(value, typed: binding) {
                        found.aliases.append((key: "\(name).\(member)", target: target))
                        continue
                    }
                    guard
                        Self.isUIFont(binding.typeAnnotation?.type)
                            || (binding.typeAnnotation == nil && binding.initializer?.value.trimmedDescription.hasPrefix("UIFont") == true)
                    else {
                        found.noteHelperLet("\(name).\(member)", value: value, typed: binding, in: name, constants: constants)
                        continue
                    }
                    declared.insert("\(name).\(member)")
                    namespaces.insert(name)
                    found.tokens.append(("\(name).\(member)", value, constants))
                }
            }
        }
    }

    /// `UIFont.subhead2` for `static let font: UIFont = .subhead2`: a member of `UIFont` written
    /// without its type, which the table reads as the app's own token it names. Read as a value of
    /// its own it was unknown (the table's tokens are read after every declaration), so
    /// `HighlightedDescriptionBaseView.font` used in another file was missed (unstoppable-wallet-ios
    /// 426cdf59 `HighlightedDescriptionBaseView.swift:5`, `TitledHighlightedDescriptionView.swift:59`).
    private static func implicitUIFontMember(_ value: ExprSyntax, typed binding: PatternBindingSyntax) -> String? {
        guard isUIFont(binding.typeAnnotation?.type), let member = value.unparenthesized.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.argumentNames == nil
        else { return nil }
        return "UIFont.\(member.declName.baseName.text)"
    }

    /// A `let`'s value or a getter's returned expression (several statements: their closure,
    /// called in place); a stored `static var` has none.
    private static func value(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> ExprSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            guard body.count == 1, let item = body.first?.item else {
                guard !body.isEmpty else { return nil }
                let called = SwiftParsing.parse("_ = {\n" + body.trimmedDescription + "\n}()")
                return called.statements.first?.item.as(SequenceExprSyntax.self).flatMap { Array($0.elements).last }
            }
            return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        case .accessors?: return nil
        case nil: return variable.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : nil
        }
    }
}

extension AppFonts {
    /// What the declarations hold before they are read: several entries for a key are several
    /// declarations of one name, which must agree.
    struct Members {
        let scopes: AppFontScopes
        var functions: [String: [Function?]] = [:]
        var tokens: [(key: String, value: ExprSyntax?, constants: Constants)] = []
        /// A member whose value names another (`Text.content = Fonts.content` in `Theme.Fonts`:
        /// `Theme.Fonts.Text.content` → `Theme.Fonts.content`), by full paths.
        var aliases: [(key: String, target: String)] = []
        /// The compilation conditions of the file being read (``ActiveConditionClauses``).
        var conditions: Set<String> = []
        /// Instance methods returning a `UIFont`, by name (``AppFontInstanceMethods``).
        var instanceFunctions: [String: [Function?]] = [:]
        /// Static constants that hold an instance of an app type (`UIFont.verse`, `VerseFonts`).
        var objects: [(path: String, type: String)] = []
        /// Untyped static constants whose value calls a static function (``declareHelperLets(into:)``).
        var helperLets: [(key: String, value: ExprSyntax, constants: Constants, callee: String)] = []
    }

    /// Declares `UIFont.verse.contactName` for each `UIFont` member of the type a static
    /// constant holds (``AppFontObjects``), with the value it holds.
    mutating func declareObjectMembers(
        _ objects: [(path: String, type: String)], in trees: [SourceFileSyntax], constants: [Constants], into found: inout Members
    ) {
        let members = AppFontObjects.fontMembers(of: Set(objects.map(\.type)), in: trees)
        for object in objects {
            for member in members[object.type] ?? [] {
                declared.insert("\(object.path).\(member.name)")
                namespaces.insert(object.path)
                found.tokens.append(("\(object.path).\(member.name)", member.value, constants[member.tree]))
            }
        }
    }

    /// The deepest chain of names followed (`Controls.title` → `header` → a font).
    static let maximumAliasDepth = 8

    /// Sets each member's font: its value's reading, or the font of the member it names. A
    /// member that names a font member is declared (its uses are the app's font), one that names
    /// anything else is not the table's. A name declared twice must read alike both times.
    mutating func resolve(readings: [String: [FontReading?]], aliases: [(key: String, target: String)]) {
        var targets: [String: [String]] = [:]
        for alias in aliases { targets[alias.key, default: []].append(alias.target) }
        var grown = true
        while grown {
            grown = false
            for (key, found) in targets where !declared.contains(key) && found.contains(where: declared.contains) {
                declared.insert(key)
                if let dot = key.lastIndex(of: ".") { namespaces.insert(String(key[..<dot])) }
                grown = true
            }
        }
        func reading(_ key: String, depth: Int) -> FontReading? {
            guard depth < Self.maximumAliasDepth else { return nil }
            let found = (readings[key] ?? []) + (targets[key] ?? []).map { reading($0, depth: depth + 1) }
            guard let first = found.first ?? nil, found.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        for key in declared {
            if let found = reading(key, depth: 0) { tokens[key] = found }
        }
    }
}
