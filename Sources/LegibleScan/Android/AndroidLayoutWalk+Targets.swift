import LegibleSyntax

/// Which views are judged as touch targets: what a finger can hit.
extension AndroidLayoutWalk {
    /// What a clickable row lends the toggles inside it.
    struct Row: Sendable, Hashable {
        /// The row's height in dp, `nil` when its file does not fix it.
        var height: Double?
        /// Whether anything can make the row take a tap: it is clickable, or it is the layout's
        /// root or has an id, which code can give a listener. A ripple alone on a view with
        /// neither is drawn by nothing (Amaze 5cb924a11 `activity_about.xml:230`, around the
        /// 22 dp `onClick` GitHub link at line 267).
        var reachable = true
        /// Whether the app's code gives the row a click listener: a row that acts. Only then are
        /// the views tapped on their own inside it counted among its children alone
        /// (``tappedChildren(of:namespaces:deep:)``).
        var listenedInCode = false
        /// The row's `android:id` name, for comparing its listener with a view's inside it.
        var id: String? = nil
        /// Whether the row is the view a `<merge>` is inflated into (``mergeRow()``), which a child
        /// with a listener of its own leaves (``keepsMergeRow(_:)``); a row an includer lends stays.
        var isMergeHost = false
    }

    /// The view's kind as the rules judge it, `nil` for a view with nothing to judge.
    ///
    /// - A clickable text view (`clickable="true"`, an `onClick`, or a click listener the app's
    ///   code sets on it in this layout) is a button: text a person taps.
    /// - Another view that is clickable or has an `onClick` is ``ScannedElement/Kind/tappable``.
    /// - A control that cannot be tapped is not a target: hidden (`visibility="gone"` or
    ///   `"invisible"`, `alpha="0"`, on it or an ancestor), disabled (`enabled="false"`), or
    ///   `clickable="false"`; nor is a text field with `focusable="false"` and no click (in the file or a `setOnClickListener` in code); nor is a check box, radio button or switch inside a clickable row
    ///   (``row(_:context:frameWidth:)``) whose height is unknown or at least 48 dp, since the
    ///   row is what is tapped. Such a view that shows text is judged as a label.
    mutating func judgedKind(of view: AndroidView, context: Context) -> ScannedElement.Kind? {
        let listened = listensInCode(view) || takesRootListener(context)
        let clickable = view.android("clickable") == "true" || view.android("onClick") != nil || listened
        var kind = AndroidViewKinds.kind(of: view.tag)
        // A text view clickable only so its links take taps is no target: `AndroidSourceFacts+LinkMovement.swift`.
        if kind == .label, !listened, view.android("onClick") == nil, let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name,
            resources.sourceFacts?.setsLinkMovement(ofView: id) == true
        {
            return .label
        }
        if kind == .label, clickable { kind = .button }
        if kind == nil, clickable {
            // A plain view only `clickable="true"`, which no code can name, does nothing on a tap.
            if isIdlessClickable(view, listened: listened, context: context) { return nil }
            kind = .tappable
        }
        guard let found = kind, found.isInteractive else { return kind }
        // A Chip used as a badge shows text and takes no tap (``isInertChip(_:listened:context:)``).
        if isInertChip(view, listened: listened, context: context) { return .label }
        // An ImageButton code only fades shows no control (``isInertImageButton(_:listened:)``).
        if isInertImageButton(view, listened: listened) { return nil }
        // Nor does a blank ImageButton no code can name (``isBlankImageButton(_:listened:)``),
        // nor a notification's or widget's view no code names (``isUnnamedRemoteView(_:listened:)``).
        if isBlankImageButton(view, listened: listened) { return nil }
        if isUnnamedRemoteView(view, listened: listened) { return found.showsText ? .label : nil }
        // So does a text Button: its text is judged as a label.
        if isInertButton(view, listened: listened, kinds: Self.inertTextButtonKinds) { return .label }
        // A text field that cannot take focus cannot be edited: a tap does nothing (a passcode
        // digit's box) unless the app's code listens for it (a date field that opens a picker).
        let unfocusableField =
            found == .textField && view.android("focusable") == "false" && !clickable
            && !(view.android("id").flatMap(AndroidValueSyntax.reference).map { resources.sourceFacts?.setsClickListener(ofView: $0.name) == true } ?? false)
        let inert =
            context.hidden || staysHidden(view, isRoot: context.parentView == nil) || (view.android("enabled") == "false" && !enabledInCode(view))
            || ((view.android("clickable") == "false" || madeUnclickableInCode(view)) && !listened)
            || unfocusableField
        let rowsToggle = found == .toggle && context.row.map { ($0.height ?? Self.minimumTarget) >= Self.minimumTarget } == true
        guard inert || rowsToggle || sharesRemoteIntentWithAncestor(view, context: context) else { return found }
        return found.showsText ? .label : nil
    }

