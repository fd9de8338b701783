import Foundation
import LegibleSyntax

/// A click listener set only from a nullable property nothing in the app assigns: Tasks e5587e1a
/// `IconPreference.kt:29` declares `var iconClickListener: View.OnClickListener? = null`, and
/// `:50` runs `iconClickListener?.let { imageView?.setOnClickListener(it) }`; no file writes
/// `iconClickListener`, so `preference_icon.xml:65` (an ImageView, not clickable in XML) never
/// gets a listener, yet it was a 40 dp target error (fresh Android round 12b, D2).
///
/// Found literally: the listener is `it` of a `P?.let { … }` around the call, `P` declared in the
/// file as `var P: T? = null`. Such a listener counts once any file assigns `P` (`P = …`,
/// `x.P = …`, `apply { P = … }`, a named argument `P = …`) or calls its setter (`setP(…)`).
extension AndroidSourceFacts {
    /// The nullable property whose value alone the `setOnClickListener` at `start` is given, if any.
    static func gatingProperty(ofListenerAt start: Int, in code: [UInt8]) -> String? {
        var index = start + "setOnClickListener".utf8.count
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: "(") else { return nil }
        let argument = code[(index + 1)...].prefix(40).prefix { $0 != UInt8(ascii: ")") }
        guard String(decoding: argument, as: UTF8.self).trimmingWhitespace == "it",
            let open = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 400)
        else { return nil }
        var end = open
        while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let safeLet = Array("?.let".utf8)
        guard end >= safeLet.count, code[(end - safeLet.count)..<end].elementsEqual(safeLet) else { return nil }
        let nameEnd = end - safeLet.count
        var begin = nameEnd
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        // The file's own property, not another object's (`other.listener?.let`).
        guard begin < nameEnd, begin == 0 || code[begin - 1] != UInt8(ascii: ".") else { return nil }
        let name = String(decoding: code[begin..<nameEnd], as: UTF8.self)
        let text = String(decoding: code, as: UTF8.self)
        guard let declaration = text.range(of: "var \(name):") else { return nil }
        let rest = text[declaration.upperBound...].prefix(200).prefix { $0 != "\n" }.replacingOccurrences(of: " ", with: "")
        return rest.hasSuffix("?=null") ? name : nil
    }

    /// Every name the file assigns (`name = …`, not `==`, `!=`, `<=`, a declaration's `T? = …`)
    /// or sets through a setter (`setName(…)` → `name`).
    static func assignedNames(in code: [UInt8]) -> Set<String> {
        var names = Set<String>()
        for index in code.indices.dropFirst() where code[index] == UInt8(ascii: "=") {
            guard index + 1 < code.count, code[index + 1] != UInt8(ascii: "=") else { continue }
            var end = index
            while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            guard end > 0, isIdentifierByte(code[end - 1]) else { continue }
            var begin = end
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            names.insert(String(decoding: code[begin..<end], as: UTF8.self))
        }
        for start in prefixOccurrences(of: Array("set".utf8), in: code) {
            let name = code[(start + 3)...].prefix { isIdentifierByte($0) }
            guard let first = name.first, first >= 0x41, first <= 0x5A, name.endIndex < code.count, code[name.endIndex] == UInt8(ascii: "(") else { continue }
            names.insert(String(decoding: [first + 0x20] + name.dropFirst(), as: UTF8.self))
        }
        return names
    }

    /// The listeners of the file gated by a property (``gatingProperty(ofListenerAt:in:)``): each
    /// view's `layout/id` key (the layouts the file names) and its bare id → the property.
    static func gatedClickListenerViews(in code: [UInt8], aliases: [String: String]) -> [String: String] {
        let layouts = layoutsNamed(in: code)
        var result: [String: String] = [:]
        for start in occurrences(of: Array("setOnClickListener".utf8), in: code[...]) {
            guard let property = gatingProperty(ofListenerAt: start, in: code) else { continue }
            let receiver = receiver(before: start, in: code)
            for id in AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases) {
                result[id] = property
                for layout in layouts { result["\(layout)/\(id)"] = property }
            }
        }
        return result
    }

    /// Whether a listener gated by a property is on the view (`layout/id` key, or a bare id) and
    /// some file assigns that property.
    func setsGatedClickListener(_ key: String) -> Bool {
        gatedClickListeners[key].map { !$0.isDisjoint(with: assignedNames) } ?? false
    }
}
