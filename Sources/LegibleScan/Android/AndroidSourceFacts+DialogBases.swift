import Foundation

// A dialog fragment base class that builds the dialog around a view its subclasses create
// (fresh Android round 19a, quillpad): `BaseDialog<V>.onCreateDialog` (ui/common/BaseDialog.kt:23-34)
// runs `MaterialAlertDialogBuilder(…).apply { _binding = createBinding(…); setView(binding.root) }`,
// and `EditTagDialog : BaseDialog<DialogEditTagBinding>()` overrides `createBinding(…) =
// DialogEditTagBinding.inflate(layoutInflater)`. `dialog_edit_tag.xml` was measured at the
// screen's width, not the dialog's 208 dp, and three overflows were missed.

extension AndroidDialogFacts {
    /// A dialog fragment class whose `onCreateDialog` sets a builder's view from what its own
    /// abstract functions return.
    struct BaseDialog: Sendable, Hashable {
        var builder: Builder
        /// The abstract functions called in that `onCreateDialog`.
        var methods: Set<String>
    }

    /// A layout a class inflates in a function it overrides (`override fun createBinding(…) = XBinding.inflate(…)`).
    struct OverridingSite: Sendable, Hashable {
        var key: String
        var method: String
    }

    /// Records the file's class as a ``BaseDialog`` when it is one: a dialog fragment (not a bottom
    /// sheet) that sets no style of its own and leaves its window's background alone, whose
    /// `onCreateDialog` calls a builder's `setView` and an abstract function the file declares.
    mutating func addBase(_ code: [UInt8], className: String) {
        guard !className.isEmpty, Self.contains("AlertDialog", in: code), Self.contains("abstract", in: code), !Self.changesDialogWindow(code),
            AndroidSourceFacts.calls(named: "setStyle", in: code).isEmpty
        else { return }
        let abstract = Self.abstractFunctions(in: code)
        guard !abstract.isEmpty else { return }
        let bodies = Self.dialogFragmentBodies(code)
        for call in AndroidSourceFacts.calls(named: "setView", in: code, receivers: true) {
            guard let body = bodies.first(where: { $0.contains(call.start) }) else { continue }
            let called = abstract.filter { !AndroidSourceFacts.calls(named: $0, in: Array(code[body])).isEmpty }
            guard !called.isEmpty else { continue }
            let builder = Self.builder(before: call.start, in: code)
            let methods = (bases[className]?.methods ?? []).union(called)
            bases[className] = BaseDialog(builder: bases[className].map { $0.builder == builder ? builder : .unknown } ?? builder, methods: methods)
        }
    }

    /// Shows each layout a class inflates in an overridden function in its base class's dialog when
    /// a ``BaseDialog`` up its `supertypes` (class → the class it extends) calls that function;
    /// any other such layout is shown elsewhere.
    mutating func resolveBases(supertypes: [String: String]) {
        for (className, sites) in overridingSites {
            for site in sites {
                var current = className
                var builder: Builder?
                var visited: Set<String> = [className]
                while builder == nil, let parent = supertypes[current], visited.insert(parent).inserted {
                    if let base = bases[parent], base.methods.contains(site.method) { builder = base.builder }
                    current = parent
                }
                insert(site.key, builder: builder)
            }
        }
        overridingSites = [:]
    }

    /// The names of the functions the file declares `abstract` (Kotlin's `abstract fun f(`, Java's `abstract T f(`).
    static func abstractFunctions(in code: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for start in AndroidSourceFacts.occurrences(of: Array("abstract".utf8), in: code[...]) {
            let line = code[start...].prefix(160).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "=") }
            guard let paren = line.firstIndex(of: UInt8(ascii: "(")) else { continue }
            let words = String(decoding: line[..<paren], as: UTF8.self).split { !$0.isLetter && !$0.isNumber && $0 != "_" }
            // Not `abstract class X(`.
            guard let name = words.last, !words.contains("class"), words.count >= 3 else { continue }
            names.insert(String(name))
        }
        return names
    }

    /// Each function the file overrides (`override fun f(…)`, Java's `@Override … f(…)`) with its body.
    static func overriddenFunctions(in code: [UInt8]) -> [(name: String, body: Range<Int>)] {
        var found: [(name: String, body: Range<Int>)] = []
        let starts = AndroidSourceFacts.occurrences(of: Array("override".utf8), in: code[...]) + substrings(Array("@Override".utf8), in: code)
        for start in starts {
            let head = code[start...].prefix(240)
            guard let paren = head.firstIndex(of: UInt8(ascii: "(")), !head[..<paren].contains(UInt8(ascii: "=")) else { continue }
            var begin = paren
            while begin > start, AndroidSourceFacts.isIdentifierByte(code[begin - 1]) { begin -= 1 }
            guard begin < paren, let body = AndroidSourceFacts.body(after: begin, in: code) else { continue }
            found.append((String(decoding: code[begin..<paren], as: UTF8.self), body.startIndex..<body.endIndex))
        }
        return found
    }
}
