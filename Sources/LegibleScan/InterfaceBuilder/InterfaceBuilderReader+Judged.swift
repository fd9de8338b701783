import LegibleSyntax

extension InterfaceBuilderReader {
    /// The texts Interface Builder gives a new label or button, and the stand-ins people type
    /// where code supplies the text: not what a person will read.
    static let placeholderTexts: Set<String> = ["Label", "Button", "Title", "Text", "Subtitle", "Detail", "Placeholder"]

    /// Whether a text is a placeholder (``placeholderTexts``, or Lorem ipsum).
    static func isPlaceholder(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        return placeholderTexts.contains(trimmed) || trimmed.lowercased().hasPrefix("lorem ipsum")
    }

    /// Whether a text is marked as a stand-in for code's, whatever reaches the view: wrapped in
    /// `#` (Simplenote's `#Secondary#`, `#Invalid email#`, titles code sets through a dictionary of
    /// its buttons) — no one writes a title for people that way. A lone `#` or `##` is not. Such a
    /// text is dropped after the file's widths are solved (``droppingPlaceholders(_:document:)``):
    /// the view keeps its place in the layout, and code's text, when the scan reads it, is measured
    /// at that width.
    ///
    /// Braces mark one the same way (KeePassium's `{Title}`, `{Save to Server}`, `{File Size}`:
    /// labels and buttons its code fills), when nothing else in the text is a brace: `{0}` or
    /// `{count} items` are not.
    static func isMarkedPlaceholder(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        guard trimmed.count >= 3 else { return false }
        for (open, close) in [("#", "#"), ("{", "}")] where trimmed.hasPrefix(open) && trimmed.hasSuffix(close) {
            let inner = trimmed.dropFirst().dropLast()
            return inner.contains { $0.isLetter } && !inner.contains { "#{}".contains($0) } && !inner.contains("\n")
        }
        return false
    }

    /// Whether a button shows an image in its normal state or its configuration: as an attribute,
    /// or as the `<imageReference key="image">` child newer Xcode writes for a symbol (tinode-ios
    /// 68c9f73c Main.storyboard:46, a pencil button with no title judged for its 18 pt font).
    static func hasImage(_ node: XMLElementNode) -> Bool {
        let referencesImage = { (parent: XMLElementNode) in
            parent.childElements.contains { $0.name == "imageReference" && ["image", "backgroundImage"].contains($0.attribute("key") ?? "") }
        }
        return node.childElements.contains { child in
            (child.name == "state" && child.attribute("key") == "normal"
                && (child.attribute("image") != nil || child.attribute("backgroundImage") != nil || referencesImage(child)))
                || (child.name == "buttonConfiguration" && (child.attribute("image") != nil || referencesImage(child)))
        }
    }

    /// The outlets of the view's superviews up to the one whose background colour is not clear
    /// (``ScannedElement/backgroundOutlets``).
    static func backgroundOutlets(of index: Int, in document: IBDocument, attributes: IBAttributes) -> [String] {
        var outlets: [String] = []
        for ancestor in document.ancestry(of: index).dropFirst() {
            let view = document.views[ancestor]
            if let id = view.id { outlets += document.outletNames[id] ?? [] }
            // A storyboard scene's root view, whose controller's code sets `view.backgroundColor`
            // (element-ios KeyBackupRecoverFromPrivateKeyViewController.swift:109, `self.view
            // .backgroundColor = theme.headerBackgroundColor`): no outlet names it, `key="view"` does.
            if let owner = view.controllerClass { outlets.append("\(owner).view") }
            // A superview of a custom class whose own code sets its background (a themed view).
            if let custom = view.node.attribute("customClass") { outlets.append("\(custom).self") }
            let color = view.node.firstChildElement { $0.name == "color" && $0.attribute("key") == "backgroundColor" }
            // A translucent background shows what is behind it: code that sets that (the
            // controller's `view.backgroundColor`) replaces the colour the text is seen on.
            if let color, let scanned = try? attributes.color(color), !IBAttributes.isClear(scanned), !Self.isTranslucent(scanned) { break }
            // A table view cell draws its own background: its table's does not show behind the text.
            if IBCellBackgrounds.systemBackground(of: ancestor, in: document) != nil { break }
        }
        return outlets
    }

