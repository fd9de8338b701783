// The app's own layout classes: a custom container measures its children as the class it
// extends does, unless it overrides the measure pass.
extension AndroidSourceFacts {
    /// Records the classes the file declares with the class each extends (Java's
    /// `class FocusAwareCoordinator extends CoordinatorLayout`, Kotlin's
    /// `class Row(context: Context) : LinearLayout(context)`). A file that overrides `onMeasure`
    /// or `onLayout` lays its views out its own way: none of its classes is recorded in
    /// ``superclasses``, though all are in ``viewSuperclasses`` (it still draws what its class draws).
    mutating func addSuperclasses(_ code: [UInt8]) {
        // An `onMeasure` that only changes what is below the children and then measures as its
        // class does is modelled as that class (`AndroidSourceFacts+Measure.swift`).
        let measuresItself =
            !Self.occurrences(of: Array("onLayout".utf8), in: code[...]).isEmpty
            || Self.occurrences(of: Array("onMeasure".utf8), in: code[...]).contains { !Self.onMeasureKeepsWidth(at: $0, in: code) }
        let sizesItself = Self.occurrences(of: Array("onMeasure".utf8), in: code[...]).contains { Self.onMeasureSetsOwnSize(at: $0, in: code) }
        for start in Self.occurrences(of: Array("class".utf8), in: code[...]) {
            // A declaration, not `X::class.java`.
            guard start + 6 < code.count, code[start + 5] == UInt8(ascii: " "), start == 0 || code[start - 1] != UInt8(ascii: ":") else { continue }
            let header = code[(start + 6)...].prefix(400).prefix { $0 != UInt8(ascii: "{") }
            let words = Self.headerWords(header)
            guard let name = words.first?.word, viewSuperclasses[name] == nil else { continue }
            // The first type after `extends` (Java) or after the constructor's `:` (Kotlin), not a generic argument's.
            if let parent = words.dropFirst().first(where: { ($0.previous == "extends" || $0.previous == ":") && $0.depth == 0 })?.word,
                parent != name, parent.first?.isUppercase == true
            {
                viewSuperclasses[name] = parent
                if !measuresItself { superclasses[name] = parent }
                if sizesItself { selfSizedClasses.insert(name) }
            }
        }
    }

    /// Records what the file's view class gives itself in code as the layout attributes it stands
    /// for: `setBackgroundResource(…selectableItemBackgroundBorderless…)` on itself is
    /// `android:background` (a ripple, which replaces the image button's padded default), and
    /// `setMinimumWidth(…R.dimen.x…)` is `android:minWidth`. materialistic b631d511
    /// `widget/IconButton.java` does both, so `item_header.xml:89`'s 24 dp icon with 8 dp of padding
    /// is a 48×40 dp target.
    mutating func addClassAttributes(_ code: [UInt8], className: String) {
        guard !className.isEmpty, viewSuperclasses[className] != nil else { return }
        if Self.takesTouches(code) { touchClasses.insert(className) }
        // Its own typeface, set in code (Kickstarter e5ba636b `IconTextView.java:61`, `setTypeface(font.materialIconsTypeface())`).
        let typefaceCalls = Self.calls(named: "setTypeface", in: code, receivers: true).contains { $0.receiver == nil || $0.receiver == "this" }
        if typefaceCalls || Self.setsOwnTypefaceProperty(code) { typefaceClasses.insert(className) }
        var attributes: [String: String] = [:]
        for name in ["setBackgroundResource", "setBackground", "setBackgroundDrawable"] {
            for call in Self.calls(named: name, in: code, receivers: true) where call.receiver == nil || call.receiver == "this" {
                let argument = String(decoding: call.argument, as: UTF8.self)
                guard argument.contains("selectableItemBackground") else { continue }
                attributes["android:background"] =
                    "?attr/" + (argument.contains("Borderless") ? "selectableItemBackgroundBorderless" : "selectableItemBackground")
            }
        }
        for (name, attribute) in [("setMinimumWidth", "android:minWidth"), ("setMinimumHeight", "android:minHeight")] {
            for call in Self.calls(named: name, in: code, receivers: true) where call.receiver == nil || call.receiver == "this" {
                if let dimension = Self.field(of: "R.dimen.", in: call.argument) { attributes[attribute] = "@dimen/\(dimension)" }
            }
        }
        if !attributes.isEmpty { classAttributes[className] = attributes }
    }

