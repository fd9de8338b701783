/// Adapters that inflate a layout id their caller passes in (issue 33): Gadgetbridge
/// `GBDeviceAppAdapter.java:76` inflates `mLayoutId`, which its constructor keeps, and only the
/// caller names the layout (`AbstractAppManagerFragment.java:446`
/// `new GBDeviceAppAdapter(appList, R.layout.item_appmanager_watchapp, this, …)`). The adapter's
/// file names no layout, so the texts it sets (`:90`) were read as the placeholders and the
/// listeners it gives (`AppBlacklistAdapter.java:146` on `item_app_blacklist.xml:73`) were not
/// seen. A class that inflates a layout held in a variable is read as naming every layout its
/// constructor calls are given.
extension AndroidSourceFacts {
    /// Class name → the layout names written as an argument of a call to it:
    /// `new GBDeviceAppAdapter(list, R.layout.x, …)` (Java), `Adapter(R.layout.x)` (Kotlin). Only
    /// the innermost call around `R.layout.x`, and only when its name starts with a capital, as a
    /// class's does (`inflater.inflate(R.layout.x, …)` is no constructor).
    static func layoutsPassedToConstructors(in code: [UInt8]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for start in occurrences(of: Array("R.layout".utf8), in: code[...]) {
            guard let name = field(of: "R.layout.", in: Array(code[start...].prefix(200))), let open = unmatchedParenthesis(before: start, in: code)
            else { continue }
            var end = open
            // `new Adapter<>(…)`: past the type arguments.
            if end > 0, code[end - 1] == UInt8(ascii: ">") {
                while end > 0, open - end < 100, code[end - 1] != UInt8(ascii: "<") { end -= 1 }
                end -= 1
            }
            var begin = end
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            guard begin < end, let first = code[begin..<end].first, first >= 0x41, first <= 0x5A else { continue }
            result[String(decoding: code[begin..<end], as: UTF8.self), default: []].insert(name)
        }
        return result
    }

    /// The `(` that the text at `index` is inside, within 600 bytes.
    static func unmatchedParenthesis(before index: Int, in code: [UInt8]) -> Int? {
        var depth = 0
        var cursor = index
        while cursor > 0, index - cursor < 600 {
            cursor -= 1
            switch code[cursor] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                if depth == 0 { return cursor }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            default: break
            }
        }
        return nil
    }

    /// Whether `code` inflates a layout held in a variable: `inflate(mLayoutId, parent, false)`,
    /// a first argument that is a plain name (not `R.layout.x`, not an inflater as
    /// `DataBindingUtil.inflate(inflater, …)` takes first).
    static func inflatesLayoutVariable(_ code: [UInt8]) -> Bool {
        calls(named: "inflate", in: code).contains { call in
            let first = String(decoding: call.argument, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)[0]
            let name = String(first).trimmingWhitespace.split(separator: ".").last.map(String.init) ?? ""
            return !name.isEmpty && name.utf8.allSatisfy(isIdentifierByte) && !name.lowercased().contains("inflater")
                && !(name.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true)
        }
    }

    /// `code` with the layouts callers pass to its class (``passedLayouts``) written at its end as
    /// `R.layout.x;`, when it inflates a layout held in a variable: every reading of the layouts a
    /// file names (texts, listeners, hides, reach) then counts them.
    func namingPassedLayouts(_ code: [UInt8], className: String) -> [UInt8] {
        guard let layouts = passedLayouts[className], Self.inflatesLayoutVariable(code) else { return code }
        return code + Array(layouts.sorted().map { "\nR.layout.\($0);" }.joined().utf8)
    }
}
