import LegibleReporting
import LegibleScan
import LegibleTypeScale

// The superclasses (``ScanFileResult/superclasses``) and forced appearances
// (``ScanFileResult/interfaceStyles``) a file declares, and the types that size collection view items, in the cache's token encoding, after its texts.

extension ResultWriter {
    mutating func putFacts(of result: ScanFileResult) {
        put(result.superclasses.count)
        for name in result.superclasses.keys.sorted() {
            put(name)
            put(result.superclasses[name])
        }
        put(result.interfaceStyles.count)
        for style in result.interfaceStyles {
            put(style.isDark ? "d" : "l")
            switch style.scope {
            case .app: put("a")
            case .platform(let platform): put("p" + platform.rawValue)
            case .type(let name): put("t" + name)
            case .file(let path): put("f" + path)
            }
            put(style.written)
            put(style.location.file)
            put(style.location.line)
            put(style.location.column)
        }
        put(result.sizesCollectionItems.count)
        for name in result.sizesCollectionItems.sorted() { put(name) }
        putUses(of: result)
    }

    /// The views a file declares and where it names types (``ScanFileResult/typeUses``).
    private mutating func putUses(of result: ScanFileResult) {
        put(result.viewTypes.count)
        for name in result.viewTypes.sorted() { put(name) }
        put(result.typeUses.count)
        for use in result.typeUses {
            put(use.name)
            put(use.user)
            put(use.platforms.map(\.rawValue).joined(separator: ","))
            put(use.condition)
            put((use.isDebugOnly ? "d" : "-") + (use.isPreview ? "p" : "-") + (use.isSystemContent ? "s" : "-"))
            put(use.location.file)
            put(use.location.line)
            put(use.location.column)
            put(use.member)
        }
        for names in [result.memberUses, result.quietMemberUses] {
            put(names.count)
            for name in names.sorted() { put(name) }
        }
    }
}

extension ResultReader {
    /// The facts ``ResultWriter/putFacts(of:)`` wrote, into `result`; `false` when the bytes are damaged.
    mutating func readFacts(into result: inout ScanFileResult) -> Bool {
        guard let classCount = int() ?? nil, classCount >= 0 else { return false }
        for _ in 0..<classCount {
            guard let name = required(), let superclass = required() else { return false }
            result.superclasses[name] = superclass
        }
        guard let styleCount = int() ?? nil, styleCount >= 0 else { return false }
        for _ in 0..<styleCount {
            guard let dark = required(), let scopeText = required(), let written = required(), let file = required(), let line = int(), let column = int()
            else { return false }
            let scope: ScannedInterfaceStyle.Scope
            switch scopeText.first {
            case "a": scope = .app
            case "p":
                guard let platform = ApplePlatform(rawValue: String(scopeText.dropFirst())) else { return false }
                scope = .platform(platform)
            case "t": scope = .type(String(scopeText.dropFirst()))
            case "f": scope = .file(String(scopeText.dropFirst()))
            default: return false
            }
            let location = Finding.Location(file: file, line: line, column: column)
            result.interfaceStyles.append(ScannedInterfaceStyle(isDark: dark == "d", scope: scope, written: written, location: location))
        }
        guard let sizerCount = int() ?? nil, sizerCount >= 0 else { return false }
        for _ in 0..<sizerCount {
            guard let name = required() else { return false }
            result.sizesCollectionItems.insert(name)
        }
        return readUses(into: &result)
    }

    /// What ``ResultWriter/putUses(of:)`` wrote.
    private mutating func readUses(into result: inout ScanFileResult) -> Bool {
        guard let viewCount = int() ?? nil, viewCount >= 0 else { return false }
        for _ in 0..<viewCount {
            guard let name = required() else { return false }
            result.viewTypes.insert(name)
        }
        guard let useCount = int() ?? nil, useCount >= 0 else { return false }
        for _ in 0..<useCount {
            guard let name = required(), let user = string(), let platforms = required(), let condition = string(), let debug = required(),
                let file = required(), let line = int(), let column = int(), let member = string()
            else { return false }
            let location = Finding.Location(file: file, line: line, column: column)
            var use = ScannedTypeUse(
                name: name, user: user, platforms: platforms.split(separator: ",").compactMap { ApplePlatform(rawValue: String($0)) },
                condition: condition, isDebugOnly: debug.hasPrefix("d"), isPreview: debug.dropFirst().hasPrefix("p"), location: location)
            use.member = member
            use.isSystemContent = debug.hasSuffix("s")
            result.typeUses.append(use)
        }
        for quiet in [false, true] {
            guard let count = int() ?? nil, count >= 0 else { return false }
            for _ in 0..<count {
                guard let name = required() else { return false }
                if quiet { result.quietMemberUses.insert(name) } else { result.memberUses.insert(name) }
            }
        }
        return true
    }
}

// A finding a reader made (``ScanFileResult/findings``), as the file's elements are put.
extension ResultWriter {
    mutating func put(_ finding: Finding) {
        put(finding.id)
        put(finding.rule)
        put(finding.severity.rawValue)
        put(finding.message)
        put(finding.location)
        // The details rules give in JSON and SARIF (`text.clamped`'s upper category) come back too.
        put(finding.properties.count)
        for property in finding.properties {
            put(property.key)
            put(property.value)
        }
    }
}
