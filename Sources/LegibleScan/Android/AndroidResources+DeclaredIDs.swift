import LegibleSyntax

/// Which layouts declare each view id (`android:id="@+id/x"`), so a click listener that code sets
/// through `findViewById(R.id.x)` in a file that names no layout can still be placed: an id only
/// one layout declares is that layout's view wherever the lookup happens. PassAndroid 5b65b3dc
/// `BarcodeUIController.kt:23`/`:33` looks up `R.id.zoomOut` on a root view it is handed and
/// listens to it; only `barcode.xml:14` declares the id.
extension AndroidResources {
    mutating func collectDeclaredIDs(_ element: XMLElementNode, namespaces: [String: String], layout: String) {
        let attributes = AndroidAttributes(element, inherited: namespaces)
        // `@+id/x` and `@id/x` (an id `ids.xml` declares) both name the view.
        if let id = attributes.android("id").flatMap(AndroidValueSyntax.reference), !id.isFramework {
            layoutsDeclaringID[AndroidSourceFacts.key(id.name), default: []].insert(layout)
        }
        for child in element.childElements { collectDeclaredIDs(child, namespaces: attributes.namespaces, layout: layout) }
    }

    /// Whether `layout` is the only layout that declares the view id `id` (every layout file read).
    func onlyLayoutDeclaring(_ id: String, is layout: String) -> Bool {
        layoutIDsComplete && layoutsDeclaringID[AndroidSourceFacts.key(id)] == [layout]
    }
}
