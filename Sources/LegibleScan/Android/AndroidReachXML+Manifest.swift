import Foundation
import LegibleSyntax

// glucosio-android (fresh-droid29b): `BackupActivity` sets `backup_drive_activity.xml`, and the
// manifest declares it (no intent-filter, not exported), but nothing starts it: its one launcher, a
// preference, is commented out, and the only code that names it casts to it. Every class the
// manifest names was a root, so the layout's contrast error (`:30`) and small target (`:95`) were
// judged on a screen no one sees. Declaring an activity only lets the app start it: the system
// starts one by itself only through an intent-filter (the launcher's among them) or when it is
// exported, so the activity's own `android:name` reaches nothing; the app's code (`X.class`,
// `X::class`, a `"…X"` string), its other XML (`android:targetClass`, a preference's
// `android:fragment`) or the manifest's other names (`<activity-alias android:targetActivity>`, a
// `parentActivityName`, a `<meta-data>` value) still do.

extension AndroidReachXML {
    /// Adds what a manifest names (``add(xml:dottedOnly:)``), less the `android:name` of each
    /// activity only the app can start (``appStartedActivities(_:)``).
    mutating func add(manifest text: String) {
        var text = text
        for name in Self.appStartedActivities(text) {
            let pattern = "[A-Za-z_][A-Za-z0-9_]*:name\\s*=\\s*([\"'])" + NSRegularExpression.escapedPattern(for: name) + "\\1"
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
        add(xml: text)
    }

    /// The `android:name`s of a manifest's activities that have no intent-filter (nor `<nav-graph>`,
    /// which adds one) and are not `exported="true"`, when the manifest declares a launcher (an
    /// activity or alias whose intent-filter has the `MAIN` action): a manifest with none is not
    /// an app's whole entry (a library's, a sample's), and its activities stay roots as before.
    static func appStartedActivities(_ text: String) -> [String] {
        guard text.contains("<activity"), let root = try? XMLReader.parse(text, file: "AndroidManifest.xml") else { return [] }
        let declared = root.childElements.filter { $0.name == "application" }.flatMap(\.childElements)
        func value(_ element: XMLElementNode, _ name: String) -> String? {
            element.attributes.first { $0.name.hasSuffix(":" + name) }?.value
        }
        let isLauncher = { (element: XMLElementNode) in
            element.childElements.contains { filter in
                filter.name == "intent-filter" && filter.childElements.contains { $0.name == "action" && value($0, "name") == "android.intent.action.MAIN" }
            }
        }
        guard declared.contains(where: { ["activity", "activity-alias"].contains($0.name) && isLauncher($0) }) else { return [] }
        return declared.compactMap { activity in
            guard activity.name == "activity", !activity.childElements.contains(where: { ["intent-filter", "nav-graph"].contains($0.name) }),
                value(activity, "exported") != "true", let name = value(activity, "name"), !name.isEmpty
            else { return nil }
            return name
        }
    }
}
