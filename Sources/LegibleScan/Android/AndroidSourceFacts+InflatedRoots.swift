/// The root of one layout named by a local in a file that names several (issue 33, Conversations
/// d161f500 `ContactDetailsActivity.java:489-498`): `View view = inflater.inflate(R.layout.contact_key, …)`
/// then `view.setOnClickListener(openKey)`, and `OmemoActivity.java:122`/`:175`,
/// `ContactKeyBinding binding = DataBindingUtil.inflate(…)` then `binding.getRoot().setOnClickListener(toast)`.
/// The whole row takes the tap, so the 17 dp `key_type` caption inside it (`contact_key.xml:26`),
/// which gets the same listener, is not the target a person has to hit. Before, a root was
/// recognised only in a file naming one layout (``AndroidSourceFacts/rootKey``).
extension AndroidSourceFacts {
    /// The layout (by ``key(_:)``) whose root the listener call at `start` is on: its receiver is
    /// a name (or `name.getRoot()`, `name.root`) whose nearest assignment before the call inflates
    /// one layout, by `R.layout.x` in an `inflate(` call or by a generated binding class. `nil`
    /// for any other receiver, or when the nearest assignment is anything else.
    static func inflatedRootLayout(listenerAt start: Int, in code: [UInt8]) -> String? {
        var end = start
        while end > 0, code[end - 1] == UInt8(ascii: " ") || code[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        guard end > 0, code[end - 1] == UInt8(ascii: ".") else { return nil }
        end -= 1
        var viaRoot = false
        for suffix in [".getRoot()", ".root"] where end >= suffix.utf8.count && code[(end - suffix.utf8.count)..<end].elementsEqual(suffix.utf8) {
            end -= suffix.utf8.count
            viaRoot = true
            break
        }
        var begin = end
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        guard begin < end, begin == 0 || code[begin - 1] != UInt8(ascii: ".") else { return nil }
        let name = Array(code[begin..<end])
        for found in occurrences(of: name, in: code[..<begin]).reversed() {
            var after = found + name.count
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            guard after + 1 < code.count, code[after] == UInt8(ascii: "="), code[after + 1] != UInt8(ascii: "=") else { continue }
            // The value may start on the next line (AnySoftKeyboard 6643bda9
            // `AnySoftKeyboardWithGestureTyping.java:586`, `mRootView =` then `LayoutInflater…inflate(…)`).
            after += 1
            while after < code.count, code[after] == UInt8(ascii: " ") || code[after] == UInt8(ascii: "\n") { after += 1 }
            let statement = code[after...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            // `XBinding.inflate(…)`, `DataBindingUtil.inflate(…)` with a `XBinding` type before the name.
            var typeEnd = found
            while typeEnd > 0, code[typeEnd - 1] == UInt8(ascii: " ") { typeEnd -= 1 }
            var typeBegin = typeEnd
            while typeBegin > 0, isIdentifierByte(code[typeBegin - 1]) { typeBegin -= 1 }
            if let binding = bindingClass(in: statement) ?? bindingClass(in: code[typeBegin..<typeEnd]) { return key(binding) }
            // A plain `inflate(R.layout.x, …)` gives the root itself, never `.root` of it.
            guard !viaRoot, occurrences(of: Array("inflate".utf8), in: statement).count == 1 else { return nil }
            return field(of: "R.layout.", in: Array(statement)).map(key)
        }
        return nil
    }
}
