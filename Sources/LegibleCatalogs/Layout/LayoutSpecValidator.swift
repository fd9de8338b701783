import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// Checks a parsed spec field by field and builds the ``LayoutSpec``; every error names the
/// file, position and field.
struct LayoutSpecValidator {
    let file: String
    let baseDirectory: String?

    static let ruleFields = [
        "match", "style", "role", "size", "sp", "weight", "emphasized", "font", "fonts", "width", "maxLines", "tracking", "boldText", "faces",
    ]

    private func error(_ position: SyntaxPosition, _ message: String) -> SyntaxError {
        SyntaxError(file: file, position: position, message: message)
    }

    func spec(from root: PositionedValue) throws(SyntaxError) -> LayoutSpec {
        guard let members = root.members else {
            throw error(root.position, "a layout spec must be a mapping with 'default' and/or 'labels', found \(root.kindName)")
        }
        var spec = LayoutSpec(file: file)
        for member in members {
            switch member.key {
            case "default":
                spec.defaults = try rule(member.value, name: "default", allowMatch: false)
            case "platform":
                guard let text = member.value.stringOrLiteral, let platform = try? LayoutPlatform(parsing: text) else {
                    throw error(
                        member.value.position,
                        "'platform' must be ios, ipados, watchos, tvos, macos, visionos or android (each Apple platform's text styles, or Android font scales with Material roles)"
                    )
                }
                spec.platform = platform.textSizes
                spec.applePlatform = platform.apple
            case "androidVersion":
                guard let text = member.value.stringOrLiteral, let version = try? AndroidVersion(parsing: text) else {
                    throw error(
                        member.value.position,
                        "'androidVersion' must be 14 or 15 (Android 14 puts half a letter spacing at each end of a line, Android 15 none)")
                }
                spec.androidVersion = version
            case "androidToolkit":
                guard let text = member.value.stringOrLiteral, let toolkit = try? AndroidTextToolkit(parsing: text) else {
                    throw error(
                        member.value.position, "'androidToolkit' must be compose or views (a Material role's letter spacing in sp, or in em of the size)")
                }
                spec.androidToolkit = toolkit
            case "labels":
                guard let elements = member.value.elements else {
                    throw error(member.value.position, "'labels' must be a list of entries, found \(member.value.kindName)")
                }
                for (index, element) in elements.enumerated() {
                    spec.rules.append(try rule(element, name: "labels[\(index)]", allowMatch: true))
                }
            default:
                throw error(
                    member.keyPosition,
                    "unknown top-level field '\(member.key)'; expected 'platform', 'androidVersion', 'androidToolkit', 'default' or 'labels'")
            }
        }
        if members.isEmpty {
            throw error(root.position, "the layout spec is empty; expected 'default' and/or 'labels'")
        }
        return spec
    }

