import LegibleSyntax

/// An `ImageButton` nothing makes act on a tap is no touch target (issue 33, fresh-android13a
/// D1): Twidere e04becea `header_drawer_account_selector.xml:88` and `:101`, 16 dp wide "more
/// accounts" arrows whose code only sets their `alpha` (`AccountsDashboardFragment.kt:137-149`),
/// were `target.small` errors. An `ImageButton` takes taps only from a handler; with none, a tap
/// does nothing, as on a Material `Chip` used as a badge (`AndroidLayoutWalk+Badges.swift`).
///
/// It stays a target when anything may give it one: `clickable="true"` or an `onClick` (a data
/// binding's `@{…}` included) in the file, a click listener or other tap setter in any file
/// (``AndroidSourceFacts/setsClickListener(ofView:)``, ``AndroidSourceFacts/setsTapAction(ofView:)``),
/// a listener on its id in this layout (a base adapter's too), or any mention of it in code that
/// does more than set its `alpha`, visibility or image (``AndroidLookOnlyFacts/onlyLooks(atView:)``): an
/// argument, a call, a lookup whose result goes elsewhere. One no code mentions is judged as before.
///
/// A text `Button` is the same (second judge of the fourteenth round): Kickstarter e5ba636b
/// `comment_card.xml:166` and `:178`, "Posting…" and "Posted" `AppCompatButton`s code only shows
/// or hides (`CommentCard.kt:199`, `:202`), were 21 dp `target.small` errors. Its text is still
/// judged, as a label.
extension AndroidLayoutWalk {
    /// The image buttons a tap makes act only through a handler.
    static let inertImageButtonKinds: Set<String> = ["ImageButton", "AppCompatImageButton"]
    /// The text buttons a tap makes act only through a handler.
    static let inertTextButtonKinds: Set<String> = ["Button", "AppCompatButton", "MaterialButton"]

    /// Whether the view is a plain `ImageButton` that does nothing on a tap.
    func isInertImageButton(_ view: AndroidView, listened: Bool) -> Bool {
        isInertButton(view, listened: listened, kinds: Self.inertImageButtonKinds)
    }

    /// Whether the view is a plain button of one of `kinds` that does nothing on a tap.
    func isInertButton(_ view: AndroidView, listened: Bool, kinds: Set<String>) -> Bool {
        guard kinds.contains(AndroidViewKinds.simpleName(view.tag)), !listened, view.android("onClick") == nil,
            view.android("clickable") != "true", let reference = view.android("id").flatMap(AndroidValueSyntax.reference), !reference.isFramework,
            let facts = resources.sourceFacts
        else { return false }
        let id = reference.name
        guard !facts.setsClickListener(ofView: id), !facts.setsTapAction(ofView: id), !facts.setsFoundViewClickListener(ofView: id),
            !facts.delegatesTouches(ofView: id)
        else { return false }
        return facts.lookUses.onlyLooks(atView: id)
    }

    /// Whether the view is a blank `ImageButton` nothing can reach: no id (no code can name it),
    /// no `onClick`, not `clickable="true"`, no listener, no picture (`src`, `srcCompat`, or a
    /// background drawable with a size of its own, a vector's or a bitmap's; a ripple or a colour
    /// is only press feedback). RetroMusicPlayer f41a8002 `layout_notification_collapsed.xml:139`,
    /// a 38 dp spacer with a `<ripple>` background beside the notification's buttons, whose code
    /// gives pending intents by id only (`PlayingNotificationClassic.kt:285-304`), was a
    /// `target.small` error. A tap on it does nothing.
    func isBlankImageButton(_ view: AndroidView, listened: Bool) -> Bool {
        guard Self.inertImageButtonKinds.contains(AndroidViewKinds.simpleName(view.tag)), !listened, view.android("id") == nil,
            view.android("onClick") == nil, view.android("clickable") != "true", view.android("src") == nil, view.app("srcCompat") == nil
        else { return false }
        guard let background = view.android("background") else { return true }
        guard let reference = AndroidValueSyntax.reference(background), ["drawable", "mipmap"].contains(reference.type), !reference.isFramework else {
            return true
        }
        let size = resources.drawableSize(named: reference.name)
        return size?.width == nil && size?.height == nil
    }

    /// Whether the view is in a layout shown only through `RemoteViews` (a notification's, an
    /// app widget's) and no code names it: `RemoteViews` acts on a view only by its `R.id.` in
    /// `setOnClickPendingIntent` and its kin, so with no id code names (and no `onClick`) it has
    /// no action of its own. Phonograph d156872c `notification_big.xml:32`, the blank 36 dp
    /// `action_quit` ImageButton, whose siblings alone get pending intents
    /// (`PlayingNotificationImpl.java`), was a `target.small` error. A framework id (`@android:id/…`)
    /// is the system's to name, so stays judged, as is every view when not every source was read.
    func isUnnamedRemoteView(_ view: AndroidView, listened: Bool) -> Bool {
        guard !listened, view.android("onClick") == nil, let facts = resources.sourceFacts, facts.isRemoteViewsLayout(layoutName),
            facts.reach.readAll
        else { return false }
        guard let id = view.android("id") else { return true }
        guard let reference = AndroidValueSyntax.reference(id), !reference.isFramework else { return false }
        let name = reference.name
        // A snake-case id is named only by that word (`R.id.action_quit`); the mentions' keys
        // fold case and underscores, so `MusicService.ACTION_QUIT`, an intent action, would name it too.
        guard name.contains("_"), name.first?.isLowercase == true else { return facts.mentions(viewID: name) == false }
        return !facts.reach.snakeWords.contains(name) && !facts.reach.snakeWords.contains(name.lowercased())
    }
}
