import Foundation
import LegibleSyntax

/// Views a layout hides that code shows through a function of the same file (Infinity for Reddit
/// af7ccefc): `CustomizeMainPageTabsFragment.java:126` calls
/// `applyTab1NameView(binding.tab1NameConstraintLayoutCustomizeMainPageTabsFragment, …)`, whose
/// body (`:461`) sets `constraintLayout.setVisibility(View.VISIBLE)` on its parameter, so the
/// `gone` row of `fragment_customize_main_page_tabs.xml:172` and its 40 dp "+" icon (`:207`) are
/// on screen; `PrivateMessagesDetailRecyclerViewAdapter.java:302` hands
/// `binding.copyImageViewItemPrivateMessageSent` to `setBaseView(…, ImageView copyImageView)`, which
/// keeps it in a field (`this.copyImageView = copyImageView`, `:251`) and shows it (`:259`).
///
/// Found literally, as the rest of ``AndroidSourceFacts``, and one level deep: a receiver made
/// visible (``showSites(in:)``) that is a parameter of the function around it, or a field some
/// function of the file assigns from one of its parameters (`this.x = x`, `x = view`); each call
/// of that function in the same file whose argument in that place is a view reference
/// (`binding.x`, `findViewById(R.id.x)`, a name bound to one) shows that view. A Java call passes
/// as many arguments as the function takes (an overload takes another count); a Kotlin call may
/// pass fewer (defaults) or name them. When the value that shows the view is another parameter
/// (`view.setVisibility(show ? View.VISIBLE : View.GONE)`, `view.isVisible = show`), a call that
/// passes the literal that hides it (`false`, or `true` for `!show`) shows nothing.
extension AndroidSourceFacts {
    /// A parameter a function of the file makes visible.
    private struct ShownParameter: Hashable {
        var function: String
        var parameters: [String]
        var index: Int
        /// Parameter position → the literal that, passed there, keeps the view hidden.
        var hidingArguments: [Int: String]
    }

    /// The views (by ``key(_:)``) the file's calls hand to its functions that make that parameter visible.
    static func viewsShownThroughParameters(in code: [UInt8], aliases: [String: String], isJava: Bool) -> [String] {
        var shown = Set<ShownParameter>()
        for site in showSites(in: code) {
            guard let name = receiver(before: site.start, in: code), name != "?", name != "it", name != "this" else { continue }
            if let function = AndroidTextSetterFacts.enclosingFunction(at: site.start, in: code, isJava: isJava),
                let index = function.parameters.firstIndex(of: name)
            {
                shown.insert(
                    ShownParameter(
                        function: function.name, parameters: function.parameters, index: index, hidingArguments: hiding(site.value, function.parameters)))
                continue
            }
            for (function, index) in fieldSources(of: name, in: code, isJava: isJava) {
                shown.insert(ShownParameter(function: function.name, parameters: function.parameters, index: index, hidingArguments: [:]))
            }
        }
        var result: [String] = []
        for parameter in shown {
            for call in calls(named: parameter.function, in: code) {
                let arguments = arguments(call.argument)
                guard isJava ? arguments.count == parameter.parameters.count : arguments.count <= parameter.parameters.count else { continue }
                var byPosition: [Int: String] = [:]
                for (position, argument) in arguments.enumerated() {
                    let (label, expression) = labeled(argument)
                    if let label {
                        if let place = parameter.parameters.firstIndex(of: label) { byPosition[place] = expression }
                    } else {
                        byPosition[position] = expression
                    }
                }
                guard !parameter.hidingArguments.contains(where: { byPosition[$0.key] == $0.value }), let expression = byPosition[parameter.index],
                    !expression.hasPrefix("R.") && !expression.hasPrefix("android.R."),
                    expression.contains(".") || expression.contains("findViewById") || aliases[expression] != nil,
                    let view = viewReference(expression, aliases: aliases)
                else { continue }
                result.append(view)
            }
        }
        return result
    }

    /// The functions of the file that assign the field `name` from one of their parameters
    /// (`this.name = param`, `name = param`), with that parameter's position.
    private static func fieldSources(of name: String, in code: [UInt8], isJava: Bool) -> [(function: (name: String, parameters: [String]), index: Int)] {
        var result: [(function: (name: String, parameters: [String]), index: Int)] = []
        for start in occurrences(of: Array(name.utf8), in: code[...]) {
            // `this.name` or a bare `name` at a statement's start, not `other.name`.
            if start > 0, code[start - 1] == UInt8(ascii: ".") {
                guard start >= 5, String(decoding: code[(start - 5)..<start], as: UTF8.self) == "this." else { continue }
            }
            var index = start + name.utf8.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            let value = String(decoding: code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
                .trimmingWhitespace
            guard let function = AndroidTextSetterFacts.enclosingFunction(at: start, in: code, isJava: isJava),
                let position = function.parameters.firstIndex(of: value)
            else { continue }
            result.append(((function.name, function.parameters), position))
        }
        return result
    }

    /// The literal arguments that keep a view hidden when `value` (what makes it visible) is
    /// another parameter: `show` or `show ? View.VISIBLE : View.GONE` → `false` for `show`;
    /// `!show` or `show ? View.GONE : View.VISIBLE` → `true`.
    private static func hiding(_ value: String, _ parameters: [String]) -> [Int: String] {
        let text = value.trimmingWhitespace
        func visible(_ branch: Substring) -> Bool { branch.replacingOccurrences(of: "INVISIBLE", with: "").contains("VISIBLE") }
        var result: [Int: String] = [:]
        for (index, parameter) in parameters.enumerated() {
            if text == parameter { result[index] = "false" }
            if text == "!" + parameter { result[index] = "true" }
            let parts = text.split(separator: "?", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingWhitespace == parameter else { continue }
            let branches = parts[1].split(separator: ":", maxSplits: 1)
            guard branches.count == 2, visible(branches[0]) != visible(branches[1]) else { continue }
            result[index] = visible(branches[0]) ? "false" : "true"
        }
        return result
    }

    /// A Kotlin named argument's label and expression (`view = binding.x`), else no label.
    static func labeled(_ argument: String) -> (String?, String) {
        guard let equals = argument.firstIndex(of: "=") else { return (nil, argument) }
        let label = String(argument[..<equals]).trimmingWhitespace
        let rest = argument[argument.index(after: equals)...]
        guard !label.isEmpty, label.utf8.allSatisfy(isIdentifierByte), rest.first != "=" else { return (nil, argument) }
        return (label, String(rest).trimmingWhitespace)
    }
}
