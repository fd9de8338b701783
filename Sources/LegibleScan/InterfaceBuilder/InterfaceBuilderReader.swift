import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTargets
import LegibleTypeScale

/// Reads iOS storyboards and xibs (`*.storyboard`, `*.xib`) into ``ScannedElement``s: labels,
/// buttons, text fields and views, switches, steppers, segmented controls, sliders, and views
/// with gesture recognisers, with their fonts, Dynamic Type settings, shrink-to-fit, line
/// limits, widths (from frames and constraints), sizes, text and background colours, and
/// localisation keys (`OBJECT-ID.text`, `OBJECT-ID.normalTitle`) in the table named after the
/// file. Documentation/Scan.md lists what is recognised.
///
/// macOS documents (Cocoa storyboards and xibs) hold no iOS screens and give no elements; a
/// WatchKit storyboard gives its labels (`IBWatchKit`).
///
/// ```swift
/// let result = try InterfaceBuilderReader().read(text: storyboard, path: "Base.lproj/Main.storyboard", resources: ScanResources())
/// result.elements.first?.font   // .fixed(size: 17, unit: "pt", weight: .regular, family: nil)
/// ```
public struct InterfaceBuilderReader: ScanFileReader {
    /// A reader.
    public init() {}

    /// `Interface Builder`.
    public var kindName: String { "Interface Builder" }

    /// `.storyboard` and `.xib` files.
    public func reads(path: String) -> Bool {
        let ext = PathParts.pathExtension(path).lowercased()
        return ext == "storyboard" || ext == "xib"
    }