    /// The outlets of every superview of the view, nearest first (``ScannedElement/superviewOutlets``).
    static func superviewOutlets(of index: Int, in document: IBDocument) -> [String] {
        document.ancestry(of: index).dropFirst().flatMap { document.views[$0].id.flatMap { document.outletNames[$0] } ?? [] }
    }

    /// The outlets of the superviews the view resizes with (``ScannedElement/sizeOutlets``): up
    /// from the view while each has an autoresizing mask flexible in width and height.
    static func sizeOutlets(of index: Int, in document: IBDocument) -> [String] {
        var outlets: [String] = []
        var current = index
        while let parent = document.views[current].parent, outlets.count < 64 {
            let mask = document.views[current].node.firstChildElement { $0.name == "autoresizingMask" }
            guard mask?.attribute("widthSizable") == "YES", mask?.attribute("heightSizable") == "YES" else { break }
            if let id = document.views[parent].id { outlets += document.outletNames[id] ?? [] }
            current = parent
        }
        return outlets
    }

    /// Whether a colour the file writes lets what is behind it show (alpha under 1).
    static func isTranslucent(_ color: ScannedColor) -> Bool {
        if case .literal(_, let alpha) = color { return alpha < 1 }
        return false
    }

    /// Whether an image view with an image is drawn behind the view: a subview before it (or
    /// before one of its superviews) under the superview whose background it would otherwise sit
    /// on. Frames are not compared: an image anywhere behind makes the background unknown. A blur
    /// (`visualEffectView`) or an image view code fills counts where its frame covers the view's.
    static func hasImageBehind(_ index: Int, in document: IBDocument, attributes: IBAttributes) -> Bool {
        for view in document.ancestry(of: index) {
            let node = document.views[view].node
            // Text in a blur's or vibrancy's content view is drawn over what the blur shows
            // (AltStore 65fe3998 `Main.storyboard:692`).
            if node.name == "visualEffectView" { return true }
            let color = node.firstChildElement { $0.name == "color" && $0.attribute("key") == "backgroundColor" }
            if let color, let scanned = try? attributes.color(color), !IBAttributes.isClear(scanned) { return false }
            if IBCellBackgrounds.systemBackground(of: view, in: document) != nil { return false }
            guard let parent = document.views[view].parent, let siblings = document.children[parent] else { return false }
            for sibling in siblings where sibling < view {
                let behind = document.views[sibling].node
                guard !isHiddenInEverySizeClass(behind) else { continue }
                // A blur shows whatever is behind it; an image view code fills (an outlet, no
                // image in the file) shows a picture (VLC 12cd503e
                // VLCFullscreenMovieTVViewController.xib:57, titles over the artwork and a blur).
                // Frames are compared for these (a cell's thumbnail beside its title is not behind it).
                // Only one whose frame meets the text's: an image above the text in the cell is
                // not behind it (Lockwise 4d68f128 ItemList.storyboard:112, a 4.05:1 footnote under
                // the empty list's picture was skipped). No frame to compare: behind, as before.
                if behind.name == "imageView", behind.attribute("image") != nil, overlaps(behind, document.views[view].node) ?? true { return true }
                let drawsBehind = behind.name == "visualEffectView" || (behind.name == "imageView" && isFilledInCode(behind, in: document))
                if drawsBehind, covers(behind, document.views[view].node) { return true }
            }
        }
        return false
    }

