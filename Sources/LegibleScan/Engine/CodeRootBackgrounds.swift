import LegibleColor
import LegibleReporting

/// A storyboard scene's root background its controller's code replaces, judged at the colour
/// code gives it when the scan knows that colour in each appearance; otherwise the file's colour
/// stays a placeholder, noted (``CodeSetPlaceholders``).
///
/// element-ios (fresh-ios22a): KeyVerificationVerifyBySASViewController.storyboard:143, an
/// #aaaaaa label on the scene's root, whose `update(theme:)` sets `self.view.backgroundColor =
/// theme.headerBackgroundColor` (KeyVerificationVerifyBySASViewController.swift:94): #FFFFFF in
/// the light `DefaultTheme`, 2.32:1, a right error the placeholder note hid. Read from code: a
/// literal, asset or system colour, the app's own `UIColor` constant, or a property of the app's
/// themes (the Swift reader's `ThemePalettes`). Several themes of one appearance: the one the
/// text contrasts best with is judged, so an error is one every theme has.
package enum CodeRootBackgrounds {
    /// `rootbg|Controller|light|dark|theme.headerBackgroundColor|File.swift:94`: what a type's
    /// code sets its `view.backgroundColor` to, each appearance a `;`-list of
    /// ``encode(_:)``d colours, `?` when not known.
    package static func valueKey(type: String, light: [ScannedColor]?, dark: [ScannedColor]?, source: String, location: String) -> String {
        func list(_ colors: [ScannedColor]?) -> String {
            guard let colors, !colors.isEmpty else { return "?" }
            let encoded = colors.map(encode)
            return encoded.contains(nil) ? "?" : encoded.compactMap { $0 }.joined(separator: ";")
        }
        let written = source.filter { $0 != "|" && !$0.isNewline }
        return "rootbg|\(type)|\(list(light))|\(list(dark))|\(written)|\(location)"
    }

    /// `L r,g,b,a`, `A name`, `S name`; `nil` for any other colour.
    static func encode(_ color: ScannedColor) -> String? {
        switch color {
        case .literal(let value, let alpha): return "L \(value.red),\(value.green),\(value.blue),\(alpha)"
        case .asset(let name) where !name.contains(where: { "|;".contains($0) }): return "A \(name)"
        case .system(let name): return "S \(name)"
        default: return nil
        }
    }

    static func decode(_ text: Substring) -> ScannedColor? {
        let body = String(text.dropFirst(2))
        switch text.prefix(2) {
        case "L ":
            let numbers = body.split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return .literal(SRGBColor(red: numbers[0], green: numbers[1], blue: numbers[2]), alpha: numbers[3])
        case "A ": return .asset(body)
        case "S ": return .system(body)
        default: return nil
        }
    }

    /// One recorded setting.
    struct Setting: Equatable {
        var light: [ScannedColor]
        var dark: [ScannedColor]
        var source: String
        var location: String
    }

    /// Type → what its code sets `view.backgroundColor` to; `nil` for a value not known.
    static func settings(_ setInCode: Set<String>) -> [String: [Setting?]] {
        var result: [String: [Setting?]] = [:]
        for record in setInCode where record.hasPrefix("rootbg|") {
            let parts = record.split(separator: "|", omittingEmptySubsequences: false)
            guard parts.count == 6 else { continue }
            let light = parts[2] == "?" ? nil : parts[2].split(separator: ";").map(decode)
            let dark = parts[3] == "?" ? nil : parts[3].split(separator: ";").map(decode)
            guard let light, let dark, !light.contains(nil), !dark.contains(nil) else {
                result[String(parts[1]), default: []].append(nil)
                continue
            }
            let setting = Setting(light: light.compactMap { $0 }, dark: dark.compactMap { $0 }, source: String(parts[4]), location: String(parts[5]))
            result[String(parts[1]), default: []].append(setting)
        }
        return result
    }

    /// Puts the colour code gives a scene's root view behind the text that sits on it, and takes
    /// the root from the outlets whose code-set background makes the file's a placeholder.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard setInCode.contains(where: { $0.hasPrefix("rootbg|") }) else { return }
        let settings = Self.settings(setInCode)
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices {
            // Labels only: a button's fill is often code's through app methods the scan does not read
            // (element-ios `continueButton.vc_setBackgroundColor(theme.tintColor, for: .normal)`,
            // WidgetPermissionViewController.swift:125: its white title is on tint, not on the root).
            guard elements[index].kind == .label, let root = elements[index].rootBackgroundOutlet, elements[index].backgroundOutlets.contains(root)
            else { continue }
            // Every class whose code may set this root's background, and what each sets.
            let setters = CodeSetPlaceholders.related(root, superclasses: superclasses, subclasses: subclasses)
                .filter { setInCode.contains("\($0).backgroundColor") }
            let found = setters.flatMap { settings[String($0.dropLast(".view".count))] ?? [nil] }
            // Known, and the same colours wherever the class or a superclass or subclass sets them.
            guard let setting = found.first ?? nil, found.allSatisfy({ $0?.light == setting.light && $0?.dark == setting.dark }) else { continue }
            let text = Self.opaqueLiteral(elements[index].textColor, states: elements[index].textColorStates)
            guard let light = Self.judged(setting.light, text: text), let dark = Self.judged(setting.dark, text: text) else { continue }
            elements[index].backgroundColor =
                light == dark ? light : .themed(setting.source, theme: "of each appearance", light: light, dark: dark)
            (elements[index].backdropColor, elements[index].backdropUnknown) = (nil, false)
            elements[index].backgroundOutlets.removeAll { $0 == root }
            elements[index].rootBackgroundLead =
                light == dark
                ? "code sets the screen's background to \(setting.source) (\(setting.location))" : "code sets the screen's background (\(setting.location))"
        }
    }

    /// The one colour judged of an appearance's: the only one, or, when the text is an opaque
    /// literal, the one it contrasts best with; `nil` when not known or translucent.
    private static func judged(_ colors: [ScannedColor], text: SRGBColor?) -> ScannedColor? {
        guard !colors.contains(where: { if case .literal(_, let alpha) = $0 { alpha < 1 } else { false } }) else { return nil }
        if colors.count == 1 { return colors[0] }
        guard let text else { return nil }
        let literals = colors.compactMap { color -> (ScannedColor, SRGBColor)? in
            if case .literal(let value, _) = color { return (color, value) }
            return nil
        }
        guard literals.count == colors.count else { return nil }
        return literals.max { text.contrastRatio(to: $0.1) < text.contrastRatio(to: $1.1) }?.0
    }

    private static func opaqueLiteral(_ color: ScannedColor?, states: [ScannedColorState]) -> SRGBColor? {
        guard states.isEmpty, case .literal(let value, let alpha)? = color, alpha >= 1 else { return nil }
        return value
    }

    /// Says, in each `contrast.text` finding about such text, where its background comes from.
    static func annotate(_ records: inout [ScanFindingRecord], elements: [ScannedElement]) {
        for index in records.indices where records[index].finding.rule == ScanRules.contrastText.id {
            guard let element = records[index].element, let lead = elements[element].rootBackgroundLead else { continue }
            records[index].finding.message = "\(lead): \(records[index].finding.message)"
            records[index].finding.setProperty("codeBackground", lead)
            CodeSetPlaceholders.shortened(&records[index].finding)
        }
    }
}
