import Foundation

// A fragment's own view inflated with no container (issue 33, fresh-android14b M3): NotallyX
// 68bee95c `SettingsFragment.kt:93` does `val binding = FragmentSettingsBinding.inflate(inflater)`
// in `onCreateView` and returns `binding.root` (:103). Only an inflation that passes `container`
// counted as the fragment's root, so `fragment_settings.xml` was not placed on MainActivity's
// window and its eight #7285D0 headers (3.33:1 on #FAF8FF) went unmeasured.

extension AndroidSourceFacts {
    /// The layouts (by ``key(_:)``) an `onCreateView` in `code` inflates without a container and
    /// returns: `val x = XBinding.inflate(inflater)` (or `inflater.inflate(R.layout.x, null)`, with no parent)
    /// with `return x.root` (or `return x`) in the same function, or `return XBinding.inflate(…).root`.
    /// Any other inflation in the function (a dialog's, a header's) is not its view.
    static func returnedRootLayouts(in code: [UInt8]) -> Set<String> {
        var result = Set<String>()
        for name in occurrences(of: Array("onCreateView".utf8), in: code[...]) {
            guard let body = functionBody(after: name + "onCreateView".utf8.count, in: code) else { continue }
            for call in calls(named: "inflate", in: Array(code[body]), receivers: true) {
                let argument = String(decoding: call.argument, as: UTF8.self)
                // With no parent: `inflate(inflater)`, `inflate(R.layout.x, null)`; one passing a parent is another case.
                let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                guard !argument.contains("container"), parts.count == 1 || parts.dropFirst().first == "null" else { continue }
                let start = body.lowerBound + call.start
                let layout: String?
                if let field = field(of: "R.layout.", in: call.argument) {
                    layout = field
                } else if let receiver = call.receiver, let binding = bindingClass(in: Array(receiver.utf8)[...]) {
                    layout = binding
                } else {
                    layout = nil
                }
                guard let layout else { continue }
                let lineStart = code[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                // The statement before the receiver: `val binding = ` of `val binding = XBinding.inflate(`.
                let prefix = code[lineStart..<start].reversed().drop { isIdentifierByte($0) || $0 == UInt8(ascii: ".") }
                let before = String(decoding: prefix.reversed(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
                let text = String(decoding: code[body], as: UTF8.self)
                if before == "return" {
                    result.insert(key(layout))
                } else if let variable = assignedName(before), returns(variable, in: text) {
                    result.insert(key(layout))
                }
            }
        }
        return result
    }

    /// The function body (inside its braces) whose signature starts at `start`: the first `{`
    /// after the parameter list, to its matching `}`; `nil` for an expression body or none.
    private static func functionBody(after start: Int, in code: [UInt8]) -> Range<Int>? {
        var index = start
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: "(") else { return nil }
        var depth = 0
        while index < code.count {
            if code[index] == UInt8(ascii: "(") { depth += 1 }
            if code[index] == UInt8(ascii: ")") { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        // `): View {` (Kotlin), `) {` or `) throws … {` (Java); `=` is an expression body.
        while index < code.count, code[index] != UInt8(ascii: "{") {
            if code[index] == UInt8(ascii: "=") || code[index] == UInt8(ascii: ";") { return nil }
            index += 1
        }
        guard index < code.count else { return nil }
        let open = index + 1
        depth = 1
        index = open
        while index < code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return open..<index }
            }
            index += 1
        }
        return nil
    }

    /// `binding` in `val binding = `, `var binding = `, `View binding = ` (Java) or `binding = `.
    private static func assignedName(_ before: String) -> String? {
        guard before.hasSuffix("=") else { return nil }
        let words = before.dropLast().split(separator: " ")
        guard let last = words.last, let first = last.first, first.isLetter || first == "_",
            last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(last)
    }

    /// Whether `text` has `return name.root`, `return name.getRoot()` or `return name` (then `;`,
    /// a line break or `}`).
    private static func returns(_ name: String, in text: String) -> Bool {
        for ending in [".root", ".getRoot()", ";", "\n", "}"] where text.contains("return \(name)\(ending)") { return true }
        return false
    }
}
