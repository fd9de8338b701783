import Foundation
import LegibleCore
import LegibleDesignCheck
import LegibleReporting
import LegibleSyntax
import LegibleTokens
import LegibleTypeScale
import LegibleYAML

extension ScanConfiguration {
    /// The most bytes `legible.yaml` may have: 16 MiB (16,777,216 bytes), thousands of times a
    /// real one.
    public static let maximumFileBytes = 16 << 20
    /// The most `ignore:` entries: 100,000.
    public static let maximumIgnores = 100_000
    /// The widest screen width `screen:` accepts, in points or dp: 10,000.
    public static let maximumScreenWidth = 10_000.0
    /// The most widths `screens:` may list per platform: 16 (each is a layout solve and an audit).
    public static let maximumScreens = 16

    /// The top-level keys `legible.yaml` may have: `legible check`'s and `scan` (one list, the
    /// check configuration's).
    static var topLevelKeys: [String] { CheckConfiguration.topLevelKeys }

    /// Reads `legible.yaml` (or `.json`): its `scan:` section, and its `sources` when it has
    /// them. A file without `scan:` is the default configuration with the file's sources.
    ///
    /// - Parameter path: the file.
    /// - Throws: `SourceFileError` for a missing, too large or malformed file, with the line,
    ///   column and key of the problem.
    public init(contentsOfFile path: String) throws(SourceFileError) {
        let limit = FileSizeLimit(bytes: Self.maximumFileBytes, what: "a configuration file", setting: "ScanConfiguration.maximumFileBytes")
        let text = try SourceFileError.converting { () throws(SyntaxError) in
            try TextDecoding.decode(try FileReading.read(path, limit: limit), file: path)
        }
        let directory = (path as NSString).deletingLastPathComponent
        try self.init(
            parsing: text, file: path, isJSON: (path as NSString).pathExtension.lowercased() == "json",
            baseDirectory: directory.isEmpty ? nil : directory)
    }

    /// Parses a configuration.
    ///
    /// ```swift
    /// _ = try ScanConfiguration(parsing: "scan:\n  rules: { text.shrink: off }\n", file: "legible.yaml", isJSON: false)
    /// // legible.yaml:2:12: scan.rules: unknown rule "text.shrink"; did you mean "text.shrinks"?
    /// ```
    ///
    /// - Parameters:
    ///   - text: the YAML or JSON.
    ///   - file: names the file in errors and locations.
    ///   - isJSON: JSON rather than YAML.
    ///   - baseDirectory: the folder relative paths start from.
    public init(parsing text: String, file: String, isJSON: Bool, baseDirectory: String? = nil) throws(SourceFileError) {
        let root = try SourceFileError.converting { () throws(SyntaxError) in try CheckConfiguration.parseFile(text, file: file, isJSON: isJSON) }
        var configuration = try SourceFileError.converting { () throws(SyntaxError) in
            try ScanConfigurationReader(file: file).configuration(from: root)
        }
        if root.member("sources") != nil {
            // The check's own reader validates the rest of the same parsed file, sources included.
            configuration.colorSources = try CheckConfiguration(root: root, file: file, baseDirectory: baseDirectory).sources
        }
        configuration.file = file
        configuration.baseDirectory = baseDirectory
        self = configuration
    }
}

/// Reads the `scan:` section from positioned values, naming the key of every problem.
private struct ScanConfigurationReader {
    let file: String

    func fail(_ value: PositionedValue, _ path: String, _ message: String) -> SyntaxError {
        SyntaxError(file: file, position: value.position, codingPath: path, message: message)
    }

