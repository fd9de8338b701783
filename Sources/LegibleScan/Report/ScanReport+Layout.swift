import LegibleCatalogs
import LegibleTargets
import LegibleTypeScale

extension ScanReport {
    /// The layout spec the scan derived for one platform's labels, as YAML that
    /// `legible audit --layout` reads and a person can review and edit: one entry per key, with
    /// a comment naming the element it comes from; `nil` when no label of the platform was
    /// audited.
    ///
    /// A key that two elements show at different layouts gets the first element's entry (in
    /// file order) and a comment naming the others; text that is not localised has no key to
    /// match and is listed as a comment.
    ///
    /// ```yaml
    /// platform: ios
    /// labels:
    ///   # Base.lproj/Main.storyboard:24:21 label Wm5-Ok-7Hq
    ///   - match: "Wm5-Ok-7Hq.text"
    ///     style: body
    ///     weight: regular
    ///     width: 160
    ///     maxLines: 1
    /// ```
    ///
    /// - Parameter platform: iOS or Android.
    public func derivedLayoutSpec(for platform: TextSizePlatform) -> String? {
        let labels = labels.filter { $0.element.platform == platform }
        guard !labels.isEmpty else { return nil }
        var yaml = "# Layout spec derived by `legible scan` from \(files.interfaceFiles.count) interface file\(files.interfaceFiles.count == 1 ? "" : "s"): "
        yaml += "one entry per key, each after a comment naming its element.\n"
        yaml += "# `legible audit CATALOG… --layout THIS-FILE` audits the same labels; edit it as you would a hand-written spec.\n"
        yaml += "platform: \(platform == .android ? "android" : "ios")\n"
        if platform == .android { yaml += "androidToolkit: views\n" }
        yaml += "labels:\n"
        var written: [String: Int] = [:]
        var unkeyed: [DerivedLabel] = []
        var conflicts: [String: [DerivedLabel]] = [:]
        var order: [String] = []
        for (number, label) in labels.enumerated() {
            guard let key = label.key else {
                unkeyed.append(label)
                continue
            }
            if let first = written[key] {
                if labels[first].layout != label.layout { conflicts[key, default: []].append(label) }
                continue
            }
            written[key] = number
            order.append(key)
        }
        for key in order {
            let label = labels[written[key]!]
            yaml += "  # \(Self.describe(label.element))\(Self.describeDevice(label))\n"
            for other in conflicts[key] ?? [] {
                if other.elementIndex == label.elementIndex, !other.screens.isEmpty {
                    // The same element on wider screens: its solved width there.
                    yaml += "  #   \(Self.screensPhrase(other)): \(Self.describe(other.layout))\n"
                    continue
                }
                yaml += "  # also \(Self.describe(other.element)), at \(Self.describe(other.layout)): the entry below is the first element's\n"
            }
            yaml += "  - match: \(Self.quoted(Self.escapedGlob(key)))\n"
            yaml += Self.fields(label.layout)
        }
        for label in unkeyed {
            yaml += "  # not localised, so no key to match: \(Self.describe(label.element))\(Self.describeDevice(label)), at \(Self.describe(label.layout))\n"
        }
        return yaml
    }

    /// `Base.lproj/Main.storyboard:24:21 label Wm5-Ok-7Hq`, control characters escaped.
    static func describe(_ element: ScannedElement) -> String {
        escaped("\(element.location) \(element.kind.rawValue) \(element.findingID)")
    }

    /// `, on screens 375 pt wide` for a label laid out for some screens, else nothing.
    /// A label beside texts as wide as theirs adds that its width is the row's before they take
    /// theirs: the audit measured it in what they leave at each size and locale, which one
    /// width of a spec cannot say.
    static func describeDevice(_ label: DerivedLabel) -> String {
        let beside =
            label.besides.isEmpty
            ? "" : "; the width is the row's before \(escaped(label.besides.map(\.text.id).joined(separator: ", "))) beside it take their text's width"
        // Its own width plus a share: the spec's one width is the row's spare width, not its own.
        let share = label.share == nil ? "" : "; the width is the row's spare width, of which it gets a share on top of its own"
        return (label.screens.isEmpty ? "" : ", " + screensPhrase(label)) + beside + share
    }

    /// `on screens 375 and 440 pt wide`.
    static func screensPhrase(_ label: DerivedLabel) -> String {
        let names = label.screens.map { LengthFormat.string($0) }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
        return "on screens \(list) \(label.element.platform == .android ? "dp" : "pt") wide"
    }

    /// `body, width 160, 1 line`, for comments.
    static func describe(_ layout: LayoutRule) -> String {
        fields(layout).split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: ", ")
    }

    /// The entry's fields, one indented line each.
    static func fields(_ layout: LayoutRule) -> String {
        var lines = ""
        switch layout.sizing {
        case .textStyle(let style)?: lines += "    style: \(style.rawValue)\n"
        case .materialRole(let role)?: lines += "    role: \(role.rawValue)\n"
        case .fixed(let points)?: lines += "    size: \(LengthFormat.string(points))\n"
        case .sp(let size)?: lines += "    sp: \(LengthFormat.string(size))\n"
        case nil: break
        }
        if let weight = layout.weight { lines += "    weight: \(weight.caseName ?? LengthFormat.string(weight.value))\n" }
        if let width = layout.width { lines += "    width: \(LengthFormat.string(width))\n" }
        if let maxLines = layout.maxLines { lines += "    maxLines: \(maxLines)\n" }
        return lines
    }

    /// A key as a glob that matches only itself: `*`, `?` and `\` escaped.
    static func escapedGlob(_ key: String) -> String {
        var result = ""
        for character in key {
            if character == "*" || character == "?" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text for a comment line: control characters as `\u{…}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
