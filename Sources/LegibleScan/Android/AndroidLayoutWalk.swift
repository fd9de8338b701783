import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// One pass over a layout file's views, parent before children, carrying what a view inherits
/// from its ancestors: the background behind it, the rules `tools:ignore` switches off, and the
/// width its parent gives it.
struct AndroidLayoutWalk {
    /// A width the walk knows or does not, with why.
    enum Width {
        case known(Double)
        /// The screen's width less this much: known once `legible.yaml` gives the screen width.
        case screen(minus: Double)
        case unknown(String)

        /// The width less an inset (padding, margins) that may itself be unknown.
        func subtracting(_ inset: Width) -> Width {
            switch (self, inset) {
            case (.known(let width), .known(let inset)): .known(width - inset)
            case (.screen(let minus), .known(let inset)): .screen(minus: minus + inset)
            case (.unknown(let reason), _), (_, .unknown(let reason)): .unknown(reason)
            case (_, .screen): .unknown("an inset relative to the screen")
            }
        }
    }

    /// What a view inherits from its ancestors.
    struct Context {
        var namespaces: [String: String]
        var background: ScannedColor?
        var suppressions: [ScanSuppression]
        /// The width inside the parent's padding.
        var contentWidth: Width
        /// The parent's simple class name (`screen` for the root).
        var parent: String
        var parentIsVertical: Bool
        /// Whether an ancestor is hidden (`visibility`, `alpha="0"`): nothing inside it is a target.
        var hidden = false
        /// Whether the view or an ancestor is one the app's code hides each time it binds a row
        /// and never shows (``AndroidSourceFacts/hidesWhenBound(_:inLayout:)``): nothing inside is judged.
        var neverShown = false
        /// The ids of the siblings a gone ConstraintLayout `Group` hides for good (``idsHiddenByGroups(in:namespaces:)``).
        var hiddenByGroups: Set<String> = []
        /// The nearest clickable row around the view, which its toggles belong to.
        var row: Row?
        /// The parent's node in ``AndroidLayoutWalk/tree``, `nil` at the root.
        var node: Int?
        /// The parent view (a text field's padding depends on its `TextInputLayout`'s style).
        var parentView: AndroidView?
        /// The height inside the parent's padding, when its file fixes it (``fixedContentHeight(_:context:)``).
        var contentHeight: Double?
        /// The view's siblings and itself, in the file's order (a RelativeLayout child's span is a sibling's).
        var siblings: [XMLElementNode] = []
        /// Whether the parent's height is its one text child's (``hostedTextHeight(_:font:context:)``).
        var hostsText = false
    }

    let file: String
    let qualifiers: [String]
    let resources: AndroidResources
    /// The scan's strings and colours, when the layout is read in a scan.
    let scan: ScanResources?
    let limits: AndroidResourceLimits
    var elements: [ScannedElement] = []
    private(set) var findings: [Finding] = []
    /// The file's views for the width solve (``AndroidLayoutSolve``).
    var tree = AndroidLayoutTree()
    /// Off while the window background is looked up: a reference the theme gets wrong would
    /// otherwise be reported at the root of every layout.
    var reportsUnresolved = true
    /// The colour values being resolved, outermost first: a value met again refers to itself
    /// (a theme attribute whose colour state list draws the same attribute) and is reported,
    /// not followed until the stack overflows.
    var resolvingColors: [String] = []
    /// The colours code sets (`@id/toolbar_title.textColor`), as ``ScanFileResult/setInCode`` writes them.
    var setInCode: Set<String> = []
    /// The drawer whose `NavigationView` shows the layout as its header, `nil` for any other layout.
    var drawerWidth: AndroidDrawerWidth?
    /// The dialog whose content the layout is, `nil` for any other layout.
    var dialogWidth: AndroidDialogWidth?
    /// The app's resources before the layout's own qualifiers and theme, from which an including
    /// layout is read (``includersBackground(ofLayout:)``); `nil` leaves included layouts unknown.
    var unthemedResources: AndroidResources?
    /// How many including layouts deep this walk is (``includersBackground(ofLayout:)``).
    var includeDepth = 0
    /// The layout whose `<include>` tags this walk records the background at, and what it found.
    var includedLayout: String?
    var includeBackgrounds: [ScannedColor?] = []
    /// The clickable row around each of those `<include>` tags (``includersRow(ofLayout:)``).
    var includeRows: [Row?] = []
    /// The `android:theme` overlays around the view being read, outermost first (`+ThemeOverlay`).
    var themeOverlays: [String] = []
    private var count = 0
    /// The simple class name of the file's root view (``clickForward(ofView:)``).
    var rootClass: String?
    /// The height a text child gives its host (``textHost(_:children:element:)``), while its children are read.
    var hostedHeight: Double?