    /// Whether `node` is hidden (`hidden="YES"`) with no size-class `<variation>` that shows it:
    /// Lockwise 4d68f128 AutofillOnboarding.storyboard:33, a white blob hidden in the base size
    /// class but `<variation key="widthClass=compact" hidden="NO"/>`, is drawn on every iPhone,
    /// behind the text at `:60` (it was judged black on the screen's purple, 1.91:1).
    static func isHiddenInEverySizeClass(_ node: XMLElementNode) -> Bool {
        guard node.attribute("hidden") == "YES" else { return false }
        return !node.childElements.contains { $0.name == "variation" && $0.attribute("hidden") == "NO" }
    }

    /// Whether the frames of two views of one superview intersect; `nil` when either has no frame.
    private static func overlaps(_ back: XMLElementNode, _ front: XMLElementNode) -> Bool? {
        guard let b = frame(of: back), let f = frame(of: front) else { return nil }
        return f.x < b.x + b.width && b.x < f.x + f.width && f.y < b.y + b.height && b.y < f.y + f.height
    }

    /// Whether `back`'s frame holds the centre of `front`'s (two views of one superview).
    private static func covers(_ back: XMLElementNode, _ front: XMLElementNode) -> Bool {
        guard let b = frame(of: back), let f = frame(of: front) else { return false }
        let (x, y) = (f.x + f.width / 2, f.y + f.height / 2)
        return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height
    }

    static func frame(of node: XMLElementNode) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = node.firstChildElement(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return nil }
        let values = ["x", "y", "width", "height"].map { rect.attribute($0).flatMap(Double.init) }
        guard let width = values[2], let height = values[3] else { return nil }
        return (values[0] ?? 0, values[1] ?? 0, width, height)
    }

    /// Whether code can give an image view its picture: an outlet reaches it, or its class is the app's.
    private static func isFilledInCode(_ node: XMLElementNode, in document: IBDocument) -> Bool {
        if node.attribute("customClass") != nil { return true }
        guard let id = node.attribute("id") else { return false }
        return document.outletTargets.contains(id)
    }

    /// The lowest height UIKit has given a segmented control of its own accord: 28 pt before
    /// iOS 13 (32 pt since).
    static let smallestSegmentedControlHeight = 28.0

    /// The height UIKit gives a rounded-rect text field of Interface Builder's default 14 pt font
    /// (30 pt; 34 pt at 17 pt): a form of such fields is UIKit's own design, not the file's mistake.
    static let smallestRoundedTextFieldHeight = 30.0

    /// The size a person can tap, `nil` on a side that is not judged:
    ///
    /// - nothing for a view nobody can tap: hidden (or in a hidden superview), fully
    ///   transparent (`alpha="0.0"`), with user interaction off in it or a superview, or a
    ///   disabled control (`enabled="NO"`);
    /// - nothing for a switch or a stepper, which UIKit draws at their own fixed sizes (51×31 and
    ///   94×32 pt) whatever the frame says; no height for a slider, whose height UIKit fixes
    ///   (31 pt), nor for a segmented control at UIKit's own height (32 pt since iOS 13, 28–29 pt
    ///   before, as Interface Builder writes it) or a rounded-rect text field at UIKit's (30 pt
    ///   or more) — only such a control squeezed below that is the file's doing;
    /// - nothing for a frame collapsed to zero.
    ///
    /// `ignoringHidden` gives the size a hidden control has when code shows it.
    static func targetSize(of index: Int, kind: ScannedElement.Kind, in document: IBDocument, ignoringHidden: Bool = false) -> (
        width: Double?, height: Double?
    ) {
        let untappable = document.ancestry(of: index).contains { ancestor in
            let node = document.views[ancestor].node
            return (!ignoringHidden && isHiddenInEverySizeClass(node)) || node.attribute("userInteractionEnabled") == "NO"
                || node.attribute("alpha").flatMap(Double.init).map { $0 <= 0 } == true
        }
        // A disabled control takes no touch (`enabled="NO"` is UIControl's own, not inherited).
        let disabled = document.views[index].node.attribute("enabled") == "NO"
        if untappable || disabled || kind == .toggle || kind == .stepper { return (nil, nil) }
        let view = document.views[index]
        let width = requiredSize("width", of: index, in: document) ?? view.frameWidth.flatMap { $0 > 0 ? $0 : nil }
        let written = requiredSize("height", of: index, in: document) ?? view.frameHeight.flatMap { $0 > 0 ? $0 : nil }
        let height = IBTableRowFill.height(written, of: index, in: document)  // A standard row's field less its separator.
        let systemHeight =
            kind == .slider || (kind == .segmentedControl && (height ?? 0) >= smallestSegmentedControlHeight)
            || (kind == .textField && view.node.attribute("borderStyle") == "roundedRect" && (height ?? 0) >= smallestRoundedTextFieldHeight)
        return (width, systemHeight ? nil : height)
    }
}

