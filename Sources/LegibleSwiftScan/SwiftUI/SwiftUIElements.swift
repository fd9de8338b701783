import LegibleCatalogs
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// Turns one SwiftUI modifier chain into elements and findings.
struct SwiftUIElements {
    let scan: SwiftFileScan

    /// Reads `chain`; `consumedFonts` collects the font expressions read here, so the file-wide pass over `Font.system(size:)` does not report them twice.
    func read(_ chain: ModifierChain, consumedFonts: inout Set<SyntaxIdentifier>) {
        for modifier in chain.modifiers where modifier.name == "font" {
            if let argument = modifier.call.arguments.first?.expression { consumedFonts.insert(argument.id) }
        }
        readClamp(chain)
        let root = chain.rootCall
        let kind = root.flatMap { SwiftUIViews.kind(of: $0.name) }
        let tapIndex = chain.modifiers.firstIndex {
            $0.name == "onTapGesture" || $0.name == "onLongPressGesture" || DragHandles.isTargetGesture($0)
        }
        if let root, let kind {
            element(kind: kind, chain: chain, root: root, sizeModifiers: chain.modifiers[...])
            // `Text(…).frame(height: 36).onTapGesture { … }` is a target as well as a text, as a
            // tapped `Color` is (zashi-ios 2488b266 `SwapComponents.swift:302-324`, slippage chips).
            if let tapIndex, root.name == "Text", !kind.isInteractive { tappable(chain, sizeModifiers: chain.modifiers[..<tapIndex]) }
        } else if ButtonStyleLabels.isStyledLabel(chain.root) {
            styledLabel(chain)
            standaloneText(chain)
        } else if let tapIndex {
            tappable(chain, sizeModifiers: chain.modifiers[..<tapIndex])
            // An `Image`'s font sizes its symbol, not text (``TappableSymbols``).
            if root?.name != "Image" { standaloneText(chain) }
        } else if root?.name != "Image" {
            standaloneText(chain)
        }
    }