    private func rule(_ value: PositionedValue, name: String, allowMatch: Bool) throws(SyntaxError) -> LayoutRule {
        guard let members = value.members else {
            throw error(value.position, "\(name) must be a mapping of fields, found \(value.kindName)")
        }
        var rule = LayoutRule(position: TextPosition(value.position))
        for member in members {
            let field = "\(name).\(member.key)"
            let fieldValue = member.value
            switch member.key {
            case "match" where allowMatch:
                rule.patterns = try patterns(fieldValue, field: field)
            case "style":
                rule.sizing = .textStyle(try textStyle(fieldValue, field: field))
            case "role":
                guard let text = fieldValue.stringOrLiteral, let role = try? MaterialTypeRole(parsing: text) else {
                    throw error(
                        fieldValue.position, "\(field) must be a Material 3 type role: \(MaterialTypeRole.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                rule.sizing = .materialRole(role)
            case "size":
                rule.sizing = .fixed(points: try number(fieldValue, field: field, in: LayoutFieldRange.size, unit: "points"))
            case "sp":
                rule.sizing = .sp(try number(fieldValue, field: field, in: LayoutFieldRange.size, unit: "sp"))
            case "weight":
                rule.weight = try weight(fieldValue, field: field)
            case "emphasized":
                guard case .bool(let emphasized) = fieldValue.kind else {
                    throw error(
                        fieldValue.position,
                        "\(field) must be true or false (draw the text style at its emphasized weight, the bold trait), found \(fieldValue.kindName)")
                }
                rule.emphasized = emphasized
            case "font":
                rule.font = try path(fieldValue, field: field)
            case "fonts":
                guard let fonts = fieldValue.members else {
                    throw error(fieldValue.position, "\(field) must map locales to font files, found \(fieldValue.kindName)")
                }
                for font in fonts {
                    let localeField = "\(field).\(font.key)"
                    guard let parts = font.value.members else {
                        rule.localeFonts[font.key] = try path(font.value, field: localeField)
                        continue
                    }
                    for part in parts where part.key != "font" && part.key != "faces" {
                        throw error(part.keyPosition, "unknown field '\(localeField).\(part.key)'; expected font, faces")
                    }
                    guard let file = parts.first(where: { $0.key == "font" }) else {
                        throw error(font.value.position, "\(localeField) needs 'font': the locale's font file")
                    }
                    rule.localeFonts[font.key] = try path(file.value, field: "\(localeField).font")
                    if let faces = parts.first(where: { $0.key == "faces" }) {
                        rule.localeFaces[font.key] = try self.faces(faces.value, field: "\(localeField).faces")
                    }
                }
            case "width":
                rule.width = try number(fieldValue, field: field, in: LayoutFieldRange.width, unit: "points")
            case "maxLines":
                let lines = try number(fieldValue, field: field, in: LayoutFieldRange.maxLines, unit: "lines")
                guard lines == lines.rounded() else {
                    throw error(fieldValue.position, "\(field) must be a whole number of lines (0 = no limit), found \(lines)")
                }
                rule.maxLines = Int(lines)
            case "tracking":
                rule.tracking = try tracking(fieldValue, field: field)
            case "boldText":
                guard let text = fieldValue.stringOrLiteral, let setting = try? BoldTextSetting(parsing: text) else {
                    throw error(fieldValue.position, "\(field) must be off, on or both (measure with iOS's Bold Text off, on, or each)")
                }
                rule.boldText = setting
            case "faces":
                rule.faces = try faces(fieldValue, field: field)
            default:
                let allowed = Self.ruleFields.filter { allowMatch || $0 != "match" }.joined(separator: ", ")
                throw error(member.keyPosition, "unknown field '\(field)'; expected one of \(allowed)")
            }
        }
        let sizings = members.filter { ["style", "role", "size", "sp"].contains($0.key) }.map { "'\($0.key)'" }
        if sizings.count > 1 {
            let choices =
                sizings.contains("'role'") || sizings.contains("'sp'")
                ? "a text style (iOS), a Material role or an sp size (Android) or a fixed size" : "a text style or a fixed size"
            throw error(value.position, "\(name) sets both \(sizings.prefix(2).joined(separator: " and ")); use \(choices), not both")
        }
        // Only a text style has an emphasized weight; a role or a size takes `weight`.
        if rule.emphasized == true, let sizing = members.first(where: { ["role", "size", "sp"].contains($0.key) }) {
            throw error(
                sizing.keyPosition,
                "\(name) sets 'emphasized' with '\(sizing.key)'; only a text style ('style') has an emphasized weight, give 'weight' instead")
        }
        if allowMatch && rule.patterns.isEmpty {
            throw error(value.position, "\(name) needs 'match': a key glob or a list of them")
        }
        return rule
    }

    /// `{ semibold: Brand-Semibold.otf, 700: Brand-Bold.otf }`: weights to font files.
    private func faces(_ value: PositionedValue, field: String) throws(SyntaxError) -> [LabelFace] {
        guard let faces = value.members else {
            throw error(value.position, "\(field) must map weights to font files (semibold: Brand-Semibold.otf), found \(value.kindName)")
        }
        var named: [LabelFace] = []
        for face in faces {
            guard let weight = try? FontWeight(parsing: face.key) else {
                let names = FontWeight.standard.compactMap(\.caseName).joined(separator: ", ")
                throw error(face.keyPosition, "\(field) key '\(face.key)' must be a weight: \(names) or a number 1…1000")
            }
            named.append(LabelFace(weight: weight, font: try path(face.value, field: "\(field).\(face.key)")))
        }
        return named
    }

    private func patterns(_ value: PositionedValue, field: String) throws(SyntaxError) -> [String] {
        let values = value.elements ?? [value]
        var patterns: [String] = []
        for element in values {
            // A plain YAML null (`null`, `~`) has a literal too, but means no value, not the glob
            // "null"; a key named null is matched by the quoted "null".
            if case .null = element.kind, let literal = element.literal, !literal.isEmpty {
                throw error(
                    element.position,
                    "\(field) must be a key glob (text such as \"settings.*\") or a list of them, found null (\(literal) in YAML is no value; "
                        + "write \"\(literal)\" in quotes for a key named \(literal))")
            }
            guard let pattern = element.stringOrLiteral, !pattern.isEmpty else {
                throw error(element.position, "\(field) must be a key glob (text such as \"settings.*\") or a list of them, found \(element.kindName)")
            }
            patterns.append(pattern)
        }
        if patterns.isEmpty {
            throw error(value.position, "\(field) is an empty list; give at least one key glob")
        }
        return patterns
    }

    /// A number written in decimal, as every number Legible reads: YAML 1.1 (which Yams follows)
    /// also reads `0x64`, `0o144`, `0b1100100`, `1_00` and `1:40` as 100, and `legible.yaml`
    /// refuses them; `nil` when the value is no number at all.
    private func decimal(_ value: PositionedValue, field: String) throws(SyntaxError) -> Double? {
        guard let number = value.number else { return nil }
        if let literal = value.literal, DecimalNumber.parse(literal) == nil {
            throw error(value.position, "\(field) \(EchoedText.quoted(literal)) is not a decimal number; write numbers in decimal, such as 100 or 12.5")
        }
        return number
    }

    private func number(_ value: PositionedValue, field: String, in range: ClosedRange<Double>, unit: String) throws(SyntaxError) -> Double {
        guard let number = try decimal(value, field: field) else {
            throw error(value.position, "\(field) must be a number of \(unit), found \(value.kindName)")
        }
        guard range.contains(number) else {
            throw error(
                value.position,
                "\(field) \(Self.format(number)) is out of range; expected \(Self.format(range.lowerBound))…\(Self.format(range.upperBound)) \(unit)")
        }
        return number
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private func textStyle(_ value: PositionedValue, field: String) throws(SyntaxError) -> TextStyle {
        guard let text = value.stringOrLiteral, let style = try? TextStyle(parsing: text) else {
            throw error(value.position, "\(field) must be a text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return style
    }

    private func weight(_ value: PositionedValue, field: String) throws(SyntaxError) -> FontWeight {
        let names = FontWeight.standard.compactMap(\.caseName).joined(separator: ", ")
        if let number = try decimal(value, field: field) {
            guard FontWeight.range.contains(number) else {
                throw error(value.position, "\(field) \(Self.format(number)) is out of range; expected a number 1…1000 or \(names)")
            }
            return FontWeight(value: number)
        }
        guard let text = value.string, let weight = try? FontWeight(parsing: text) else {
            throw error(value.position, "\(field) must be \(names) or a number 1…1000")
        }
        return weight
    }

    private func tracking(_ value: PositionedValue, field: String) throws(SyntaxError) -> TrackingMode {
        if let points = try decimal(value, field: field) {
            guard TrackingMode.pointsRange.contains(points) else {
                throw error(value.position, "\(field) \(Self.format(points)) is out of range; expected hig, font, none or -100…100 points")
            }
            return .points(points)
        }
        guard let text = value.stringOrLiteral, Double(text) == nil, let mode = try? TrackingMode(parsing: text) else {
            throw error(value.position, "\(field) must be hig, font, none or a number of points")
        }
        return mode
    }

    private func path(_ value: PositionedValue, field: String) throws(SyntaxError) -> String {
        guard let path = value.string, !path.isEmpty else {
            throw error(value.position, "\(field) must be a font file path, found \(value.kindName)")
        }
        // The system reads a path only up to a NUL: "a.ttf\0garbage" would read a.ttf.
        guard !path.unicodeScalars.contains("\0") else {
            throw error(value.position, "\(field): a path cannot contain a NUL character (\\u{0})")
        }
        guard let baseDirectory, !path.hasPrefix("/") else { return path }
        return (baseDirectory as NSString).appendingPathComponent(path)
    }
}