extension InterfaceBuilderReader {
    /// Gives the labels with text (`labels`: view index → element index) their width on each
    /// screen from the document's Auto Layout (``IBConstraintSystem``). Where the solve says
    /// nothing on any screen and the file's own width (``IBWidths``) is known, that width stays;
    /// where both are unknown, the solver's reason (naming the constraints) replaces the file's.
    /// The most views a storyboard scene (or a xib) may have for its Auto Layout to be solved:
    /// 600, more than any scene of the eight apps measured (the largest storyboard, Monal's, has 195
    /// views in all); beyond it, that scene's widths come from ``IBWidths`` alone. Storyboards are
    /// solved scene by scene (``IBScenes``), so a file of many scenes is solved whatever its size.
    static let largestSolvedScene = 600

    /// The narrowest screen of the regular width size class in portrait: an iPad mini's 744 pt.
    static let regularWidthScreen = 744.0

    /// The width a view's content asks for, where it does not depend on text: a `UISwitch` is
    /// always 51 pt wide. Labels' text is not measured here (each is audited at the most room it gets).
    static func intrinsicWidth(of index: Int, in document: IBDocument) -> Double? {
        document.views[index].node.name == "switch" ? 51 : nil
    }

    /// A button's title (`titleInsets`: view index → its insets) gets the button's width less its
    /// insets. A storyboard (`root`) is solved scene by scene (``IBScenes``).
    static func solveWidths(
        of labels: [Int: Int], in elements: inout [ScannedElement], document: IBDocument, root: XMLElementNode? = nil,
        attributes: IBAttributes = IBAttributes(file: ""), screenWidths: [Double], titleInsets: [Int: Double] = [:]
    ) {
        guard !labels.isEmpty, !screenWidths.isEmpty else { return }
        for part in IBScenes.parts(of: document, root: root, attributes: attributes) {
            // The solve's cost grows faster than the scene (a tableau row per constraint,
            // optimised after each): past ``largestSolvedScene`` views the file's own widths stand.
            guard part.document.views.count <= largestSolvedScene else { continue }
            var partLabels: [Int: Int] = [:]
            var partInsets: [Int: Double] = [:]
            for (index, whole) in part.wholeIndex.enumerated() where whole >= 0 {
                if let element = labels[whole] { partLabels[index] = element }
                if let insets = titleInsets[whole] { partInsets[index] = insets }
            }
            guard !partLabels.isEmpty else { continue }
            solvePart(of: partLabels, in: &elements, document: part.document, screenWidths: screenWidths, titleInsets: partInsets)
        }
    }

