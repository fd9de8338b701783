import Foundation
import LegibleReporting
import LegibleSyntax

/// Text colours code sets through an app helper whose every return is a colour resource:
/// glucosio `HistoryAdapter.java:167` `readingTextView.setTextColor(ranges.stringToColor(color))`,
/// where `stringToColor` (`GlucoseRanges.java:109-128`) is a `switch` that only assigns `R.color`
/// literals handed to `ContextCompat.getColor`. Each colour it can return is a state the reader
/// sees, judged as Compose's `when` colours are; a helper with any return the scan cannot read,
/// or a view also given any other colour, stays a placeholder.
struct AndroidCodeTextColors: Sendable, Hashable {
    /// View id (by ``AndroidSourceFacts/key(_:)``) → the helpers `setTextColor` is given on it.
    private(set) var helperSetters: [String: Set<String>] = [:]
    /// View id → the `R.color` names `setTextColor` is given on it through `getColor` itself.
    private(set) var literalSetters: [String: Set<String>] = [:]
    /// View ids given a `setTextColor` argument that is no helper call.
    private(set) var otherSetters: Set<String> = []
    /// Helper name → the `R.color` names its returns give, in order.
    private(set) var helpers: [String: [String]] = [:]
    /// Helpers with a return the scan cannot read, or two definitions that disagree.
    private(set) var unreadHelpers: Set<String> = []

    /// The helper and colour names of the states of the view `id`'s text, `nil` unless code sets its
    /// colour only through helpers the scan reads whole.
    func states(ofView id: String) -> [(helper: String, color: String)]? {
        let key = AndroidSourceFacts.key(id)
        // A view given only literal resources was never a placeholder question: left as it was.
        guard !otherSetters.contains(key), let names = helperSetters[key] else { return nil }
        var result: [(helper: String, color: String)] = (literalSetters[key] ?? []).sorted().map { ("", $0) }
        for name in names.sorted() {
            guard !unreadHelpers.contains(name), let colors = helpers[name] else { return nil }
            result += colors.map { (name, $0) }
        }
        return result.isEmpty ? nil : result
    }

    /// Adds one file's `setTextColor` calls and colour helpers; returns the views the calls colour.
    mutating func add(_ code: [UInt8], views: ([AndroidSourceFacts.Call]) -> [String]) -> [String] {
        var colored: [String] = []
        for call in AndroidSourceFacts.calls(named: "setTextColor", in: code, receivers: true) {
            let keys = views([call])
            colored += keys
            let argument = String(decoding: call.argument, as: UTF8.self)
            if let helper = Self.helperCall(argument) {
                for key in keys { helperSetters[key, default: []].insert(helper) }
            } else if let named = AndroidColorHelperBodies.colorNames(argument[...], body: ""), named.count == 1 {
                // `ContextCompat.getColor(context, R.color.x)` in another branch: that resource is one more state.
                for key in keys { literalSetters[key, default: []].insert(named[0]) }
            } else {
                otherSetters.formUnion(keys)
            }
        }
        // Every readable helper returns through a `getColor`: most files have none to read.
        guard ByteSearch.contains(Array("getColor".utf8), in: code) else { return colored }
        let text = String(decoding: code, as: UTF8.self)
        for (name, colors) in AndroidColorHelperBodies.helpers(in: text) {
            if let colors, helpers[name] == nil || helpers[name] == colors {
                helpers[name] = colors
            } else {
                unreadHelpers.insert(name)
            }
        }
        return colored
    }

    /// Framework calls that give a colour from something other than an app helper.
    private static let frameworkCalls: Set<String> = [
        "getColor", "parseColor", "rgb", "argb", "getColorStateList", "getDefaultColor", "valueOf", "getColorForState", "toArgb",
    ]

    /// The name of the call an argument is whole (`ranges.stringToColor(color)` → `stringToColor`),
    /// `nil` for anything else or a framework colour call.
    static func helperCall(_ argument: String) -> String? {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
            AndroidColorHelperBodies.closing(of: open, in: trimmed) == trimmed.index(before: trimmed.endIndex)
        else { return nil }
        let path = trimmed[..<open]
        guard let name = path.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last.map(String.init),
            path.allSatisfy({ $0.isLetter || $0.isNumber || "_.?!".contains($0) }), name.first?.isLowercase == true,
            !frameworkCalls.contains(name)
        else { return nil }
        return name
    }
}

extension AndroidLayoutWalk {
    /// The colour states of a view whose text colour code sets only through app helpers that
    /// return colour resources (``AndroidCodeTextColors``), `nil` when they are not all known.
    mutating func helperTextColorStates(_ view: AndroidView, id: String, location: Finding.Location) -> [ScannedColorState]? {
        guard view.android("id") != nil, let named = resources.sourceFacts?.codeTextColors.states(ofView: id) else { return nil }
        var states: [ScannedColorState] = []
        for (helper, name) in named {
            guard let color = color("@color/\(name)", id: id, location: location) else { return nil }
            let condition = helper.isEmpty ? "code sets @color/\(name)" : "\(helper)(…) gives @color/\(name)"
            states.append(ScannedColorState(condition: condition, color: color))
        }
        return states
    }
}
