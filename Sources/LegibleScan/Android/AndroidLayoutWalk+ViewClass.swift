extension AndroidLayoutWalk {
    /// The class the view is judged as: its own, or for an app's own class the scan does not
    /// know (OwnTracks 25c27bee `ui_contactsheet_parameter.xml:70`,
    /// `AutoResizingTextViewWithListener : AppCompatTextView`) the nearest class it extends that
    /// the scan knows, from the app's Kotlin and Java (``AndroidSourceFacts/knownViewClass(of:)``).
    /// A class only its name makes a button or a text (``AndroidViewKinds/isNamedLike(_:)``) is
    /// what it extends when the code says: Amaze 5cb924a11's `ThemedImageButton` extends
    /// `ThemedImageView : AppCompatImageView`, an image whose icon gives it its size
    /// (`namepathswitch_preference.xml:10`, a 24 dp icon with `minWidth` 36 dp, was missed).
    func viewClass(_ tag: String) -> String {
        guard AndroidViewKinds.kind(of: tag) == nil || AndroidViewKinds.isNamedLike(tag),
            let known = resources.sourceFacts?.knownViewClass(of: tag)
        else { return tag }
        return known
    }
}

extension AndroidLayoutWalk {
    /// The app's class, the view's own or one it extends, whose `onMeasure` sets its size
    /// (``AndroidSourceFacts/selfSizedClasses``); `nil` for none.
    func selfSizedClass(_ tag: String) -> String? {
        guard let facts = resources.sourceFacts, !facts.selfSizedClasses.isEmpty else { return nil }
        var name = AndroidViewKinds.simpleName(tag)
        // Up the app's own classes (a short chain; a cycle stops at the bound).
        for _ in 0..<8 {
            if facts.selfSizedClasses.contains(name) { return name }
            guard let parent = facts.viewSuperclasses[name] else { return nil }
            name = parent
        }
        return nil
    }
}