    init(file: String, qualifiers: [String], resources: AndroidResources, scan: ScanResources?, limits: AndroidResourceLimits) {
        self.file = file
        self.qualifiers = qualifiers
        self.resources = resources
        self.scan = scan
        self.limits = limits
    }

    /// Rule names `tools:ignore` accepts after `Legible`: the scan's and the audit's.
    private static let ruleNames: [String: String] = Dictionary(
        (ScanRules.descriptors + AuditResult.rules).compactMap { rule in rule.name.map { ($0, rule.id) } }, uniquingKeysWith: { first, _ in first })

    mutating func visit(_ element: XMLElementNode, comment: String?, context: Context) throws(SyntaxError) {
        count += 1
        guard count <= limits.maximumLayoutElements else {
            throw SyntaxError(
                file: file, position: element.position,
                message: "more than \(limits.maximumLayoutElements) elements in one layout (AndroidResourceLimits.maximumLayoutElements)")
        }
        let attributes = AndroidAttributes(element, inherited: context.namespaces)
        let tag = element.name == "view" ? attributes.plain("class") ?? "View" : element.name
        let location = androidLocation(file, element.position)
        var context = context
        context.namespaces = attributes.namespaces
        context.suppressions += suppressions(attributes.tools("ignore"), comment: comment, location: location)
        switch tag {
        case "requestFocus", "tag", "data":
            return  // no views
        case "include", "fragment", "ViewStub", "androidx.fragment.app.FragmentContainerView":
            // An included layout is scanned as its own file; here it only takes room from its siblings.
            let values = tag == "include" ? resources.includeAttributes(attributes.values) : attributes.values
            if tag == "include", let includedLayout, attributes.plain("layout").flatMap(AndroidValueSyntax.reference)?.name == includedLayout {
                includeBackgrounds.append(context.background)
                includeRows.append(context.row)
            }
            _ = record(tag, id: attributes.android("id").flatMap(AndroidValueSyntax.reference)?.name, attributes: values, context: &context)
            return
        case "layout", "merge":
            // Data binding's <layout> wraps the real root; <merge>'s children join a parent this file does not show.
            if tag == "merge" { enterMerge(element, attributes: attributes, context: &context) }
            try visitChildren(of: element, context: context)
            return
        default:
            break
        }
        if context.node == nil, rootClass == nil { rootClass = AndroidViewKinds.simpleName(tag) }
        let id = Self.elementID(attributes, tag: tag, location: location)
        let style = try layeringDefaultStyle(
            under: try styleItems(attributes.plain("style"), id: id, location: location), tag: tag, id: id, location: location)
        var merged = style.items
        merged.merge(attributes.values) { _, own in own }
        // What the view's own class sets in its constructor: its background after the layout's, a
        // minimum size only where the layout gives none (``AndroidSourceFacts/addClassAttributes(_:className:)``).
        // Not an included layout's root, whose size its includes give (materialistic `button_more.xml`,
        // 36 dp in `item_comment.xml:66`, stretched in `story_view.xml`), not its own wrap_content.
        let includedRoot = context.parentView == nil && resources.includedLayouts.contains(layoutName)
        if !includedRoot, let own = resources.sourceFacts?.classAttributes[AndroidViewKinds.simpleName(tag)] {
            merged.merge(own) { written, code in code.hasPrefix("?attr/") ? code : written }
        }
        // The view's own theme overlay (or its style's) colours it and everything inside it.
        let overlay = Self.themeOverlay(merged)
        if let overlay { themeOverlays.append(overlay) }
        defer { if overlay != nil { themeOverlays.removeLast() } }
        let known = viewClass(tag)
        let view = AndroidView(tag: AndroidViewKinds.simpleName(known), attributes: merged, styleLibrary: style.library)
        if context.parent == "merge", context.row?.isMergeHost == true, !keepsMergeRow(view) { context.row = nil }
        let node = record(known, id: attributes.android("id").flatMap(AndroidValueSyntax.reference)?.name, attributes: merged, context: &context)
        let ownFill = try ownBackground(view, id: id, location: location)
        let background = ownFill.map { layered($0, over: context.background) } ?? context.background
        let width = try horizontalMetrics(view, context: context)
        // A view the file hides that no code shows (on it or an ancestor, as `staysGone(_:)` says) is
        // never on screen either: Gadgetbridge a0948ee1 `activity_qhybrid_hr_settings.xml:8`.
        let neverShown =
            context.neverShown || hiddenWhenBound(view) || staysGone(view, isRoot: context.parentView == nil)
            || view.android("id").flatMap(AndroidValueSyntax.reference).map { context.hiddenByGroups.contains($0.name) } == true
        var host: TextHost?
        if !neverShown, let kind = judgedKind(of: view, context: context) {
            var scanned = ScannedElement(kind: kind, id: id, location: location, platform: .android, qualifiers: qualifiers)
            scanned.suppressions = context.suppressions
            scanned.shownOnlyWhen = view.android("id").flatMap(AndroidValueSyntax.reference).flatMap {
                resources.sourceFacts?.shownOnlyWhenFieldSet($0.name, inLayout: layoutName)
            }
            scanned.backgroundColor = background
            scanned.textWidth = width.text
            scanned.width = width.frame
            (scanned.height, scanned.width) = try targetSize(view, frameWidth: width.frame, context: context, children: Self.childElements(element))
            // A size code sets replaces the file's: a target judged by it is a note that says so.
            if view.android("id") != nil,
                let property = resources.sourceFacts?.sizeSetInCode(
                    ofView: id, wrapsText: view.android("layout_height") == "wrap_content", rootClass: unambiguousRootClass)
            {
                scanned.outlets.append("@id/\(id)")
                setInCode.insert("@id/\(id).\(property)")
            } else if let measured = selfSizedClass(tag) {
                // A class whose `onMeasure` gives it a size of its own (`AndroidSourceFacts+Measure.swift`).
                scanned.outlets.append("\(measured).self")
                setInCode.insert("\(measured).self.onMeasure")
            }
            if !AndroidViewKinds.drawsNoText(view.tag), kind.showsText || view.attributes["android:text"] != nil {
                scanned.text = text(view, kind: AndroidViewKinds.kind(of: view.tag) ?? kind, id: id, location: location)
                // Text that code or data binding sets replaces the layout's placeholder.
                if let code = codeText(view, kind: kind, id: id, location: location, parent: context.node) {
                    scanned.codeText = code
                    if case .text(let text) = code.value { scanned.text = text } else { scanned.text = nil }
                }
                scanned.font = try font(view, id: id, location: location)
                scanned.typefaceInCode = typefaceSetInCode(byClass: tag)
                if try autoSizeMaximum(view) != nil, scanned.font != nil { scanned.sizeAttribute = "autoSizeMaxTextSize" }
                if case .fixed = scanned.font, resources.sourceFacts?.isRemoteViewsLayout(layoutName) == true {
                    scanned.codeTextSize = resources.sourceFacts?.remoteTextSize(ofView: id, inLayout: layoutName)
                }
                // A watch face draws its layout at its own scale (`AndroidSourceFacts+WatchFaces.swift`).
                if case .fixed = scanned.font, let face = resources.sourceFacts?.watchFace(inflating: layoutName) {
                    scanned.sourcePlatform = ScannedSourcePlatform()
                    scanned.sourcePlatform?.systemSlot = "a Wear OS watch face that \(face) draws at the face's own scale"
                }
                // A text field's hint is drawn as written: the transformation applies to its text only.
                scanned.showsAllCaps = allCaps(view) && (kind != .textField || view.attributes["android:text"] != nil)
                scanned.maxLines = Self.maxLines(view)
                scanned.shrink = try shrink(view, font: scanned.font, text: scanned.text)
                // The view's own alpha fades its text (``fadedByViewAlpha(_:_:id:drawsOwnFill:)``).
                scanned.textColor = fadedByViewAlpha(try textColor(view, id: id, location: location), view, id: id, drawsOwnFill: ownFill != nil)
                scanned.backgroundColor = judgedBackground(background, text: scanned.textColor)
                // A view with no text in its layout that no code names draws no text to measure; one whose own
                // `text=""` (or spaces) replaces its style's has none to shrink either (a `TextClock` writes none, yet draws the time).
                if showsNoText(view, id: id, scanned: scanned) {
                    scanned.textColor = nil
                    if view.attributes["android:text"] != nil { scanned.shrink = nil }
                }  // +Textless
                scanned.textColorStates = addingLinkColorState(
                    hintColorStates(view, kind: kind, textColor: scanned.textColor, ownFill: ownFill != nil, id: id, location: location), view,
                    textColor: scanned.textColor, ownFill: ownFill != nil, id: id, location: location)  // +LinkColor
                (scanned.pictogram, scanned.emojiInCode) = emojiShown(view, tag: tag, id: id, scanned: scanned)  // +EmojiViews
                scanned.badge = try textBadge(view, kind: kind)  // +TextBadges
                // A colour code sets replaces the file's: what is judged of the file's is a note that says so.
                // Unless every colour it sets is an app helper's known resource (`AndroidCodeTextColors.swift`): each is a state.
                if scanned.textColor != nil, scanned.textColorStates.isEmpty, let states = helperTextColorStates(view, id: id, location: location) {
                    scanned.textColorStates = states
                } else if let setter = codeTextColorSetter(view, id: id) {
                    scanned.outlets.append(setter)
                    setInCode.insert("\(setter).textColor")
                }
            }
            if context.hostsText { hostedHeight = try hostedTextHeight(view, font: scanned.font, context: context) }
            // A tappable text of wrap_content height is as tall as its line and padding.
            if scanned.height == nil, kind == .button, let height = try textTargetHeight(view, font: scanned.font, context: context) {
                scanned.height = height
                // Unless one line is all it may show, its text may wrap at its width: measured before it is judged.
                scanned.heightIsOneTextLine = scanned.maxLines != 1
                scanned.wrappedLineStep = try wrappedLineStep(view, font: scanned.font)
            }
            // A switch, check box or radio that sets its minHeight under 48 dp is as tall as what it draws.
            if scanned.height == nil, kind == .toggle, let height = try toggleTargetHeight(view, font: scanned.font, context: context) {
                scanned.height = height
                scanned.heightIsOneTextLine = scanned.text != nil && scanned.maxLines != 1
            }
            // A listener that only clicks another view hands the tap on: see `AndroidLayoutWalk+ClickForwards.swift`.
            if kind.isInteractive, view.android("onClick") == nil, let forward = clickForward(ofView: id) { scanned.clickForward = forward }
            scanned.touchForwardedFrom = kind.isInteractive && view.android("id") != nil ? adjacentTouchForwarder(of: id, context: context) : nil
            // A container of one line of text is as tall as it (``textHost(_:children:element:)``).
            if scanned.height == nil, kind == .tappable { host = try textHost(view, children: Self.childElements(element), element: elements.count) }
            // A TouchDelegate code gives the view takes its taps in a larger area, which no file shows.
            if view.android("id") != nil && resources.sourceFacts?.delegatesTouches(ofView: id) == true
                || bindsOwnTouchDelegate(view, context: context)
            {
                (scanned.width, scanned.height, host) = (nil, nil, nil)
            } else if scanned.width == nil, Self.isWeighted(view, context: context, horizontal: true) {
                // A `0dp` one is only its share of the row (0 here, ``applySolvedTargetWidths(_:)``).
                tree.setWeightedTargetWidth(try weightedWrittenWidth(view) ?? (view.android("layout_width") == "0dp" ? 0 : nil), of: node)
            }
            // A button's style bounds its width whatever its text, unless the app sets a bound of its own.
            let buttonStyle = libraryButtonStyle(view), ownBounds = AndroidLayoutWalk.widthBounds.contains { view.android($0) != nil }
            let inset = scanned.text == nil ? nil : try solvedTextInset(view, parent: context.parentView)
            let floor: Double? = if case .failure? = inset { try paddingFloorInset(view, parent: context.parentView) } else { nil }
            tree.setElement(
                elements.count, textInset: inset, paddingFloorInset: floor, buttonStyle: buttonStyle, ownWidthBounds: ownBounds,
                iconButtonStyle: iconButtonStyle(view), of: node)
            elements.append(scanned)
        }
        // A Toolbar's own title is drawn by the Toolbar, in no view of the layout.
        if !neverShown, let title = toolbarTitle(view, node: element, background: background, context: context, id: id, location: location) {
            elements.append(title)
        }
        var childContext = context
        childContext.background = background
        childContext.contentWidth = width.content
        childContext.parent = view.tag
        childContext.parentView = view
        childContext.contentHeight = try fixedContentHeight(view, context: context)
        childContext.parentIsVertical = view.attributes["android:orientation"] == "vertical"
        childContext.hidden = context.hidden || staysHidden(view, isRoot: context.parentView == nil) || neverShown
        childContext.neverShown = neverShown
        childContext.hiddenByGroups = idsHiddenByGroups(in: element, namespaces: attributes.namespaces)
        if let row = try row(view, context: context, frameWidth: width.frame) {
            // A container of several texts each tapped on its own is not their row: Gadgetbridge a0948ee1
            // `widget_alarms_activity_list.xml:48`, clickable, holds `alarm1`–`alarm5`, each with an `onClick`.
            childContext.row = Self.tappedChildren(of: element, namespaces: context.namespaces, deep: !row.listenedInCode) > 1 ? nil : row
        }
        childContext.hostsText = host != nil
        if host != nil { hostedHeight = nil }
        try visitChildren(of: element, context: childContext)
        if let host {
            if let height = hostedHeight { elements[host.element].height = max(height + host.padding, host.minimum) }
            hostedHeight = nil
        }
    }

