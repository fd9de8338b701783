import Foundation

// A layout a base class shows through a function its subclasses override (issue 33; Threema
// e2defbb8): `ThreemaToolbarActivity.initActivity` calls `setContentView(layoutResource)` with
// `int layoutResource = getLayoutResource();`, and `MediaViewerActivity` overrides
// `getLayoutResource() { return R.layout.activity_media_viewer; }` (MediaViewerActivity.java:316).
// Its `setLocalNightMode(MODE_NIGHT_YES)` (:96) did not reach `activity_media_viewer.xml`, whose
// text was judged in light. `MediaViewFragment` likewise inflates `getFragmentResourceId()`,
// which `AudioViewFragment` returns as `R.layout.fragment_media_viewer_audio`.

/// The functions base classes show a layout through, and the layouts subclasses return from them.
struct AndroidLayoutMethodFacts: Sendable, Hashable {
    /// Class → the functions whose result it passes to its own `setContentView(…)`.
    var contentViewMethods: [String: Set<String>] = [:]
    /// Class → the functions whose result it inflates as a fragment's view (`inflate(f(), container, false)`).
    var inflatedMethods: [String: Set<String>] = [:]
    /// Class → its functions without parameters whose whole body returns one `R.layout` field → that field.
    var returnedLayouts: [String: [String: String]] = [:]
    /// Class → the night mode its file fixes for itself, content view or not.
    var nightModes: [String: ScannedInterfaceStyle] = [:]
}

extension AndroidSourceFacts {
    /// Records the night mode the file fixes for `contentViews`, the layouts it shows, and its
    /// layout functions (``AndroidLayoutMethodFacts``).
    mutating func addLayoutMethods(_ code: [UInt8], className: String, path: String, contentViews layouts: [String]) {
        let style = Self.localNightMode(in: code, path: path)
        if let style {
            for layout in layouts { localNightModes[Self.key(layout)] = style }
        }
        guard !className.isEmpty else { return }
        if let style { layoutMethods.nightModes[className] = style }
        for call in Self.calls(named: "setContentView", in: code, receivers: true) where call.receiver == nil || call.receiver == "this" {
            if let method = Self.calledMethod(call.argument, before: call.start, in: code) {
                layoutMethods.contentViewMethods[className, default: []].insert(method)
            }
        }
        for call in Self.calls(named: "inflate", in: code) {
            let parts = String(decoding: call.argument, as: UTF8.self).split(separator: ",")
            guard parts.count >= 2, parts[1].contains("container"), let method = Self.calledMethod(Array(parts[0].utf8), before: call.start, in: code) else {
                continue
            }
            layoutMethods.inflatedMethods[className, default: []].insert(method)
        }
        var returned: [String: String?] = [:]
        for (method, layout) in Self.layoutReturningFunctions(in: code) {
            // Two declarations of one name (an inner class's) leave it unknown.
            returned[method] = returned[method] == nil ? layout : .some(nil)
        }
        let known = returned.compactMapValues { $0 }
        if !known.isEmpty { layoutMethods.returnedLayouts[className] = known }
    }

    /// The function without arguments an expression calls (`getLayoutResource()`,
    /// `this.getFragmentResourceId()`), or the one a local variable of that name was given
    /// before `start` (`int layoutResource = getLayoutResource();`); `nil` for anything else.
    private static func calledMethod(_ argument: [UInt8], before start: Int, in code: [UInt8]) -> String? {
        var text = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("this.") { text.removeFirst(5) }
        if text.hasSuffix("()") {
            let name = String(text.dropLast(2))
            return isIdentifier(name) ? name : nil
        }
        guard isIdentifier(text), !text.isEmpty else { return nil }
        let before = String(decoding: code[max(0, start - 2000)..<start], as: UTF8.self)
        guard let range = before.range(of: "\(text) = ", options: .backwards) else { return nil }
        let value = before[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        let name = value.hasPrefix("this.") ? String(value.dropFirst(5)) : value
        guard name.hasSuffix("()"), isIdentifier(String(name.dropLast(2))) else { return nil }
        return String(name.dropLast(2))
    }

    /// Each function declared without parameters (`fun f(): Int = R.layout.x`, `int f() { return
    /// R.layout.x; }`) with its layout when its whole body is one `R.layout` field, `nil` otherwise.
    private static func layoutReturningFunctions(in code: [UInt8]) -> [(String, String?)] {
        var found: [(String, String?)] = []
        // Any `()`, not only a whole word: it follows the function's name.
        for start in AndroidDialogFacts.substrings(Array("()".utf8), in: code) {
            var begin = start
            while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            guard begin < start, begin > 0 else { continue }
            let name = String(decoding: code[begin..<start], as: UTF8.self)
            let words = String(decoding: code[max(0, begin - 40)..<begin], as: UTF8.self).split(whereSeparator: { $0.isWhitespace })
            guard let previous = words.last, ["fun", "int", "Integer"].contains(previous) else { continue }
            guard let body = body(after: begin, in: code) else {
                found.append((name, nil))
                continue
            }
            var text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("=") { text = text.dropFirst().trimmingCharacters(in: .whitespaces) }
            if text.hasPrefix("return ") { text = text.dropFirst(7).trimmingCharacters(in: .whitespaces) }
            if text.hasSuffix(";") { text = text.dropLast().trimmingCharacters(in: .whitespaces) }
            let field = text.hasPrefix("R.layout.") ? String(text.dropFirst(9)) : ""
            found.append((name, isIdentifier(field) && !field.isEmpty ? field : nil))
        }
        return found
    }

    /// Shows each subclass's returned layout as its base class does: as the subclass's content
    /// view (in the night mode the subclass, else the base, fixes) or as its fragment's view.
    mutating func resolveLayoutMethods() {
        for (className, methods) in layoutMethods.returnedLayouts {
            for (method, layout) in methods {
                var current = className
                var visited: Set<String> = [className]
                for _ in 0..<8 {
                    if layoutMethods.contentViewMethods[current]?.contains(method) == true {
                        showContentView(layout, of: className, nightMode: layoutMethods.nightModes[className] ?? layoutMethods.nightModes[current])
                        break
                    }
                    if layoutMethods.inflatedMethods[current]?.contains(method) == true {
                        fragments.rootLayouts[className, default: []].insert(Self.key(layout))
                        break
                    }
                    guard let parent = fragments.supertypes[current], visited.insert(parent).inserted else { break }
                    current = parent
                }
            }
        }
    }

    /// Records `layout` as the content view of `className`, in its night mode when the layout's
    /// other activities (if any) fix the same one.
    private mutating func showContentView(_ layout: String, of className: String, nightMode: ScannedInterfaceStyle?) {
        let key = Self.key(layout)
        let others = contentViewFiles[key] ?? []
        contentViews.insert(key)
        contentViewFiles[key, default: []].insert(className)
        if others.isEmpty, let nightMode {
            localNightModes[key] = nightMode
        } else if localNightModes[key] != nightMode {
            localNightModes[key] = nil
        }
    }
}
