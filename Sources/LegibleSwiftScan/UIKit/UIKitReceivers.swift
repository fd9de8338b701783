import LegibleCatalogs
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// Gathers UIKit assignments in one file and turns them into elements at the end.
struct UIKitReader {
    var receivers: [String: UIKitReceiver] = [:]
    var order: [String] = []
    /// Buttons (scope and name, as receivers are keyed) given an image, and those given a title.
    private var imaged: Set<String> = []
    private var titled: Set<String> = []
    /// Buttons (keyed as receivers are) given a `UIButton.Configuration`, whose title font replaces whatever `titleLabel?.font` is set to.
    private var configured: Set<String> = []
    /// Views drawn into an image and never added to a view (``ImageDrawnViews``).
    private var pictures = ImageDrawnViews()
    /// Views (`Type|receiver`) given a text-style or scaled font where size changes run it again,
    /// and the context each was set in (``SizeChangeHandlers``).
    var refreshes: [(view: String, context: SizeChangeHandlers.Context)] = []
    /// Methods a size-change registration names with `#selector`.
    private var sizeSelectors: Set<String> = []

    /// The properties read; anything else set on a view is ignored.
    static let properties: Set<String> = [
        "font", "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "numberOfLines",
        "textColor", "backgroundColor", "text", "maximumContentSizeCategory", "fontSize",
    ]

    /// A library's style property that is the font of the text it draws: XLPagerTabStrip's `settings.style.buttonBarItemFont`, every
    /// tab title of its button bar (Mastodon a9e088a9c `ProfilePagingViewController.swift:72`, a fixed 17 pt Semibold, was missed).
    private static let libraryFontProperties = ["buttonBarItemFont": "font"]