    /// A Text, Button, Toggle… with what its chain says about it.
    private func element(
        kind: ScannedElement.Kind, chain: ModifierChain, root: (name: String, call: FunctionCallExprSyntax),
        sizeModifiers: ArraySlice<ModifierChain.Modifier>
    ) {
        var element = ScannedElement(kind: kind, id: scan.elementID(root.call), location: scan.location(of: root.call), platform: .iOS)
        let iconOnly = (kind == .button && labelIsImageOnly(root.call)) || Self.showsIconsOnly(chain) || IconFonts.drawsIcons(chain)
        // Menu rows and menu picker options are drawn in the system's font (``SystemDrawnControls/drawsText(_:)``).
        if kind.showsText && !iconOnly && !SystemDrawnControls.drawsText(root.call) {
            element.text = TextContent.ofView(root.call, name: root.name)
            // `Text("🎉")`: a picture at any size (``EmojiText``), remembered past the width check below;
            // so is `Text(verbatim: "·")`, a separator between views (``SeparatorText``; Home Assistant
            // d722d781 `WidgetEnergyMediumView.swift:70`, fresh-ios15a D2).
            if root.name == "Text", let literal = element.text?.literal, EmojiText.isEmojiOnly(literal) || SeparatorText.isSeparatorOnly(literal) {
                element.pictogram = literal
            }
            // `Text(model.defaultEmoji)`: a property whose one value is emoji (``EmojiProperties``).
            if root.name == "Text", element.text?.literal == nil, root.call.arguments.count == 1, root.call.arguments.first?.label == nil,
                let member = root.call.arguments.first?.expression.as(MemberAccessExprSyntax.self), member.base != nil,
                let emoji = scan.facts.emojiProperties[member.declName.baseName.text]
                    ?? EmojiSwitches.typeName(of: member.base!, at: root.call).flatMap({ scan.facts.emojiProperties[$0 + "." + member.declName.baseName.text] })
            {
                element.pictogram = emoji
            }
            // `Text(emoji)` of a view property every caller fills with emoji (``EmojiParameters``).
            if root.name == "Text", element.pictogram == nil, let given = EmojiParameters.given(to: root.call, scan: scan) {
                element.emojiInCode = given
            }
            element.font = font(of: chain)
            if element.font == nil { element.fixedSizeConstant = appSizeConstant(of: chain) }
            // One letter of a value over a fill in a `ZStack`: a monogram badge (``SwiftUIMonograms``).
            if CodeMonograms.hasFixedSize(element), let letter = SwiftUIMonograms.letter(of: chain, members: scan.facts.oneLetterMembers) {
                element.badge = ScannedBadge(width: 0, height: 0, codeLetter: letter)
            }
            // A SwiftUI font whose text style is not live is a UIFont made into a `Font` (``ScannedElement/wrapsUIFont``).
            if case .textStyle(_, _, false) = element.font { element.wrapsUIFont = true }
            applyTextModifiers(chain, to: &element)
            // The colours of a stack around this one text (``ContainerColors``); its own win.
            if root.name == "Text" { ContainerColors(scan: scan).apply(to: &element, around: chain, background: backgroundColor) }
            if element.backgroundColor == nil { element.backgroundColor = ZStackBackdrop(scan: scan).color(under: chain) }
            // A list row's own colour (``ListRowBackdrop``), when the text's colour is known.
            if element.backgroundColor == nil, element.textColor != nil, let row = ListRowBackdrop(scan: scan).color(under: chain) {
                (element.backgroundColor, element.listRowBackdrop) = (row, true)
            }
            // A widget's container background (``WidgetContainerBackdrop``), when the text's colour is known.
            if element.backgroundColor == nil, element.textColor != nil, let fill = WidgetContainerBackdrop(scan: scan).color(under: chain) {
                element.backgroundColor = fill
            }
        }
        // `Text("")` holds a place and draws nothing to read, whatever it sits on: blink's
        // `HStack { Button {…}; Spacer(); Text("").foregroundColor(.secondary) }` in a list row
        // (FeedbackView.swift:77) was judged on the row's colour.
        let drawsNothing = root.name == "Text" && element.text?.literal?.isEmpty == true
        if drawsNothing || element.textColor == nil || element.backgroundColor == nil || element.backgroundColor?.isTranslucent == true {
            // Contrast is judged only when the chain itself says what the text sits on: without a
            // `.background`, the colour behind is an ancestor's (an image, a tinted button), which a reading of one chain cannot know.
            element.textColor = nil
            element.backgroundColor = nil
        }
        var frame = FrameArithmetic(sizeModifiers, constants: scan.constants, paddingOutsideTarget: root.name == "Button")
        // The padding an app's button style adds around the label (``ProjectButtonStyles``), when
        // the size is the label's: a frame on the button itself is outside the style's body.
        var stylePadding = 0.0
        if kind == .button, frame.width == nil, frame.height == nil, !frame.hasUnreadSize,
            let styled = ProjectButtonStyles.frame(of: chain, styles: scan.facts.buttonStylePaddings)
        {
            // An app's style that draws the label in a fixed frame sizes the button (``StyleFrame``).
            (frame.width, frame.height, stylePadding) = (styled.width, styled.height, styled.outset)
        } else if kind.isInteractive, frame.width == nil || frame.height == nil, let label = labelChain(root.call) {
            // `Button { … } label: { Image(…).frame(width: 24, height: 24) }`: the label's frame is the button's when the chain fixes none.
            var inner = FrameArithmetic(HelperLabels.modifiers(of: label, in: scan.tree), constants: scan.constants)
            // `label: { Group { if … { A } else { B } } }`: the larger branch (``BranchLabelFrames``).
            if let group = BranchLabelFrames.frame(ofGroup: label, constants: scan.constants) { inner = group }
            // Unless a bordered or glass style pads the label by amounts Apple does not publish:
            // then the label's frame is smaller than the button, and the button's size unknown.
            if frame.width == nil && frame.height == nil && !frame.hasUnreadSize && !PaddedButtonStyles.apply(to: root.call, chain: chain) {
                frame = inner
                stylePadding = ProjectButtonStyles.outset(of: chain, adding: &frame, scan: scan)
            }
        } else if kind.isInteractive, frame.width == nil && frame.height == nil && !frame.hasUnreadSize, let closure = labelClosure(root.call),
            let branches = BranchLabelFrames.frame(ofLabel: closure.statements, constants: scan.constants),
            !PaddedButtonStyles.apply(to: root.call, chain: chain)
        {
            // An `if`/`else` label of two real views: the larger branch's size (``BranchLabelFrames``).
            frame = branches
            stylePadding = ProjectButtonStyles.outset(of: chain, adding: &frame, scan: scan)
        }
        // A plain button sized by one line of its text (``ContentSizedButtons``).
        if kind == .button, frame.width == nil, frame.height == nil, !frame.hasUnreadSize {
            frame.height = ContentSizedButtons(scan: scan).height(of: root.call, chain: chain, label: labelChain(root.call))
        }
        // An icon button sized by its symbol's font alone (``SymbolSizedButtons``).
        if kind == .button, frame.width == nil, frame.height == nil, !frame.hasUnreadSize {
            frame.height = SymbolSizedButtons(scan: scan).height(of: root.call, chain: chain, label: labelChain(root.call))
        }
        // The system draws menu rows and swipe and alert buttons at its own size; a disabled or
        // hidden control is not tapped, nor one framed to nothing (anytype-swift 3095acf0
        // `EmailVerificationView.swift:71`, a 0×0 text field behind the code's digit boxes): none is a target to judge.
        // A toggle in the switch style is the system's switch, exempt as UISwitch is (``SystemSwitches``).
        if kind.isInteractive, !frame.isEmpty, !SystemDrawnControls.isUntappable(chain), !SystemDrawnControls.isListRow(chain),
            !SystemDrawnControls.isSystemPlaced(root.call, members: scan.facts.barItemMembers),
            !ListRowButtons.takesRowTap(root.call, appKit: scan.appKitEvidence != nil), !(kind == .toggle && SystemSwitches.drawsSwitch(chain))
        {
            element.width = frame.width
            element.height = frame.height
            element.hitAreaOutset = frame.outset + stylePadding
        }
        if let width = frame.textWidth {
            element.textWidth = .fixed(width)
        } else if let maximum = frame.textMaxWidth {
            element.textWidth = .maximum(maximum)
        } else {
            // Almost every SwiftUI text takes its width from its stack: a note per text would
            // bury the findings, so a text with no width of its own is simply not audited.
            element.textWidth = .unknown(reason: "no .frame(width:) or numeric .frame(maxWidth:) fixes the width in this modifier chain")
            element.text = nil
        }
        // Audited only with a width, a line limit and a font from the chain itself; a `Label`'s
        // frame holds its icon too (and is often the icon's alone), so its title is not audited.
        if element.maxLines == nil || element.font == nil || root.name == "Label" { element.text = nil }
        // A weight and no font: Body in that weight, for the contrast judged (``WeightedDefaultFont``).
        if element.font == nil, element.fixedSizeConstant == nil, element.textColor != nil {
            element.font = WeightedDefaultFont(scan: scan).font(of: root, label: labelChain(root.call))
        }
        if root.name == "Text" { scan.addText(element, spanning: chain.outermost) } else { scan.add(element, spanning: chain.outermost) }
    }