    /// The identifiers of a class header with the word or punctuation before each and the depth of
    /// parentheses and angle brackets it is at.
    private static func headerWords(_ header: ArraySlice<UInt8>) -> [(word: String, previous: String, depth: Int)] {
        var result: [(word: String, previous: String, depth: Int)] = []
        var previous = ""
        var depth = 0
        var index = header.startIndex
        while index < header.endIndex {
            let byte = header[index]
            guard Self.isIdentifierByte(byte) else {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") { depth = max(0, depth - 1) }
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") { previous = String(UnicodeScalar(byte)) }
                index += 1
                continue
            }
            let word = String(decoding: header[index...].prefix { Self.isIdentifierByte($0) }, as: UTF8.self)
            index += word.utf8.count
            // A qualified type (`android.widget.FrameLayout`) counts by its last part.
            if previous == ".", var last = result.popLast() {
                last.word = word
                result.append(last)
            } else {
                result.append((word, previous, depth))
            }
            previous = word
        }
        return result
    }

    /// The container class a view class lays out as: itself, or the nearest class it extends
    /// (through the app's own classes, at most 8 deep) that the solve knows.
    func layoutClass(of tag: String, known: (String) -> Bool) -> String {
        var current = tag
        for _ in 0..<8 {
            if known(current) { return current }
            guard let parent = superclasses[current] else { return tag }
            current = parent
        }
        return tag
    }

    /// Whether the app's class `name` extends `ancestor`, through the app's own classes (at most 8 deep).
    func extends(_ name: String, _ ancestor: String) -> Bool {
        var current = name
        for _ in 0..<8 {
            guard let parent = viewSuperclasses[current] else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// The platform or library class whose kind an app's own view class has: the nearest class it
    /// extends (through the app's own classes, at most 8 deep) that ``AndroidViewKinds/kind(of:)``
    /// knows, so OwnTracks' `AutoResizingTextViewWithListener : AppCompatTextView` is text;
    /// `nil` when none is known.
    ///
    /// A platform view that only draws (``drawingBases``) is known too, unless one of the app's
    /// classes on the way takes touches itself (``touchClasses``): Timber's `PlayPauseButton
    /// extends View` (its `onTouchEvent` commented out) is a plain view, a target only where a
    /// layout or code makes it clickable, not a button by its name.
    func knownViewClass(of tag: String) -> String? {
        var current = AndroidViewKinds.simpleName(tag)
        var takesTouches = false
        for _ in 0..<8 {
            takesTouches = takesTouches || touchClasses.contains(current)
            guard let parent = viewSuperclasses[current] else { return nil }
            // An image view is known too: its icon sizes it (``AndroidViewKinds/imageViews``).
            let isImage = AndroidViewKinds.imageViews.contains(AndroidViewKinds.simpleName(parent))
            if AndroidViewKinds.kind(of: parent) != nil || isImage { return parent }
            if Self.drawingBases.contains(parent), viewSuperclasses[parent] == nil { return takesTouches ? nil : parent }
            current = parent
        }
        return nil
    }

    /// Platform views that draw and take no tap of their own.
    static let drawingBases: Set<String> = ["View", "SurfaceView", "TextureView"]

    /// Whether a view class's file makes the view take touches itself: it handles or forwards
    /// `onTouchEvent`, overrides `performClick`, or gives itself a listener or `clickable`.
    static func takesTouches(_ code: [UInt8]) -> Bool {
        for word in ["onTouchEvent", "performClick", "isClickable = true"] where !occurrences(of: Array(word.utf8), in: code[...]).isEmpty {
            return true
        }
        let own = { (call: Call) in call.receiver == nil || call.receiver == "this" }
        for name in ["setOnClickListener", "setOnTouchListener", "setOnLongClickListener"] {
            if calls(named: name, in: code, receivers: true).contains(where: own) { return true }
        }
        return calls(named: "setClickable", in: code, receivers: true).contains { own($0) && String(decoding: $0.argument, as: UTF8.self).contains("true") }
    }
}

// Java reaches a Kotlin view holder's view through its getter.
extension AndroidSourceFacts {
    /// Getters that return no view of a layout's own id (the root, the context, a window).
    private static let notViewGetters: Set<String> = [
        "getRoot", "getView", "getItemView", "getContext", "getActivity", "getDialog", "getWindow", "getBinding", "getParent", "getResources",
    ]

    /// The view a Java getter call before `.name` stands for: `holder.getBidiFilename().setText(…)`
    /// is the Kotlin property `bidiFilename` (`val bidiFilename: TextView get() = binding.bidiFilename`),
    /// by ``key(_:)``; `nil` when the receiver is no `getX()` without arguments.
    static func getterView(before start: Int, in code: [UInt8]) -> String? {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return nil }
        index -= 1
        if index > 0, code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!") { index -= 1 }
        guard index > 2, code[index - 1] == UInt8(ascii: ")"), code[index - 2] == UInt8(ascii: "(") else { return nil }
        let end = index - 2
        var begin = end
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        let name = String(decoding: code[begin..<end], as: UTF8.self)
        guard name.count > 3, name.hasPrefix("get"), name.dropFirst(3).first?.isUppercase == true, !notViewGetters.contains(name) else { return nil }
        return key(String(name.dropFirst(3)))
    }
}