    /// Whether the app's code gives the view a click listener in this layout
    /// (``AndroidSourceFacts/setsClickListener(ofView:inLayout:)``): a tap does something.
    ///
    /// A layout an `<include>` places is reached through the including layout's binding too
    /// (AdAway fa16432c `HomeActivity.java:227`, `binding.content.checkForUpdateImageView`, a
    /// 32 dp icon of `home_content.xml:339`, which `activity_home.xml` includes): the view's id
    /// in each layout that includes this one counts, one level up.
    /// The custom view class at the layout's root, when one file alone is named after it: what it
    /// does to the views it finds in itself is theirs (`AndroidSourceFacts+RootClassListeners.swift`).
    var unambiguousRootClass: String? {
        guard let rootClass, resources.sourceFacts?.ambiguousClasses.contains(rootClass) != true else { return nil }
        return rootClass
    }

    private func listensInCode(_ view: AndroidView) -> Bool {
        guard let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name, let facts = resources.sourceFacts else { return false }
        if facts.setsClickListener(ofView: id, inLayout: layoutName) { return true }
        // The custom view at the layout's root, naming no layout, listening on its own views (`+RootClassListeners.swift`).
        if let rootClass = unambiguousRootClass, facts.setsClickListener(ofView: id, inLayout: AndroidSourceFacts.rootClassLayout(rootClass)) {
            return true
        }
        // A lookup by an id only this layout declares, from any file (PassAndroid `BarcodeUIController.kt:23`).
        if facts.setsFoundViewClickListener(ofView: id), resources.onlyLayoutDeclaring(id, is: layoutName) { return true }
        return (resources.includers[layoutName] ?? []).contains { facts.setsClickListener(ofView: id, inLayout: $0) }
    }

    /// Whether the app's code may enable the view (``AndroidSourceFacts/enables(view:)``).
    private func enabledInCode(_ view: AndroidView) -> Bool {
        guard let id = view.android("id").flatMap(AndroidValueSyntax.reference), !id.isFramework else { return false }
        return resources.sourceFacts?.enables(view: id.name) == true
    }

    /// Whether the app's code makes the view unclickable (``AndroidSourceFacts/makesUnclickable(ofView:)``).
    private func madeUnclickableInCode(_ view: AndroidView) -> Bool {
        guard let id = view.android("id").flatMap(AndroidValueSyntax.reference), !id.isFramework else { return false }
        return resources.sourceFacts?.makesUnclickable(ofView: id.name) == true
    }

    /// Whether an app widget's code gives the view the same `RemoteViews` intent as a view around
    /// it (``AndroidSourceFacts/remoteClickIntent(ofView:inLayout:)``): a tap beside it does what a
    /// tap on it does, so the larger view is the target (NotallyX 68bee95c `widget_locked.xml:9`,
    /// a one-line text in the whole-widget frame, both given `lockedPendingIntent` at
    /// `WidgetProvider.kt:277-278`; fresh Android round 14b, D4).
    private func sharesRemoteIntentWithAncestor(_ view: AndroidView, context: Context) -> Bool {
        guard let facts = resources.sourceFacts, let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name else { return false }
        let intent = facts.remoteClickIntent(ofView: id, inLayout: layoutName)
        // `context.node` is the view's own node here (``record(_:id:attributes:context:)`` ran).
        var current = context.node.flatMap { tree[$0].id == id ? tree[$0].parent : $0 }
        while let index = current {
            if let other = tree[index].id {
                if let intent, facts.remoteClickIntent(ofView: other, inLayout: layoutName) == intent { return true }
                // Each of its intents given the view around it on the same RemoteViews (gnucash `widget_4x1.xml:59`).
                if facts.sharesEveryRemoteIntent(ofView: id, with: other, inLayout: layoutName) { return true }
            }
            current = tree[index].parent
        }
        return false
    }

