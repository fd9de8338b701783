/// The layouts an app's Kotlin and Java show as a dialog's content, read literally (issue 34):
/// a dialog's window is narrower than the screen, so its text has less room.
///
/// - `AlertDialog.Builder(…)` or `MaterialAlertDialogBuilder(…)` `.setView(x)` where `x` is
///   `R.layout.name`, `NameBinding.inflate(…)`, `binding.root` of a binding variable, or a
///   variable assigned `….inflate(R.layout.name, …)`: the builder nearest before the call decides
///   the window background's insets (``AndroidDialogWidth``).
/// - A class extending `DialogFragment` or `AppCompatDialogFragment` (not a bottom sheet, which
///   is as wide as the screen) that inflates a layout in its `onCreateView` or `onCreateDialog`.
///
/// A layout code also inflates anywhere else (an adapter, an activity, a fragment) is not a
/// dialog's: it is shown at other widths too. A file that changes a dialog window's background or
/// insets (`window.setBackgroundDrawable…`, `setBackgroundInset…`) shows its layouts in windows the
/// scan does not know, and a dialog fragment that sets its style (`setStyle`) its own: not a dialog's either.
struct AndroidDialogFacts: Sendable, Hashable {
    /// The builder of a dialog, which decides its window background's horizontal insets.
    enum Builder: Sendable, Hashable {
        /// Material Components' `MaterialAlertDialogBuilder`.
        case material
        /// `androidx.appcompat.app.AlertDialog.Builder` or `android.app.AlertDialog.Builder`.
        case alertDialog
        /// A dialog fragment's own window, or a builder the code does not name where it sets the view.
        case unknown
    }

    /// Layout key (``AndroidSourceFacts/key(_:)``) → the builders of the dialogs showing it.
    private(set) var builders: [String: Set<Builder>] = [:]
    /// Layout keys code inflates outside a dialog too.
    private(set) var elsewhere: Set<String> = []
    /// Dialog fragment classes that show what their subclasses' functions return, and the layouts
    /// subclasses inflate in overridden functions: see `AndroidSourceFacts+DialogBases.swift`.
    var bases: [String: BaseDialog] = [:], overridingSites: [String: [OverridingSite]] = [:]

    /// The builders of the dialogs that show the layout `name`, `nil` when none does or code
    /// also shows it elsewhere.
    func builders(ofLayout name: String) -> Set<Builder>? {
        let key = AndroidSourceFacts.key(name)
        guard !elsewhere.contains(key), let found = builders[key], !found.isEmpty else { return nil }
        return found
    }

    /// Adds what one source file, of the class `className`, says.
    mutating func add(_ code: [UInt8], className: String = "") {
        addBase(code, className: className)
        let sites = Self.inflationSites(code)
        guard !sites.isEmpty else { return }
        var dialogSites: [Int: Builder] = [:]
        if !Self.changesDialogWindow(code) {
            if Self.contains("AlertDialog", in: code) {
                for call in AndroidSourceFacts.calls(named: "setView", in: code, receivers: true) {
                    guard let argument = Self.argumentRange(of: call, in: code) else { continue }
                    let builder = Self.builder(before: call.start, in: code)
                    for site in Self.sites(shownBy: argument, in: code, sites: sites, depth: 0) where dialogSites[site] == nil {
                        dialogSites[site] = builder
                    }
                }
            }
            // A fragment's own style (`setStyle`) may replace its window's background; a builder's dialog keeps its own.
            for range in AndroidSourceFacts.calls(named: "setStyle", in: code).isEmpty ? Self.dialogFragmentBodies(code) : [] {
                for site in sites where range.contains(site.position) && dialogSites[site.position] == nil { dialogSites[site.position] = .unknown }
            }
        }
        let overrides = className.isEmpty ? [] : Self.overriddenFunctions(in: code)
        for site in sites {
            if let builder = dialogSites[site.position] {
                builders[site.key, default: []].insert(builder)
            } else if let method = overrides.first(where: { $0.body.contains(site.position) })?.name {
                // Decided once every base class is known (``resolveBases(supertypes:)``).
                overridingSites[className, default: []].append(OverridingSite(key: site.key, method: method))
            } else {
                elsewhere.insert(site.key)
            }
        }
    }

