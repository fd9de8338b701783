import Foundation

/// Views an activity hides as it sets up its content view, to put another view in their place
/// (issue 33, fresh-android18b class 1). forkyz cbef05d1 `NotesActivity.java:106-110`:
///
/// ```java
/// setContentView(R.layout.notes);
/// TextView clue = (TextView) this.findViewById(R.id.clueLine);
/// if (clue != null && clue.getVisibility() != View.GONE) {
///     clue.setVisibility(View.GONE);
///     clue = (TextView) utils.onActionBarCustom(this, R.layout.clue_line_only).findViewById(R.id.clueLine);
/// }
/// ```
///
/// and `PlayActivity.java:190-199` hides `play.xml`'s clue through a `ConstraintSet`
/// (`set.setVisibility(clue.getId(), ConstraintSet.GONE); set.applyTo(constraintLayout);`). The
/// 12 dp clues of `notes.xml:8` and `play.xml:10` were text.fixed-size warnings about views no
/// one sees; the action bar's clue (`clue_line_only.xml`) is the one shown.
///
/// A hide counts when it is constant and the function that runs it first calls
/// `setContentView(R.layout.x)` and then `name = findViewById(R.id.y)` (on the activity itself):
/// in the function's body or a `try` block of it, or in an `if` that only asks whether the view
/// is there and not hidden yet (`name != null`, `name.getVisibility() != View.GONE`, joined by
/// `&&`), as the view ends up hidden either way. Only `x/y` is hidden, not the other layouts the
/// file names (the replacing view has the same id). Any other visibility the file gives the name,
/// or a `ConstraintSet` gives its id, may show it, and keeps it judged.
extension AndroidSourceFacts {
    /// The `layout/id` keys (as ``viewsHiddenAtSetUp(in:isJava:)``) of the content views `code`
    /// hides as it sets them up.
    static func viewsReplacedAtSetUp(in code: [UInt8], isJava: Bool) -> Set<String> {
        guard !occurrences(of: Array("setContentView".utf8), in: code[...]).isEmpty else { return [] }
        let plain = hideSites(in: code)
        let sets = constraintSetVisibilities(in: code)
        var sites: [(start: Int, name: String?, id: String?)] = plain.map { ($0, receiver(before: $0, in: code), nil) }
        sites += sets.filter(\.hides).map { ($0.start, $0.name, $0.id) }
        var result = Set<String>()
        for site in sites where isPlainStatement(at: site.start, in: code) {
            let name = site.name.map { $0.hasPrefix("this.") ? String($0.dropFirst(5)) : $0 }
            if let name, ["?", "it", "this", "view", "v"].contains(name) { continue }
            guard site.name != nil || site.id != nil,
                let function = setUpFunctionBody(around: site.start, guarding: name, in: code, isJava: isJava)
            else { continue }
            let body = code[function..<site.start]
            guard let layout = contentLayout(in: body), let id = site.id ?? name.flatMap({ activityViewID(of: $0, in: body) }) else { continue }
            if let name, !onlyHidden(name, plainHides: Set(plain), sets: sets, in: code) { continue }
            if sets.contains(where: { !$0.hides && $0.id.map(key) == key(id) }) { continue }
            result.insert("\(key(layout))/\(key(id))")
        }
        return result
    }

