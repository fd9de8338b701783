import Foundation

// Which layouts a lookup by name can reach (issue 33, fresh-android22b W1). iNaturalist's only
// layout lookup, `res.getIdentifier("@layout/" + layouts[position], "layout", pkg)`
// (TutorialActivity.java:81), takes its names from `layouts = res.getStringArray(R.array.tutorial_layouts)`
// (:68), three literal names (values/constants.xml:36-43); and `getResourceIdByName(aString, type)`
// (INaturalistApp.java:1022) is a private wrapper every caller of which passes `"color"` or
// `"string"`. Reading either as "any layout may be shown" kept 25 errors and warnings on six
// layouts nothing names (pinned_location_item.xml, observation_details.xml, …).

/// A lookup of layouts by a name code builds: a literal prefix, then an item of one of
/// ``arrays`` (string-array resources), or anything when there is none.
struct AndroidLayoutLookup: Sendable, Hashable {
    /// The literal start of the name, its `@layout/` or `pkg:layout/` part removed.
    var prefix: String
    /// The string arrays whose items follow the prefix; empty: any text follows.
    var arrays: [String] = []

    /// What a `getIdentifier` call may look up.
    enum Reach: Sendable, Hashable {
        /// No layout (another type, the platform's resources).
        case none
        /// Any layout.
        case any
        /// The layouts ``AndroidLayoutLookup`` names.
        case some(AndroidLayoutLookup)
    }

    /// Whether the lookup may reach the layout `name`, given a string array's items (`nil`:
    /// unknown, so any name may be one).
    func mayReach(_ name: String, items: (String) -> [String]?) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard !arrays.isEmpty else { return true }
        return arrays.contains { array in
            guard let found = items(array) else { return true }
            return found.contains { name.hasPrefix(prefix + $0) }
        }
    }
}

extension AndroidReachFacts {
    /// What the `getIdentifier(…)` call at `nameStart` may look up: nothing when
    /// ``mayLookUpLayout(_:nameStart:)`` says no or its type is a parameter of a private function
    /// every call of which in the file passes another type's literal; the layouts its name's
    /// literal prefix and string array allow; else any.
    static func layoutLookup(_ code: [UInt8], nameStart: Int, isJava: Bool) -> AndroidLayoutLookup.Reach {
        guard mayLookUpLayout(code, nameStart: nameStart) else { return .none }
        let name = code[nameStart...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
        guard let call = AndroidSourceFacts.calls(named: String(decoding: name, as: UTF8.self), in: Array(code[nameStart...].prefix(420))).first,
            call.start == 0
        else { return .any }
        let parts = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
        if parts.count > 1, passesOtherTypesOnly(parameter: parts[1], at: nameStart, in: code, isJava: isJava) { return .none }
        return namedLayouts(parts[0], in: code)
    }

    /// Whether `type` names a parameter of the private function around `start` that every call
    /// of it in the file gives a literal other than `"layout"` (iNaturalist's `getResourceIdByName`).
    static func passesOtherTypesOnly(parameter type: String, at start: Int, in code: [UInt8], isJava: Bool) -> Bool {
        guard type.utf8.allSatisfy(AndroidSourceFacts.isIdentifierByte),
            let function = AndroidTextSetterFacts.enclosingFunction(at: start, in: code, isJava: isJava),
            let position = function.parameters.firstIndex(of: type)
        else { return false }
        let header = String(decoding: code[function.start..<min(code.count, function.start + 300)], as: UTF8.self)
        guard let nameRange = header.range(of: function.name + "("), header[..<nameRange.lowerBound].contains("private ") else { return false }
        // The calls, not the declaration (the header's own `name(`).
        let declared = function.start + header[..<nameRange.lowerBound].utf8.count
        let calls = AndroidSourceFacts.calls(named: function.name, in: code).filter { $0.start != declared }
        return !calls.isEmpty
            && calls.allSatisfy { call in
                let arguments = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
                guard position < arguments.count, let literal = literal(arguments[position]) else { return false }
                return literal != "layout"
            }
    }

    /// The layouts a name expression may give: leading literals joined (`"@layout/"` removed),
    /// then a string array's item when the next part is a name bound to `getStringArray(R.array.x)`
    /// (`layouts[position]`, `layouts.get(i)`, `layouts`).
    static func namedLayouts(_ expression: String, in code: [UInt8]) -> AndroidLayoutLookup.Reach {
        let pieces = concatenated(expression)
        var prefix = ""
        var index = 0
        while index < pieces.count, let text = literal(pieces[index]) {
            prefix += text
            index += 1
        }
        for type in ["@layout/", "layout/"] where prefix.hasPrefix(type) { prefix = String(prefix.dropFirst(type.count)) }
        if let colon = prefix.range(of: ":layout/") { prefix = String(prefix[colon.upperBound...]) }
        var arrays: [String] = []
        if index < pieces.count {
            let variable = String(pieces[index].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !variable.isEmpty, let array = stringArray(boundTo: variable, in: code) { arrays = [array] }
        }
        guard !prefix.isEmpty || !arrays.isEmpty else { return .any }
        return .some(AndroidLayoutLookup(prefix: prefix, arrays: arrays))
    }

    /// The string array a name is bound to (`String[] layouts = res.getStringArray(R.array.tutorial_layouts)`,
    /// `val layouts = resources.getStringArray(R.array.x)`); `nil` when it is bound to anything
    /// else too, or to nothing.
    static func stringArray(boundTo variable: String, in code: [UInt8]) -> String? {
        let text = String(decoding: code, as: UTF8.self)
        let escaped = NSRegularExpression.escapedPattern(for: variable)
        guard let any = try? NSRegularExpression(pattern: "\\b\(escaped)\\s*=[^=]"),
            let array = try? NSRegularExpression(pattern: "\\b\(escaped)\\s*=\\s*[A-Za-z0-9_.()]*getStringArray\\(\\s*R\\.array\\.([A-Za-z0-9_]+)\\s*\\)")
        else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        let names = Set(array.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
        guard names.count == 1, any.numberOfMatches(in: text, range: range) == array.numberOfMatches(in: text, range: range) else { return nil }
        return names.first
    }

    /// The parts of a `+` concatenation outside strings and brackets.
    static func concatenated(_ expression: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var previous: Character = " "
        for character in expression {
            if character == "\"", previous != "\\" { quoted.toggle() }
            if !quoted, "([{".contains(character) { depth += 1 }
            if !quoted, ")]}".contains(character) { depth -= 1 }
            previous = character
            if !quoted, depth == 0, character == "+" {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return parts
    }

    /// A string literal's text, `nil` for any other expression.
    static func literal(_ text: String) -> String? {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.dropFirst().dropLast().contains("\"")
            ? String(text.dropFirst().dropLast()) : nil
    }
}
