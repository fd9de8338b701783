import LegibleReporting

/// Interface Builder values that code replaces: a label's `textColor` in a xib is only what
/// Interface Builder draws when its owner's code sets `headerLabel.textColor` itself. A finding
/// about such a value is a note that says so, not an error about a colour nobody sees.
enum CodeSetPlaceholders {
    /// The properties each rule judges.
    private static let judged: [String: [String]] = [
        ScanRules.contrastText.id: ["textColor", "backgroundColor"],
        // A colour no source defines is not measured: when code sets the text or background colour
        // (green_ios `cardView.setStyle(.bottomsheet)` over HWDialogs.storyboard:50's unknown
        // customModalBlueDark), the file's pair is a placeholder and no measure was lost.
        ScanRules.unresolved.id: ["textColor", "backgroundColor"],
        ScanRules.textFixedSize.id: ["font"],
        ScanRules.textNotLive.id: ["font"],
        // An Android view whose `layoutParams` code sets is not the size its layout writes, nor
        // a view whose class sizes itself (``SelfSizingViews`` in the Swift reader).
        // A `RemoteViews` padding code sets (`setViewPadding`) is not the layout's either, nor the
        // height of a text whose `RemoteViews` text size code sets (`textSize`, Tasks `widget_footer.xml:7`).
        // A button class that draws its images larger in code (`imageSizedInCode`, ``SelfSizingViews``),
        // an Android view class whose `onMeasure` sets its own size (`onMeasure`, `AndroidSourceFacts+Measure.swift`).
        // An Android view whose `layoutParams.width` (or `.height`) alone code sets keeps the file's other side.
        ScanRules.targetSmall.id: [
            "layoutParams", "layoutParamsWidth", "layoutParamsHeight", "padding", "intrinsicContentSize", "heightAnchor", "widthAnchor", "frame",
            "imageSizedInCode", "textSize", "onMeasure",
        ],
        // A button configuration lays out its own title: a `titleLabel` that shrinks is not it.
        // Nor does shrinking undo a text size a person chose when code sets a fixed font (Rules.md:
        // "shrinking text whose font has a fixed size" is no finding; Vocable 447a8e21
        // SuggestionCollectionViewCell.xib:19, whose Title 1 code replaces with 22 pt Bold at .swift:37).
        ScanRules.textShrinks.id: ["configuration", "fixedFont"],
        // An overflow measured in the file's font, or at its line count, or of text that does not
        // shrink, is not what shows when code replaces them (text code sets and the scan reads
        // is audited as code's text: see `isReadInCode`).
        "overflow.label": ["font", "adjustsFontSizeToFitWidth", "numberOfLines", "text", "attributedText"],
    ]

    /// The properties a finding judges: its rule's, or, for a colour `scan.unresolved` leaves
    /// unmeasured, that colour's. ProtonVPN ios-mac-app e3e40470 `AccountDetailsTableViewCell.xib:26`,
    /// `:44`, `:50`: asset colours no catalog of the scan defines ("White", "TextNorm", "TextWeak"),
    /// each replaced by `AccountDetailsTableViewCell.swift:44-46` (`username.textColor = .color(.text)`).
    private static func properties(judgedBy finding: Finding) -> [String]? {
        guard finding.rule == ScanRules.unresolved.id else { return judged[finding.rule] }
        if finding.message.hasPrefix("the text colour cannot be resolved") { return ["textColor"] }
        if finding.message.hasPrefix("the background colour cannot be resolved") { return ["backgroundColor"] }
        return nil
    }

