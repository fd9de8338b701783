import LegibleSyntax
import LegibleTypeScale

extension ScanPlatformOverride {
    /// The most `scan: platforms:` entries: 10,000.
    static let maximumCount = 10_000

    /// Reads `scan: platforms: { "WatchApp/*": watchos }`, in the file's order, naming the
    /// position of an unknown platform or a value that is not one.
    static func read(_ value: PositionedValue, file: String) throws(SyntaxError) -> [ScanPlatformOverride] {
        guard let members = value.members else {
            throw SyntaxError(
                file: file, position: value.position, codingPath: "scan.platforms",
                message: "expected an object of globs and platforms such as { \"WatchApp/*\": watchos }, found \(value.kindName)")
        }
        guard members.count <= maximumCount else {
            throw SyntaxError(
                file: file, position: value.position, codingPath: "scan.platforms",
                message: "\(members.count) entries, over the limit of \(maximumCount)")
        }
        let names = ApplePlatform.allCases.map(\.rawValue).joined(separator: ", ")
        var overrides: [ScanPlatformOverride] = []
        for member in members {
            guard !member.key.isEmpty else {
                throw SyntaxError(file: file, position: member.keyPosition, codingPath: "scan.platforms", message: "a glob must not be empty")
            }
            guard let text = member.value.stringOrLiteral, let platform = try? ApplePlatform(parsing: text) else {
                throw SyntaxError(
                    file: file, position: member.value.position, codingPath: "scan.platforms.\(member.key)",
                    message: "unknown platform \"\(member.value.stringOrLiteral ?? member.value.kindName)\"; expected one of \(names)")
            }
            overrides.append(ScanPlatformOverride(glob: member.key, platform: platform))
        }
        return overrides
    }
}