    /// A place code inflates a layout: `R.layout.name`, or a binding class's `inflate`/`bind`.
    struct Site: Hashable {
        var key: String
        var position: Int
        var isBinding: Bool
    }

    /// Every `R.layout.name` (the app's, not `android.R.layout`) and `NameBinding.inflate`,
    /// `.bind`, `::inflate`, `::bind` in the file.
    static func inflationSites(_ code: [UInt8]) -> [Site] {
        var sites: [Site] = []
        let layout = Array("R.layout.".utf8)
        for start in substrings(layout, in: code) where start == 0 || !AndroidSourceFacts.isIdentifierByte(code[start - 1]) {
            // `android.R.layout.simple_list_item_1` is the framework's.
            if start > 0, code[start - 1] == UInt8(ascii: ".") { continue }
            let name = code[(start + layout.count)...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
            if !name.isEmpty { sites.append(Site(key: AndroidSourceFacts.key(String(decoding: name, as: UTF8.self)), position: start, isBinding: false)) }
        }
        for suffix in ["Binding.inflate", "Binding.bind", "Binding::inflate", "Binding::bind"] {
            for start in substrings(Array(suffix.utf8), in: code) {
                var begin = start
                while begin > 0, AndroidSourceFacts.isIdentifierByte(code[begin - 1]) { begin -= 1 }
                guard begin < start, code[begin] >= UInt8(ascii: "A"), code[begin] <= UInt8(ascii: "Z") else { continue }
                let name = String(decoding: code[begin..<start], as: UTF8.self)
                guard !["View", "ViewData"].contains(name) else { continue }
                sites.append(Site(key: AndroidSourceFacts.key(name), position: begin, isBinding: true))
            }
        }
        return sites
    }

    /// The sites a `setView(…)` argument (`range` of the file) shows: those inside it, the
    /// binding class's of a `binding.root`, or those of what a variable was assigned.
    static func sites(shownBy range: Range<Int>, in code: [UInt8], sites: [Site], depth: Int) -> [Int] {
        guard depth < 3 else { return [] }
        let inside = sites.filter { range.contains($0.position) }
        if !inside.isEmpty { return inside.map(\.position) }
        var text = String(decoding: code[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        for suffix in [".root", ".getRoot()"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count))
            // `binding!!.root`, `binding?.root`, `this.binding.root`.
            while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
            let name = text.split(separator: ".").last.map(String.init) ?? text
            // `private val binding get() = _binding!!`: the backing property has the class.
            guard let binding = AndroidSourceFacts.bindingClass(ofVariable: name, in: code) ?? AndroidSourceFacts.bindingClass(ofVariable: "_" + name, in: code)
            else { return [] }
            let key = AndroidSourceFacts.key(binding)
            return sites.filter { $0.isBinding && $0.key == key }.map(\.position)
        }
        guard !text.isEmpty, text.utf8.allSatisfy(AndroidSourceFacts.isIdentifierByte) else { return [] }
        // The variable's value where it is shown is its last assignment before (LibreraReader
        // DragingDialogs.java:1346 `dialog.setView(inflate)` shows the `inflate` of :1209, not the
        // popups' `inflate`s of :4626 and others); only a variable assigned after alone takes them all.
        let assigned = assignments(of: text, in: code)
        let shown = assigned.last { $0.lowerBound < range.lowerBound }.map { [$0] } ?? assigned
        return shown.flatMap { Self.sites(shownBy: $0, in: code, sites: sites, depth: depth + 1) }
    }

    /// The range of a call's argument in the file: after the first `(` following its name.
    static func argumentRange(of call: AndroidSourceFacts.Call, in code: [UInt8]) -> Range<Int>? {
        guard let open = code[call.start...].firstIndex(of: UInt8(ascii: "(")), open + 1 + call.argument.count <= code.count else { return nil }
        return (open + 1)..<(open + 1 + call.argument.count)
    }

    /// What a variable is assigned, each time: `name = …` or `name: Type = …` (Java's `Type name = …`),
    /// to the end of the statement (`;`, or a line break not followed by a `.` chained call).
    static func assignments(of name: String, in code: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for start in AndroidSourceFacts.occurrences(of: Array(name.utf8), in: code[...]) {
            var index = start + name.utf8.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            if index < code.count, code[index] == UInt8(ascii: ":") {
                index += 1
                while index < code.count, code[index] != UInt8(ascii: "="), code[index] != UInt8(ascii: "\n"), index - start < 120 { index += 1 }
            }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            var end = index + 1
            while end < code.count, end - index < 300, code[end] != UInt8(ascii: ";") {
                if code[end] == UInt8(ascii: "\n") {
                    let next = code[(end + 1)...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                    if next != UInt8(ascii: ".") { break }
                }
                end += 1
            }
            result.append((index + 1)..<end)
        }
        return result
    }

    /// The builder named nearest before a `setView` call (within 1,500 bytes).
    static func builder(before start: Int, in code: [UInt8]) -> Builder {
        let window = Array(code[max(0, start - 1500)..<start])
        let material = substrings(Array("MaterialAlertDialogBuilder".utf8), in: window).last
        let plain = substrings(Array("AlertDialog.Builder".utf8), in: window).last
        switch (material, plain) {
        case (let material?, let plain?): return material > plain ? .material : .alertDialog
        case (.some, nil): return .material
        case (nil, .some): return .alertDialog
        case (nil, nil): return .unknown
        }
    }

    /// Whether the file changes a dialog window's background or insets.
    static func changesDialogWindow(_ code: [UInt8]) -> Bool {
        if contains("setBackgroundInset", in: code) { return true }
        for name in ["setBackgroundDrawable", "setBackgroundDrawableResource"] {
            for start in AndroidSourceFacts.occurrences(of: Array(name.utf8), in: code[...]) {
                let before = String(decoding: code[max(0, start - 40)..<start], as: UTF8.self)
                if before.contains("indow") { return true }
            }
        }
        return false
    }

    /// The bodies of `onCreateView` and `onCreateDialog` of a dialog fragment (`: DialogFragment(`,
    /// `extends AppCompatDialogFragment`), bottom sheets left out: those whose innermost enclosing
    /// class is one. iNaturalist ObservationEditor.java:143 is a `Fragment` whose nested
    /// `DatePickerFragment extends DialogFragment` (:2358) made its own `onCreateView`'s
    /// `observation_confirmation.xml` (:327) a dialog's.
    static func dialogFragmentBodies(_ code: [UInt8]) -> [Range<Int>] {
        let classes = AndroidSourceFacts.classBodies(code)
        guard classes.contains(where: \.isDialogFragment) else { return [] }
        return functionBodies(named: ["onCreateView", "onCreateDialog"], in: code).filter { body in
            classes.filter { $0.body.contains(body.lowerBound) }.min { $0.body.count < $1.body.count }?.isDialogFragment == true
        }
    }

    /// The bodies, `{` to `}`, of the functions `names` the file declares (and of calls to them followed by a block).
    static func functionBodies(named names: [String], in code: [UInt8]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        for name in names {
            for call in AndroidSourceFacts.calls(named: name, in: code) {
                // The declaration's parameters end where its body's `{` follows (a return type between).
                var open = call.start + name.utf8.count + call.argument.count + 2
                while open < code.count, open - call.start < 600, code[open] != UInt8(ascii: "{"), code[open] != UInt8(ascii: "=") { open += 1 }
                guard open < code.count, code[open] == UInt8(ascii: "{") else { continue }
                bodies.append(open..<AndroidSourceFacts.blockEnd(from: open, in: code))
            }
        }
        return bodies
    }

    static func contains(_ text: String, in code: [UInt8]) -> Bool {
        !substrings(Array(text.utf8), in: code, first: true).isEmpty
    }

    /// Records a dialog the file's builder shows, or a layout it inflates anywhere else.
    mutating func insert(_ key: String, builder: Builder?) {
        if let builder { builders[key, default: []].insert(builder) } else { elsewhere.insert(key) }
    }

    /// Where `needle` starts in `code`, anywhere (not only as a whole word).
    static func substrings(_ needle: [UInt8], in code: [UInt8], first: Bool = false) -> [Int] {
        guard let head = needle.first, needle.count <= code.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index <= code.count - needle.count {
            if code[index] == head, code[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(index)
                if first { break }
                index += needle.count
            } else {
                index += 1
            }
        }
        return result
    }
}

extension AndroidSourceFacts {
    /// Whether a class declared in the file extends a dialog (`: BottomSheetDialog(`,
    /// `extends AppCompatDialog`): its own `setContentView` is the dialog's.
    static func declaresDialogClass(_ code: [UInt8]) -> Bool {
        for start in occurrences(of: Array("class".utf8), in: code[...]) {
            // A declaration, not `X::class.java`.
            guard start + 5 < code.count, code[start + 5] == UInt8(ascii: " "), start == 0 || code[start - 1] != UInt8(ascii: ":") else { continue }
            let header = code[start...].prefix(300).prefix { $0 != UInt8(ascii: "{") }
            var previous = ""
            var index = header.startIndex
            while index < header.endIndex {
                guard isIdentifierByte(header[index]) else {
                    if header[index] != UInt8(ascii: " ") && header[index] != UInt8(ascii: "\n") { previous = String(UnicodeScalar(header[index])) }
                    index += 1
                    continue
                }
                let word = String(decoding: header[index...].prefix { isIdentifierByte($0) }, as: UTF8.self)
                index += word.utf8.count
                if [":", ",", "extends"].contains(previous), word.hasSuffix("Dialog") || word.hasSuffix("DialogFragment") { return true }
                previous = word
            }
        }
        return false
    }

    /// Each class or object the file declares with a body (`{` to `}`), and whether it extends
    /// `DialogFragment` or `AppCompatDialogFragment` (not a bottom sheet's). A class header's
    /// supertypes follow `:`, `,` or `extends` outside parentheses: `val dialog: DialogFragment = …`
    /// (Threema e2defbb8 MyIDFragment.kt:509) and a constructor's `(fragment: DialogFragment)` are not.
    static func classBodies(_ code: [UInt8]) -> [(body: Range<Int>, isDialogFragment: Bool)] {
        var found: [(body: Range<Int>, isDialogFragment: Bool)] = []
        for keyword in ["class", "object"] {
            for start in occurrences(of: Array(keyword.utf8), in: code[...]) {
                // A declaration, not `X::class.java`.
                guard start == 0 || code[start - 1] != UInt8(ascii: ":") else { continue }
                let header = code[start...].prefix(600).prefix { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: ";") }
                guard header.endIndex < code.count, code[header.endIndex] == UInt8(ascii: "{") else { continue }
                found.append((header.endIndex..<blockEnd(from: header.endIndex, in: code), extendsDialogFragment(header)))
            }
        }
        return found
    }

    /// Whether a class header names `DialogFragment` or `AppCompatDialogFragment` as a supertype.
    private static func extendsDialogFragment(_ header: ArraySlice<UInt8>) -> Bool {
        var previous = "", depth = 0
        var index = header.startIndex
        while index < header.endIndex {
            let byte = header[index]
            guard isIdentifierByte(byte) else {
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { previous = String(UnicodeScalar(byte)) }
                index += 1
                continue
            }
            let word = String(decoding: header[index...].prefix { isIdentifierByte($0) }, as: UTF8.self)
            index += word.utf8.count
            if depth == 0, [":", ",", "extends"].contains(previous), ["DialogFragment", "AppCompatDialogFragment"].contains(word) { return true }
            previous = word
        }
        return false
    }

    /// Where the block opened at `open` closes (its `}`), or the file's end.
    static func blockEnd(from open: Int, in code: [UInt8]) -> Int {
        var depth = 0
        var end = open
        while end < code.count {
            if code[end] == UInt8(ascii: "{") { depth += 1 }
            if code[end] == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0 { break }
            end += 1
        }
        return end
    }
}
