import Foundation

/// A composable of one file that only another file's switched-off code calls (Pocket Casts
/// `SyncDebugTimeline.kt:44`, called only at `TranscriptPage.kt:203`, inside
/// `if (FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPT_DEBUG) && …)`, an entry off in every
/// build): it never runs, nor do the private functions only it calls (`DebugTimelineBar`, whose
/// 16 dp tap target at `:104` no one can reach).
///
/// The name must be capitalised (a composable's), held by no file but the one declaring
/// `fun Name(` and those that mention it only in skipped code, and the declaring file must not
/// use it where it runs. Only that file's private functions can follow it: another file may call
/// any other one.
extension ComposeFalseFlags {
    mutating func addUnreachedOfOtherFiles(_ composeFiles: [(path: String, file: KotlinFile)], sources: KotlinSourceTexts) {
        var skippedBy: [String: Set<String>] = [:]
        for (path, file) in composeFiles {
            for name in namesOnlySkipped(in: file, unreached: unreached[path] ?? []) where name.first?.isUppercase == true {
                skippedBy[name, default: []].insert(path)
            }
        }
        guard !skippedBy.isEmpty else { return }
        var holders: [String: [(path: String, text: String)]] = [:]
        for path in sources.paths {
            guard let text = sources.text(path) else { continue }
            for (name, skippers) in skippedBy where !skippers.contains(path) && KotlinDeclaredNames.contains(text, name) {
                holders[name, default: []].append((path, text))
            }
        }
        var seeds: [String: (text: String, names: Set<String>)] = [:]
        for (name, found) in holders {
            guard found.count == 1, let holder = found.first, KotlinDeclaredNames.contains(holder.text, "fun \(name)("),
                KotlinDeclaredNames.contains(holder.text, "androidx.compose")
            else { continue }
            seeds[holder.path, default: (holder.text, [])].names.insert(name)
        }
        for (path, seed) in seeds {
            let file = KotlinParser.parse(seed.text)
            var open: Set<String> = []
            Self.nonPrivateFunctions(file.statements, into: &open, depth: 0)
            let names = unreachedFunctions(in: file, usedElsewhere: open.subtracting(seed.names), seeded: seed.names)
            if !names.isEmpty { unreached[path, default: []].formUnion(names) }
        }
    }

    /// The functions of `statements` (and their types) another file may call: all but `private`.
    private static func nonPrivateFunctions(_ statements: [KotlinStatement], into names: inout Set<String>, depth: Int) {
        guard depth < 4 else { return }
        for case .declaration(let declaration) in statements {
            if declaration.keyword == "fun", !declaration.modifiers.contains("private") {
                names.insert(declaration.name)
            } else if ["class", "object", "interface"].contains(declaration.keyword) {
                nonPrivateFunctions(declaration.body ?? [], into: &names, depth: depth + 1)
            }
        }
    }
}