    /// A `ConstraintSet`'s `set.setVisibility(view.getId() | view.id | R.id.x, state)`, applied by
    /// `set.applyTo(…)` after it: where, the view's variable or id, and whether the state hides.
    static func constraintSetVisibilities(in code: [UInt8]) -> [(start: Int, name: String?, id: String?, hides: Bool)] {
        let hidden: Set<String> = ["ConstraintSet.GONE", "ConstraintSet.INVISIBLE", "View.GONE", "View.INVISIBLE", "GONE", "INVISIBLE"]
        return calls(named: "setVisibility", in: code, receivers: true).compactMap { call in
            let parts = arguments(call.argument, angleBrackets: false)
            guard parts.count == 2, let set = call.receiver, set != "?" else { return nil }
            let applied = !occurrences(of: Array("\(set).applyTo".utf8), in: code[call.start...].prefix(1200)).isEmpty
            let view = parts[0]
            var name: String?
            var id: String?
            if view.hasPrefix("R.id.") {
                id = String(view.dropFirst(5))
            } else if let base = [".getId()", ".id"].first(where: view.hasSuffix).map({ String(view.dropLast($0.count)) }) {
                name = base.hasPrefix("this.") ? String(base.dropFirst(5)) : base
            }
            guard applied, name.map({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) ?? (id != nil) else { return nil }
            return (call.start, name, id, hidden.contains(parts[1]))
        }
    }

    /// Whether the statement at `start` is only a receiver chain before it (`clue.`,
    /// `this.clue.`, `set.`): no branch (`if (x) clue.setVisibility(…)`, `?:`) in its own line.
    static func isPlainStatement(at start: Int, in code: [UInt8]) -> Bool {
        var begin = start
        let boundaries: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\n")]
        while begin > 0, start - begin < 300, !boundaries.contains(code[begin - 1]) { begin -= 1 }
        let allowed: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\t")]
        return code[begin..<start].allSatisfy { isIdentifierByte($0) || allowed.contains($0) }
    }

    /// The index of the `{` opening the function whose set-up runs the statement at `start`:
    /// the statement is in its body, in `try` blocks of it, or in one `if` that only checks
    /// that `name`'s view is there and not hidden (``onlyGuards(_:name:)``). `nil` otherwise.
    static func setUpFunctionBody(around start: Int, guarding name: String?, in code: [UInt8], isJava: Bool) -> Int? {
        var cursor = start
        var guardSeen = false
        for _ in 0..<6 {
            guard let open = AndroidTextSetterFacts.unmatchedBrace(before: cursor, in: code, window: 6000) else { return nil }
            let headerBytes = Array(code[AndroidTextSetterFacts.headerStart(before: open, in: code, window: 400)..<open])
            if AndroidTextSetterFacts.declaration(headerBytes, isJava: isJava) != nil { return open }
            let header = String(decoding: headerBytes, as: UTF8.self).trimmingWhitespace
            if header == "try" {
                cursor = open
                continue
            }
            let condition = String(header.dropFirst(2)).trimmingWhitespace
            guard !guardSeen, let name, header.hasPrefix("if"), condition.hasPrefix("("), condition.hasSuffix(")"),
                onlyGuards(String(condition.dropFirst().dropLast()), name: name)
            else { return nil }
            guardSeen = true
            cursor = open
        }
        return nil
    }

    /// Whether `condition` only asks that `name`'s view exists and is not hidden yet: `&&` of
    /// `name != null` and `name.getVisibility() != View.GONE` (or `== View.VISIBLE`, Kotlin's
    /// `name.visibility`, `name.isVisible`, `!name.isGone`). When it is false the view is absent or
    /// hidden already.
    static func onlyGuards(_ condition: String, name: String) -> Bool {
        guard !condition.contains("||") else { return false }
        let states = ["!= View.GONE", "!= GONE", "== View.VISIBLE", "== VISIBLE"]
        var allowed = ["\(name) != null", "null != \(name)", "\(name).isVisible", "!\(name).isGone"]
        for getter in ["\(name).getVisibility()", "\(name).visibility"] { allowed += states.map { "\(getter) \($0)" } }
        let parts = condition.components(separatedBy: "&&").map { part -> String in
            var text = part.trimmingWhitespace.replacingOccurrences(of: "this.", with: "")
            while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmingWhitespace }
            return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        return !parts.isEmpty && parts.allSatisfy(allowed.contains)
    }

    /// The layout of the one `setContentView(R.layout.x)` in `body`.
    static func contentLayout(in body: ArraySlice<UInt8>) -> String? {
        let layouts = calls(named: "setContentView", in: Array(body)).compactMap { field(of: "R.layout.", in: $0.argument) }
        return layouts.count == 1 ? layouts[0] : nil
    }

    /// The `R.id` name of the last `name = findViewById(R.id.x)` in `body`, when it asks the
    /// activity itself (no receiver, or `this.`; a cast allowed): a view of the content view.
    static func activityViewID(of name: String, in body: ArraySlice<UInt8>) -> String? {
        let code = Array(body)
        var found: String?
        for start in occurrences(of: Array(name.utf8), in: code[...]) where start == 0 || !isIdentifierByte(code[start - 1]) {
            var index = start + name.utf8.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            let statement = code[(index + 1)...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            guard let find = occurrences(of: Array("findViewById".utf8), in: statement).first else {
                found = nil
                continue
            }
            let asker = receiver(before: find, in: code)
            found = asker == nil || asker == "this" ? field(of: "R.id.", in: Array(code[find...].prefix(200))) : nil
        }
        return found
    }

    /// Whether every visibility `code` writes to the variable `name` is a constant hide (a read,
    /// `clue.getVisibility()` or `clue.visibility != View.GONE`, writes none), and every
    /// `ConstraintSet` visibility of its id hides.
    static func onlyHidden(_ name: String, plainHides: Set<Int>, sets: [(start: Int, name: String?, id: String?, hides: Bool)], in code: [UInt8]) -> Bool {
        if sets.contains(where: { $0.name == name && !$0.hides }) { return false }
        for call in calls(named: "setVisibility", in: code, receivers: true) where call.receiver == name && !plainHides.contains(call.start) {
            return false
        }
        for property in ["visibility", "isVisible", "isGone", "isInvisible"] {
            for start in occurrences(of: Array(property.utf8), in: code[...]) where receiver(before: start, in: code) == name {
                var index = start + property.utf8.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                let writes = index + 1 < code.count && code[index] == UInt8(ascii: "=") && code[index + 1] != UInt8(ascii: "=")
                if writes, !plainHides.contains(start) { return false }
            }
        }
        return true
    }
}

extension AndroidSourceFacts {
    /// What a file's code says of its views' visibility: the views it shows, those a field's
    /// branches show, and those it always hides (when bound, where it finds them, or as it sets up
    /// its content view to put another in their place), by the class that does.
    mutating func addVisibility(_ code: [UInt8], aliases: [String: String], className: String, isJava: Bool) {
        shownInCode.formUnion(Self.shownViews(in: code, aliases: aliases, isJava: isJava))
        handedViews.merge(Self.handedViews(in: code)) { $0.union($1) }
        if !isJava { shownProperties.formUnion(Self.shownProperties(in: code, aliases: aliases)) }
        memberShows.add(code, aliases: aliases)
        let branches = Self.fieldBranchShows(in: code, aliases: aliases, isJava: isJava)
        (fieldShows, plainShows) = (fieldShows.merging(branches.branch) { first, _ in first }, plainShows.union(branches.plain))
        let hidden = Self.viewsHiddenWhenBound(in: code, aliases: aliases, isJava: isJava)
        for key in hidden.union(Self.viewsHiddenAtSetUp(in: code, isJava: isJava)).union(Self.viewsReplacedAtSetUp(in: code, isJava: isJava))
        where !className.isEmpty {
            hiddenWhenBound[key, default: []].insert(className)
        }
    }
}