    /// A view made tappable by `.onTapGesture`: its size from the modifiers before the gesture.
    private func tappable(_ chain: ModifierChain, sizeModifiers: ArraySlice<ModifierChain.Modifier>) {
        var element = ScannedElement(kind: .tappable, id: scan.elementID(chain.root), location: scan.location(of: chain.root), platform: .iOS)
        var frame = FrameArithmetic(sizeModifiers, constants: scan.constants)
        // No size of its own: its content's, when nothing around it pads or frames it.
        if !sizeModifiers.contains(where: { $0.name == "padding" || $0.name == "frame" }), let root = chain.rootCall,
            BranchLabelFrames.contentSized.contains(root.name)
        {
            let closures = [root.call.trailingClosure].compactMap { $0 } + root.call.additionalTrailingClosures.map(\.closure)
            if let content = BranchLabelFrames.frame(ofContent: closures, constants: scan.constants) { frame = content }
        }
        // In the label of a bar item's button, the bar's hit area is the target (``SystemDrawnControls``).
        guard !SystemDrawnControls.isInBarItemButton(chain.outermost, members: scan.facts.barItemMembers) else {
            return scan.add(element, spanning: chain.outermost)
        }
        element.width = frame.width
        element.height = frame.height
        if frame.width == nil, frame.height == nil, !frame.hasUnreadSize {
            element.height = TappableSymbols.height(chain, sizeModifiers: sizeModifiers, fonts: scan.fonts)
        }
        element.hitAreaOutset = frame.outset
        scan.add(element, spanning: chain.outermost)
    }