    /// Whether the view is the layout's root and code gives the root a click listener
    /// (``listensToRootInCode()``). Not a `<merge>`'s child: a merge binding's `root` is the
    /// parent it was inflated into (element-android 4c04cbf5 `SessionOverviewEntrySwitchView.kt:26-29`
    /// and `:66`, `binding.root.setOnClickListener`), the row around them (``mergeRow()``), never one
    /// of them (`view_session_overview_entry_switch.xml:41`, a 1 dp divider, was judged a target).
    private func takesRootListener(_ context: Context) -> Bool {
        context.parentView == nil && context.parent != "merge" && listensToRootInCode()
    }

    /// The row a `<merge>` layout's children are in when code gives the root a listener: the view
    /// the merge was inflated into, whose size its own file gives (or, with no receiver, the
    /// custom view's own listener: ``AndroidSourceFacts/hostKey``).
    func mergeRow() -> Row? {
        let host = resources.sourceFacts?.setsClickListener(ofView: AndroidSourceFacts.hostKey, inLayout: layoutName) == true
        return listensToRootInCode() || host ? Row(height: nil, reachable: true, listenedInCode: true, isMergeHost: true) : nil
    }

    /// Whether a `<merge>`'s child stays in the row of the view the merge was inflated into
    /// (``mergeRow()``): it has no listener of its own, or the one the host has (the same named
    /// listener, ``AndroidSourceFacts/soleNamedListener(ofView:inLayout:)``; element-android
    /// `KeysBackupBanner.kt:86-88`, both `this`). A child with another listener is a target of its own.
    func keepsMergeRow(_ view: AndroidView) -> Bool {
        guard listensInCode(view) else { return true }
        guard let facts = resources.sourceFacts, let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name,
            let own = facts.soleNamedListener(ofView: id, inLayout: layoutName)
        else { return false }
        return [AndroidSourceFacts.hostKey, AndroidSourceFacts.rootKey].contains { facts.soleNamedListener(ofView: $0, inLayout: layoutName) == own }
    }

    /// Whether the app's code gives this layout's root a click listener (`binding.root`,
    /// `itemView`, a name bound to the root; ``AndroidSourceFacts/rootKey``).
    private func listensToRootInCode() -> Bool {
        resources.sourceFacts?.setsClickListener(ofView: AndroidSourceFacts.rootKey, inLayout: layoutName) == true
    }

    /// Whether the view is hidden (``hides(_:)``) and no code shows it: a view the file hides
    /// that code makes visible (``AndroidSourceFacts/showsView(_:)``, Amaze 5cb924a11
    /// `text_editor_search_bar.xml:2`, a search bar `TextEditorActivity.java` shows) is a target,
    /// and so are its children, whenever it is on screen. A layout's root (`isRoot`) is shown too
    /// by code that shows the name its inflation is bound to (``AndroidSourceFacts/showsRoot(ofLayout:)``).
    func staysHidden(_ view: AndroidView, isRoot: Bool = false) -> Bool {
        guard Self.hides(view) || previewsUnnamedView(view, isRoot: isRoot) else { return false }
        if isRoot, resources.sourceFacts?.showsRoot(ofLayout: layoutName) == true { return false }
        return !(view.android("id").flatMap(AndroidValueSyntax.reference).map { resources.sourceFacts?.showsView($0.name) == true } ?? false)
    }

