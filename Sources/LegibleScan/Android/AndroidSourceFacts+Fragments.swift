import Foundation

// Which fragments an app's activities host, read literally (issue 33): SeriesGuide 72ea839f
// `item_show.xml:74` is a row of `ShowSearchAdapter`, which `ShowSearchFragment` creates, which
// `SearchActivityImpl` adds to its `ViewPager2` (`addTab(…, ShowSearchFragment::class.java, …)`).
// Nothing between the row and the window draws, so the row is on the activity's window
// background; with no map from a fragment to its activity the row's contrast went unmeasured.

/// What one file says about fragments: see ``AndroidSourceFacts/addFragmentFacts(_:className:)``.
struct AndroidFragmentFacts: Sendable, Hashable {
    /// Class → the class its header extends (`ShowSearchFragment` → `BaseSearchFragment`).
    var supertypes: [String: String] = [:]
    /// Fragment class → the layouts (by ``AndroidSourceFacts/key(_:)``) it inflates as its own
    /// view: `XBinding.inflate(inflater, container, false)`, `inflater.inflate(R.layout.x,
    /// container, false)`, or `Fragment(R.layout.x)` in its header.
    var rootLayouts: [String: Set<String>] = [:]
    /// Fragment-named class → the classes whose files construct or name its class literally:
    /// `XFragment()`, `new XFragment(`, `XFragment.newInstance(`, `XFragment::class`, `XFragment.class`.
    var references: [String: Set<String>] = [:]
    /// Class → the capitalised names its file creates: `Name(`, `new Name(`, `::Name`, `Name::new`,
    /// or a factory `Name.create(` (a lower-case call on the class). A type, an import, a cast or a
    /// nested class (`Name.Item()`) creates nothing (SeriesGuide 72ea839f: loaders that only name
    /// `ShowsHistoryAdapter.Item` are not where the adapter is made).
    var creations: [String: Set<String>] = [:]
    /// Class → the view ids (by key) its `add(R.id.x, …)`/`replace(R.id.x, …)` calls put a fragment in.
    var containerIDs: [String: Set<String>] = [:]
    /// Class → the layouts (by key) its file inflates in any way (`XBinding.inflate(…)`,
    /// `inflate(R.layout.x, …)`): see `AndroidSourceFacts+WatchFaces.swift`.
    var inflatedLayouts: [String: Set<String>] = [:]

    /// Whether `name` is a fragment shown in an activity's views: its superclasses (the app's
    /// own, at most 8 deep) end at a library class named `…Fragment` or `…FragmentCompat`, and
    /// none is a dialog or a sheet (a `DialogFragment`, `BottomSheetDialogFragment`, whose window
    /// is not the activity's).
    func isPlainFragment(_ name: String) -> Bool {
        var current = name
        for _ in 0..<8 {
            guard !current.contains("Dialog"), !current.contains("Sheet") else { return false }
            guard let parent = supertypes[current] else { return current != name && (current.hasSuffix("Fragment") || current.hasSuffix("FragmentCompat")) }
            current = parent
        }
        return false
    }

    /// Whether some class of the app extends `name`.
    func isExtended(_ name: String) -> Bool {
        supertypes.values.contains(name)
    }
}