    func configuration(from root: PositionedValue) throws(SyntaxError) -> ScanConfiguration {
        guard let members = root.members else { throw fail(root, "", "expected an object of settings, found \(root.kindName)") }
        for member in members where !ScanConfiguration.topLevelKeys.contains(member.key) {
            throw SyntaxError(
                file: file, position: member.keyPosition,
                message: "unknown key \"\(member.key)\"; expected one of \(ScanConfiguration.topLevelKeys.joined(separator: ", "))")
        }
        var configuration = ScanConfiguration()
        if let appearances = root.member("appearances")?.value {
            guard let elements = appearances.elements, !elements.isEmpty else {
                throw fail(appearances, "appearances", "expected a list of light, dark, lightIncreasedContrast, darkIncreasedContrast")
            }
            var list: [ColorAppearance] = []
            for (index, element) in elements.enumerated() {
                do {
                    let appearance = try ColorAppearance(parsing: element.stringOrLiteral ?? "")
                    if !list.contains(appearance) { list.append(appearance) }
                } catch {
                    throw fail(element, "appearances[\(index)]", error.description)
                }
            }
            configuration.appearances = list
        }
        guard let scan = root.member("scan")?.value else { return configuration }
        if case .null = scan.kind { return configuration }
        guard let settings = scan.members else { throw fail(scan, "scan", "expected an object, found \(scan.kindName)") }
        let keys = ["paths", "exclude", "rules", "screen", "screens", "ignore", "developmentLanguage", "failBuild", "platforms"]
        for member in settings where !keys.contains(member.key) {
            throw SyntaxError(
                file: file, position: member.keyPosition, codingPath: "scan",
                message: "unknown key \"\(member.key)\"; expected one of \(keys.joined(separator: ", "))")
        }
        if let paths = scan.member("paths")?.value { configuration.paths = try strings(paths, "scan.paths") }
        if let exclude = scan.member("exclude")?.value { configuration.exclude = try strings(exclude, "scan.exclude") }
        if let language = scan.member("developmentLanguage")?.value {
            guard let text = language.stringOrLiteral, !text.isEmpty else {
                throw fail(language, "scan.developmentLanguage", "expected a language identifier such as en")
            }
            configuration.developmentLanguage = text
        }
        if let rules = scan.member("rules")?.value { configuration.rules = try self.rules(rules) }
        if let screen = scan.member("screen")?.value {
            (configuration.iOSScreenWidth, configuration.androidScreenWidth) = try self.screen(screen)
        }
        if let screens = scan.member("screens")?.value {
            (configuration.iOSScreenWidths, configuration.androidScreenWidths, configuration.appleScreenWidths) = try self.screens(screens)
        }
        if let ignore = scan.member("ignore")?.value { configuration.ignores = try ignores(ignore) }
        if let platforms = scan.member("platforms")?.value { configuration.platformOverrides = try ScanPlatformOverride.read(platforms, file: file) }
        if let failBuild = scan.member("failBuild")?.value {
            guard case .bool(let value) = failBuild.kind else { throw fail(failBuild, "scan.failBuild", "expected true or false, found \(failBuild.kindName)") }
            configuration.failBuild = value
        }
        return configuration
    }