    /// Whether the file hides the view (`visibility` `gone` or `invisible`) and previews it shown
    /// (`tools:visibility="visible"`), yet no code could show it: the layout is one the app's code
    /// names, and no Kotlin or Java names the view's id (`R.id.x`, `binding.x`) — or it has none
    /// and is not the root, which the layout's binding reaches. The preview is the designer's, not
    /// the app's (kMail 0f061b7f `fragment_new_message.xml:251`, `subjectTextFieldGuide`, a 1 dp
    /// invisible Chip used only as a constraint anchor; fresh-android20b class 1).
    private func previewsUnnamedView(_ view: AndroidView, isRoot: Bool) -> Bool {
        guard view.attributes["tools:visibility"] == "visible", let visibility = view.android("visibility"),
            visibility == "gone" || visibility == "invisible", !isRoot, let facts = resources.sourceFacts,
            facts.layoutsByClass.values.contains(where: { $0.contains(AndroidSourceFacts.key(layoutName)) })
        else { return false }
        guard let id = view.android("id").flatMap(AndroidValueSyntax.reference) else { return true }
        // A plain word (`close`) is collected only after `R.id.`, not as `binding.close`: unknown.
        let compound = id.name.count >= 4 && id.name.dropFirst().contains { $0 == "_" || $0.isUppercase }
        return compound && facts.mentions(viewID: id.name) == false
    }

    /// Whether the file hides the view by its `visibility` (`gone` or `invisible`; previewed shown by
    /// `tools:visibility="visible"`, only as ``previewedButOnlyListenedTo(_:isRoot:facts:)`` says) and no code shows it (``staysHidden(_:)``): it is never on
    /// screen, so neither it nor anything inside it is judged by any rule (Gadgetbridge a0948ee1
    /// `activity_qhybrid_hr_settings.xml:8`, a `gone` LinearLayout with no id, holds three 20 dp
    /// texts at `:14`, `:21`, `:28` no code touches). An `alpha="0"` view is not: code fades such
    /// views in (`animate().alpha(1f)`) without ever setting their visibility. Only in a layout
    /// some Kotlin or Java file names (`R.layout.x`, `XBinding`), or that only such layouts include
    /// (``AndroidResources/codeReachesLayout(_:)``): otherwise code the scan has not read may show
    /// it, so it is solved as shown, as before.
    func staysGone(_ view: AndroidView, isRoot: Bool = false) -> Bool {
        guard let visibility = view.android("visibility"), visibility == "gone" || visibility == "invisible", let facts = resources.sourceFacts,
            resources.codeReachesLayout(layoutName)
        else { return false }
        if view.attributes["tools:visibility"] == "visible" { return previewedButOnlyListenedTo(view, isRoot: isRoot, facts: facts) }
        // Code that names the hidden view at all may show it through a helper of its own
        // (MaterialFiles fc125003 `FilePropertiesTabFragment.kt:52`,
        // `binding.errorText.fadeToVisibilityUnsafe(…)`): only a view no code names stays gone.
        if let id = view.android("id").flatMap(AndroidValueSyntax.reference), facts.mentions(viewID: id.name) != false { return false }
        return staysHidden(view, isRoot: isRoot)
    }

    /// Whether a view the file hides and previews shown is named by code only to be looked up and
    /// given a listener (`AndroidSourceFacts+ListenerOnlyViews.swift`), and nothing shows it: the
    /// preview is the designer's (VLC `about.xml:114`, whose show code is commented out).
    private func previewedButOnlyListenedTo(_ view: AndroidView, isRoot: Bool, facts: AndroidSourceFacts) -> Bool {
        guard !isRoot, let id = view.android("id").flatMap(AndroidValueSyntax.reference), !id.isFramework,
            id.name.count >= 4, id.name.dropFirst().contains(where: { $0 == "_" || $0.isUppercase }),
            facts.mentions(viewID: id.name) == true, facts.usesBeyondListeners(viewID: id.name) == false
        else { return false }
        return !facts.showsView(id.name)
    }