    /// Reads `target = value` when `target` is `receiver.property` for a recognised property.
    mutating func assignment(target: ExprSyntax, value: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) {
        LiveClassReceivers.note(target: target, value: value, node: node, scan: scan)
        let property: String
        let receiverText: String
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            property = Self.libraryFontProperties[member.declName.baseName.text] ?? member.declName.baseName.text
            receiverText = Self.normalized(base.trimmedDescription)
        } else if let reference = target.as(DeclReferenceExprSyntax.self), Self.insideTextViewSubclass(node) {
            property = reference.baseName.text
            receiverText = "self"
        } else {
            // `backgroundColor = …` in any class (a themed `UIView` subclass) sets its own views'
            // colour: recorded for the xib's views of that class, though only a text view's own font and colours are read as an element here.
            if let reference = target.as(DeclReferenceExprSyntax.self), node.isInClassCode {
                Self.noteSetInCode(reference.baseName.text, receiver: "self", node: node, scan: scan)
            }
            return
        }
        // `cell.valueField.isEnabled = false` disables the control (``EnabledAssignments``); `isHidden`: ``HiddenAssignments``.
        if let member = EnabledAssignments.member(property, value: value, node: node) ?? HiddenAssignments.member(property, value: value, node: node) {
            return Self.noteSetInCode(member, receiver: receiverText, node: node, scan: scan)
        }
        if OverwrittenStyleClosures.isOverwritten(property, receiver: receiverText, node: node, scan: scan) { return }  // set again by every use
        // The view's own font with features added, at its own size (``OwnFontDescriptors``): the file's stays.
        if property == "font", OwnFontDescriptors.keepsOwnFont(value, receiver: receiverText, appFonts: scan.facts.appFonts) { return }
        // A fixed font made at the view's own point size (``OwnSizeFonts``): the file's size shows, so
        // it is no placeholder; a view code makes is still read (The Blue Alliance 66748afd EventInsightsView.swift:99).
        if property != "font" || !OwnSizeFonts.keepsOwnSize(value, receiver: receiverText, appFonts: scan.facts.appFonts) {
            let recorded = property == "attributedText" ? AttributedTextKeys.recorded(value, fontless: scan.facts.fontlessAttributedBuilders) : property
            Self.noteSetInCode(recorded, receiver: receiverText, node: node, scan: scan)
        }
        // What a controller sets its root view's background to (``RootBackgroundValues``).
        if property == "backgroundColor" { RootBackgroundValues.note(receiver: receiverText, value: value, node: node, scan: scan) }
        // `descriptionLabel.style = .description`, the app's extension property that sets the font (``FontSettingExtensions``).
        for set in FontSettingExtensions.setProperties(property, receiver: receiverText, at: node, facts: scan.facts) {
            Self.noteSetInCode(set, receiver: receiverText, node: node, scan: scan)
        }
        if property == "configuration" || receiverText.hasSuffix(".configuration") {
            let button = property == "configuration" ? receiverText : String(receiverText.dropLast(".configuration".count))
            configured.insert(Self.scopeKey(button, node: node) + "|" + button)
        }
        if ["image", "title", "attributedTitle"].contains(property), receiverText.hasSuffix(".configuration") {
            // `button.configuration?.image = …`: the button's, not the configuration's.
            let button = String(receiverText.dropLast(".configuration".count))
            let buttonKey = Self.scopeKey(button, node: node) + "|" + button
            if property == "image" { imaged.insert(buttonKey) } else { titled.insert(buttonKey) }
            return
        }
        guard Self.properties.contains(property) else { return }
        if property == "maximumContentSizeCategory" {
            // An image view's cap clamps a symbol, no text (Threema ChatViewWorkStatusBannerView.swift:82).
            if let upper = DynamicTypeRange.category(value), !DynamicTypeRange.isImageView(receiverText, at: Syntax(node)),
                let finding = DynamicTypeRange.finding(
                    upper: upper, written: "maximumContentSizeCategory = \(value.trimmedDescription)",
                    id: scan.elementID(node), location: scan.location(of: node))
            {
                scan.findings.append(finding)
            }
            return
        }
        if property == "font", EmojiFlags.notedEmojiFont(value, at: node, scan: scan) { return }  // Emoji-only text's font: a note.
        if property == "font", UIKitAttributedStringFonts.noted(value, receiver: receiverText, at: node, scan: scan) { return }  // A note too.
        let key = Self.receiverKey(receiverText, node: node)
        var receiver = receivers[key] ?? UIKitReceiver(name: receiverText, firstNode: Syntax(node), lastNode: Syntax(node))
        if receivers[key] == nil { order.append(key) }
        receiver.lastNode = Syntax(node)
        receiver.isAttributeContainer = receiver.isAttributeContainer || AttributeContainers.holds(receiverText, node: node)
        switch property {
        case "font": readFont(value, receiverText: receiverText, receiver: &receiver, node: node, scan: scan)
        case "adjustsFontForContentSizeCategory": receiver.adjustsForContentSize = Self.bool(value)
        case "adjustsFontSizeToFitWidth":
            if Self.bool(value) == true { receiver.shrinks = (Syntax(node), "adjustsFontSizeToFitWidth = true") } else { receiver.shrinks = nil }
        case "minimumScaleFactor":
            receiver.minimumScale = scan.constants.number(value)
            receiver.setsMinimumScale = true
        case "numberOfLines": receiver.numberOfLines = scan.constants.number(value).flatMap(LayoutFieldRange.lineLimit)
        case "textColor": receiver.textColor = scan.colors(uiKit: true).read(value)
        case "backgroundColor": receiver.backgroundColor = scan.colors(uiKit: true).read(value)
        case "text": receiver.text = TextContent.read(value, literalIsKey: false)
        case "fontSize": receiver.layerFontSize = scan.constants.number(value).flatMap { $0 > 0 ? ($0, Syntax(node)) : nil }
        default: break
        }
        receivers[key] = receiver
    }

    /// `button.setTitleColor(.white, for: .normal)` and `button.setTitle(…, for: .normal)`.
    mutating func call(_ call: FunctionCallExprSyntax, scan: SwiftFileScan) {
        sizeSelectors.formUnion(SizeChangeHandlers.selectors(in: call))
        fontSettingCall(call, scan: scan)  // ``ViewFontInitializers``
        // `setTitleColor(color, for: .normal)` in a button class (a themed `UIButton`) sets its own.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.buttonCalls.contains(reference.baseName.text),
            call.isInClassCode
        {
            Self.noteSetInCode(reference.baseName.text, receiver: "self", node: call, scan: scan)
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            // `titleStyle(titleLabel)`, the app's style closure or helper function (``AppStyleClosures``).
            if call.calledExpression.is(DeclReferenceExprSyntax.self) {
                for (property, view) in scan.facts.viewHelpers.settings(of: call, base: nil) {
                    Self.noteSetInCode(property, receiver: view, node: call, scan: scan)
                }
            }
            return
        }
        let name = member.declName.baseName.text
        // The name first: the receiver's text is worked out only for these few calls.
        if pictures.call(call, name: name, base: base) { return }
        AttributedSetters.recordCall(call, name: name, base: base, scan: scan)  // ``AttributedSetterFonts``
        if name == "assign" { RxTextBindings.binding(call, name: name, scan: scan) }
        if name == "drive" || name == "bind" {
            RxTextBindings.binding(call, name: name, scan: scan)
            // `.bind(to: label.rx_hidden)` shows and hides the view as `label.isHidden = …` does.
            for view in RxTextBindings.hiddenViews(call, name: name) { Self.noteSetInCode("isHidden", receiver: view, node: call, scan: scan) }
        }
        for (property, view) in scan.facts.viewHelpers.settings(of: call, base: base) {
            if property == "setTitle" { titled.insert(Self.scopeKey(view, node: call) + "|" + view) }
            Self.noteSetInCode(property, receiver: view, node: call, scan: scan)
        }
        // `bodyField.githawkConfigure(inset: false)`, the app's extension method that sets the font (``FontSettingExtensions``).
        if scan.facts.fontSettingMethods.contains(name) {
            Self.noteSetInCode("font", receiver: Self.normalized(base.trimmedDescription), node: call, scan: scan)
        }
        // Most calls are none of these: their receiver is not worked out (it walks the tree).
        guard Self.buttonCalls.contains(name) else { return CodeActions.record(call, name: name, base: base, scan: scan) }
        let receiverText = Self.normalized(base.trimmedDescription)
        let key = Self.scopeKey(receiverText, node: call) + "|" + receiverText
        // An attributed title in the button's own title font keeps the file's font (``OwnSizeFonts``).
        let ownFont = name == "setAttributedTitle" && OwnSizeFonts.keepsOwnTitleFont(call, button: receiverText)
        Self.noteSetInCode(ownFont ? "setAttributedTitleOwnFont" : name, receiver: receiverText, node: call, scan: scan)
        CodeTexts.call(call, name: name, receiver: receiverText, scan: scan)
        // Any state: a button given an image in one state and a title in none shows no text.
        if name == "setImage" || name == "setBackgroundImage" { imaged.insert(key) }
        if name == "setTitle" || name == "setAttributedTitle" { titled.insert(key) }
        guard name == "setTitleColor" || name == "setTitle", call.argument("for")?.trimmedDescription.hasSuffix("normal") == true else { return }
        var receiver = receivers[key] ?? UIKitReceiver(name: receiverText, firstNode: Syntax(call), lastNode: Syntax(call))
        if receivers[key] == nil { order.append(key) }
        if name == "setTitleColor" {
            receiver.textColor = call.arguments.first.flatMap { scan.colors(uiKit: true).read($0.expression) }
        } else {
            receiver.text = TextContent.read(call.arguments.first?.expression, literalIsKey: false)
        }
        receivers[key] = receiver
    }

    /// A method named, not called (`faviconLabel.layer.render(in:)` given to `map`).
    mutating func reference(_ node: MemberAccessExprSyntax) { pictures.reference(node) }

    /// The elements: one per view that had a font, shrinking or a text colour set.
    func finish(scan: SwiftFileScan) {
        let refreshed = Set(refreshes.filter { $0.context == .handler || sizeSelectors.contains($0.context.methodName ?? "") }.map(\.view))
        for key in order {
            guard let receiver = receivers[key], receiver.font != nil || receiver.sizeConstant != nil || receiver.shrinks != nil || receiver.textColor != nil
            else { continue }
            if isImageOnlyButtonTitle(key) || isConfiguredButtonTitle(key) || pictures.isPicture(key) { continue }
            if MeasuringViews.neverShown(receiver.name, at: receiver.firstNode, scan: scan) { continue }  // on no screen
            let anchor = receiver.layerFont?.node ?? receiver.fontNode ?? receiver.shrinks?.node ?? receiver.firstNode
            let kind = receiver.isAttributeContainer ? ScannedElement.Kind.button : receiver.kind
            var element = ScannedElement(kind: kind, id: scan.elementID(anchor), location: scan.location(of: anchor), platform: .iOS)
            // A file that re-applies fonts when the text size changes (it observes the size category, or
            // this view's font is set again in a size-change handler) keeps text styles live without
            // adjustsFontForContentSizeCategory; so does a configuration's text attributes transformer, run
            // on every update, a list content configuration's `textProperties` (it adjusts unless told
            // not to), and a SwiftUI text style, which only an `AttributedString` takes as its `.font`.
            let live =
                receiver.adjustsForContentSize ?? receiver.isListTextProperties || scan.reactsToSizeChanges || receiver.isAttributeContainer
                || refreshed.contains("\(scan.enclosingTypeName(receiver.firstNode) ?? "")|\(receiver.name)")
                || receiver.font?.isSwiftUITextStyle == true
                || (receiver.adjustsForContentSize == nil && receiver.font != nil && LiveFactories.makesLive(receiver.name, at: receiver.firstNode, scan: scan))
            element.font = receiver.layerFont?.font ?? receiver.font?.font.with(live: live)
            element.fixedSizeConstant = receiver.layerFont == nil ? receiver.sizeConstant : nil
            element.codeOutlet = OutletReceivers.outlet(ofReceiver: receiver.name, at: receiver.firstNode)
            element.codeClass = LiveClassReceivers.appClass(ofReceiver: receiver.name, at: receiver.firstNode)
            SwiftSizeReloads.candidate(element, at: Syntax(receiver.fontNode ?? receiver.firstNode), scan: scan)
            AttributedSetters.noteFont(of: receiver.name, element: element, at: receiver.firstNode, scan: scan)
            receiver.addBranchFonts(kind: kind, live: live, of: element, scan: scan)
            // One letter centred in a filled, rounded view the type builds (``CodeMonograms``).
            if kind == .label, CodeMonograms.hasFixedSize(element) {
                element.badge = CodeMonograms.badge(ofReceiver: receiver.name, at: receiver.firstNode, scan: scan)
            }
            // One dot the type only ever shows in it (an unread dot): a shape, not text.
            if receiver.text != nil, CodeMonograms.hasFixedSize(element) {
                element.pictogram = CodeMonograms.dot(ofReceiver: receiver.name, at: receiver.firstNode)
            }
            // Only an emoji type's `rawValue` (``EmojiRawValues``) or icon-font glyphs (``PrivateUseTexts``): a picture, as a `Text("🎉")` is.
            if element.pictogram == nil, CodeMonograms.hasFixedSize(element) {
                element.pictogram = PrivateUseTexts.picture(ofReceiver: receiver.name, at: receiver.firstNode, scan: scan)
            }
            if !live, receiver.layerFont == nil, let reading = receiver.font, reading.scaledByMetrics, let node = receiver.fontNode {
                scan.findings.append(ScanRules.notLiveScaledFont(id: scan.elementID(node), location: scan.location(of: node)))
            }
            // UIKit widths come from constraints the scan does not follow: the text is not audited
            // (and not a note per label), so it is not passed on.
            element.maxLines = receiver.numberOfLines
            // Without a minimumScaleFactor (or with 0 or 1) UIKit does not shrink: a factor of 0
            // means "no shrinking" (Apple), as the Interface Builder reader reads it too.
            // (A text field has no minimumScaleFactor: it shrinks to its minimumFontSize.)
            let scales = receiver.kind == .textField || (receiver.setsMinimumScale && receiver.minimumScale.map { $0 > 0 && $0 < 1 } ?? true)
            // A `UILabel()` given no font keeps UIKit's fixed default: no chosen size to undo (``DefaultFontLabels``).
            let keepsDefaultFont =
                receiver.font == nil && receiver.sizeConstant == nil && receiver.layerFont == nil
                && DefaultFontLabels.keepsDefaultFont(receiver.name, at: receiver.firstNode)
            if let shrink = receiver.shrinks, scales, !keepsDefaultFont {
                element.shrink = ScannedShrink(mechanism: shrink.mechanism, minimumScale: receiver.minimumScale, location: scan.location(of: shrink.node))
            }
            if receiver.isAttributeContainer {
                scan.add(element, spanning: anchor)
                continue
            }
            // Only the view's own two colours are a pair: the superview behind a label without a
            // background of its own is not known here.
            if receiver.textColor != nil, let background = receiver.backgroundColor, !background.isTranslucent {
                element.textColor = receiver.textColor
                element.backgroundColor = receiver.backgroundColor
            }
            element.textWidth = .unknown(reason: "UIKit code sets its width through constraints or frames the scan does not follow")
            element.outlets = receiver.buttonClass.map { ["\($0).instance"] } ?? []
            // A view a property's closure builds is that property's: what code sets through it replaces this.
            if element.outlets.isEmpty, !receiver.name.contains("."),
                let outlet = PropertyClosures.outlet(ofReceiver: receiver.name, at: receiver.firstNode, scan: scan)
            {
                element.outlets = [outlet]
            }
            scan.add(element, spanning: anchor)
        }
    }

    /// The calls ``call(_:scan:)`` reads.
    private static let buttonCalls: Set<String> = ["setImage", "setBackgroundImage", "setTitle", "setAttributedTitle", "setTitleColor"]

    /// What each assignment or call sets, as Interface Builder's elements name it: colours and fonts (an attributed text or title sets both, unless its literal attributes do not: ``AttributedTextKeys``).
    private static let codeSetProperties: [String: [String]] = [
        "textColor": ["textColor"], "setTitleColor": ["textColor"], "backgroundColor": ["backgroundColor"], "font": ["font"],
        "attributedText": ["textColor", "font"], "attributedTextFont": ["font"], "attributedTextPlain": [], "attributedTextColor": ["textColor"],
        "setAttributedTitle": ["textColor", "font"], "setAttributedTitleOwnFont": ["textColor"], "configuration": ["textColor", "font", "configuration"],
        "configurationUpdateHandler": ["textColor", "font", "configuration"],
        "adjustsFontForContentSizeCategory": ["font"], "fixedFont": ["fixedFont"], "readOnceFont": ["readOnceFont"],
        // The lines a label shows, which code changes (OFF 35cf4ea5 AllergensAddTableViewCell.swift:24,
        // `addButton.titleLabel?.numberOfLines = 2`; KeePassium e651df4f MultilineButton.swift:39).
        "numberOfLines": ["numberOfLines"], "adjustsFontSizeToFitWidth": ["adjustsFontSizeToFitWidth"],
        // Whether a view hidden in its file shows (Pocket Casts c23892d1 FilterPreviewViewController.swift:177,
        // `self.addMoreLabel.isHidden = false`): ``HiddenInFile``.
        "isHidden": ["isHidden", "isHiddenShown"], "isHiddenTrue": ["isHidden"], "isHiddenAtLoad": ["isHidden", "hiddenAtLoad"],
        "isHiddenOffIOS": ["isHiddenOffIOS"],
        // A frame code sets (AltStore 65fe3998 AppViewController.swift:313): a target's file size is a placeholder.
        "frame": ["frame"], "bounds": ["frame"],
        // A size constraint of at least 44 pt an app's style closure activates (``AppStyleClosures``).
        "heightAnchor": ["heightAnchor"], "widthAnchor": ["widthAnchor"],
        // Whether code disables a control (GoMap 2d1b2a2f POICommonTagsViewController.swift:452): ``DisabledInCode``.
        DisabledInCode.disabled: [DisabledInCode.disabled], DisabledInCode.enabled: [DisabledInCode.enabled],
    ]

    /// Records `Type.view.property` for `view.property = …` whose value is an operator sequence,
    /// which ``assignment(target:value:node:scan:)`` never sees: `emptyFolderView.isHidden =
    /// podcasts.count > 0` (Pocket Casts c23892d1 FolderViewController.swift:253), and a colour
    /// chosen by a condition, `customDetailTextLabel?.textColor = !valuecolor.isEmpty ? … :
    /// .ohSecondaryLabel` (openHAB eb34c7f5 GenericUITableViewCell.swift:47, which made a
    /// subclass's storyboard colour a placeholder). A font is read whole by the caller.
    static func sequenceAssignment(target: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let property = EnabledAssignments.sequenceMember(member.declName.baseName.text)
        guard property != "font", codeSetProperties[property] != nil else { return }
        noteSetInCode(property, receiver: normalized(base.trimmedDescription), node: node, scan: scan)
    }

    /// Records `Type.view.property` for a property code sets on a view of the type it is in
    /// (`headerLabel.textColor = …` in `SignInViewController`), for the xib's outlet to it, and
    /// `Type.self.property` for a view class's own (`textColor = …` in `ThemedLabel`).
    static func noteSetInCode(_ property: String, receiver: String, node: some SyntaxProtocol, scan: SwiftFileScan) {
        let property = property == "isHidden" && IfConfigModifiers.isExcludedFromIOS(node) ? "isHiddenOffIOS" : property
        guard let properties = codeSetProperties[property], let type = scan.enclosingTypeName(node) else { return }
        var view = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        if view == "view", node.localValue(of: view) != nil { return }  // A local `let view = UIView()` is no controller's root view.
        // `strongSelf.emptyView.isHidden = …` shows the type's own `emptyView` (only visibility
        // is followed through such an alias so far).
        if property.hasPrefix("isHidden"), view.count < receiver.count, SelfAliases.isAlias(view, around: node) {
            let rest = receiver.dropFirst(view.count + 1)
            view = String(rest.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        }
        // `[a, b].forEach { $0?.backgroundColor = … }`: set on each view of the array.
        if let views = ForEachReceivers.views(forParameter: view, at: Syntax(node)) {
            for each in views { for set in properties { scan.setInCode.insert("\(type).\(each).\(set)") } }
            return
        }
        if property == "isHidden" { HiddenAssignments.noteShown(receiver: receiver, view: view, type: type, node: node, scan: scan) }
        guard !view.isEmpty, !view.hasPrefix("$") else { return }
        DequeuedCells.noteStyleLabel(receiver: receiver, properties: properties, type: type, node: node, scan: scan)
        if view == receiver {
            for name in TagLookups.taggedViews(view, at: Syntax(node), type: type) { for set in properties { scan.setInCode.insert("\(name).\(set)") } }
        }
        // What a property's closure sets on the view it builds is the view's first value, which
        // nothing replaces yet (Aidoku eb812a56 DoubleBadgeView.swift:38, `let badgeLabel = {
        // let badgeLabel = UILabel(); badgeLabel.font = … }()`, is no placeholder of itself).
        if view == receiver, PropertyClosures.outlet(ofReceiver: receiver, at: Syntax(node), scan: scan) != nil { return }
        for set in properties { scan.setInCode.insert("\(type).\(view).\(set)") }
        // Through a name declared as one of the app's view classes (`func configure(cell:
        // GameTableViewCell, …) { cell.backgroundColor = … }`, Delta adee3c5c
        // GamesDatabaseBrowserViewController.swift:166, AppIconShortcutsViewController.swift:155
        // `cell.nameLabel?.textColor = .label`): set on that class's view, which its xib names
        // `GameTableViewCell.self` and `GameTableViewCell.nameLabel` (GameTableViewCell.xib:33's
        // white text was judged on the xib's background as an error).
        // Colours, a show (tinode-ios TopicInfoViewController.swift:367, `cell.statusLabels[i].isHidden = false`), and a font
        // through an outlet (VLC 12cd503e MediaViewController.swift:282); not `attributedText` (Delta's PatreonViewController.swift:176).
        if ["textColor", "backgroundColor", "font", "isHidden", DisabledInCode.disabled, DisabledInCode.enabled].contains(property),
            let declared = DeclaredTypes.type(of: view, at: Syntax(node)),
            declared != type,
            !declared.hasPrefix("UI"), !declared.hasPrefix("NS")
        {
            let rest = receiver.dropFirst(view.count)
            let member = rest.isEmpty ? "self" : String(rest.dropFirst().prefix { $0 != "." && $0 != "[" && $0 != "(" })
            // Disabling (or showing) an instance code makes itself says nothing of the class's others (Simplenote TagViewCell.swift:28,
            // `let button = RoundedCrossButton(); button.isUserInteractionEnabled = false`, took every RoundedCrossButton off
            // `target.small`): only a member of the declared object is disabled by class.
            let wholeObject = rest.isEmpty && !["font", "isHidden"].contains(property) && !DisabledInCode.isFlag(property)
            if !member.isEmpty, rest.hasPrefix(".") || wholeObject {
                for set in properties { scan.setInCode.insert("\(declared).\(member).\(set)") }
            }
        }
        if view == receiver {
            for argument in ParameterReceivers.arguments(forParameter: view, at: node) {
                for set in properties { scan.setInCode.insert("\(type).\(argument).\(set)") }
            }
        }
        // A button class's own title label (`titleLabel?.numberOfLines = 0` in `MultilineButton`)
        // is the title of every button of that class, which its views name as `Type.self`.
        if receiver == "titleLabel" {
            for set in properties { scan.setInCode.insert("\(type).self.\(set)") }
        }
        if receiver == "titleLabel" || view == "self" { LaterSetters.noteOwn(property, properties, type: type, node: node, scan: scan) }
    }

    /// Whether a receiver is the title label of a button given a configuration in the same
    /// scope: the configuration's title attributes set the font that shows. A button class's own
    /// `titleLabel` is configured when the class sets `self.configuration`.
    private func isConfiguredButtonTitle(_ key: String) -> Bool {
        if key.hasSuffix("|titleLabel") { return configured.contains(String(key.dropLast("titleLabel".count)) + "self") }
        return key.hasSuffix(".titleLabel") && configured.contains(String(key.dropLast(".titleLabel".count)))
    }

    /// Whether a receiver is the title label of a button given an image and never a title: it has no text for its font to size.
    private func isImageOnlyButtonTitle(_ key: String) -> Bool {
        guard key.hasSuffix(".titleLabel") else { return false }
        let button = String(key.dropLast(".titleLabel".count))
        return imaged.contains(button) && !titled.contains(button)
    }

    private static func bool(_ expr: ExprSyntax) -> Bool? {
        expr.unparenthesized.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }

    static func normalized(_ text: String) -> String {
        var result = text.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        while result.hasPrefix("self.") { result.removeFirst(5) }
        return result
    }
}
