import Foundation

/// The app's own functions that enlarge their receiver's touch area with a `TouchDelegate`:
///
/// ```kotlin
/// fun View.setMinimumTouchTarget(minWidthDp: Float = 48f, minHeightDp: Float = 48f) {
///     post { … parentView.touchDelegate = TouchDelegate(delegateRect, this) }
/// }
/// binding.collectionHashtag.setMinimumTouchTarget()
/// ```
///
/// (Pachli 7e0e029f core/ui ViewExtensions.kt:328, called at CollectionActivity.kt:201 and
/// CollectionCardView.kt:213): the view it is called on takes taps in a larger area, as one
/// handed to `TouchDelegate(rect, view)` inline does. Found literally: an extension function
/// (`fun Type.name(`) whose body hands `this` to `TouchDelegate(…)` as its view; a helper that
/// takes the view as a parameter is not followed.
extension AndroidSourceFacts {
    /// The names of the extension functions `code` declares that hand their receiver to a `TouchDelegate`.
    static func touchDelegateHelpers(in code: [UInt8]) -> Set<String> {
        let delegations = calls(named: "TouchDelegate", in: code).filter { secondArgument(of: $0.argument) == "this" }.map(\.start)
        guard !delegations.isEmpty else { return [] }
        var helpers: Set<String> = []
        for start in occurrences(of: Array("fun".utf8), in: code[...]) {
            guard let function = extensionFunction(at: start, in: code), delegations.contains(where: function.body.contains) else { continue }
            helpers.insert(function.name)
        }
        return helpers
    }

    /// The views (by ``key(_:)``) `code` calls one of ``touchDelegateHelpers`` on.
    func helpedTouchDelegateViews(in code: [UInt8], views: ([Call]) -> [String]) -> [String] {
        touchDelegateHelpers.flatMap { helper in
            // Not the declaration's receiver type (`fun View.setMinimumTouchTarget(`).
            views(Self.calls(named: helper, in: code, receivers: true).filter { $0.receiver?.first?.isUppercase != true })
        }
    }

    /// The view argument of `TouchDelegate(rect, view)`, trimmed.
    private static func secondArgument(of argument: [UInt8]) -> String? {
        var depth = 0
        for (offset, byte) in argument.enumerated() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 {
                return String(decoding: argument[(offset + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return nil
    }

    /// `fun [<T : View>] Receiver.name(…)[: Type] {` at `start`: the receiver type's last name, the
    /// function's name and the range of its body.
    static func extensionFunction(at start: Int, in code: [UInt8]) -> (receiver: String, name: String, body: Range<Int>)? {
        var index = start + 3
        func skipSpaces() { while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 } }
        skipSpaces()
        if index < code.count, code[index] == UInt8(ascii: "<") {
            while index < code.count, index - start < 200, code[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
            skipSpaces()
        }
        var words: [String] = []
        var word: [UInt8] = []
        while index < code.count, isIdentifierByte(code[index]) || code[index] == UInt8(ascii: ".") || code[index] == UInt8(ascii: "?") {
            if code[index] == UInt8(ascii: ".") {
                words.append(String(decoding: word, as: UTF8.self))
                word = []
            } else if code[index] != UInt8(ascii: "?") {
                word.append(code[index])
            }
            index += 1
        }
        guard !words.isEmpty, !word.isEmpty, index < code.count, code[index] == UInt8(ascii: "(") else { return nil }
        // Past the parameters to the `{` that opens the body, before any `=` body or the next declaration.
        var depth = 0
        while index < code.count, index - start < 2_000 {
            let byte = code[index]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, byte == UInt8(ascii: "{") { break }
            if depth == 0, byte == UInt8(ascii: "=") || byte == UInt8(ascii: "}") { return nil }
            index += 1
        }
        guard index < code.count, code[index] == UInt8(ascii: "{") else { return nil }
        let open = index
        depth = 0
        while index < code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return (words.last ?? "", String(decoding: word, as: UTF8.self), open..<index) }
            }
            index += 1
        }
        return nil
    }
}
