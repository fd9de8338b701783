import Foundation
import SwiftParser
import SwiftSyntax

/// The padding an app's own `ButtonStyle` adds around every label it is given: `makeBody`'s
/// `configuration.label.padding(N)` makes each button N pt larger on every side than its label,
/// wherever the style is declared. Damus 9d287c7c `FullScreenCarouselView.swift:101`, a 30 × 30 pt
/// label with `.buttonStyle(PlayerCircleButtonStyle())`, whose `makeBody` pads it by `padding`, 8
/// by default (`DamusVideoControlsView.swift:89-98`): a 46 × 46 pt button, reported as 30 × 30.
///
/// Each `.padding` of the chain counts on the edges it names (`.padding([.top, .bottom], 8)`,
/// Amperfy d3513f85 `ButtonStyles.swift:30`), and its amount may be a computed property that
/// `if`s or `switch`es over the style's stored properties, which the call gives (Element X
/// `CompoundButtonStyle.swift:60-83`, `.compound(.tertiary, size: .toolbarIcon)` pads 3 pt:
/// a 20 pt label is a 26 pt button, reported as 20).
struct StylePadding: Sendable, Equatable {
    /// One `.padding` of the label chain: the edges and the amount.
    struct Pad: Sendable, Equatable {
        var edges: Set<String>
        var amount: Amount
    }

    enum Amount: Sendable, Equatable {
        case number(Double)
        /// A stored property an initialiser parameter labelled `label` sets, `value` by default.
        case parameter(label: String, value: Double)
        /// A computed property's declaration, evaluated with the call's arguments (``StyleValues``).
        case computed(String)
    }

    var pads: [Pad] = []
    /// Whether `makeBody` gives the label a font of its own (its text is then not in Body).
    var setsFont = false
    /// That font's expression as written (`Font.caption.weight(.bold)`), read where a button uses
    /// the style: its line height is the text's (XcodesApp 7fd5b660 `AppStoreButtonStyle.swift:82`).
    var font: String?
    /// The least width `makeBody`'s `.frame(minWidth:)` gives the label, when a number.
    var minimumWidth: Double?
    /// The stored properties' initial values (`var size: Size = .large`), by name.
    var defaults: [String: String] = [:]
    /// For a static factory (`static func compound(_ kind: Kind, size: Size = .large) -> Style`,
    /// keyed `.compound(`): the style it makes, its parameters, and the style's initialiser
    /// arguments by label with the factory parameter (or text) each is given.
    var factory: Factory?
    /// The fixed frame `makeBody` draws the label in (``StyleFrame``): the style then pads nothing
    /// the scan adds, it sizes the button.
    var frame: StyleFrame?

    struct Factory: Sendable, Equatable {
        var style: String
        var parameters: [Parameter]
        var arguments: [String: String]
    }

    /// A factory parameter: its argument label, its name, its default value's text.
    struct Parameter: Sendable, Equatable {
        var label: String?
        var name: String
        var value: String?
    }
}

/// What a style adds to its label's size: `width` is leading + trailing, `height` top + bottom.
struct StyleGain: Equatable {
    var width: Double
    var height: Double
    var setsFont = false
    /// The style's own `.font` argument, as written (``StylePadding/font``).
    var font: String?
    /// The least width the style's frame gives (``StylePadding/minimumWidth``).
    var minimumWidth: Double?
}

enum ProjectButtonStyles {
    /// The padded styles the files declare, by type name, and their static factories (`.name(`),
    /// read before the files are scanned so a style declared in another file is known. Only
    /// files that mention `makeBody` are parsed.
    static func paddings(files: SwiftPrePassTexts) -> [String: StylePadding] {
        var styles: [String: StylePadding] = [:]
        for index in files.indices where files.containsAny(index, ["makeBody", "Self =="]) {
            styles.merge(paddings(in: files.tree(index))) { first, _ in first }
        }
        return styles
    }

