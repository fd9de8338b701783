import Foundation

/// The app's own extension functions that give their receiver a click listener:
///
/// ```kotlin
/// fun View.setOnClick(listener: (() -> Unit)) {
///     setOnClickListener { listener.invoke() }
/// }
/// binding.btnHintBigClose.setOnClick(action)
/// ```
///
/// (SimpleTimeTracker feature_views `ViewExtensions.kt:25-31`, called at
/// `HintBigView.kt:59`, `ComplexRulesAdapterDelegate.kt:64` and
/// `SettingsSelectorWithButtonAdapterDelegate.kt:34`): the view it is called on is tapped as one
/// given `setOnClickListener` inline is, and its 24 dp close button was missed. Found literally:
/// an extension function on `View` or a view class (`fun [<T>] View.name(`) whose body calls
/// `setOnClickListener` or `setOnLongClickListener` on its receiver (no receiver, or `this`) with a
/// listener that is not `null`. A helper that takes the view as a parameter is not followed, and
/// one that clears the listener (`setOnClickListener(null)`) sets none.
extension AndroidSourceFacts {
    /// The listener setters a helper may call on its receiver.
    private static let listenerSetters = ["setOnClickListener", "setOnLongClickListener"]

    /// The extension functions `code` declares that set a listener on their receiver → the setter
    /// each calls (the first, when one calls both).
    static func clickListenerHelpers(in code: [UInt8]) -> [String: String] {
        let calls = listenerSetters.flatMap { setter in
            occurrences(of: Array(setter.utf8), in: code[...]).filter { start in
                ["this", nil].contains(receiver(before: start, in: code)) && setsListener(after: start + setter.utf8.count, in: code)
            }.map { (setter, $0) }
        }
        guard !calls.isEmpty else { return [:] }
        var helpers: [String: String] = [:]
        for start in occurrences(of: Array("fun".utf8), in: code[...]) {
            guard let function = extensionFunction(at: start, in: code), isViewType(function.receiver), !listenerSetters.contains(function.name),
                let call = calls.filter({ function.body.contains($0.1) }).min(by: { $0.1 < $1.1 })
            else { continue }
            helpers[function.name] = call.0
        }
        return helpers
    }

    /// A source file's text as its facts are searched: comments blanked (Java block comments do not
    /// nest, NewPipe's `//////*/` banner ends; Kotlin's do), and each call of the app's own
    /// click-listener helper read as the setter it calls.
    func searchedCode(_ text: String, path: String) -> [UInt8] {
        Self.renamingClickHelpers(clickHelpers, in: AndroidSourceComments.blanked(Array(text.utf8), nests: !path.hasSuffix(".java")))
    }

    /// `code` with each call of one of `helpers` (`x.setOnClick(…)`, `x.setOnClickWith(item, l)`,
    /// `x.setOnClick { … }`) renamed to the listener setter its body calls, so that every reading of
    /// listeners takes it as one; its declarations (`fun View.setOnClick(`) are left as written.
    /// Lines and the code around each call stay where they were.
    static func renamingClickHelpers(_ helpers: [String: String], in code: [UInt8]) -> [UInt8] {
        guard !helpers.isEmpty else { return code }
        var renames: [(start: Int, end: Int, setter: String)] = []
        for (name, setter) in helpers {
            for start in occurrences(of: Array(name.utf8), in: code[...]) where isHelperCall(at: start, length: name.utf8.count, in: code) {
                renames.append((start, start + name.utf8.count, setter))
            }
        }
        guard !renames.isEmpty else { return code }
        var result: [UInt8] = []
        result.reserveCapacity(code.count + renames.count * 16)
        var index = 0
        for rename in renames.sorted(by: { $0.start < $1.start }) where rename.start >= index {
            result += code[index..<rename.start]
            result += Array(rename.setter.utf8)
            index = rename.end
        }
        result += code[index...]
        return result
    }

    /// Whether the name at `start` is called on a view: followed by `(`, `{` or `<`, after a `.`
    /// on a value (not a type, as in `fun View.setOnClick(`), and not declared on its line.
    private static func isHelperCall(at start: Int, length: Int, in code: [UInt8]) -> Bool {
        var index = start + length
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<")].contains(code[index]) else { return false }
        guard let receiver = receiver(before: start, in: code), receiver.first?.isUppercase != true else { return false }
        var lineStart = start
        while lineStart > 0, code[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return occurrences(of: Array("fun".utf8), in: code[lineStart..<start]).isEmpty
    }

    /// Whether an extension's receiver type is a view: `View`, `ViewGroup`, or a class named as
    /// one (`CardView`, `MaterialButton`, `FrameLayout`, `TextView`).
    private static func isViewType(_ name: String) -> Bool {
        name == "View" || AndroidViewKinds.kind(of: name) != nil || ["View", "ViewGroup", "Layout", "Button", "Image"].contains { name.hasSuffix($0) }
    }
}
