import LegibleSyntax

// A name the file binds to one view is that view only (issue 33, fresh-android20a): forecastie
// 9ee55d7 `AmbiguousLocationDialogFragment.java:55` binds a local `linearLayout` to
// `R.id.locationsLinearLayout` and `:78` sets its background. The receiver's own name was taken as
// an id too, so `extensive_widget.xml:10`, a LinearLayout whose id is `linearLayout`, was thought
// to get its fill from code, and its six white texts on #2196F3 (3.12:1) were never measured.
extension AndroidSourceFacts {
    /// The views a call's receiver stands for: for a bare name the file binds to a view
    /// (``viewAliases(in:)``: `x = findViewById(R.id.y)`, `x = binding.y`), that view alone; for
    /// any other receiver, its own id (``viewID(receiver:before:in:)``, `holder.title`) and the
    /// view a name of it is bound to. Bare as ``isBareReceiver(before:in:)`` reads it.
    static func receiverViews(_ receiver: String?, viewID: String?, before start: Int, in code: [UInt8], aliases: [String: String]) -> [String] {
        guard let receiver, let bound = aliases[receiver] else { return [viewID].compactMap { $0 } }
        if isBareReceiver(before: start, in: code) { return declaresNewView(receiver, before: start, in: code) ? [] : [bound] }
        return [viewID, bound].compactMap { $0 }
    }

    /// ``receiverViews(_:viewID:before:in:aliases:)`` with the receiver's own id read at `start`.
    static func receiverViews(_ receiver: String?, before start: Int, in code: [UInt8], aliases: [String: String]) -> [String] {
        receiverViews(receiver, viewID: viewID(receiver: receiver, before: start, in: code), before: start, in: code, aliases: aliases)
    }
}

// A local that names a view the block creates is not the view a `findViewById` of the same name
// elsewhere in the file binds (issue 33, fresh-android22a): LibreraReader `Dialogs.java:157`
// `ImageView img = new ImageView(activity)` and `:165` `img.setOnClickListener(…)`, in a file whose
// `:633` binds another method's `img = view.findViewById(R.id.itColor)`, made `item_color.xml:8`'s
// swatch a 21 dp target with no listener of its own.
extension AndroidSourceFacts {
    /// Whether `name`, at `start`, is a local its enclosing block declares as a view it creates:
    /// the nearest assignment of `name` before `start` declares it (`ImageView img = new
    /// ImageView(activity)`, Kotlin's `val img = ImageView(context)`) with a constructor call, and
    /// no block that holds that declaration closes before `start`.
    static func declaresNewView(_ name: String, before start: Int, in code: [UInt8]) -> Bool {
        let window = max(0, start - 20_000)
        for found in occurrences(of: Array(name.utf8), in: code[window..<start]).reversed() {
            var index = found + name.utf8.count
            while index < start, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < start, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            // The nearest assignment: a declaration (a type or `val`/`var` before the name) of a new view, still in scope.
            var before = found
            while before > 0, code[before - 1] == UInt8(ascii: " ") { before -= 1 }
            guard before > 0, isIdentifierByte(code[before - 1]) || code[before - 1] == UInt8(ascii: ">") else { return false }
            let value = String(decoding: code[(index + 1)..<min(start, index + 120)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let type = value.hasPrefix("new ") ? value.dropFirst(4).drop { $0 == " " } : Substring(value)
            // `TxtUtils.underlineTextView(findViewById(…))` is a static function's result, not a constructor's.
            // `(ImageView) findViewById(…)`: a cast, whose empty name before `(` is no constructor.
            guard type.first?.isUppercase == true, let open = type.firstIndex(of: "("),
                type[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                type[..<open].split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
            else { return false }
            var depth = 0
            for byte in code[index..<start] {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
                if depth < 0 { return false }
            }
            return true
        }
        return false
    }
}