    /// ``solveWidths(of:in:document:root:attributes:screenWidths:titleInsets:)`` for one part.
    private static func solvePart(
        of labels: [Int: Int], in elements: inout [ScannedElement], document: IBDocument, screenWidths: [Double], titleInsets: [Int: Double]
    ) {
        // iPhones in portrait are compact width, iPads regular: each its own size-class variations.
        let compact = screenWidths.filter { $0 < regularWidthScreen }
        let regular = screenWidths.filter { $0 >= regularWidthScreen }
        var solved: [Int: [ScreenTextWidth]] = [:]
        var contradicted: [Int: String] = [:]
        var runningOff = Set<Int>()
        // Labels in a view code loads: the file's frame width is a placeholder there too.
        var loaded = Set<Int>()
        for (widths, isRegular) in [(compact, false), (regular, true)] where !widths.isEmpty {
            let system = IBConstraintSystem(document: document, intrinsicWidth: { Self.intrinsicWidth(of: $0, in: document) }, regularWidth: isRegular)
            solved.merge(system.deviceWidths(of: labels.keys.sorted(), screenWidths: widths, runningOff: &runningOff)) { $0 + $1 }
            contradicted.merge(system.contradictedRoots()) { first, _ in first }
            loaded.formUnion(labels.keys.filter { system.isLoadedView(document.ancestry(of: $0).last ?? $0) })
        }
        for (view, element) in labels {
            guard let widths = solved[view] else { continue }
            let unknown = widths.allSatisfy { if case .unknown = $0.width { true } else { false } }
            if unknown {
                // Contradicting constraints make the file's own width a guess too.
                let fileWidthKnown = { if case .unknown = elements[element].textWidth { false } else { true } }()
                let isContradicted = contradicted[document.ancestry(of: view).last ?? view] != nil
                if !fileWidthKnown || isContradicted || loaded.contains(view), case .unknown(let reason)? = widths.first?.width {
                    elements[element].textWidth = .unknown(reason: reason)
                }
                continue
            }
            let insets = titleInsets[view] ?? 0
            // Nothing bounds it, so it never wraps: one line as wide as its text, cut where it runs off.
            // Each hard line break still starts a line while the file's limit allows (ScanOverflowAudit).
            if runningOff.contains(view) {
                elements[element].unwrappedLineLimit = elements[element].maxLines ?? 1
                elements[element].maxLines = 1
            }
            elements[element].screenTextWidths = widths.map { ScreenTextWidth(screen: $0.screen, width: Self.inset($0.width, by: insets)) }
        }
    }
}

extension InterfaceBuilderReader {
    /// A solved width less a button's insets.
    static func inset(_ width: ScannedWidth, by insets: Double) -> ScannedWidth {
        switch width {
        case .fixed(let value): .fixed(value - insets)
        case .maximum(let value): .maximum(value - insets)
        case .screen(let minus): .screen(minus: minus + insets)
        case .unknown: width
        }
    }

    /// The height a view's text is laid out in when the file fixes it: a required
    /// `height = constant` of its own, or, for a view no constraint names and that Auto Layout
    /// places by its frame, its frame's height unless its autoresizing mask lets the height grow.
    static func fixedHeight(of index: Int, in document: IBDocument) -> Double? {
        let view = document.views[index]
        guard let id = view.id, !document.cellStyleLabels.contains(id) else { return nil }
        let named = (document.constraintsByItem[id] ?? []).map { document.constraints[$0] }
        if let own = named.first(where: {
            $0.first == id && $0.firstAttribute == "height" && $0.second == nil && $0.relation == "equal" && $0.isRequired
        }) {
            return own.constant > 0 ? own.constant : nil
        }
        guard named.isEmpty, view.node.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" || view.node.attribute("fixedFrame") == "YES",
            let parent = view.parent, document.views[parent].node.name != "stackView"
        else { return nil }
        let mask = view.node.firstChildElement { $0.name == "autoresizingMask" }
        guard mask?.attribute("heightSizable") != "YES", let height = view.frameHeight, height > 0 else { return nil }
        return height
    }

