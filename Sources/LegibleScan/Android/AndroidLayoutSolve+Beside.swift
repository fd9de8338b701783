// Text views as wide as their text, measured before another view of their row (issue 34): the
// walk's elements say which can be measured, and give the others their texts.
extension AndroidLayoutWalk {
    /// The text views the overflow audit can measure on one line: a label (a `TextView`, also
    /// one a click makes a button: rethink c1b8349d `activity_rpn_config_detail.xml:1022`, the
    /// action beside the location error it leaves its row's rest to) that is `wrap_content`, with text, a font the audit measures and a known inset, that does not
    /// shrink and that no minimum, maximum or em width bounds (`TextView.onMeasure` takes its
    /// desired width, its widest line plus padding and drawables, at most its room, then at least
    /// `minWidth`/`minEms`).
    ///
    /// `unmeasured`: why a `wrap_content` text view that is not measurable is not, for the note
    /// of the view after it (its text set by code when the app runs, a font the audit does not have).
    func measurableTexts() -> (measurable: Set<Int>, unmeasured: [Int: String]) {
        var nodes = Set<Int>()
        var unmeasured: [Int: String] = [:]
        for (index, node) in tree.nodes.enumerated() {
            // Its class a text view, not only judged a label: an inert button (hidden, disabled) is judged a label, and
            // is as wide as its style's minimum width (LibreTube fb7dc11e dialog_edit_channel_group.xml:57). A button
            // whose style's minimum and maximum widths are known is its text within them (issue 34: Nextcloud's buttons).
            let isButton = AndroidViewKinds.kind(of: node.tag) == .button && node.buttonWidths != nil
            let name = node.id.map { " (\($0))" } ?? ""
            guard let element = node.element, node.android("layout_width") == "wrap_content",
                isButton || ([.label, .button].contains(elements[element].kind) && AndroidViewKinds.kind(of: node.tag) == .label)
            else {
                // A button in a style whose bounds the scan does not know: say which, for the view after it.
                if node.element != nil, node.android("layout_width") == "wrap_content", AndroidViewKinds.kind(of: node.tag) == .button {
                    unmeasured[index] = "a button before it in the row\(name) is as wide as its text within bounds its style sets, which the scan does not know"
                }
                continue
            }
            let scanned = elements[element]
            // A string of Android's own (`@android:string/cancel`) has no text the scan can measure.
            if let text = scanned.text, text.key == nil, text.literal == nil {
                unmeasured[index] = "a view before it in the row\(name) shows a string of Android's own, which the scan does not have"
                continue
            }
            guard scanned.text != nil, case .success? = node.textInset else {
                unmeasured[index] = "a text view before it in the row\(name) is as wide as its text, which the layout does not give (code sets it)"
                continue
            }
            // A button's text is in a style's minimum width the scan does not read: not a label.
            guard Self.widthBounds.allSatisfy({ node.android($0) == nil }), scanned.shrink == nil, ScanOverflowAudit.layoutRule(for: scanned) != nil else {
                unmeasured[index] = "a text view before it in the row\(name) is as wide as its text, in a font or bounds the scan does not measure"
                continue
            }
            nodes.insert(index)
        }
        return (nodes, unmeasured)
    }

    /// Attributes that bound a text view's width other than by its text.
    static let widthBounds = ["minWidth", "maxWidth", "minEms", "maxEms", "ems", "width"]

    /// The texts measured before a view of a row, as the audit measures them; why its width is
    /// unknown when one's text may be replaced by code with one the scan cannot read.
    func besideTexts(_ besides: [AndroidLayoutSolve.Beside]) -> Result<[ScannedBesideText], AndroidLayoutSolve.Unknown> {
        var texts: [ScannedBesideText] = []
        for beside in besides {
            let node = tree[beside.node]
            guard let element = node.element, case .success(let inset)? = node.textInset, let text = elements[element].text,
                let font = elements[element].font
            else { return .failure(AndroidLayoutSolve.Unknown("a view before it in the row is as wide as its content")) }
            let scanned = elements[element]
            if scanned.codeText?.mayBeReplacedBy != nil {
                return .failure(
                    AndroidLayoutSolve.Unknown("a text view before it in the row is as wide as its text, which code may replace with one the scan cannot read"))
            }
            var besideText = ScannedBesideText(
                font: font, text: text, showsAllCaps: scanned.showsAllCaps, formatsArguments: scanned.codeText?.formatsArguments == true,
                inset: inset, room: beside.room, id: scanned.id)
            besideText.measuredAlone = beside.alone
            if let bounds = node.buttonWidths { (besideText.minimumWidth, besideText.maximumWidth) = bounds }
            texts.append(besideText)
        }
        return .success(texts)
    }

    /// `widths` (one per screen of `screens`, where known) with the texts measured before the
    /// view on each screen and its share of the row (``ScannedRowShare``), or why its width is
    /// unknown.
    func withBesideTexts(
        _ widths: [ScreenTextWidth], node: Int, solve: AndroidLayoutSolve
    ) -> Result<[ScreenTextWidth], AndroidLayoutSolve.Unknown> {
        let perScreen = solve.besides[node]
        let shares = solve.shares[node]
        guard perScreen != nil || shares != nil else { return .success(widths) }
        var result: [ScreenTextWidth] = []
        for var width in widths {
            guard let screen = solve.screens.firstIndex(of: width.screen) else {
                result.append(width)
                continue
            }
            if let before = perScreen?[screen], !before.isEmpty {
                switch besideTexts(before) {
                case .success(let texts): width.besideTexts = texts
                case .failure(let unknown): return .failure(unknown)
                }
            }
            if let part = shares?[screen] {
                switch rowShare(part, node: node) {
                case .success(let share): width.share = share
                case .failure(let unknown): return .failure(unknown)
                }
            }
            result.append(width)
        }
        return .success(result)
    }

    /// A weighted text view's part of its row, with its own text as the audit measures it.
    private func rowShare(_ part: AndroidLayoutSolve.Share, node: Int) -> Result<ScannedRowShare, AndroidLayoutSolve.Unknown> {
        guard case .success(let inset)? = tree[node].textInset else {
            return .failure(AndroidLayoutSolve.Unknown("its padding is not a size the scan can know"))
        }
        var share = ScannedRowShare(fraction: part.fraction, inset: inset, ownWidth: part.ownWidth)
        if let own = part.own {
            switch besideTexts([own]) {
            case .success(let texts): share.ownText = texts.first
            case .failure:
                return .failure(
                    AndroidLayoutSolve.Unknown(
                        "layout_weight adds a share of the row's spare width to its own, its text's, and code may replace that text"))
            }
        }
        return .success(share)
    }
}
