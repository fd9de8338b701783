import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// A font as a Swift expression spells it, read without a type checker.
struct FontReading: Equatable {
    /// The font.
    var font: ScannedFont
    /// Whether it is `Font.custom(_:size:)`, which scales with Body because it names no style
    /// (a note may suggest `relativeTo:`).
    var scalesWithImpliedBody = false
    /// Whether it is UIKit's `UIFontMetrics.scaledFont(for:)` of a fixed font: scaled once, when
    /// it is made, and kept up to date only by `adjustsFontForContentSizeCategory` (Apple).
    var scaledByMetrics = false
    /// Whether it is a SwiftUI `Font` text style (`.headline`, `Font.body.weight(.bold)`,
    /// `.system(.title)`), which UIFont has no spelling for: SwiftUI scales it whenever the text
    /// size changes, also as an `AttributedString`'s `.font` (Element X 5d0343c4
    /// `PinnedItemsBannerView.swift:89`, Mlem 83702b65 `View+ExternalApiWarning.swift:60`).
    var isSwiftUITextStyle = false

    /// Whether the font is one UIKit sizes from the current text size (a text style or a
    /// metrics-scaled font), so setting it again after a size change follows the change.
    var followsTextSize: Bool {
        if case .textStyle = font { return true }
        return scaledByMetrics
    }
}

/// Reads SwiftUI `Font` and UIKit `UIFont` expressions into `ScannedFont`s.
///
/// Recognised (see Documentation/SwiftScan.md): the eleven text styles (`.body`, `Font.title2`),
/// `.system(_:design:weight:)` with a style, `.system(size:weight:design:)`,
/// `.custom(_:size:)`, `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, `Font(uiFont)`,
/// the modifiers `.weight(_:)`, `.bold()` and the ones that keep the size (`.italic()`,
/// `.monospacedDigit()`…); `UIFont.systemFont(ofSize:)`/`(ofSize:weight:)`,
/// `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, `monospacedSystemFont(ofSize:weight:)`,
/// `monospacedDigitSystemFont(ofSize:weight:)`, `UIFont(name:size:)` (with `!`, `?` or `??`), R.swift's `UIFont(resource:size:)`,
/// `preferredFont(forTextStyle:)`, `.withSize(_:)`, and
/// `UIFontMetrics(forTextStyle:)`/`UIFontMetrics.default` `.scaledFont(for:)`.
struct FontExpressionReader {
    let constants: Constants
    /// Whether the file names an API that follows the text size (``AppScaledSizes``): a
    /// multiplier in it may be one, so a size times a name is not read as fixed.
    var fileMentionsDynamicType = true
    /// The app's own `Font`/`UIFont` members (``AppFonts``).
    var appFonts = AppFonts()
    /// `Font` or `UIFont` when the context says which an implicit member (`.footnote12`) is: a
    /// SwiftUI `.font(…)` takes a `Font`, a UIKit view's `font` a `UIFont`; `nil` when not known.
    var implicitFontType: String?
    /// How many app functions deep the reading is (``maximumAppFontDepth``).
    var depth = 0
    /// The app's type whose function body or member getter is being read (`Theme`): a bare call
    /// in it is one of that type's functions. `nil` elsewhere, and in an extension of `Font` or
    /// `UIFont` (``implicitFontType`` is the type there).
    var ownerType: String?
    /// The names a closure called in place binds (`let metrics = UIFontMetrics(…)`), read where
    /// they are used in its returned expression, not only when returned alone: Unwrap 44886cb3
    /// `Unwrap.swift:42-47` returns `metrics.scaledFont(for: baseFont)` of two such names.
    var locals: [String: ExprSyntax] = [:]