    private mutating func visitChildren(of element: XMLElementNode, context: Context) throws(SyntaxError) {
        var context = context
        context.siblings = Self.childElements(element)
        var comment: String?
        // The siblings after a picture that covers them are drawn over it: their background is the picture.
        var pictures: [(id: String?, node: XMLElementNode, background: ScannedColor)] = []
        for child in element.children {
            switch child {
            case .comment(let text): comment = text.trimmingWhitespace
            case .text(let text, _): if !text.trimmingWhitespace.isEmpty { comment = nil }
            case .element(let node):
                var childContext = context
                // A sibling placed beside every picture (or that every picture is placed beside) is not over one.
                let over = pictures.filter {
                    !Self.isBesidePicture(node, picture: $0.node, pictureID: $0.id, namespaces: context.namespaces)
                        && !Self.isChainedBesidePicture(node, picture: $0.node, siblings: context.siblings, namespaces: context.namespaces)
                }
                if let under = over.last?.background ?? smallImageUnder(node, context: context) { childContext.background = under }
                try visit(node, comment: comment, context: childContext)
                comment = nil
                if let picture = coveringPicture(node, parent: context.parent, namespaces: context.namespaces) {
                    let id = AndroidAttributes(node, inherited: context.namespaces).android("id").flatMap(AndroidValueSyntax.reference)?.name
                    pictures.append((id, node, picture))
                }
            }
        }
    }

