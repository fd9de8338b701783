/// A layout's root that code shows through the name its inflation is bound to (issue 33,
/// fresh-android13b D2): AnySoftKeyboard 6643bda9 `cancel_suggestions_action.xml:3`, a root
/// written `visibility="gone"`, is kept in a field (`mRootView =` then
/// `LayoutInflater.from(context).inflate(R.layout.cancel_suggestions_action, parent, false);`,
/// `AnySoftKeyboardSuggestions.java:1378-1379`) that `:1418` shows with
/// `mRootView.setVisibility(View.VISIBLE)`. The root is on screen whenever the strip shows it, and
/// was judged hidden: a show was linked only to a view id.
extension AndroidSourceFacts {
    /// The `layout/@root` keys (``rootKey``) of the roots `code` makes visible: a show
    /// (``showSites(in:)``) on a name whose nearest assignment inflates one layout
    /// (``inflatedRootLayout(listenerAt:in:)``).
    static func shownRoots(in code: [UInt8]) -> [String] {
        showSites(in: code).compactMap { site in inflatedRootLayout(listenerAt: site.start, in: code).map { "\($0)/\(rootKey)" } }
    }

    /// Whether code makes the root of the layout `name` visible (``shownRoots(in:)``).
    func showsRoot(ofLayout name: String) -> Bool {
        shownInCode.contains("\(Self.key(name))/\(Self.rootKey)")
    }
}
