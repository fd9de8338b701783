import LegibleReporting
import LegibleTargets

// The solved widths given to the elements the walk made.
extension AndroidLayoutWalk {
    /// Solves the file's views at each of `screens` (dp) and gives each text element whose width
    /// the file does not fix its text width per screen (``ScannedElement/screenTextWidths``), or,
    /// when no screen's is known, the solve's reason as its unknown width.
    ///
    /// A width the file fixes (a dp `layout_width`, `maxWidth`) is the same on every screen
    /// and is kept as it is.
    mutating func applySolvedWidths(screens: [Double]) {
        guard !screens.isEmpty, !tree.nodes.isEmpty else { return }
        let texts = measurableTexts()
        let solve = AndroidLayoutSolve(
            tree: tree, resources: resources, screens: screens, drawer: drawerWidth, dialog: dialogWidth, contentTexts: texts.measurable,
            unmeasuredTexts: texts.unmeasured)
        var shownSolves = 0
        for node in tree.nodes.indices {
            guard let element = tree[node].element, let inset = tree[node].textInset else { continue }
            switch elements[element].textWidth {
            case .fixed, .maximum: continue
            case .screen, .unknown: break
            }
            switch Self.textWidths(frames: solve.frames[node], inset: inset, screens: screens).flatMap({ withBesideTexts($0, node: node, solve: solve) }) {
            case .success(let widths):
                elements[element].screenTextWidths = widths
                // A table's first column never wraps: as wide as its widest line, cut at the
                // row's edge. Each hard line break still starts a line while the view's own limit
                // allows (none by default): xmrwallet 41a7b7ba fragment_tx_info.xml:165,
                // "Order number\n%1$s" is two lines, not one that overflows.
                if solve.oneLine.contains(node) {
                    elements[element].unwrappedLineLimit = elements[element].maxLines ?? 0
                    elements[element].maxLines = 1
                }
            case .failure(let unknown):
                // A width relative to the screen stays for legible.yaml's `scan: screen:` width;
                // the solve's reason is why the default screens did not give it one (Vinyl
                // f586ae16 card_author.xml:17, a text in a cardUseCompatPadding card). A gone
                // text's reason would be that it is gone.
                if case .screen = elements[element].textWidth {
                    if tree.goneView(holding: node) == nil { elements[element].unsolvedReason = unknown.reason }
                    continue
                }
                switch solvedAsShown(node, inset: inset, screens: screens, texts: texts, shownSolves: &shownSolves) {
                case .success(let widths)?: elements[element].screenTextWidths = widths
                case .failure(let shownUnknown)?: elements[element].textWidth = .unknown(reason: shownUnknown.reason)
                case nil:
                    elements[element].textWidth = .unknown(reason: unknown.reason)
                    elements[element].paddingFloor = paddingFloor(node, reason: unknown.reason, solve: solve, screens: screens)
                }
            }
        }
        applySolvedTargetWidths(solve)
    }

    /// A weighted target whose row gives it exactly its written width on every screen is that
    /// wide: the weights share no excess there (a row as wide as its content whose children
    /// fit, or a fixed row they fill). Any other share leaves its width unknown, as the walk does.
    /// Vinyl f586ae16 `notification.xml:90`: 40 dp buttons of weight 1 in a `wrap_content` row.
    /// A `0dp` weighted target takes its share, when that is the same on every screen.
    ///
    /// A `wrap_content` Material button that shows only its icon is as wide as its padding and
    /// icon (``AndroidLayoutSolve/iconButtonWidth(_:)``, ``AndroidLayoutSolve/textlessButtonWidth(_:)``),
    /// which the walk, measuring text, leaves unknown: Pachli 7e0e029f `activity_account.xml:77`,
    /// an outlined subscribe button 40 dp wide. Only when the solve gives it that width on every
    /// screen: a weighted one takes a share of its row.
    mutating func applySolvedTargetWidths(_ solve: AndroidLayoutSolve) {
        func keeps(_ node: Int, _ width: Double) -> Bool {
            !solve.frames[node].isEmpty
                && solve.frames[node].allSatisfy { frame in
                    if case .exact(let solved) = frame { abs(solved - width) < 0.001 } else { false }
                }
        }
        for node in tree.nodes.indices {
            if let element = tree[node].element, elements[element].width == nil, tree[node].android("layout_width") == "wrap_content",
                let width = solve.iconButtonWidth(node) ?? solve.textlessButtonWidth(node), keeps(node, width)
            {
                elements[element].width = width
                continue
            }
            guard let written = tree[node].weightedTargetWidth, let element = tree[node].element, elements[element].width == nil else { continue }
            // A `0dp` target is only its share: known when the row gives it the same on every
            // screen, a row of fixed width (Phonograph d156872c app_widget_card.xml:66-86, three
            // buttons of weight 1 in a 128 dp row, 42.7 dp each).
            if written == 0, case .exact(let share)? = solve.frames[node].first, share > 0, keeps(node, share) {
                elements[element].width = share
            } else if keeps(node, written) {
                elements[element].width = written
            }
        }
    }

