import LegibleSyntax

/// Rows a framework adapter inflates into a list that acts on a tap: each row is a target, though
/// no code gives the row's view a listener (the list's item click does the work). osmeditor4android
/// 4f41a432 `ElementSelectionActionModeCallback.java:550-551`, `new ArrayAdapter<>(context,
/// R.layout.dialog_list_item, todoLists); builder.setAdapter(adapter, listener);`: the 32 dp rows of
/// `dialog_list_item.xml:2` were not judged.
///
/// The list acts on a tap when the adapter is handed to `AlertDialog.Builder.setAdapter(adapter,
/// listener)` or `setSingleChoiceItems(adapter, checked, listener)`, or to a list's
/// `setAdapter(adapter)` (`adapter = …`) whose receiver the same file gives an item-click listener
/// (`list.setOnItemClickListener(…)`, `list.onItemClickListener = …`). A `Spinner`'s adapter (one
/// argument, no item click) is not: the spinner itself is the target, and its closed view's layout
/// is no row. Only `ArrayAdapter` and `SimpleAdapter`, whose constructors name the row layout.
extension AndroidSourceFacts {
    /// The framework adapters whose constructor takes the row's layout.
    private static let rowAdapters = ["ArrayAdapter", "SimpleAdapter"]

    /// The `layout/@root` keys (``rootKey``) of the row layouts `code` shows in a list that acts on a tap.
    static func tappedAdapterRows(in code: [UInt8]) -> Set<String> {
        var result = Set<String>()
        for name in rowAdapters {
            for call in calls(named: name, in: code) {
                guard let layout = rowLayout(in: call.argument), adapterIsTapped(at: call.start, in: code) else { continue }
                result.insert("\(key(layout))/\(rootKey)")
            }
        }
        return result
    }

    /// The app's layout an adapter's arguments name (`R.layout.x`); a framework row
    /// (`android.R.layout.simple_list_item_1`) is none of the app's files.
    private static func rowLayout(in argument: [UInt8]) -> String? {
        guard !ByteSearch.contains(Array("android.R.layout.".utf8), in: argument) else { return nil }
        return field(of: "R.layout.", in: argument)
    }

    /// Whether the adapter made at `start` goes to a list that acts on a tap: made right inside the
    /// call (`builder.setAdapter(new ArrayAdapter<>(…), listener)`) or bound to a name that is.
    private static func adapterIsTapped(at start: Int, in code: [UInt8]) -> Bool {
        if let consumer = enclosingCall(around: start, in: code) { return consumer.taps }
        guard let name = assignedName(before: start, in: code) else { return false }
        return handsTappedList(name, in: code)
    }

    /// The call whose first argument the expression at `start` begins (`setAdapter(new X(…)`), and
    /// whether it is one that acts on a tap.
    private static func enclosingCall(around start: Int, in code: [UInt8]) -> (receiver: String?, taps: Bool)? {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") { index -= 1 }
        if index >= 3, code[(index - 3)..<index].elementsEqual("new".utf8) {
            index -= 3
            while index > 0, code[index - 1] == UInt8(ascii: " ") { index -= 1 }
        }
        guard index > 0, code[index - 1] == UInt8(ascii: "(") else { return nil }
        let open = index - 1
        var begin = open
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        let called = String(decoding: code[begin..<open], as: UTF8.self)
        guard ["setAdapter", "setSingleChoiceItems"].contains(called),
            let call = calls(named: called, in: code, receivers: true).first(where: { $0.start == begin })
        else { return nil }
        return (call.receiver, taps(call, named: called, in: code))
    }

    /// Whether `name` is handed to a dialog's list with a listener, or to a list the file gives an
    /// item-click listener.
    private static func handsTappedList(_ name: String, in code: [UInt8]) -> Bool {
        for called in ["setAdapter", "setSingleChoiceItems"] {
            for call in calls(named: called, in: code, receivers: true) where firstArgument(of: call) == name {
                if taps(call, named: called, in: code) { return true }
            }
        }
        // Kotlin's `list.adapter = name`.
        for start in occurrences(of: Array("adapter".utf8), in: code[...]) where start > 0 && code[start - 1] == UInt8(ascii: ".") {
            let rest = String(decoding: code[(start + 7)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            let trimmed = rest.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("="), !trimmed.hasPrefix("=="),
                trimmed.dropFirst().trimmingCharacters(in: .whitespaces).trimmingCharacters(in: [";"]) == name,
                let receiver = Self.receiver(before: start, in: code)
            else { continue }
            if listensToItems(of: receiver, in: code) { return true }
        }
        return false
    }

    /// Whether a `setAdapter`/`setSingleChoiceItems` call makes a list that acts on a tap: a
    /// dialog builder's, which takes a listener after the adapter (not `null`), or a list's whose
    /// receiver has an item-click listener in the file.
    private static func taps(_ call: Call, named called: String, in code: [UInt8]) -> Bool {
        let arguments = topLevelArguments(call.argument)
        if arguments.count >= 2 { return arguments.last != "null" }
        // Kotlin's trailing lambda: `builder.setAdapter(adapter) { _, which -> … }`.
        if arguments.count == 1, hasTrailingLambda(call, in: code) { return true }
        guard called == "setAdapter", let receiver = call.receiver, receiver != "?" else { return false }
        return listensToItems(of: receiver, in: code)
    }

    /// Whether a lambda follows the call's closing parenthesis.
    private static func hasTrailingLambda(_ call: Call, in code: [UInt8]) -> Bool {
        guard let open = code[call.start...].firstIndex(of: UInt8(ascii: "(")) else { return false }
        var index = open + 1 + call.argument.count + 1
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        return index < code.count && code[index] == UInt8(ascii: "{")
    }

    /// Whether the file gives `receiver` an item-click listener: `receiver.setOnItemClickListener(…)`
    /// or `{ … }` (not `null`), or Kotlin's `receiver.onItemClickListener = …`.
    private static func listensToItems(of receiver: String, in code: [UInt8]) -> Bool {
        ["setOnItemClickListener", "onItemClickListener"].contains { listener in
            occurrences(of: Array(listener.utf8), in: code[...]).contains { start in
                guard Self.receiver(before: start, in: code) == receiver else { return false }
                return listener == "onItemClickListener" || setsListener(after: start + listener.utf8.count, in: code)
            }
        }
    }

    /// The first argument of a call, trimmed.
    private static func firstArgument(of call: Call) -> String? {
        topLevelArguments(call.argument).first
    }

    /// A call's arguments split at its top-level commas, each trimmed.
    private static func topLevelArguments(_ argument: [UInt8]) -> [String] {
        var parts: [String] = []
        var depth = 0
        var begin = 0
        for (offset, byte) in argument.enumerated() {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "{") { depth += 1 }
            // Not a Kotlin lambda's arrow (`{ _, which -> … }`).
            let arrow = byte == UInt8(ascii: ">") && offset > 0 && argument[offset - 1] == UInt8(ascii: "-")
            if byte == UInt8(ascii: ")") || (byte == UInt8(ascii: ">") && !arrow) || byte == UInt8(ascii: "}") { depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 {
                parts.append(String(decoding: argument[begin..<offset], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                begin = offset + 1
            }
        }
        parts.append(String(decoding: argument[begin...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        return parts.filter { !$0.isEmpty }
    }
}