    /// `@+id/save` → `save`; a view without an id is named by its class and line (`TextView:12`).
    private static func elementID(_ attributes: AndroidAttributes, tag: String, location: Finding.Location) -> String {
        if let id = attributes.android("id"), let reference = AndroidValueSyntax.reference(id) { return reference.name }
        return "\(AndroidViewKinds.simpleName(tag)):\(location.line ?? 0)"
    }

    // MARK: Suppressions and findings
    private mutating func suppressions(_ ignore: String?, comment: String?, location: Finding.Location) -> [ScanSuppression] {
        guard let ignore else { return [] }
        var result: [ScanSuppression] = []
        let reason = comment.flatMap { $0.isEmpty ? nil : $0 }
        for token in ignore.split(separator: ",").map({ String($0).trimmingWhitespace }) {
            if token.lowercased() == "all" {
                result.append(ScanSuppression(rule: "*", reason: reason, location: location))
            } else if token.hasPrefix("Legible") {
                if let rule = Self.ruleNames[String(token.dropFirst("Legible".count))] {
                    result.append(ScanSuppression(rule: rule, reason: reason, location: location))
                } else {
                    let names = Self.ruleNames.keys.sorted().map { "Legible\($0)" }.joined(separator: ", ")
                    report(id: token, "tools:ignore names \(token), which is no Legible rule; expected one of \(names)", at: location)
                }
            }
        }
        return result
    }