extension AndroidSourceFacts {
    /// Adds what one file says about fragments (``AndroidFragmentFacts``).
    mutating func addFragmentFacts(_ code: [UInt8], className: String) {
        guard !className.isEmpty else { return }
        var created = Set<String>()
        var index = 0
        while index < code.count {
            guard Self.isIdentifierByte(code[index]), index == 0 || !Self.isIdentifierByte(code[index - 1]) else {
                index += 1
                continue
            }
            let word = code[index...].prefix { Self.isIdentifierByte($0) }
            let end = index + word.count
            let name = String(decoding: word, as: UTF8.self)
            index = end
            guard name.first?.isUppercase == true, name != className else { continue }
            let after = String(decoding: code[end...].prefix(48), as: UTF8.self)
            let before = String(decoding: code[max(0, end - word.count - 4)..<(end - word.count)], as: UTF8.self)
            if Self.isCreation(after: after, before: before) { created.insert(name) }
            guard name.hasSuffix("Fragment") else { continue }
            if after.hasPrefix("(") || after.hasPrefix("::class") || after.hasPrefix(".class") || after.hasPrefix(".newInstance(") || before.hasSuffix("new ") {
                fragments.references[name, default: []].insert(className)
            }
        }
        fragments.creations[className] = created
        if let parent = Self.declaredSupertype(of: className, in: code) { fragments.supertypes[className] = parent }
        var roots = Set<String>()
        for call in Self.calls(named: "inflate", in: code, receivers: true) {
            let argument = String(decoding: call.argument, as: UTF8.self)
            // `View.inflate(context, R.layout.x, container)` and `inflate(…, container, true)` add the
            // layout into a view of the fragment (Threema CameraFragment.kt:657), not as its own view.
            guard argument.contains("container"), call.receiver != "View",
                !argument.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("true")
            else { continue }
            if let layout = Self.field(of: "R.layout.", in: call.argument) {
                roots.insert(Self.key(layout))
            } else if let receiver = call.receiver, let binding = Self.bindingClass(in: Array(receiver.utf8)[...]) {
                roots.insert(Self.key(binding))
            }
        }
        if let header = Self.classHeader(of: className, in: code), let layout = Self.field(of: "R.layout.", in: Array(header)) {
            roots.insert(Self.key(layout))
        }
        // NotallyX 68bee95c SettingsFragment.kt:93, `FragmentSettingsBinding.inflate(inflater)` returned as the view.
        roots.formUnion(Self.returnedRootLayouts(in: code))
        if !roots.isEmpty { fragments.rootLayouts[className, default: []].formUnion(roots) }
        addInflatedLayouts(code, className: className)
        for name in ["add", "replace"] {
            for call in Self.calls(named: name, in: code) {
                let first = Array(call.argument.prefix { $0 != UInt8(ascii: ",") })
                guard first.count < call.argument.count, let id = Self.field(of: "R.id.", in: first) else { continue }
                fragments.containerIDs[className, default: []].insert(Self.key(id))
            }
        }
    }

    /// Whether a capitalised name with `after` following it and `before` in front is created
    /// there (``AndroidFragmentFacts/creations``).
    static func isCreation(after: String, before: String) -> Bool {
        if after.hasPrefix("(") || after.hasPrefix("::new") || before.hasSuffix("::") { return true }
        // `Name<Item>(…)`: a generic class's constructor.
        if after.hasPrefix("<"), let close = after.firstIndex(of: ">"), after[after.index(after: close)...].hasPrefix("(") { return true }
        // `Name.create(…)`, `Name.newInstance(…)`: a static factory; `Name.Item()` is a nested class.
        guard after.hasPrefix("."), let first = after.dropFirst().first, first.isLowercase else { return false }
        let call = after.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return after.dropFirst(1 + call.count).hasPrefix("(")
    }

    /// The text of the header of `class Name` (up to its `{`, at most 300 bytes).
    static func classHeader(of name: String, in code: [UInt8]) -> ArraySlice<UInt8>? {
        for start in occurrences(of: Array("class".utf8), in: code[...]) {
            let nameStart = start + 6
            guard nameStart + name.utf8.count <= code.count, code[start + 5] == UInt8(ascii: " "),
                code[nameStart..<(nameStart + name.utf8.count)].elementsEqual(name.utf8),
                nameStart + name.utf8.count == code.count || !isIdentifierByte(code[nameStart + name.utf8.count])
            else { continue }
            return code[(nameStart + name.utf8.count)...].prefix(300).prefix { $0 != UInt8(ascii: "{") }
        }
        return nil
    }

    /// The class `class Name` extends: Kotlin's first name after `:` (a qualified name by its
    /// last part), Java's after `extends`; `nil` when the file declares no such class.
    static func declaredSupertype(of name: String, in code: [UInt8]) -> String? {
        guard let header = classHeader(of: name, in: code) else { return nil }
        let text = String(decoding: header, as: UTF8.self)
        // Kotlin's primary constructor's parameters come before the `:`.
        var depth = 0
        var rest: Substring?
        for (offset, character) in text.enumerated() {
            if character == "(" || character == "<" { depth += 1 }
            if character == ")" || character == ">" { depth -= 1 }
            if depth == 0, character == ":" {
                rest = text.dropFirst(offset + 1)
                break
            }
        }
        if rest == nil, let range = text.range(of: "extends ") { rest = text[range.upperBound...] }
        guard let rest else { return nil }
        let qualified = rest.drop { $0 == " " || $0 == "\n" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let last = qualified.split(separator: ".").last.map(String.init) ?? ""
        return last.isEmpty ? nil : last
    }
}