    /// A chain on a container (`VStack { … }.font(.system(size: 12))`): the font and shrink it
    /// gives every text inside, as one element at the modifier.
    private func standaloneText(_ chain: ModifierChain) {
        // A container of images only (``ContainerTexts/showsOnlyImages(_:)``): its font sizes
        // symbols, so there is no text to judge; the font stays readable from the chain.
        guard
            let modifier = chain.modifiers.first(where: { scan.setsFont($0) || $0.name == "minimumScaleFactor" }),
            !Self.showsIconsOnly(chain), !Self.isGraphicalDatePicker(chain),
            !Self.stylesSymbols(chain), !ContainerTexts(scan: scan).showsOnlyImages(chain), !SystemDrawnControls.drawsText(chain.root)
        else {
            return
        }
        var element = ScannedElement(kind: .label, id: scan.elementID(modifier.nameNode), location: scan.location(of: modifier.nameNode), platform: .iOS)
        element.font = scan.isWrapperBodyFont(chain) ? nil : font(of: chain)
        if element.font == nil, !scan.isWrapperBodyFont(chain) { element.fixedSizeConstant = appSizeConstant(of: chain) }
        // The app view the font is on, if it is one (``TextlessAppViews``, ``OwnFontAppViews``).
        if let name = chain.rootCall?.name, name.first?.isUppercase == true { element.codeClass = name }
        // `indicator(…).font(…)`: a helper of the file's that returns a `Text` of emoji (``EmojiHelpers``).
        element.pictogram = EmojiHelpers.emoji(returnedBy: chain.root.as(FunctionCallExprSyntax.self), scan: scan)
        applyTextModifiers(chain, to: &element)
        // A shrink that reaches only fixed-size texts undoes no size a person chose.
        if element.shrink != nil, ContainerTexts(scan: scan).showsOnlyFixedSizeText(chain) { element.shrink = nil }
        // A font every text inside overrides sizes no text (``ContainerTexts/noTextTakesFont(_:)``);
        // the stack's shrink still reaches those texts, so only the font goes.
        if ContainerTexts(scan: scan).noTextTakesFont(chain, at: modifier.nameNode, element: &element) {
            (element.font, element.fixedSizeConstant) = (nil, nil)
            guard element.shrink != nil else { return }
        }
        element.textColor = nil
        element.backgroundColor = nil
        element.textWidth = .unknown(reason: "the modifier applies to a container; its texts' widths are their own")
        guard element.font.map(isNotable) == true || element.fixedSizeConstant != nil || element.shrink != nil else { return }
        scan.add(element, spanning: modifier.call)
    }

    /// `.font(.system(size: Values.mediumFontSize))`: a size another file's constant fixes
    /// (``AppSizeConstants``), for a chain whose font is not read otherwise.
    private func appSizeConstant(of chain: ModifierChain) -> String? {
        guard let modifier = chain.modifiers.first(where: scan.setsFont), scan.fontWrapper(of: modifier) == nil,
            let argument = modifier.call.arguments.first?.expression
        else { return nil }
        return scan.fonts.appSizeConstant(argument)
    }

    /// Only fixed sizes and custom sizes are worth an element of their own on a container.
    private func isNotable(_ font: ScannedFont) -> Bool {
        switch font {
        case .fixed, .scaled: true
        case .textStyle, .materialRole: false
        }
    }

    /// The font the chain sets, with `.fontWeight`/`.bold()` applied (SwiftUI's innermost
    /// `.font` wins).
    private func font(of chain: ModifierChain) -> ScannedFont? {
        guard let modifier = chain.modifiers.first(where: scan.setsFont) else { return nil }
        // The app's own font modifier, read as the `.font(…)` it wraps (``FontWrappers``).
        let argument = scan.fontWrapper(of: modifier).map { $0.wrapper.font(at: $0.call) } ?? modifier.call.arguments.first?.expression
        guard let argument, var font = scan.fonts(implicitly: "Font").read(argument)?.font else { return nil }
        if let weightModifier = chain.first("fontWeight"), let weight = scan.fonts.weight(weightModifier.call.arguments.first?.expression) {
            font = font.with(weight: weight)
        } else if chain.first("bold") != nil {
            font = font.with(weight: .bold)
        }
        return font
    }