    /// The font `expression` spells, `nil` when it is not one of the recognised shapes or a
    /// size in it is not a literal (a variable's value is not known without running the code).
    func read(_ expression: ExprSyntax) -> FontReading? {
        let expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return read(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return read(optional.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return local(reference) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `UIFont(name: "Avenir", size: 17) ?? .systemFont(ofSize: 17)`: both sides are fixed
            // or not alike; the first is the one meant, unless it is known to be `nil`
            // (``switchesToNil(_:)``).
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return read(Self.switchesToNil(elements[0]) ? elements[2] : elements[0])
            }
            return fixedBranch(elements)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // A UIKit font named `.body` can only be the app's own `UIFont.body`.
            if implicitFontType == "UIFont", member.base == nil, let token = appToken(member) { return token }
            // `theme.fonts.body`: the text style the app's theme object holds (a UIKit font only).
            if implicitFontType == "UIFont", let held = appFonts.held.reading(member) { return held }
            // `text.font` of a parameter typed as the app's struct every construction gives a fixed font.
            if let built = appFonts.built.reading(member) { return built }
            return styleConstant(member) ?? appToken(member)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return closureResult(closure)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let modified = modifier(member.declName.baseName.text, call: call, base: base)
        {
            return modified
        }
        return constructor(call) ?? appFunctionCall(call) ?? appInstanceCall(call) ?? libraryFontCall(call)
    }

    /// The font a closure called where it is written returns (`label.font = { let font =
    /// UIFont.systemFont(ofSize: 20, weight: .semibold); return font.fontDescriptor.withDesign(.rounded)
    /// .flatMap { UIFont(descriptor: $0, size: 20) } ?? font }()`, Mastodon a9e088a9c
    /// `ProfileStatusDashboardMeterView.swift:16-21`, a fixed 20 pt count that was missed): its one
    /// `return`, a name bound in the closure read where it is bound, and of `a ?? b` the side read
    /// first. `nil` when a `return` is in a branch (which one runs is not known).
    private func closureResult(_ closure: ClosureExprSyntax) -> FontReading? {
        // One `switch` on a member the call spells: the case that runs (``switchedReturn(_:)``).
        if let switched = Self.switchedReturn(closure) {
            guard case .font(let returned) = switched else { return nil }
            return read(returned)
        }
        // A `switch` on a value not known whose every case returns a fixed font (``everyCaseFixed(_:)``).
        if let fixed = everyCaseFixed(closure) { return fixed }
        // `guard let font = UIFont(name: …, size: size) else { return .systemFont(ofSize: size) }; return
        // font`: the font meant is the one bound; the fallback, for a font missing from the app, is
        // not read in its place (a bound size not known leaves the font unknown).
        if let guarded = Self.guardedReturn(closure) {
            var inner = self
            inner.locals.merge(guarded.locals) { _, new in new }
            return inner.read(guarded.bound)
        }
        var bound: [String: ExprSyntax] = [:]
        var returned: ExprSyntax?
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        bound[name] = value
                    }
                }
            } else if let statement = item.item.as(ReturnStmtSyntax.self), returned == nil {
                returned = statement.expression
            } else if closure.statements.count == 1, let expression = item.item.as(ExprSyntax.self) {
                returned = expression
            }
        }
        let returns = closure.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) }.count
        guard let returned, returns <= 1 else { return nil }
        var inner = self
        inner.locals.merge(bound) { _, new in new }
        func resolved(_ expression: ExprSyntax) -> FontReading? {
            guard let reference = expression.unparenthesized.as(DeclReferenceExprSyntax.self) else { return inner.read(expression) }
            if bound[reference.baseName.text] != nil { return inner.read(expression) }
            return inner.assignedInBranches(reference.baseName.text, in: closure, bound: bound)
        }
        if let sequence = returned.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return resolved(elements[0]) ?? resolved(elements[2])
            }
        }
        return resolved(returned)
    }

    /// A name a closure bound (``locals``), read as its value; each name is read once along a
    /// path, so `let font = font` cannot loop. `nil` for any other name.
    private func local(_ reference: DeclReferenceExprSyntax) -> FontReading? {
        let name = reference.baseName.text
        guard reference.argumentNames == nil, let value = locals[name] else { return nil }
        var inner = self
        inner.locals[name] = nil
        return inner.read(value)
    }

    /// `condition ? a : b` where a branch is a fixed font: that branch, the smaller when both are
    /// (Damus 9d287c7c PubkeyView.swift:50, `.font(sidemenu ? .system(size: 10) : .footnote)`, was
    /// missed); `nil` when neither is fixed or a branch is not read (a text style either way scales).
    private func fixedBranch(_ elements: [ExprSyntax]) -> FontReading? {
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            let first = read(ternary.thenExpression), let second = read(elements[elements.count - 1])
        else { return nil }
        switch (first.font, second.font) {
        case (.fixed(let a, _, _, _), .fixed(let b, _, _, _)): return a <= b ? first : second
        case (.fixed, _): return first
        case (_, .fixed): return second
        default: return nil
        }
    }

    /// A UIKit font's size: a number, or the smaller of `narrow ? 16 : 18` (Loop 710182e2
    /// `StatusTableViewController.swift:903`, `.systemFont(ofSize: adjustViewForNarrowDisplay ? 16 : 18,
    /// weight: .bold)`, was missed), as ``FixedSizeBranches`` reads SwiftUI's.
    private func uiKitSize(_ expression: ExprSyntax?) -> Double? {
        // A size a closure bound (`var fontSize = size`, ``guardedReturn(_:)``) is its value.
        var expression = expression
        if let reference = expression?.unparenthesized.as(DeclReferenceExprSyntax.self), let value = locals[reference.baseName.text] {
            expression = value
        }
        // A size of 0 draws no text (EhPanda a67ba072 `LiveTextView.swift:154`, a text view kept
        // invisible for Live Text with `.systemFont(ofSize: 0)`, was reported as a fixed size).
        guard
            let size = constants.number(expression) ?? FixedSizeBranches.smaller(expression, constants: constants)
                ?? FixedSizeBranches.smallerLocal(expression, constants: constants) ?? appFonts.rawSizes.size(expression), size > 0
        else { return nil }
        return size
    }

    /// `.body`, `Font.headline`, `UIFont.TextStyle.body` is read by ``textStyle(_:)``.
    private func styleConstant(_ member: MemberAccessExprSyntax) -> FontReading? {
        let base = member.base?.trimmedDescription
        guard base == nil || base == "Font" || base == "SwiftUI.Font" else { return nil }
        guard let style = textStyle(ExprSyntax(member)) else { return nil }
        return FontReading(font: .textStyle(style, weight: nil, live: true), isSwiftUITextStyle: true)
    }

    /// A style named by `expression`: `.body`, `.title` (Title 1), `UIFont.TextStyle.caption1`.
    func textStyle(_ expression: ExprSyntax?) -> TextStyle? {
        guard let name = expression?.unparenthesized.lastName, Self.styleNames.contains(name) else { return nil }
        return try? TextStyle(parsing: name)
    }

    private static let styleNames: Set<String> = [
        "largeTitle", "title", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption1", "caption2",
    ]

    /// A weight named by `expression`: `.bold`, `Font.Weight.semibold`, `UIFont.Weight.heavy`.
    func weight(_ expression: ExprSyntax?) -> FontWeight? {
        // `.light.w()`: an app's own weight enum turned into UIKit's by a method, as a helper's
        // `weight.w()` reads at a call (Antidote ffc5ae25 `UIFontExtension.swift:13-25`, whose cases
        // `light`, `medium`, `bold` return those weights): the weight its case names.
        if let call = expression?.unparenthesized.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base
        {
            return weight(base)
        }
        guard let name = expression?.unparenthesized.lastName else { return nil }
        return FontWeight.standard.first { $0.caseName == name }
    }

    /// `base.name(…)` where `base` is a font: weight and size changes, and the SwiftUI modifiers
    /// that keep the size.
    private func modifier(_ name: String, call: FunctionCallExprSyntax, base: ExprSyntax) -> FontReading? {
        // `UIFontMetrics(…).scaledFont(for:)` has a metrics object, not a font, as its base.
        if name == "scaledFont" { return scaledFont(call, metrics: base) }
        let keepsSize: Set<String> = ["italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width"]
        // `withWeight(_:)` is no UIKit method but apps' own (Amperfy d3513f85 HomeVC.swift:440, 495-501,
        // `UIFont.preferredFont(forTextStyle: .title3).withWeight(.semibold)`, whose Title 3 was missed): a weight change.
        let name = name == "withWeight" ? "weight" : name
        guard name == "weight" || name == "bold" || name == "withSize" || keepsSize.contains(name) else { return nil }
        guard var reading = read(base) else {
            // `mainLabel.font = mainLabel.font.withSize(25)` (Open Food Facts 35cf4ea5
            // `ErrorView.swift:23`, missed): whatever a view's font is, it is now a fixed size.
            // `view.font.bold.withSize(11)` (SwiftHub 58d85c58 `DefaultTableViewCell.swift:52`): a bold
            // copy of it made by an app's or library's `bold` property (SwifterSwift's `UIFont.bold`), then sized.
            var viewFont = base
            var weight = FontWeight.regular
            if let member = base.unparenthesized.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "bold", let inner = member.base {
                (viewFont, weight) = (inner, .bold)
            }
            guard name == "withSize", Self.isViewFont(viewFont), let size = constants.number(call.arguments.first?.expression) else { return nil }
            return FontReading(font: .fixed(size: size, unit: "pt", weight: weight, family: nil))
        }
        switch name {
        case "withSize":
            // `preferredFont(forTextStyle:).withSize(20)` pins the size: it no longer scales.
            guard let size = constants.number(call.arguments.first?.expression) else { return nil }
            reading.font = .fixed(size: size, unit: "pt", weight: reading.font.weightOrRegular, family: reading.font.family)
            reading.scalesWithImpliedBody = false
        case "weight":
            guard let weight = weight(call.arguments.first?.expression) else { return reading }
            reading.font = reading.font.with(weight: weight)
        case "bold":
            reading.font = reading.font.with(weight: .bold)
        default:
            break
        }
        return reading
    }

    /// `label.font`, `label.font!`, `button.titleLabel?.font`: a view's own font, read as a member
    /// named `font` (a SwiftUI `Font` has no `withSize`).
    private static func isViewFont(_ expression: ExprSyntax) -> Bool {
        var expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "font" && member.base != nil
    }

    private func scaledFont(_ call: FunctionCallExprSyntax, metrics: ExprSyntax) -> FontReading? {
        guard let inner = call.argument("for").flatMap(read) else { return nil }
        // `metrics.scaledFont(for:)` where a closure bound `let metrics = UIFontMetrics(…)`.
        var metrics = metrics
        if let reference = metrics.unparenthesized.as(DeclReferenceExprSyntax.self), let value = locals[reference.baseName.text] { metrics = value }
        var relativeTo: TextStyle?
        if let metricsCall = metrics.unparenthesized.as(FunctionCallExprSyntax.self), metricsCall.calledName == "UIFontMetrics" {
            relativeTo = textStyle(metricsCall.argument("forTextStyle"))
        } else if metrics.trimmedDescription != "UIFontMetrics.default" {
            return nil
        }
        switch inner.font {
        case .fixed(let size, _, let weight, let family), .scaled(let size, _, let weight, let family):
            return FontReading(font: .scaled(size: size, relativeTo: relativeTo ?? .body, weight: weight, family: family), scaledByMetrics: true)
        case .textStyle, .materialRole:
            return inner
        }
    }

    /// The family `UIFont(name:size:)` names: its literal, else the app's own face the code names
    /// (``ScannedFont/familyNamedInCode``), never the system's.
    private func namedFamily(_ call: FunctionCallExprSyntax) -> String {
        call.argument("name")?.stringLiteralValue ?? ScannedFont.familyNamedInCode
    }

    /// R.swift's `UIFont(resource: R.font.sourceSansProRegular, size: 15)`: a font the app bundles,
    /// at the size given, which Dynamic Type never changes (AlphaWallet e4e5cc89
    /// `AppStyle.swift:108-118`, whose `Fonts.regular(size:)` sets some 60 labels, all missed). Its
    /// face is R.swift's identifier for the font's name, first letter capitalised.
    private func resourceFont(_ call: FunctionCallExprSyntax) -> FontReading? {
        guard let size = uiKitSize(call.argument("size")) else { return nil }
        let family = call.argument("resource")?.unparenthesized.as(MemberAccessExprSyntax.self).map { member in
            let name = member.declName.baseName.text
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        return FontReading(font: .fixed(size: size, unit: "pt", weight: .regular, family: family ?? ScannedFont.familyNamedInCode))
    }

    /// Calls that make a font: `Font.system(…)`, `.custom(…)`, `UIFont.systemFont(ofSize:)`,
    /// `UIFont(name:size:)`, `Font(uiFont)`.
    private func constructor(_ call: FunctionCallExprSyntax) -> FontReading? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "UIFont":
                if call.hasLabels(["descriptor", "size"]) { return descriptorFont(call) }
                if call.hasLabels(["resource", "size"]) { return resourceFont(call) }
                guard call.hasLabels(["name", "size"]), let size = uiKitSize(call.argument("size")) else { return nil }
                return FontReading(font: .fixed(size: size, unit: "pt", weight: .regular, family: namedFamily(call)))
            case "Font":
                // SwiftUI's `Font` has no `init(name:size:)`: written so, `Font` is a type's alias
                // of `UIFont` (SwiftGen's and Ruuvi's `FontAsset`: `typealias Font = UIFont`).
                if call.hasLabels(["name", "size"]), let size = uiKitSize(call.argument("size")) {
                    return FontReading(font: .fixed(size: size, unit: "pt", weight: .regular, family: namedFamily(call)))
                }
                guard call.arguments.count == 1, call.arguments.first?.label == nil, let inner = call.arguments.first?.expression else { return nil }
                return read(inner)
            default:
                return nil
            }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let base = member.base?.trimmedDescription
        let name = member.declName.baseName.text
        let swiftUIBase = base == nil || base == "Font" || base == "SwiftUI.Font"
        let uiKitBase = base == nil || base == "UIFont" || base == "UIKit.UIFont"
        switch name {
        case "system" where swiftUIBase:
            if let style = textStyle(call.arguments.first?.expression), call.arguments.first?.label == nil {
                return FontReading(font: .textStyle(style, weight: weight(call.argument("weight")), live: true), isSwiftUITextStyle: true)
            }
            guard let size = constants.number(call.argument("size")) ?? FixedSizeBranches.smaller(call.argument("size"), constants: constants) else {
                return nil
            }
            return FontReading(font: .fixed(size: size, unit: "pt", weight: weight(call.argument("weight")) ?? .regular, family: nil))
        case "custom" where swiftUIBase:
            let family = call.arguments.first?.expression.stringLiteralValue ?? ScannedFont.familyNamedInCode
            if let size = constants.number(call.argument("fixedSize")) {
                return FontReading(font: .fixed(size: size, unit: "pt", weight: .regular, family: family))
            }
            guard let size = constants.number(call.argument("size")) else { return nil }
            if call.argument("relativeTo") != nil {
                return FontReading(font: .scaled(size: size, relativeTo: textStyle(call.argument("relativeTo")), weight: .regular, family: family))
            }
            return FontReading(font: .scaled(size: size, relativeTo: nil, weight: .regular, family: family), scalesWithImpliedBody: true)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            guard uiKitBase, let size = uiKitSize(call.argument("ofSize")) else { return nil }
            let weight = name == "boldSystemFont" ? .bold : (weight(call.argument("weight")) ?? .regular)
            return FontReading(font: .fixed(size: size, unit: "pt", weight: weight, family: nil))
        case "preferredFont" where uiKitBase:
            // An app's own `UIFont.preferredFont(for: .body, weight: .medium)` beside UIKit's
            // `preferredFont(forTextStyle:)` is that style at the size of the moment, as its name
            // says (Simplenote d3e2599c `UIFont+Simplenote.swift:21`, from
            // `preferredFontDescriptor(withTextStyle:)`; nine labels given it were missed).
            let argument = call.argument("forTextStyle") ?? call.argument("for")
            // A style held in the type's stored property (`var fontStyle: UIFont.TextStyle = .body`,
            // Rocket.Chat 3172a098 StyledButton.swift:23, :82) is read at its default.
            guard let style = textStyle(argument) ?? textStyle(argument.flatMap(StoredPropertyDefaults.value(of:))) else { return nil }
            // UIKit: live only with adjustsFontForContentSizeCategory; the caller knows.
            return FontReading(font: .textStyle(style, weight: weight(call.argument("weight")), live: false))
        default:
            return nil
        }
    }
}