    /// Whether the view is in a table or collection view cell with no view between them whose
    /// height the file fixes: a label there that wraps makes the cell taller (Delta adee3c5c
    /// Main.storyboard:104, a stack view in a self-sizing What's New cell). A view in a screen's or
    /// a xib's root is not: code may size that root (Delta's PausePresentationControllerContentView.xib:35
    /// title shrinks in the height code gives it, and the code reads its `currentScaleFactor`).
    ///
    /// A scroll view's content grows the same way (OnionBrowser 44edf9a8 WhyViewController.xib:151,
    /// a wrapping title in the content of a scroll view, was a warning): when neither the label nor
    /// a view between them has a height constraint, each view's height is free to follow its text.
    /// Returns what grows, "cell" or "scroll view", or `nil`.
    static func growingContainer(_ index: Int, in document: IBDocument) -> String? {
        for ancestor in document.ancestry(of: index).dropFirst() {
            let node = document.views[ancestor].node
            if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(node.name) { return "cell" }
            // A cell's content view is sized by its cell, whatever its frame says.
            if node.attribute("key") == "contentView" || node.name == "tableViewCellContentView" { continue }
            if fixedHeight(of: ancestor, in: document) != nil { return nil }
            if node.name == "scrollView" {
                let between = document.ancestry(of: index).prefix { $0 != ancestor }
                return between.contains { hasHeightConstraint($0, in: document) } ? nil : "scroll view"
            }
        }
        return nil
    }

    /// Whether any constraint bounds the view's height (to a constant or to another view's), or
    /// its frame does: the view does not simply grow with its content.
    private static func hasHeightConstraint(_ index: Int, in document: IBDocument) -> Bool {
        guard let id = document.views[index].id else { return true }
        let named = (document.constraintsByItem[id] ?? []).map { document.constraints[$0] }
        let own = named.contains { ($0.first == id && $0.firstAttribute == "height") || ($0.second == id && $0.secondAttribute == "height") }
        return own || (named.isEmpty && document.views[index].node.attribute("translatesAutoresizingMaskIntoConstraints") != "NO")
    }

    /// The elements with their stand-in texts removed after the file's widths are solved, so
    /// each view kept its place in the layout (a "Label" beside another sizes it as it did in
    /// Interface Builder) and code's text, when the scan reads it, is measured at that width:
    /// `#…#` texts (``isMarkedPlaceholder(_:)``) whatever reaches the view, and ``isPlaceholder(_:)``
    /// texts ("Label", "Button", Lorem ipsum) of a view code reaches through an outlet, or of a cell
    /// style's own label (`cell.textLabel`, no outlet needed).
    static func droppingPlaceholders(_ elements: inout [ScannedElement], document: IBDocument) {
        for index in elements.indices where elements[index].kind == .label || elements[index].kind == .button {
            guard let literal = elements[index].text?.literal else { continue }
            let id = elements[index].id
            let reached = document.outletTargets.contains(id) || (elements[index].kind == .label && document.cellStyleLabels.contains(id))
            if isMarkedPlaceholder(literal) || (reached && isPlaceholder(literal)) { elements[index].text = nil }
        }
    }
}

extension InterfaceBuilderReader {
    /// The names code reaches the nearest view hidden in the file by, from view `index` up
    /// (``ScannedElement/hiddenOutlets``): its outlets, its tag's and its custom class's own, and
    /// those of the stack view arranging it; `nil` when neither the view nor a superview is hidden.
    static func hiddenOutlets(of index: Int, in document: IBDocument, owners: IBScreenOwners, nib: String) -> [String]? {
        guard let hidden = document.ancestry(of: index).first(where: { isHiddenInEverySizeClass(document.views[$0].node) }) else { return nil }
        var reaching = [hidden]
        if let parent = document.views[hidden].parent, document.views[parent].node.name == "stackView" { reaching.append(parent) }
        return reaching.flatMap { view in
            let node = document.views[view].node
            let outlets = document.views[view].id.map { document.outletNames[$0] ?? [] } ?? []
            return outlets + (node.attribute("customClass").map { ["\($0).self"] } ?? []) + owners.tagOutlets(of: view, in: document, nib: nib)
        }
    }
}
