/// Click listeners on views code looks up by id, whatever layout the file names: PassAndroid
/// 5b65b3dc `BarcodeUIController.kt:23` (`private val zoomOut = rootView.findViewById<…>(R.id.zoomOut)`,
/// then `zoomOut.setOnClickListener` at `:33`) and `PassViewHolder.kt:36`
/// (`timeAndNavBar.findViewById<TextView>(R.id.timeButton).setOnClickListener`) name no layout,
/// so ``clickListenerViews(in:aliases:layouts:)`` places neither. An `R.id` field is one view id
/// app-wide: the listener is on that view in the layout that alone declares it
/// (`AndroidResources.onlyLayoutDeclaring(_:is:)`); an id two layouts declare stays unplaced.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) `code` gives a click listener through `findViewById(R.id.x)`:
    /// called on the lookup itself, or on a name the lookup was assigned to.
    static func foundViewClickListeners(in code: [UInt8]) -> Set<String> {
        var lookedUp: [String: String] = [:]
        for call in calls(named: "findViewById", in: code) {
            guard let id = field(of: "R.id.", in: call.argument), let name = assignedName(before: call.start, in: code) else { continue }
            lookedUp[name] = key(id)
        }
        let name = Array("setOnClickListener".utf8)
        var result = Set<String>()
        for start in occurrences(of: name, in: code[...])
        where setsListener(after: start + name.count, in: code) && gatingProperty(ofListenerAt: start, in: code) == nil {
            guard let receiver = receiver(before: start, in: code) else { continue }
            if receiver == "?" {
                if let id = lookupID(endingBefore: start, in: code) { result.insert(id) }
            } else if let id = lookedUp[receiver], !declaresNewView(receiver, before: start, in: code) {
                result.insert(id)
            }
        }
        return result
    }

    /// The id of a `findViewById(R.id.x)` or `findViewById<T>(R.id.x)` call that ends just before
    /// the `.` (or `?.`, `!!.`) in front of `start`; `nil` for any other expression.
    private static func lookupID(endingBefore start: Int, in code: [UInt8]) -> String? {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return nil }
        index -= 1
        // A chain split over lines puts the break before the dot (AnySoftKeyboard 6643bda9
        // `FrameKeyboardViewClickListener.java:61-63`: `rootView`, `.findViewById(R.id.…)`, `.setOnClickListener(this);`).
        while index > 0, code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!") { index -= 1 }
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ")") else { return nil }
        let close = index - 1
        guard let open = code[max(0, close - 120)..<close].lastIndex(of: UInt8(ascii: "(")) else { return nil }
        var head = String(decoding: code[max(0, open - 120)..<open], as: UTF8.self)
        // Kotlin's type argument: `findViewById<TextView>`.
        if head.hasSuffix(">"), let angle = head.lastIndex(of: "<") { head = String(head[..<angle]) }
        guard head.hasSuffix("findViewById") else { return nil }
        return field(of: "R.id.", in: Array(code[(open + 1)..<close])).map(key)
    }

    /// Whether code gives the view `id` a click listener through a lookup by its id.
    func setsFoundViewClickListener(ofView id: String) -> Bool {
        foundViewClickListeners.contains(Self.key(id)) || setsGatedClickListener(Self.key(id))
    }
}