    func strings(_ value: PositionedValue, _ path: String) throws(SyntaxError) -> [String] {
        if let single = value.string { return [single] }
        guard let elements = value.elements else { throw fail(value, path, "expected a list of strings, found \(value.kindName)") }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = element.stringOrLiteral, !text.isEmpty else {
                throw fail(element, "\(path)[\(index)]", "expected a non-empty string, found \(element.kindName)")
            }
            result.append(text)
        }
        return result
    }

    func rules(_ value: PositionedValue) throws(SyntaxError) -> [String: Severity?] {
        guard let members = value.members else { throw fail(value, "scan.rules", "expected an object of rule ids and severities, found \(value.kindName)") }
        var rules: [String: Severity?] = [:]
        let known = ScanConfiguration.knownRuleIDs
        for member in members {
            guard known.contains(member.key) else {
                let near = known.min { EditDistance.between($0, member.key) < EditDistance.between($1, member.key) }
                let hint = near.map { EditDistance.between($0, member.key, limit: 4) <= 4 ? "; did you mean \"\($0)\"?" : "" } ?? ""
                throw SyntaxError(
                    file: file, position: member.keyPosition, codingPath: "scan.rules",
                    message: "unknown rule \"\(member.key)\"\(hint) (legible rules lists them)")
            }
            // YAML reads a bare `off` as false.
            let text: String? = if case .bool(false) = member.value.kind { "off" } else { member.value.stringOrLiteral?.lowercased() }
            switch text {
            case "off": rules[member.key] = .some(nil)
            case let name? where Severity(rawValue: name) != nil: rules[member.key] = Severity(rawValue: name)
            default:
                throw fail(member.value, "scan.rules.\(member.key)", "expected off, note, warning or error")
            }
        }
        return rules
    }

    func screen(_ value: PositionedValue) throws(SyntaxError) -> (Double?, Double?) {
        guard let members = value.members else {
            throw fail(value, "scan.screen", "expected an object such as { ios: 375, android: 360 }, found \(value.kindName)")
        }
        var widths: (Double?, Double?) = (nil, nil)
        for member in members {
            guard member.key == "ios" || member.key == "android" else {
                throw SyntaxError(
                    file: file, position: member.keyPosition, codingPath: "scan.screen", message: "unknown key \"\(member.key)\"; expected ios or android")
            }
            guard let width = member.value.number, width > 0, width <= ScanConfiguration.maximumScreenWidth else {
                throw fail(
                    member.value, "scan.screen.\(member.key)",
                    "expected a width in \(member.key == "ios" ? "points" : "dp") above 0 and at most \(Int(ScanConfiguration.maximumScreenWidth))")
            }
            if member.key == "ios" { widths.0 = width } else { widths.1 = width }
        }
        return widths
    }

    /// `screens: { ios: [375, 440], android: 360 }`: a list (or one width) per platform.
    func screens(_ value: PositionedValue) throws(SyntaxError) -> ([Double]?, [Double]?, [ApplePlatform: [Double]]) {
        guard let members = value.members else {
            throw fail(value, "scan.screens", "expected an object such as { ios: [375, 440], android: [320, 360, 411] }, found \(value.kindName)")
        }
        var widths: ([Double]?, [Double]?, [ApplePlatform: [Double]]) = (nil, nil, [:])
        let others: [String: ApplePlatform] = ["watchos": .watchOS, "tvos": .tvOS, "macos": .macOS, "visionos": .visionOS]
        for member in members {
            guard member.key == "ios" || member.key == "android" || others[member.key] != nil else {
                throw SyntaxError(
                    file: file, position: member.keyPosition, codingPath: "scan.screens",
                    message: "unknown key \"\(member.key)\"; expected ios, android, watchos, tvos, macos or visionos")
            }
            let items = member.value.elements ?? [member.value]
            guard !items.isEmpty, items.count <= ScanConfiguration.maximumScreens else {
                throw fail(member.value, "scan.screens.\(member.key)", "expected 1 to \(ScanConfiguration.maximumScreens) widths")
            }
            var list: [Double] = []
            for (index, item) in items.enumerated() {
                guard let width = item.number, width > 0, width <= ScanConfiguration.maximumScreenWidth else {
                    throw fail(
                        item, "scan.screens.\(member.key)" + (member.value.elements == nil ? "" : "[\(index)]"),
                        "expected a width in \(member.key == "android" ? "dp" : "points") above 0 and at most \(Int(ScanConfiguration.maximumScreenWidth))")
                }
                list.append(width)
            }
            if let platform = others[member.key] {
                widths.2[platform] = list
            } else if member.key == "ios" {
                widths.0 = list
            } else {
                widths.1 = list
            }
        }
        return widths
    }

    func ignores(_ value: PositionedValue) throws(SyntaxError) -> [ScanIgnore] {
        guard let elements = value.elements else { throw fail(value, "scan.ignore", "expected a list of {file, id, rule, reason}, found \(value.kindName)") }
        guard elements.count <= ScanConfiguration.maximumIgnores else {
            throw fail(
                value, "scan.ignore", "\(elements.count) entries, over the limit of \(ScanConfiguration.maximumIgnores) (ScanConfiguration.maximumIgnores)")
        }
        var ignores: [ScanIgnore] = []
        for (index, element) in elements.enumerated() {
            let path = "scan.ignore[\(index)]"
            guard let members = element.members else { throw fail(element, path, "expected {file, id, rule, reason}, found \(element.kindName)") }
            for member in members where !["file", "id", "rule", "reason"].contains(member.key) {
                throw SyntaxError(
                    file: file, position: member.keyPosition, codingPath: path, message: "unknown key \"\(member.key)\"; expected file, id, rule, reason")
            }
            func text(_ key: String) throws(SyntaxError) -> String? {
                guard let value = element.member(key)?.value else { return nil }
                guard let text = value.stringOrLiteral, !text.isEmpty else { throw fail(value, "\(path).\(key)", "expected a non-empty string") }
                return text
            }
            guard let fileName = try text("file") else { throw fail(element, path, "missing key \"file\"") }
            guard let rule = try text("rule") else { throw fail(element, path, "missing key \"rule\" (a rule id, or \"*\" for every rule)") }
            guard rule == "*" || ScanConfiguration.knownRuleIDs.contains(rule) else {
                throw fail(element.member("rule")!.value, "\(path).rule", "unknown rule \"\(rule)\" (legible rules lists them)")
            }
            ignores.append(
                ScanIgnore(
                    file: fileName, id: try text("id"), rule: rule, reason: try text("reason"),
                    location: Finding.Location(file: file, line: element.position.line, column: element.position.column)))
        }
        return ignores
    }
}