    /// How many of the element's descendants, at any depth, the file makes tappable on their own
    /// (`clickable="true"` or an `onClick`): more than one, and the element is not the row each is
    /// tapped as, whatever it lends them (``row(_:context:frameWidth:)``). Descendants, not only
    /// children: WireGuard e7b3a3c1 `tunnel_detail_fragment.xml:28`, a clickable full-screen
    /// `ScrollView` whose one child holds, three levels down, eight `onClick` copy-on-tap texts
    /// and a switch; counting children saw none and let the scroll view take their taps.
    ///
    /// Only its children when code gives the container a listener of its own (`deep` false): it
    /// is a row that acts, and texts it wraps are tapped as it is. Conversations d161f500
    /// `contact_key.xml:18`/`:26`, two clickable fingerprint texts in a nested `LinearLayout`,
    /// get the same `openKey` listener as the whole row (`ContactDetailsActivity.java:497-500`).
    static func tappedChildren(of element: XMLElementNode, namespaces: [String: String], deep: Bool = true) -> Int {
        guard deep else {
            return childElements(element).filter { child in
                let attributes = AndroidAttributes(child, inherited: namespaces)
                return attributes.android("clickable") == "true" || attributes.android("onClick") != nil
            }.count
        }
        var count = 0
        // A bounded walk (layouts are shallow; a hostile one stops at the budget).
        var stack = childElements(element).map { ($0, namespaces) }
        var budget = 10_000
        while let (child, inherited) = stack.popLast(), budget > 0 {
            budget -= 1
            let attributes = AndroidAttributes(child, inherited: inherited)
            if attributes.android("clickable") == "true" || attributes.android("onClick") != nil { count += 1 }
            if count > 1 { return count }
            stack.append(contentsOf: childElements(child).map { ($0, attributes.namespaces) })
        }
        return count
    }

    /// Whether the app's code hides the view each time it binds a row of this layout, in every
    /// file that names the layout, and nothing shows it (SeriesGuide 72ea839fc
    /// `ShowSearchAdapter.kt:117` hides `item_show.xml:61`): it is never on screen. A
    /// visibility data binding sets (`@{…}`) may show it, so that view is judged.
    func hiddenWhenBound(_ view: AndroidView) -> Bool {
        guard let facts = resources.sourceFacts, let reference = view.android("id").flatMap(AndroidValueSyntax.reference), !reference.isFramework,
            view.android("visibility")?.hasPrefix("@{") != true
        else { return false }
        return facts.hidesWhenBound(reference.name, inLayout: layoutName)
    }

    /// Whether the view itself is not shown: `visibility` gone or invisible, or `alpha` 0 —
    /// unless `tools:visibility="visible"` says the app's code shows it (the layout previews it
    /// shown, as apps write views that appear once there is something to show).
    static func hides(_ view: AndroidView) -> Bool {
        if view.attributes["tools:visibility"] == "visible" { return false }
        if let visibility = view.android("visibility"), visibility == "gone" || visibility == "invisible" { return true }
        if let alpha = view.android("alpha").flatMap(Double.init), alpha <= 0 { return true }
        return false
    }

    /// The row a view makes for its descendants when a person taps it as a whole: clickable, an
    /// `onClick`, a click listener in code, or a `selectableItemBackground` ripple (as list rows and preference rows draw
    /// it); its height from `layout_height` or a `minHeight` (in dp, or the themes'
    /// `listPreferredItemHeight` 64 dp, `…Small` 48 dp, `…Large` 80 dp). `nil` for other views.
    mutating func row(_ view: AndroidView, context: Context, frameWidth: Double?) throws(SyntaxError) -> Row? {
        let ripple = [view.android("background"), view.android("foreground")].contains { $0?.contains("selectableItemBackground") == true }
        // A click listener the app's code sets makes a row too (Tusky 43ae0bb45
        // `FollowViewHolder.kt:88`, `itemView.setOnClickListener`, around `item_follow.xml`'s note).
        let listened = listensInCode(view) || takesRootListener(context)
        guard view.android("clickable") == "true" || view.android("onClick") != nil || ripple || listened else { return nil }
        let listHeights = ["listPreferredItemHeight": 64.0, "listPreferredItemHeightSmall": 48, "listPreferredItemHeightLarge": 80]
        let reachable =
            view.android("clickable") == "true" || view.android("onClick") != nil || listened || context.parentView == nil || view.android("id") != nil
        let id = view.android("id").flatMap(AndroidValueSyntax.reference)?.name
        if let minimum = view.android("minHeight"), let attribute = AndroidValueSyntax.themeAttribute(minimum), let height = listHeights[attribute.name] {
            return Row(height: height, reachable: reachable, listenedInCode: listened, id: id)
        }
        return Row(height: try targetSize(view, frameWidth: frameWidth, context: context).height, reachable: reachable, listenedInCode: listened, id: id)
    }
}