    /// Reads one storyboard or xib.
    ///
    /// - Throws: `SourceFileError` for malformed XML, a root that is not `<document>`, or a
    ///   malformed font, colour, frame or constraint, with its line and column.
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        try SourceFileError.converting { () throws(SyntaxError) in try readDocument(text, path: path, resources: resources) }
    }

    private func readDocument(_ text: String, path: String, resources: ScanResources) throws(SyntaxError) -> ScanFileResult {
        let root = try XMLReader.parse(text, file: path, droppingWhitespaceBetweenElements: true)
        if root.name == "archive", try Self.isCocoaArchive(root, path: path) { return ScanFileResult() }
        guard root.name == "document" else {
            throw SyntaxError(file: path, position: root.position, message: "<\(root.name)>: expected an Interface Builder <document>")
        }
        // `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `….CocoaTouch.XIB`; Cocoa is macOS.
        if let type = root.attribute("type"), Self.isCocoa(type) { return ScanFileResult() }
        let attributes = IBAttributes(file: path)
        let document = try IBDocument(root: root, attributes: attributes)
        let widths = IBWidths(document: document)
        let table = Self.table(for: path)
        let owners = IBScreenOwners(root: root)
        var elements: [ScannedElement] = []
        var labels: [Int: Int] = [:]
        var titleInsets: [Int: Double] = [:]
        var elementOf: [Int: Int] = [:]
        for index in document.views.indices {
            if var element = try element(at: index, in: document, widths: widths, table: table, attributes: attributes, path: path) {
                // Code reaches a view by tag, and forces its screen's appearance, through its owner.
                element.outlets += owners.tagOutlets(of: index, in: document, nib: table) + owners.cellStyleOutlets(of: index, in: document)
                element.screenClasses = owners.screenClasses(of: index, in: document)
                element.inertOwners = InertButtons.owners(of: index, in: document, screenClasses: element.screenClasses, outlets: element.outlets)
                if element.kind.isInteractive {
                    element.ownerTap = OwnerTapTargets.candidate(of: index, in: document, filesOwner: owners.filesOwner, outlets: element.outlets)
                    element.coverOutlets = CoveredButtons.coverOutlets(of: index, in: document)
                    element.equivalentControl = SameActionButtons.enclosing(of: index, in: document)
                }
                element.removalKeys = CodeRemovedViews.keys(of: index, in: document)
                element.externalClass = ExternalClassViews.candidate(of: document.views[index].node)
                element.containerClasses = DebugOnlyContainers.containerClasses(of: index, in: document)
                element.hiddenOutlets = Self.hiddenOutlets(of: index, in: document, owners: owners, nib: table)
                if element.hiddenOutlets != nil, element.kind.isInteractive, element.sizeIfActioned == nil {
                    let shown = Self.targetSize(of: index, kind: element.kind, in: document, ignoringHidden: true)
                    if shown.width != nil || shown.height != nil { element.sizeIfShown = [shown.width, shown.height] }
                }
                // Text code may set is solved too: its placeholder was dropped, and the code's
                // text, read later, is measured at this width (Nextcloud Talk
                // CallsFromOldAccountViewController.xib:34, a button code titles).
                let shown = element.text != nil || Self.codeMaySetText(of: element.id, in: document)
                // A cell style's own label is solved where UIKit's room for it is known (a Basic cell's title).
                if element.kind == .label, shown,
                    document.cellStyles[element.id].map({ IBCellStyles.isSolved(document.views[index], style: $0) }) ?? true
                {
                    labels[index] = elements.count
                }
                if element.kind == .button, shown, let insets = try Self.titleInsets(of: document.views[index].node, attributes: attributes) {
                    labels[index] = elements.count
                    titleInsets[index] = insets
                }
                elementOf[index] = elements.count
                elements.append(element)
            }
        }
        Self.solveWidths(
            of: labels, in: &elements, document: document, root: root, attributes: attributes, screenWidths: resources.iOSScreenWidths, titleInsets: titleInsets
        )
        Self.droppingPlaceholders(&elements, document: document)
        // A watch app's screen is black and never light (`IBWatchKit`).
        if document.isWatchKit { IBWatchKit.judgeOnBlack(&elements, elementOf: elementOf, document: document, path: path) }
        Self.collectionCells(in: &elements, elementOf: elementOf, document: document, owners: owners)
        return ScanFileResult(elements: elements)
    }

    /// Whether code can reach a view to set its text: an outlet points at it, or it is a cell
    /// style's own label (`cell.textLabel`).
    static func codeMaySetText(of id: String, in document: IBDocument) -> Bool {
        document.outletTargets.contains(id) || document.cellStyleLabels.contains(id)
    }

    /// The strings table of a storyboard: its file name without the extension.
    static func table(for path: String) -> String {
        let name = PathParts.name(path)
        let ext = PathParts.pathExtension(name)
        return ext.isEmpty ? (name as NSString).deletingPathExtension : String(name.utf8.dropLast(ext.utf8.count + 1))!
    }

    /// A `<control>`, or a `<view>` of a custom class, that code reaches by an outlet: a control
    /// when its class is `UIControl`'s and code gives it an action (``CodeActionControls``).
    private static func mayBeCodeControl(_ node: XMLElementNode, outlets: [String]?) -> Bool {
        guard node.name == "control" || (node.name == "view" && node.attribute("customClass") != nil) else { return false }
        return outlets?.isEmpty == false && node.attribute("userInteractionEnabled") != "NO"
    }

    private static let kinds: [String: ScannedElement.Kind] = [
        "label": .label, "button": .button, "textField": .textField, "textView": .textView, "switch": .toggle,
        "stepper": .stepper, "segmentedControl": .segmentedControl, "slider": .slider,
    ]

    private func element(
        at index: Int, in document: IBDocument, widths: IBWidths, table: String, attributes: IBAttributes, path: String
    ) throws(SyntaxError) -> ScannedElement? {
        let view = document.views[index]
        let node = view.node
        guard let id = view.id else { return nil }
        let kind: ScannedElement.Kind
        if let known = Self.kinds[node.name] {
            kind = known
        } else if document.gestureTargets.contains(id), node.attribute("userInteractionEnabled") != "NO" {
            kind = .tappable
        } else if Self.mayBeCodeControl(node, outlets: document.outletNames[id]) {
            kind = .tappable
        } else {
            return nil
        }
        let location = Finding.Location(file: path, line: node.position.line, column: node.position.column)
        let size = Self.targetSize(of: index, kind: kind, in: document)
        var element = ScannedElement(kind: kind, id: id, location: location, platform: .iOS, width: size.width, height: size.height)
        if !document.gestureTargets.contains(id),
            Self.mayBeCodeControl(node, outlets: document.outletNames[id])
        {
            // Judged only once code gives it an action (``CodeActionControls``).
            element.sizeIfActioned = [size.width, size.height]
            element.width = nil
            element.height = nil
        }
        element.choiceRow = IBChoiceRows.row(of: index, in: document)
        // visionOS counts the clear space around a control in its 60 pt hit region (``IBClearSpace``).
        if kind.isInteractive { element.clearance = IBClearSpace.clearance(of: index, in: document) }
        // A view of a custom class whose own code sets a property is reached as `Class.self`.
        element.outlets = (document.outletNames[id] ?? []) + (node.attribute("customClass").map { ["\($0).self"] } ?? [])
        let live = attributes.flag(node, "adjustsFontForContentSizeCategory") ?? false
        if let font = node.firstChildElement(where: { $0.name == "fontDescription" && ($0.attribute("key") ?? "fontDescription").hasSuffix("ontDescription") })
        {
            element.font = try attributes.font(font, live: live)
        }
        // Attributed text shows its runs' fonts, whatever the element's own font says, a
        // placeholder's ("Title") too: UIKit makes the first run's font the label's, which setting
        // `text` keeps (Amperfy d3513f85 GenericDetailTableHeader.xib:95, a fixed 22 pt title that
        // GenericDetailTableHeader.swift:143 retexts, was missed). Code that sets the font or an
        // attributed text makes it a placeholder (``CodeSetPlaceholders``; DuckDuckGo's action message).
        // Its runs' colours stay unread (below).
        let placeholder = IBAttributes.attributedContent(of: node).map { document.outletTargets.contains(id) && Self.isPlaceholder($0) } ?? false
        if let font = try attributes.attributedFont(of: node, live: live) { element.font = font }
        element.textColor = try node.firstChildElement { $0.name == "color" && $0.attribute("key") == "textColor" }.map(attributes.color)
        // A label whose colour is Interface Builder's "Default" (`<nil key="textColor"/>`, or no key)
        // draws UIKit's default, labelColor: black in light, white in dark (UILabel.textColor).
        if element.textColor == nil, node.name == "label" { element.textColor = .system("labelColor") }
        element.backgroundColor = try background(of: index, in: document, attributes: attributes)
        if element.backgroundColor != nil {
            element.backdropColor = try background(of: index, in: document, attributes: attributes, skipping: 1)
            element.backdropUnknown = element.backdropColor == nil
        }
        element.backgroundOutlets = Self.backgroundOutlets(of: index, in: document, attributes: attributes)
        (element.sizeOutlets, element.superviewOutlets) = (Self.sizeOutlets(of: index, in: document), Self.superviewOutlets(of: index, in: document))
        // No background under an image behind the text; the scene root it sits on (``noteBackdrop``).
        try Self.noteBackdrop(of: index, in: document, attributes: attributes, element: &element)
        switch kind {
        case .label:
            element.maxLines = Double(node.attribute("numberOfLines") ?? "1").flatMap { LayoutFieldRange.lineLimit(max(0, $0)) } ?? 1
            // Placeholder text in a label code reaches is kept until the widths are solved: it may
            // size its row (``droppingPlaceholders(_:document:)`` removes it after).
            if let literal = node.attribute("text") ?? Self.stringChild(of: node, key: "text") {
                element.text = ScannedText(key: "\(id).text", literal: literal, table: table)
            }
            // A key named in the identity inspector replaces the file's text when the view loads.
            if let key = Self.runtimeLocalizationKey(of: node) { element.text = ScannedText(key: key) }
            EmptyLabels.mark(&element, node: node, id: id, in: document)
            element.textWidth = widths.width(of: index)
            element.textHeight = Self.fixedHeight(of: index, in: document)
            element.shrink = try shrink(node, font: element.font, attributes: attributes)
            if element.maxLines == 0 { element.shrink?.growingContainer = Self.growingContainer(index, in: document) }
            element.badge = IBBadges.badge(of: index, in: document, attributes: attributes)
        case .button:
            try readButton(node, id: id, table: table, into: &element, width: widths.width(of: index), attributes: attributes)
            try IBButtonConfigurations.applyFill(of: node, to: &element, attributes: attributes)
            // An image button's placeholder title shows nothing; an outlet's is dropped after the solve.
            if let title = element.text?.literal, Self.isPlaceholder(title), Self.hasImage(node) {
                element.text = nil
            }
            if let key = Self.runtimeLocalizationKey(of: node) { element.text = ScannedText(key: key) }
            // An image button whose title is a placeholder or absent shows no text to judge.
            if element.text == nil, Self.hasImage(node) {
                element.imageTitleFont = element.font
                element.font = nil
                element.textColor = nil
            }
        case .textField:
            element.shrink = try shrink(node, font: element.font, attributes: attributes)
        case .textView, .toggle, .stepper, .segmentedControl, .slider, .tappable, .container:
            break
        }
        if !placeholder, element.text != nil || !Self.hasImage(node) { try applyRunColors(node, to: &element, live: live, attributes: attributes) }
        // A colour runtime attribute is set after the file's own: it is what shows (``runtimeTextColor(of:attributes:)``).
        if let color = try Self.runtimeTextColor(of: node, attributes: attributes) { (element.textColor, element.textColorStates) = (color, []) }
        (element.themeAncestry, element.runtimeThemeNames) = (Self.themeAncestry(of: index, in: document), Self.runtimeThemeNames(of: node))
        (element.runtimeColorKeys, element.liveKeyPaths) = (Self.runtimeColorKeys(of: node), Self.liveKeyPaths(of: node))
        guard !element.runtimeThemeNames.isEmpty || !element.outlets.isEmpty else { return element }
        element.themeBackgroundDepth = Self.themeBackgroundDepth(of: index, in: document, attributes: attributes)
        return element
    }

    /// Attributed text draws each run in its fragment's `NSColor`, the element's own colour only
    /// where a run has none (GoMap `Launch Screen.storyboard:22`, #ffce00 "Go Map!!" on #34495e,
    /// was judged as black). One colour for every run is the text's colour; runs of several
    /// colours are judged each in its colour and font (``ScannedColorState/run``).
    private func applyRunColors(_ node: XMLElementNode, to element: inout ScannedElement, live: Bool, attributes: IBAttributes) throws(SyntaxError) {
        let runs = try attributes.attributedRuns(of: node, live: live)
            .filter { !$0.content.allSatisfy(\.isWhitespace) }
            .map { (content: $0.content, color: $0.color ?? element.textColor, font: $0.font ?? element.font) }
        guard runs.contains(where: { $0.color != nil }) else { return }
        if Set(runs.map(\.color)).count == 1 {
            element.textColor = runs[0].color
            return
        }
        var states: [ScannedColorState] = []
        for run in runs {
            guard let color = run.color, !states.contains(where: { $0.color == color && $0.font == run.font }) else { continue }
            var state = ScannedColorState(condition: "", color: color)
            state.run = run.content.count > 24 ? String(run.content.prefix(23)) + "…" : run.content
            state.font = run.font
            states.append(state)
        }
        element.textColorStates = states
    }

    private func readButton(
        _ node: XMLElementNode, id: String, table: String, into element: inout ScannedElement, width: ScannedWidth, attributes: IBAttributes
    ) throws(SyntaxError) {
        let children = node.childElements
        if let configuration = children.first(where: { $0.name == "buttonConfiguration" }) {
            // A title of spaces draws no text: untitled unless code titles it (xDrip4iOS `Main.storyboard:642`, ``UntitledButtons``).
            if let title = configuration.attribute("title") {
                element.untitledButton = element.untitledButton || title.allSatisfy(\.isWhitespace)
                element.text = title.allSatisfy(\.isWhitespace) ? nil : ScannedText(key: "\(id).configuration.title", literal: title, table: table)
            }
            if let font = configuration.childElements.first(where: { $0.name == "fontDescription" }) {
                element.font = try attributes.font(font, live: attributes.flag(node, "adjustsFontForContentSizeCategory") ?? false)
            } else {
                // A configuration's title is Body, following Dynamic Type, unless the file gives it a font.
                element.font = IBButtonConfigurations.defaultFont(of: configuration)
            }
            element.textColor = try configuration.childElements.first { $0.name == "color" && $0.attribute("key") == "baseForegroundColor" }
                .map(attributes.color)
            element.textWidth =
                switch IBButtonConfigurations.titleInsets(of: configuration) {
                case .known(let insets) where !Self.hasImage(node): Self.inset(width, by: insets)
                case .known: .unknown(reason: "its button configuration's image shares the title's room by a size the file does not give")
                case .unknown(let reason): .unknown(reason: reason)
                }
            element.maxLines = 0
            return
        }
        let normal = children.first { $0.name == "state" && $0.attribute("key") == "normal" }
        element.untitledButton = !children.contains { child in
            child.name == "userDefinedRuntimeAttributes"
                || (child.name == "state"
                    && (child.attribute("title") != nil || child.childElements.contains { ["string", "attributedString"].contains($0.name) }))
        }
        if let title = normal?.attribute("title") ?? normal.flatMap({ Self.stringChild(of: $0, key: "title") }) {
            element.text = ScannedText(key: "\(id).normalTitle", literal: title, table: table)
            // Without a font of its own, a button's title is UIKit's 15 pt System, not a label's 17.
            // Only a button the file titles gets it: an untitled one (an image, or a bare tap area
            // over a cell, Pocket Casts AddCell.xib:47) draws no text for a font to size.
            if element.font == nil { element.font = IBButtonConfigurations.legacyTitleFont }
        }
        if let color = normal?.childElements.first(where: { $0.name == "color" && $0.attribute("key") == "titleColor" }) {
            element.textColor = try attributes.color(color)
        }
        let insets = try Self.edgeInsets(of: node, attributes: attributes)
        element.textWidth = Self.inset(width, by: insets)
        // A classic button whose line break mode wraps (`lineBreakMode="wordWrap"`, Interface
        // Builder's way to a multi-line title) sets its title label's lines to 0: the title wraps
        // (DuckDuckGo's bookmark import button).
        element.maxLines = ["wordWrap", "characterWrap"].contains(node.attribute("lineBreakMode") ?? "") ? 0 : 1
    }

    /// The room a classic button's title loses to its content and title edge insets (left plus
    /// right): the title is laid out in the button's width less both.
    static func edgeInsets(of node: XMLElementNode, attributes: IBAttributes) throws(SyntaxError) -> Double {
        var insets = 0.0
        for inset in node.childElements where inset.name == "inset" && ["contentEdgeInsets", "titleEdgeInsets"].contains(inset.attribute("key") ?? "") {
            insets += (try attributes.number(inset, "minX") ?? 0) + (try attributes.number(inset, "maxX") ?? 0)
        }
        return insets
    }

    /// The insets of a button whose title takes its solved width less them (``edgeInsets(of:attributes:)``,
    /// or a configuration's default content insets, ``IBButtonConfigurations``); `nil` for one
    /// whose title shares the width with an image, whose size the file does not give, or a
    /// configuration whose insets are not known.
    static func titleInsets(of node: XMLElementNode, attributes: IBAttributes) throws(SyntaxError) -> Double? {
        guard !hasImage(node) else { return nil }
        if let configuration = node.childElements.first(where: { $0.name == "buttonConfiguration" }) {
            guard case .known(let insets) = IBButtonConfigurations.titleInsets(of: configuration) else { return nil }
            return insets
        }
        return try edgeInsets(of: node, attributes: attributes)
    }

    /// Text Xcode writes as a child element when it has line breaks: `<string key="text">…</string>`.
    static func stringChild(of node: XMLElementNode, key: String) -> String? {
        guard let child = node.firstChildElement(where: { $0.name == "string" && $0.attribute("key") == key }) else { return nil }
        return child.children.reduce(into: "") { text, content in
            if case .text(let piece, _) = content { text += piece }
        }
    }

    /// `adjustsFontSizeToFit` on with `minimumScaleFactor` (or the older `minimumFontSize`).
    ///
    /// Xcode writes the attribute only as `"NO"`: it leaves out the value it takes when none is
    /// written, which is on. Of 827 labels in the apps checked for issue 33, 764 say `NO`, one
    /// says `YES`, and 62 give a minimum and no attribute, and those shrink (AltStore
    /// 65fe3998 `Authentication.storyboard:59`, Loop 710182e2 `Main.storyboard:329`, were called
    /// overflows). WinObjC's storyboard compiler reads it the same way (`xib2nib/UILabel.cpp`,
    /// `InitFromStory`: on unless `"NO"` beside a minimum font size).
    private func shrink(_ node: XMLElementNode, font: ScannedFont?, attributes: IBAttributes) throws(SyntaxError) -> ScannedShrink? {
        // A label's only: a text field's is never written either way (72 of 72), so its value
        // when left out is not known, and it is read as off.
        let hasMinimum = node.attribute("minimumScaleFactor") != nil || node.attribute("minimumFontSize") != nil
        guard attributes.flag(node, "adjustsFontSizeToFit") ?? (node.name == "label" && hasMinimum) else { return nil }
        if let factor = try attributes.number(node, "minimumScaleFactor"), factor > 0, factor < 1 {
            return ScannedShrink(mechanism: "adjustsFontSizeToFitWidth (minimumScaleFactor \(LengthFormat.string(factor)))", minimumScale: factor)
        }
        if let minimum = try attributes.number(node, "minimumFontSize"), minimum > 0 {
            var scale: Double?
            if case .fixed(let size, _, _, _)? = font, size > minimum { scale = minimum / size }
            return ScannedShrink(mechanism: "adjustsFontSizeToFitWidth (minimumFontSize \(LengthFormat.string(minimum)))", minimumScale: scale)
        }
        // With neither, UIKit shrinks no further than the font's own size: nothing shrinks.
        return nil
    }

    /// The background the view's content sits on: its own background colour, else the nearest
    /// ancestor's that is not clear, each after the fills of earlier siblings it lies on
    /// (``IBSiblingFills``); a table view cell without one draws UIKit's own
    /// (``IBCellBackgrounds``), not its table's. `skipping` such colours first (1: what is
    /// behind the background, its ``ScannedElement/backdropColor``).
    private func background(of index: Int, in document: IBDocument, attributes: IBAttributes, skipping: Int = 0) throws(SyntaxError) -> ScannedColor? {
        var skipped = 0
        for ancestor in document.ancestry(of: index) {
            let node = document.views[ancestor].node
            var found: ScannedColor?
            if let color = node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }) {
                let scanned = try attributes.color(color)
                if !IBAttributes.isClear(scanned) { found = scanned }
            }
            if found == nil, let cell = IBCellBackgrounds.systemBackground(of: ancestor, in: document) { found = cell }
            // Then an earlier sibling drawn beneath the view, before its superview (``IBSiblingFills``).
            let beneath = try IBSiblingFills.fills(beneath: ancestor, in: document, attributes: attributes)
            for layer in [found].compactMap({ $0 }) + beneath.fills {
                if skipped == skipping { return layer }
                skipped += 1
            }
            // Under a picture the file gives no colour: VLC 12cd503e VLCFullscreenMovieTVViewController.xib:116,
            // white text on a 20% black dimming view over the album art, is not over the window's white.
            if beneath.endsOnPicture { return nil }
        }
        return nil
    }
}
