import Foundation

/// The format arguments of `getString(R.string.x, a, b)` whose source the code shows (issue 33):
/// LibreTorrent ae96f20b PeerListAdapter.java:141 `String downSpeed =
/// Formatter.formatFileSize(context, item.downSpeed);` fills `download_upload_speed_template`
/// ("↓ %1$s/s | ↑ %2$s/s"), which was measured as "↓ Alexandra/s | ↑ Alexandra/s"; :130's
/// `connectionType`, a `switch` of three string resources ("BT", "Web", "μTP"), filled
/// `peer_connection_type` as "Connection: Alexandra".
///
/// Found literally, as the rest of ``AndroidSourceFacts``: an argument is a call of
/// `Formatter.formatFileSize`/`formatShortFileSize` (any qualifier), or a local variable of the
/// function (``localAssignments(of:in:from:to:isJava:)``) every assignment of which is one, or
/// every assignment of which is a string resource or a conditional of them (an empty string left
/// out). Any other argument keeps the audit's sample.
extension AndroidSourceFacts {
    /// What `Formatter.formatFileSize` shows for a size of two digits before the point (its
    /// `%.2f` below 100 of a unit), and `formatShortFileSize` for three (`%.0f`).
    static let byteSizeSamples = ["formatFileSize": "12.34 MB", "formatShortFileSize": "123 MB"]

    /// The samples of the format arguments of `expression`, a `getString(R.string.x, …)` call
    /// made at `start`, by position (the first argument after the resource is 1).
    static func argumentSamples(of expression: [UInt8], before start: Int, in code: [UInt8], isJava: Bool) -> [Int: ScannedArgumentSample] {
        let text = String(decoding: expression, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasSuffix(")"), let open = text.range(of: "getString(") else { return [:] }
        let inside = Array(text[open.upperBound...].dropLast().utf8)
        var arguments: [String] = []
        var begin = 0
        walk(inside) { index, depth in
            if depth == 0, inside[index] == UInt8(ascii: ",") {
                arguments.append(String(decoding: inside[begin..<index], as: UTF8.self))
                begin = index + 1
            }
            return false
        }
        arguments.append(String(decoding: inside[begin...], as: UTF8.self))
        var result: [Int: ScannedArgumentSample] = [:]
        for (offset, argument) in arguments.dropFirst().enumerated() {
            if let sample = sample(for: argument, before: start, in: code, isJava: isJava, follow: 2) { result[offset + 1] = sample }
        }
        return result
    }

    /// The sample of one argument, following local variables `follow` deep.
    private static func sample(for argument: String, before start: Int, in code: [UInt8], isJava: Bool, follow: Int) -> ScannedArgumentSample? {
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        if let call = sizeFormatter(trimmed), let literal = byteSizeSamples[call] {
            return ScannedArgumentSample(source: "a byte size (Formatter.\(call))", literal: literal)
        }
        // Threema e2defbb8 SendMediaActivity.java:781, `getString(R.string.num_items_sected, Integer.toString(newSize))`:
        // a `%s` that always shows a number, measured as `%d` is (Java's Formatter does not group digits).
        if let call = numberToString(trimmed) {
            return ScannedArgumentSample(source: "a number (\(call))", literal: "12345")
        }
        guard follow > 0, !trimmed.isEmpty, trimmed.utf8.allSatisfy(isIdentifierByte),
            let function = AndroidTextSetterFacts.enclosingFunction(at: start, in: code, isJava: isJava), !function.parameters.contains(trimmed),
            let values = localAssignments(of: trimmed, in: code, from: function.start, to: start, isJava: isJava)
        else { return nil }
        var sizes: [ScannedArgumentSample] = []
        var keys: [String] = []
        for value in values {
            if let size = sample(for: value, before: start, in: code, isJava: isJava, follow: follow - 1), size.literal != nil {
                sizes.append(size)
                continue
            }
            if showsNothing(value) { continue }
            guard let names = branchResources(value) ?? plainResource(value).map({ [$0] }) else { return nil }
            for name in names where !keys.contains(name) { keys.append(name) }
        }
        if keys.isEmpty { return sizes.first.flatMap { first in sizes.allSatisfy { $0 == first } ? first : nil } }
        guard sizes.isEmpty else { return nil }
        return ScannedArgumentSample(source: "the longest of \(trimmed)'s strings (R.string.\(keys.joined(separator: ", R.string.")))", keys: keys)
    }

    /// `Integer.toString` (or `Long`'s, `Short`'s) when `text` is one call of it and nothing else.
    private static func numberToString(_ text: String) -> String? {
        for type in ["Integer", "Long", "Short"] {
            let call = type + ".toString("
            guard text.hasPrefix(call) || text.hasPrefix("java.lang." + call), text.hasSuffix(")") else { continue }
            let bytes = Array(text.utf8)
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), closing(of: bytes, from: open) == bytes.count - 1 else { continue }
            return type + ".toString"
        }
        return nil
    }

    /// `formatFileSize` or `formatShortFileSize` when `text` is a call of one and nothing else
    /// (`Formatter.formatFileSize(context, bytes)`, `android.text.format.Formatter.…`).
    private static func sizeFormatter(_ text: String) -> String? {
        for call in byteSizeSamples.keys.sorted() {
            guard let range = text.range(of: call + "("), text.hasSuffix(")") else { continue }
            let chain = text[..<range.lowerBound]
            guard chain.isEmpty || chain.hasSuffix("."), chain.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
            let bytes = Array(text.utf8)
            let open = text.utf8.distance(from: text.startIndex, to: range.upperBound) - 1
            guard closing(of: bytes, from: open) == bytes.count - 1 else { continue }
            return call
        }
        return nil
    }
}