    /// The text's widths with its unknown padding taken as 0 (``ScannedPaddingFloor``), when the
    /// padding is all that is unknown and the solve knows its frame: `nil` when its frame is
    /// unknown too, or is its text's own plus a share of the row (which the padding widens).
    private func paddingFloor(_ node: Int, reason: String, solve: AndroidLayoutSolve, screens: [Double]) -> ScannedPaddingFloor? {
        guard case .failure? = tree[node].textInset, let floor = tree[node].paddingFloorInset,
            case .success(let widths) = Self.textWidths(frames: solve.frames[node], inset: .success(floor), screens: screens).flatMap({
                withBesideTexts($0, node: node, solve: solve)
            })
        else { return nil }
        return ScannedPaddingFloor(reason: reason, widths: widths)
    }

    /// The widths of text that is `visibility="gone"` or inside a gone view, solved again with
    /// that view shown, or why they stay unknown; `nil` for text no gone view holds.
    ///
    /// A gone view takes no room in its row; code shows it, and then it takes what the others
    /// leave: solved again with it shown (a few per file, each a whole solve). A weighted one
    /// shares the row with siblings code may hide as it shows it (one button in place of
    /// another): its share is not known, unless the file previews it shown
    /// (`tools:visibility="visible"`), with the siblings it previews beside it.
    private func solvedAsShown(
        _ node: Int, inset: Result<Double, AndroidLayoutSolve.Unknown>, screens: [Double], texts: (measurable: Set<Int>, unmeasured: [Int: String]),
        shownSolves: inout Int
    ) -> Result<[ScreenTextWidth], AndroidLayoutSolve.Unknown>? {
        guard let hidden = tree.goneView(holding: node) else { return nil }
        let weighted =
            tree[hidden].android("layout_weight").flatMap(Double.init).map { $0 > 0 } == true
            || tree[hidden].app("layout_constraintHorizontal_weight") != nil
        let previewed = tree[hidden].attributes["tools:visibility"] == "visible"
        guard !weighted || previewed, shownSolves < Self.maximumShownSolves else {
            return .failure(AndroidLayoutSolve.Unknown("it is visibility=\"gone\" in a row that shares its width, so its width is what code shows it with"))
        }
        shownSolves += 1
        let shownTree = weighted ? tree.showingPreview(of: hidden) : tree.showing(hidden)
        let shown = AndroidLayoutSolve(
            tree: shownTree, resources: resources, screens: screens, drawer: drawerWidth, dialog: dialogWidth, contentTexts: texts.measurable,
            unmeasuredTexts: texts.unmeasured)
        let widths = Self.textWidths(frames: shown.frames[node], inset: inset, screens: screens).flatMap { withBesideTexts($0, node: node, solve: shown) }
        // Shown in a weighted row, its width depends on the texts the preview shows beside it,
        // which code may hide as it shows it (Nextcloud 36277a10 FolderPickerActivity.kt:149
        // shows files_folder_picker.xml's Choose button and hides Copy and Move).
        if weighted, case .success(let solved) = widths, solved.contains(where: { !$0.besideTexts.isEmpty || $0.share != nil }) {
            return .failure(
                AndroidLayoutSolve.Unknown(
                    "it is visibility=\"gone\" in a row that shares its width with views as wide as their text, which code may hide as it shows it"))
        }
        return widths
    }

    /// The most `visibility="gone"` text views of one file solved again as shown: 32.
    static let maximumShownSolves = 32

    /// The text's width on each screen where it is known and positive, or why none is.
    static func textWidths(
        frames: [AndroidLayoutSolve.Width], inset solvedInset: Result<Double, AndroidLayoutSolve.Unknown>, screens: [Double]
    ) -> Result<[ScreenTextWidth], AndroidLayoutSolve.Unknown> {
        let inset: Double
        switch solvedInset {
        case .success(let value): inset = value
        case .failure(let unknown): return .failure(unknown)
        }
        var widths: [ScreenTextWidth] = []
        var reason: AndroidLayoutSolve.Unknown?
        for (screen, frame) in zip(screens, frames) {
            switch frame {
            case .exact(let width), .room(let width):
                if width - inset > 0 {
                    widths.append(ScreenTextWidth(screen: screen, width: width - inset))
                } else {
                    reason = reason ?? AndroidLayoutSolve.Unknown("its layout leaves the text no room at \(LengthFormat.string(screen)) dp")
                }
            case .unknown(let unknown): reason = reason ?? unknown
            }
        }
        if widths.isEmpty { return .failure(reason ?? AndroidLayoutSolve.Unknown("no screen width to solve at")) }
        return .success(widths.sorted { $0.screen < $1.screen })
    }
}