    private func applyTextModifiers(_ chain: ModifierChain, to element: inout ScannedElement) {
        var computedBackgrounds: [ScannedColorState] = []
        for modifier in chain.modifiers {
            let argument = modifier.call.arguments.first?.expression
            switch modifier.name {
            case "lineLimit" where element.maxLines == nil:
                if argument?.is(NilLiteralExprSyntax.self) == true {
                    element.maxLines = 0
                } else if let lines = scan.constants.number(argument) {
                    // `.lineLimit(1e300)` is no limit; `.lineLimit(2.5)` not one Legible knows.
                    element.maxLines = LayoutFieldRange.lineLimit(lines)
                } else if let range = argument?.as(SequenceExprSyntax.self), let upper = range.elements.last, let lines = scan.constants.number(upper) {
                    element.maxLines = LayoutFieldRange.lineLimit(lines)
                }
            case "minimumScaleFactor" where element.shrink == nil:
                let scale = scan.constants.number(argument)
                if scale.map({ $0 < 1 }) ?? true,
                    element.font != nil
                        || !(Self.fixesTheSize(chain.first("font"), constants: scan.constants)
                            || Self.concatenationIsFixed(chain.root, constants: scan.constants)),
                    !Self.pinsOneSize(chain), !Self.fixesIdealSize(chain)
                {
                    element.shrink = ScannedShrink(mechanism: ".minimumScaleFactor(\(argument?.trimmedDescription ?? ""))", minimumScale: scale)
                }
            case "foregroundStyle", "foregroundColor":
                if element.textColor == nil { element.textColor = argument.flatMap { scan.colors(uiKit: false).read($0) } }
            case "background" where element.backgroundColor == nil && computedBackgrounds.isEmpty:
                element.backgroundColor = backgroundColor(modifier.call)
                if element.backgroundColor == nil, let argument {
                    computedBackgrounds = ComputedBackgrounds.states(argument, scan: scan, label: chain.rootCall.flatMap { labelClosure($0.call) })
                }
            default:
                // The app's text style that sets the colour too (``FontWrapper/foreground``).
                if element.textColor == nil { element.textColor = scan.wrapperTextColor(modifier) }
            }
        }
        // A computed property's colours (Kiwix FlavorTag): the text on each (``ComputedBackgrounds``).
        if let text = element.textColor, element.textColorStates.isEmpty {
            element.textColorStates = computedBackgrounds.map {
                var state = ScannedColorState(condition: $0.condition, color: text)
                state.background = $0.color
                return state
            }
        }
    }

    /// `.background(Color.x)`, `.background(.x)`, `.background(Color.x, in: shape)`,
    /// `.background(RoundedRectangle(…).fill(Color.x))`, `.background { Color.x }`.
    private func backgroundColor(_ call: FunctionCallExprSyntax) -> ScannedColor? {
        var expression = call.arguments.first?.expression
        if expression == nil, let closure = call.trailingClosure, closure.statements.count == 1 {
            expression = closure.statements.first?.item.as(ExprSyntax.self)
        }
        guard let expression else { return nil }
        if let color = scan.colors(uiKit: false).read(expression) { return color }
        if let fill = expression.as(FunctionCallExprSyntax.self), fill.calledName == "fill", let inner = fill.arguments.first?.expression {
            return scan.colors(uiKit: false).read(inner)
        }
        return nil
    }

    /// `text.clamped` for `.dynamicTypeSize(…)` with an upper bound below AX5, and for
    /// `.environment(\.dynamicTypeSize, .large)` (or `\.sizeCategory`), which fixes one size.
    private func readClamp(_ chain: ModifierChain) {
        // An icon's size range clamps no text: `Image(systemName:).font(.body).dynamicTypeSize(.large)`
        // (IceCubes StatusActionButton.swift:104) keeps a symbol from growing, which the HIG allows.
        if Self.showsImageOnly(chain) { return }
        // Nor does a button whose label shows only icons (Element X 5d0343c4
        // LocationSharingScreen.swift:120: `Button { … } label: { centerToUseIcon… }.dynamicTypeSize(.large)`).
        if chain.rootCall?.name == "Button", let root = chain.rootCall?.call, let label = labelClosure(root),
            Self.showsImagesOnly(label.statements)
        {
            return
        }
        ClampingModifiers.report(chain, scan: scan)
        for modifier in chain.modifiers where modifier.name == "dynamicTypeSize" || modifier.name == "environment" {
            // Nor does a subtree of images and shapes (Threema EmojiGridScrollCoordinator.swift:139).
            if let view = Self.clampedView(of: modifier, in: chain), TextlessSubtrees.drawsNoText(view) { continue }
            let arguments = Array(modifier.call.arguments)
            let argument: ExprSyntax
            let upper: DynamicTypeCategory
            if modifier.name == "environment" {
                let keys = ["\\.dynamicTypeSize", "\\.sizeCategory", "\\EnvironmentValues.dynamicTypeSize", "\\EnvironmentValues.sizeCategory"]
                guard arguments.count == 2, keys.contains(arguments[0].expression.trimmedDescription),
                    let size = DynamicTypeRange.category(arguments[1].expression)
                else { continue }
                argument = arguments[1].expression
                upper = size
            } else {
                guard let first = arguments.first?.expression, let bound = DynamicTypeRange.upperBound(first) else { continue }
                argument = first
                upper = bound
            }
            let written =
                modifier.name == "environment"
                ? ".environment(\(arguments[0].expression.trimmedDescription), \(argument.trimmedDescription))"
                : ".dynamicTypeSize(\(argument.trimmedDescription))"
            if let finding = DynamicTypeRange.finding(
                upper: upper, written: written,
                id: scan.elementID(modifier.nameNode), location: scan.location(of: modifier.nameNode))
            {
                scan.findings.append(finding)
            }
        }
    }
}