    /// The padded `ButtonStyle`s a file declares: a `makeBody` whose label chain is padded by
    /// numbers, stored constants, initialiser parameters with a default or computed properties,
    /// and fixes no frame of its own (that chain is a target of its own, ``ButtonStyleLabels``).
    static func paddings(in tree: SourceFileSyntax) -> [String: StylePadding] {
        var styles: [String: StylePadding] = [:]
        for statement in tree.statements {
            if let type = statement.item.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: { ["ButtonStyle", "SwiftUI.ButtonStyle"].contains($0.type.trimmedDescription) })
                    == true,
                let padding = padding(of: type) ?? (frame(of: type) ?? stackedFrame(of: type)).map({ StylePadding(frame: $0) })
            {
                styles[type.name.text] = padding
            }
            if let fileExtension = statement.item.as(ExtensionDeclSyntax.self) {
                for (name, factory) in StyleValues.factories(in: fileExtension) { styles[".\(name)("] = StylePadding(factory: factory) }
            }
        }
        return styles
    }

    private static func padding(of type: StructDeclSyntax) -> StylePadding? {
        // A frame that only lets the button grow (`.frame(maxWidth: maxWidth)`) fixes no size; nor
        // does a least width, kept to widen what the padding gives. A bare label in a stack is
        // padded by the stack's chain (``enclosingStack(of:)``).
        guard let found = label(of: type), case let label = enclosingStack(of: found) ?? found,
            let chain = ModifierChain(outermost: label.outermostOfModifierChain),
            chain.modifiers.allSatisfy({
                $0.name != "frame" || $0.call.arguments.allSatisfy { ["maxWidth", "maxHeight", "minWidth", "alignment"].contains($0.label?.text) }
            })
        else { return nil }
        var style = StylePadding(defaults: StyleValues.storedDefaults(in: type))
        style.setsFont = chain.modifiers.contains { $0.name == "font" }
        style.font = chain.first("font")?.call.arguments.first?.expression.trimmedDescription
        style.minimumWidth = chain.modifiers.compactMap { $0.name == "frame" ? Constants().number($0.call.argument("minWidth")) : nil }.max()
        for modifier in chain.modifiers where modifier.name == "padding" {
            let arguments = Array(modifier.call.arguments)
            if let insets = edgeInsets(arguments) {
                style.pads += insets
                continue
            }
            var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
            guard let last = arguments.last?.expression, arguments.allSatisfy({ $0.label == nil }) else { return nil }
            if arguments.count == 2 {
                guard let named = PaddingInsets.edges(arguments[0].expression) else { return nil }
                edges = named
            } else if arguments.count != 1 {
                return nil
            }
            guard let amount = amount(last, in: type) else { return nil }
            style.pads.append(StylePadding.Pad(edges: edges, amount: amount))
        }
        return style.pads.isEmpty ? nil : style
    }

    /// A padding's amount: a number, a stored constant, an initialiser parameter's default or a
    /// computed property of the style.
    private static func amount(_ argument: ExprSyntax, in type: StructDeclSyntax) -> StylePadding.Amount? {
        if let value = Constants().number(argument) { return .number(value) }
        guard let name = argument.lastName,
            argument.is(DeclReferenceExprSyntax.self) || argument.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
        else { return nil }
        return stored(name, in: type) ?? StyleValues.computed(name, in: type).map { .computed($0) }
    }

    /// The value of the stored property `name`: its initial value, or the default of the
    /// initialiser parameter that sets it.
    private static func stored(_ name: String, in type: StructDeclSyntax) -> StylePadding.Amount? {
        for member in type.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                let value = binding.initializer.flatMap({ Constants().number($0.value) })
            {
                return .number(value)
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self),
                let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                let value = parameter.defaultValue.flatMap({ Constants().number($0.value) })
            {
                return .parameter(label: parameter.firstName.text, value: value)
            }
        }
        return nil
    }

    /// The padding `.buttonStyle(Style(…))` or `.buttonStyle(.factory(…))` in `chain` adds, when
    /// `Style` is a padded style of `styles` and every amount is known at this call.
    static func gain(of chain: ModifierChain, styles: [String: StylePadding], constants: Constants) -> StyleGain? {
        guard !styles.isEmpty, let modifier = chain.first("buttonStyle"), let argument = modifier.call.arguments.first?.expression else { return nil }
        let call = argument.as(FunctionCallExprSyntax.self)
        var style: StylePadding?
        var values: [String: String] = [:]
        if let name = (call?.calledExpression ?? argument).as(DeclReferenceExprSyntax.self)?.baseName.text {
            style = styles[name]
            for argument in call?.arguments ?? [] { if let label = argument.label?.text { values[label] = argument.expression.trimmedDescription } }
        } else if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            let factory = styles[".\(member.declName.baseName.text)("]?.factory
        {
            guard let made = StyleValues.arguments(of: call, factory: factory) else { return nil }
            style = styles[factory.style]
            values = made
        }
        guard let style, style.frame == nil else { return nil }
        var sides: [String: Double] = [:]
        for pad in style.pads {
            let value: Double?
            switch pad.amount {
            case .number(let number): value = number
            case .parameter(let label, let number):
                value = call?.argument(label).map { constants.number($0) } ?? number
            case .computed(let declaration):
                value = StyleValues.evaluate(declaration, values: style.defaults.merging(values) { _, given in given })
            }
            guard let value else { return nil }
            for edge in pad.edges { sides[edge, default: 0] += value }
        }
        return StyleGain(
            width: sides["leading", default: 0] + sides["trailing", default: 0], height: sides["top", default: 0] + sides["bottom", default: 0],
            setsFont: style.setsFont, font: style.font, minimumWidth: style.minimumWidth)
    }

    /// The padding on each side the chain's style adds to a button sized by its label's `frame`:
    /// the same on every side, it is the hit area's outset (the finding names it); otherwise
    /// (`.padding([.top, .bottom], 8)`) each side is added to the frame's width and height.
    static func outset(of chain: ModifierChain, adding frame: inout FrameArithmetic, scan: SwiftFileScan) -> Double {
        guard let gain = gain(of: chain, styles: scan.facts.buttonStylePaddings, constants: scan.constants) else { return 0 }
        if gain.width == gain.height, gain.minimumWidth == nil { return gain.width / 2 }
        frame.width = frame.width.map { max($0 + gain.width, gain.minimumWidth ?? 0) }
        frame.height = frame.height.map { $0 + gain.height }
        return 0
    }

    /// The first `configuration.label` in a body, `configuration` written as one of `bases`
    /// (`configuration`, or a view's property and `self.` it).
    final class LabelFinder: SyntaxVisitor {
        let bases: [String]
        var label: MemberAccessExprSyntax?

        init(bases: [String]) {
            self.bases = bases
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard label == nil else { return .skipChildren }
            if node.declName.baseName.text == "label", bases.contains(node.base?.trimmedDescription ?? "") {
                label = node
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
