import Foundation
import LegibleSyntax

// An `<include>`d layout is drawn on whatever is behind its include tag in the including layout
// (issue 33): Omni-Notes 16fbf883 `layout/password_buttons.xml:42` (and its `layout-sw600dp`
// twin, `:41`) is included by `activity_password.xml:104`, PasswordActivity's content view
// (`PasswordActivity.java:62`), and nothing between the tag and the window draws. The window is
// the theme's `@drawable/bg_card`, white, so the red #F44336 "OK" is 3.68:1 — unmeasured while
// every included layout's background was unknown.

extension AndroidLayoutWalk {
    /// What is behind every `<include>` of the layout `name`, read by walking each file that
    /// includes it as the scan walks any layout (so the includer's window, a drawn ancestor's
    /// fill, a card's colour or a picture under the tag each count as they do for the includer's
    /// own views); `nil` — the background stays unknown — unless every include, in every
    /// qualifier's file, is on one and the same colour that is not itself unknown. Also `nil` when
    /// code names the layout (`R.layout.x`, `XBinding`: it may be inflated elsewhere too), when an
    /// activity shows it as its content view, or past 4 including layouts deep.
    mutating func includersBackground(ofLayout name: String) -> ScannedColor? {
        guard includeDepth < 4, let base = unthemedResources, let facts = base.sourceFacts, facts.filesRead > 0, !facts.isContentView(name),
            !facts.layoutsByClass.values.contains(where: { $0.contains(AndroidSourceFacts.key(name)) }),
            let files = base.includerFiles[name], !files.isEmpty
        else { return nil }
        var found: ScannedColor?
        for file in files.sorted() {
            guard let backgrounds = includeBackgrounds(of: name, in: file, base: base), !backgrounds.isEmpty else { return nil }
            for background in backgrounds {
                guard let background, !Self.isUnknown(background), found == nil || found == background else { return nil }
                found = background
            }
        }
        return found
    }

    /// The backgrounds at the `<include>` tags of `name` in the layout file `file`, as a walk of
    /// that file in its own qualifiers (and this layout's: a `layout-sw600dp` layout is included
    /// on a 600 dp screen) and theme finds them; `nil` when the file cannot be read.
    private func includeBackgrounds(of name: String, in file: String, base: AndroidResources) -> [ScannedColor?]? {
        includeWalk(of: name, in: file, base: base)?.includeBackgrounds
    }

    /// The clickable row every `<include>` of the layout `name` is inside, in every file that
    /// includes it, so the included views take it as theirs (``Row``): Conversations d161f500
    /// `message_received.xml:22`, the 53 dp `message_box` bubble `MessageAdapter.java:795` gives
    /// the same listener as the 19 dp `message_body` text `message_content.xml:4` it includes, is
    /// what a person taps. `nil` when one include is outside a row, or a row is unreachable or
    /// under 48 dp tall.
    mutating func includersRow(ofLayout name: String) -> Row? {
        guard includeDepth < 4, let base = unthemedResources, base.sourceFacts?.filesRead ?? 0 > 0, let files = base.includerFiles[name], !files.isEmpty
        else { return nil }
        var found: Row?
        for file in files.sorted() {
            guard let rows = includeWalk(of: name, in: file, base: base)?.includeRows, !rows.isEmpty else { return nil }
            for row in rows {
                guard let row, row.reachable, (row.height ?? Self.minimumTarget) >= Self.minimumTarget else { return nil }
                found = Row(height: [found?.height, row.height].compactMap { $0 }.min(), reachable: true)
            }
        }
        return found
    }

    /// A walk of the including layout file `file` that records what is at its `<include>` tags of `name`.
    private func includeWalk(of name: String, in file: String, base: AndroidResources) -> AndroidLayoutWalk? {
        let limit = FileSizeLimit(bytes: limits.maximumValuesFileBytes, what: "an Android layout file", setting: "AndroidResourceLimits.maximumValuesFileBytes")
        guard let data = try? FileReading.read(file, limit: limit, regularFileOnly: true), let text = try? TextDecoding.decode(data, file: file),
            let parsed = try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true)
        else { return nil }
        let includer = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let root = AndroidResources.applyingInclude(base.includedSize(ofLayout: includer), to: parsed)
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let folderQualifiers = AndroidValueSyntax.qualifiers(ofFolder: folder)
        var walk = AndroidLayoutWalk(
            file: file, qualifiers: folderQualifiers, resources: base.configured(for: folderQualifiers + qualifiers).theming(layout: includer), scan: scan,
            limits: limits)
        walk.unthemedResources = base
        walk.includeDepth = includeDepth + 1
        walk.includedLayout = name
        let context = Context(
            namespaces: [:], background: walk.windowBackground(ofLayout: includer, root: root), suppressions: [], contentWidth: .screen(minus: 0),
            parent: "screen", parentIsVertical: true)
        guard (try? walk.visit(root, comment: nil, context: context)) != nil else { return nil }
        return walk
    }

    /// Whether a background is not known on some side.
    private static func isUnknown(_ color: ScannedColor) -> Bool {
        switch color {
        case .unresolved: true
        case .themed(_, _, let light, let dark): isUnknown(light) || isUnknown(dark)
        default: false
        }
    }
}