    /// Turns the findings about properties code sets into notes.
    ///
    /// - Parameters:
    ///   - records: the findings, with the index of the element each is about.
    ///   - elements: the elements.
    ///   - setInCode: every `Type.view.property` code sets (``ScanFileResult/setInCode``).
    ///   - superclasses: every class's superclass (``ScanFileResult/superclasses``): what a
    ///     superclass's code sets, its subclasses' views show too.
    ///   - rejudge: the target finding about an element, if any (``ElementRules``): a target
    ///     whose width alone code sets is judged again on its height (``oneSideSet(_:setInCode:)``).
    static func apply(
        to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String] = [:],
        rejudge: ((ScannedElement) -> Finding?)? = nil
    ) {
        guard !setInCode.isEmpty else { return }
        let subclasses = Self.subclasses(superclasses)
        for index in records.indices {
            guard let element = records[index].element,
                !elements[element].outlets.isEmpty || !elements[element].backgroundOutlets.isEmpty || !elements[element].sizeOutlets.isEmpty,
                let properties = Self.properties(judgedBy: records[index].finding)
            else { continue }
            // Colours its owner's code takes from the app's theme were judged at the theme's values (``AppThemeColors``).
            if elements[element].appThemeFromCode, properties.contains("textColor") { continue }
            // The element's own properties, and the background of the superviews behind it.
            let own = elements[element].outlets.flatMap { related($0, superclasses: superclasses, subclasses: subclasses) }
            let behind =
                properties.contains("backgroundColor")
                ? elements[element].backgroundOutlets.flatMap { related($0, superclasses: superclasses, subclasses: subclasses) } : []
            // A frame code sets on a superview the view resizes with sizes the view (a target's size).
            let sizing =
                properties.contains("frame")
                ? elements[element].sizeOutlets.flatMap { related($0, superclasses: superclasses, subclasses: subclasses) } : []
            let candidates = own.map { ($0, properties) } + behind.map { ($0, ["backgroundColor"]) } + sizing.map { ($0, ["frame"]) }
            for (outlet, judged) in candidates {
                guard let property = judged.first(where: { setInCode.contains("\(outlet).\($0)") && !isReadInCode($0, elements[element]) }) else { continue }
                // A constraint on one side only (`widthAnchor >= 70`) leaves the other the file's
                // (Sileo c9f70158 PackageViewController.xib:83, its GET button 32 pt tall).
                if let rejudge, let side = oneSideSet(candidates, setInCode: setInCode) {
                    var unsized = elements[element]
                    let isWidth = side == "widthAnchor" || side == "layoutParamsWidth"
                    if isWidth { unsized.width = nil } else { unsized.height = nil }
                    if var kept = rejudge(unsized) {
                        let setter = "\(outlet).\(Self.shownProperty(side))"
                        kept.message = "code sets only its \(isWidth ? "width" : "height") (\(setter)); " + kept.message
                        kept.setProperty("setInCode", setter)
                        records[index].finding = kept
                        break
                    }
                }
                // What the file's value would have been judged: kept whole, out of the message.
                let lead: String
                switch property {
                case "fixedFont": lead = "code sets \(outlet).font to a fixed size, so shrinking undoes no text size a person chose"
                case "imageSizedInCode":
                    let type = outlet.hasSuffix(".self") ? String(outlet.dropLast(5)) : outlet
                    lead = "\(type) overrides setImage(_:for:) to draw its image larger in code, so the file's frame is a placeholder"
                case "onMeasure":
                    let type = outlet.hasSuffix(".self") ? String(outlet.dropLast(5)) : outlet
                    lead = "\(type) overrides onMeasure to set its own size (setMeasuredDimension), so the file's size is a placeholder"
                // ef-app_ios EventDetail.storyboard:86, whose 28 pt the cell replaces with the Large
                // Title's size read once: the file's judgement ("a fixed 28 pt") is not what shows,
                // so it is kept out of the message (in `fileValueFinding` only).
                case "font" where setInCode.contains("\(outlet).readOnceFont"):
                    lead =
                        "code sets \(outlet).font at a text style's size read once (text.not-live where the size is read), "
                        + "so the file's font is a placeholder"
                default: lead = "code sets \(outlet).\(Self.shownProperty(property)), so the file's value is a placeholder"
                }
                records[index].finding = demoted(
                    records[index].finding, lead: lead,
                    property: "setInCode", why: "\(outlet).\(Self.shownProperty(property))", judgedProperty: "fileValueFinding")
                if property == "font", setInCode.contains("\(outlet).readOnceFont") { records[index].finding.message = lead }
                break
            }
        }
    }

    /// The one anchor (`widthAnchor` or `heightAnchor`) code constrains when it sets nothing
    /// else of a target's size: the other side is still the file's. Only a constraint to at
    /// least 44 pt is recorded (``SelfSizingViews`` in the Swift reader), so the side it sets passes.
    static func oneSideSet(_ candidates: [(String, [String])], setInCode: Set<String>) -> String? {
        let oneSide: Set<String> = ["heightAnchor", "widthAnchor", "layoutParamsWidth", "layoutParamsHeight"]
        let sizing = oneSide.union(["layoutParams", "intrinsicContentSize", "frame"])
        let set = Set(candidates.flatMap { outlet, judged in judged.filter { sizing.contains($0) && setInCode.contains("\(outlet).\($0)") } })
        guard set.count == 1, let side = set.first, oneSide.contains(side) else { return nil }
        return side
    }

    /// A property as code writes it: an Android view's one side of its `layoutParams`
    /// (`layoutParamsWidth`, recorded apart from the whole size) is `layoutParams.width`.
    static func shownProperty(_ property: String) -> String {
        switch property {
        case "layoutParamsWidth": "layoutParams.width"
        case "layoutParamsHeight": "layoutParams.height"
        default: property
        }
    }

    /// The outlet and the same member of each superclass of its type the app declares, nearest
    /// first (`SecondaryLabel.self` → `ThemeableLabel.self`), at most 32 deep and never round a
    /// cycle. The chain stops at a framework class (`UILabel`): what an app's extension of
    /// `UIButton` sets in a helper is set where the helper is called, not on every button.
    static func inherited(_ outlet: String, superclasses: [String: String]) -> [String] {
        guard !superclasses.isEmpty, let dot = outlet.firstIndex(of: ".") else { return [outlet] }
        let member = outlet[dot...]
        var type = String(outlet[..<dot])
        var seen: Set<String> = [type]
        var chain = [outlet]
        while chain.count < 32, let parent = superclasses[type], superclasses[parent] != nil, seen.insert(parent).inserted {
            chain.append(parent + member)
            type = parent
        }
        return chain
    }

    /// Each class's direct subclasses the app declares.
    static func subclasses(_ superclasses: [String: String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (name, parent) in superclasses.sorted(by: { $0.key < $1.key }) { result[parent, default: []].append(name) }
        return result
    }

    /// The outlet as ``inherited(_:superclasses:)`` names it, then the same member of every
    /// subclass the app declares, nearest first, at most 32: a xib owned by `ChatOverlayView` is
    /// what `OutOfOfficeView: ChatOverlayView` shows, and what the subclass's code sets on the
    /// inherited outlet (`title.text = …`) replaces the file's value (Nextcloud Talk).
    static func related(_ outlet: String, superclasses: [String: String], subclasses: [String: [String]]) -> [String] {
        var chain = inherited(outlet, superclasses: superclasses)
        guard !subclasses.isEmpty, let dot = outlet.firstIndex(of: ".") else { return chain }
        let member = outlet[dot...]
        // What a subclass sets on itself (`numberOfLines = 0` in `ExpandableLabel: ThemeableLabel`)
        // is not set on a view of the superclass (Pocket Casts c23892d1: every ThemeableLabel's
        // overflow became a note).
        guard member != ".self" else { return chain }
        var queue = subclasses[String(outlet[..<dot])] ?? []
        var seen: Set<String> = [String(outlet[..<dot])]
        while !queue.isEmpty, chain.count < 64 {
            let type = queue.removeFirst()
            guard seen.insert(type).inserted else { continue }
            chain.append(type + member)
            queue += subclasses[type] ?? []
        }
        return chain
    }

    /// Whether the element's text is the one code sets and the scan read (``ScannedElement/codeText``):
    /// then the overflow was measured with code's text, no placeholder.
    private static func isReadInCode(_ property: String, _ element: ScannedElement) -> Bool {
        guard property == "text" || property == "attributedText", let code = element.codeText else { return false }
        if case .unreadable = code.value { return false }
        return true
    }

    /// The longest message a scan finding has: one a person reads to the end (issue 33).
    static let messageLimit = 200

    /// "code sets X.font, so the file's value is a placeholder", then as much of what the file's
    /// value was judged as fits in ``messageLimit``: all of it, else its part before the first
    /// `;`, else before the first `, `, else before the first ` and `, else nothing — the whole
    /// judgement is the `fileValueFinding` property.
    static func placeholderMessage(setter: String, judged: String) -> String {
        noted(lead: "code sets \(setter), so the file's value is a placeholder", judged: judged)
    }

    /// `finding` as a note: `lead`, then as much of its message as ``noted(lead:judged:)`` keeps;
    /// `why` in the property `property`, and the whole message it had in `judgedProperty`. What
    /// every pass that turns a judged finding into a note (code sets the value, no screen shows
    /// the view, no target builds the file, the file hides it) does alike.
    static func demoted(_ finding: Finding, lead: String, property: String, why: String, judgedProperty: String = "judgedFinding") -> Finding {
        var note = finding
        note.severity = .note
        note.message = noted(lead: lead, judged: finding.message)
        note.setProperty(property, why)
        note.setProperty(judgedProperty, finding.message)
        return note
    }

    /// `lead`, then as much of `judged` as fits in ``messageLimit``, cut as
    /// ``placeholderMessage(setter:judged:)`` cuts it.
    static func noted(lead: String, judged: String) -> String {
        let clause = judged.split(separator: ";", maxSplits: 1).first.map(String.init) ?? judged
        let phrase = clause.components(separatedBy: ", ").first ?? clause
        let first = phrase.components(separatedBy: " and ").first ?? phrase
        for tail in [judged, clause, phrase, first] where lead.count + 2 + tail.count <= messageLimit {
            return lead + ": " + tail
        }
        return lead
    }

    /// A message cut to ``messageLimit`` characters at a word, with the whole message kept in the
    /// `fullMessage` property; a message that fits is left alone.
    static func shortened(_ finding: inout Finding) {
        guard finding.message.count > messageLimit else { return }
        // A rule that made its message brief already keeps the whole one (``ContrastMessageFit``).
        if finding.property("fullMessage") == nil { finding.setProperty("fullMessage", finding.message) }
        var cut = finding.message.prefix(messageLimit - 1)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > messageLimit / 2 { cut = cut[..<space] }
        finding.message = String(cut) + "…"
    }
}
