/// A view a class keeps in a property bound with `findViewById`, shown by another file through
/// that property, and given a listener through a Kotlin synthetic import of its id (issue 33;
/// Transportr c7be3d01): `LocationView.kt:145` `val gps: ImageButton =
/// view.findViewById(R.id.gpsButton)` in a holder, `LocationGpsView.kt:85` (a subclass)
/// `ui.gps.visibility = VISIBLE`, and `DirectionsFragment.kt:58`
/// `import kotlinx.android.synthetic.main.location_view.view.gpsButton` with `:155`
/// `fromLocation.gpsButton.setOnClickListener {`: `location_view.xml:42`'s `gone` 38 dp GPS button
/// was taken as never on screen and never tapped, while its siblings were judged.
struct AndroidMemberShows: Sendable, Hashable {
    /// Property name → the view keys (``AndroidSourceFacts/key(_:)``) `findViewById` binds it to, in every file.
    var boundProperties: [String: Set<String>] = [:]
    /// Names shown as a member of another value (`ui.gps.visibility = VISIBLE`) by a file that binds
    /// no view to that name itself.
    var shownMembers: Set<String> = []

    /// Adds one file's bindings and shows.
    mutating func add(_ code: [UInt8], aliases: [String: String]) {
        for call in AndroidSourceFacts.calls(named: "findViewById", in: code) {
            guard let id = AndroidSourceFacts.field(of: "R.id.", in: call.argument), let name = AndroidSourceFacts.assignedName(before: call.start, in: code)
            else { continue }
            boundProperties[name, default: []].insert(AndroidSourceFacts.key(id))
        }
        let bindings = Set(AndroidSourceFacts.bindingVariables(in: code))
        for site in AndroidSourceFacts.showSites(in: code) {
            // `ui.gps.visibility`: `gps` after a dot, a member of `ui`; a bare `gps.visibility` is the
            // file's own name, and `binding.gps` a binding's view (its id, read elsewhere).
            guard let name = AndroidSourceFacts.receiver(before: site.start, in: code), AndroidSourceFacts.isIdentifier(name), aliases[name] == nil,
                !AndroidSourceFacts.syntheticReceivers.contains(name), !AndroidSourceFacts.isBareReceiver(before: site.start, in: code),
                let owner = Self.owner(ofReceiverBefore: site.start, in: code), !bindings.contains(owner)
            else { continue }
            shownMembers.insert(name)
        }
    }

    /// The name before the receiver of the property at `start` (`ui` in `ui.gps.visibility`), `?` for an expression.
    private static func owner(ofReceiverBefore start: Int, in code: [UInt8]) -> String? {
        var index = start
        while index > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(code[index - 1]) {
            index -= 1
        }
        while index > 0, AndroidSourceFacts.isIdentifierByte(code[index - 1]) { index -= 1 }
        return AndroidSourceFacts.receiver(before: index, in: code)
    }

    /// Whether some file shows the view `id` through a member whose name every `findViewById`
    /// binding in the app gives this one view (a name bound to two ids may be either).
    func shows(_ id: String) -> Bool {
        let key = AndroidSourceFacts.key(id)
        return shownMembers.contains { boundProperties[$0] == [key] }
    }
}

extension AndroidSourceFacts {
    /// `layout/id` keys of the views a Kotlin synthetic import names one by one
    /// (`import kotlinx.android.synthetic.main.location_view.view.gpsButton`) and the file gives a
    /// click listener (`fromLocation.gpsButton.setOnClickListener {`): the import binds that id
    /// of that layout, as `R.layout.location_view` would. A `.*` import is left as it was.
    static func syntheticImportClicks(in code: [UInt8], aliases: [String: String]) -> Set<String> {
        var result = Set<String>()
        for (layout, id) in syntheticImports(in: code) {
            let listened = clickListenerViews(in: code, aliases: aliases, layouts: [layout])
            if listened.contains("\(layout)/\(id)") { result.insert("\(layout)/\(id)") }
        }
        return result
    }

    /// The (layout, view id) keys of each `kotlinx.android.synthetic.main.LAYOUT[.view].ID` import.
    private static func syntheticImports(in code: [UInt8]) -> [(layout: String, id: String)] {
        var result: [(layout: String, id: String)] = []
        for start in occurrences(of: Array("kotlinx".utf8), in: code[...]) {
            let line = String(decoding: code[start...].prefix(200).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
            guard line.hasPrefix("kotlinx.android.synthetic.main.") else { continue }
            var parts = line.dropFirst("kotlinx.android.synthetic.main.".count).split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
            // `…main.location_view.view.gpsButton as gps` names the view by another name: left alone.
            guard parts.count == 2 || (parts.count == 3 && parts[1] == "view") else { continue }
            if parts.count == 3 { parts.remove(at: 1) }
            guard parts.allSatisfy(isIdentifier) else { continue }
            result.append((key(parts[0]), key(parts[1])))
        }
        return result
    }
}