    /// Adds a `scan.unresolved` finding about the element `id`.
    mutating func report(id: String, _ message: String, at location: Finding.Location, severity: Severity = ScanRules.unresolved.defaultSeverity) {
        guard reportsUnresolved else { return }
        // The same chain met from both appearances of a theme is reported once.
        if findings.suffix(4).contains(where: { $0.id == id && $0.message == message && $0.location == location }) { return }
        findings.append(Finding(id: id, rule: ScanRules.unresolved.id, severity: severity, message: message, location: location))
    }

    // MARK: Text
    private mutating func text(_ view: AndroidView, kind: ScannedElement.Kind, id: String, location: Finding.Location) -> ScannedText? {
        // A text field shows its hint until something is typed; that is the text that must fit.
        guard let value = view.attributes["android:text"] ?? (kind == .textField ? view.attributes["android:hint"] : nil),
            !value.isEmpty
        else { return nil }
        if value.hasPrefix("@{") { return nil }  // data binding: only known when the app runs
        if let reference = AndroidValueSyntax.reference(value), reference.type == "string" {
            guard !reference.isFramework else { return ScannedText(key: nil, literal: nil) }
            return stringResourceText(reference.name, id: id, location: location)
        }
        // A literal in the layout (Android's own escapes and quoting apply to attributes too).
        return ScannedText(key: nil, literal: value)
    }

    static func maxLines(_ view: AndroidView) -> Int? {
        if view.attributes["android:singleLine"] == "true" { return 1 }
        if let lines = view.attributes["android:lines"].flatMap({ Double($0) }).flatMap(LayoutFieldRange.lineLimit) { return lines }
        if let lines = view.attributes["android:maxLines"].flatMap({ Double($0) }).flatMap(LayoutFieldRange.lineLimit) { return lines }
        return nil
    }
}
