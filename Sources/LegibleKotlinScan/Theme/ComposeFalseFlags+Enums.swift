import Foundation

/// Feature flags an app keeps as entries of an enum, off in every build (issue 33, fresh-android18a):
///
/// ```kotlin
/// SYNCED_TRANSCRIPT_DEBUG(                           // Pocket Casts Feature.kt:318-326
///     key = "synced_transcript_debug",
///     defaultValue = false,
///     hasFirebaseRemoteFlag = false,
///     hasDevToggle = true,
/// ),
/// if (FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPT_DEBUG) && …) { SyncDebugTimeline(…) }   // TranscriptPage.kt:200
/// ```
///
/// A call `isEnabled(Enum.ENTRY)` (on any receiver, or `isEnabled(ENTRY)`) is settled false when
/// the entry's arguments say `defaultValue = false`, a literal, and every other argument whose
/// name says it lets a remote configuration or an override turn it on (`remote`, `firebase`,
/// `override` in its name) is a literal `false`. A default worked out at build time
/// (`defaultValue = isDebugOrPrototypeBuild`) or a remote flag that is not `false` leaves it
/// open, as does another declaration of the same entry that is not off (a flavour's copy).
extension ComposeFalseFlags {
    /// The `Enum.ENTRY` names of the entries `statements` (a file's top level, or a type's body)
    /// declare off, and of those they declare otherwise.
    static func enumEntries(_ statements: [KotlinStatement], depth: Int = 0) -> (off: Set<String>, open: Set<String>) {
        var off: Set<String> = []
        var open: Set<String> = []
        guard depth < 4 else { return (off, open) }
        for case .declaration(let declaration) in statements where ["class", "object", "interface"].contains(declaration.keyword) {
            let body = declaration.body ?? []
            if declaration.keyword == "class", declaration.modifiers.contains("enum") {
                for case .expression(let entry) in body {
                    guard let (name, isOff) = enumEntry(entry) else { continue }
                    if isOff { off.insert(declaration.name + "." + name) } else { open.insert(declaration.name + "." + name) }
                }
            }
            let nested = enumEntries(body, depth: depth + 1)
            off.formUnion(nested.off)
            open.formUnion(nested.open)
        }
        return (off, open)
    }

    /// An enum entry's name and whether its arguments keep it off (a bare `ENTRY` is not).
    private static func enumEntry(_ entry: KotlinExpression) -> (String, Bool)? {
        switch entry.kind {
        case .name(let name): return (name, false)
        case .call(let callee, let arguments, _):
            guard case .name(let name) = callee.kind else { return nil }
            return (name, isOff(arguments))
        default: return nil
        }
    }

    private static func isOff(_ arguments: [KotlinArgument]) -> Bool {
        var defaultOff = false
        for argument in arguments {
            guard let name = argument.name else { continue }
            let isFalse: Bool
            if case .name("false") = argument.value.kind { isFalse = true } else { isFalse = false }
            if name == "defaultValue" {
                defaultOff = isFalse
            } else if ["remote", "firebase", "override"].contains(where: name.lowercased().contains), !isFalse {
                return false
            }
        }
        return defaultOff
    }

    /// Whether `expression` is `isEnabled(Enum.ENTRY)` or `x.isEnabled(ENTRY)` of an entry off in
    /// every build.
    func isOffFeature(_ expression: KotlinExpression) -> Bool {
        guard !offEntries.isEmpty, case .call(let callee, let arguments, nil) = expression.kind, arguments.count == 1,
            arguments[0].name == nil
        else { return false }
        switch callee.kind {
        case .name("isEnabled"), .member(_, "isEnabled", _): break
        default: return false
        }
        switch arguments[0].value.kind {
        case .member(let base, let entry, false):
            guard case .name(let owner) = base.kind else { return false }
            return offEntries.contains(owner + "." + entry)
        case .name(let entry):
            // Bare, only when no other enum entry of the app has that name.
            return !openEntryNames.contains(entry) && offEntries.filter { $0.hasSuffix("." + entry) }.count == 1
        default: return false
        }
    }
}
