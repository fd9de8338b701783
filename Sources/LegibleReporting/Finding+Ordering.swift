extension Finding {
    /// The identity a baseline matches on: the rule, the subject and the file, but not the
    /// message, line or severity, which change as a project evolves.
    public struct Fingerprint: Sendable, Hashable, Codable {
        /// The rule id.
        public var rule: String
        /// The subject id.
        public var id: String
        /// The file with a leading `./` removed, or `nil` when the finding has no location.
        public var file: String?

        /// A fingerprint; a leading `./` of `file` is dropped.
        public init(rule: String, id: String, file: String?) {
            self.rule = rule
            self.id = id
            self.file = file.map(Self.normalize)
        }

        private static func normalize(_ path: String) -> String {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            return String(path)
        }

        /// A stable 64-bit FNV-1a hash of the fingerprint as 16 hex digits (Swift's `Hasher`
        /// is seeded per process, so it cannot be used for files).
        public var stableHash: String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in "\(rule)\u{1F}\(id)\u{1F}\(file ?? "")".utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    /// This finding's baseline identity.
    public var fingerprint: Fingerprint {
        Fingerprint(rule: rule, id: id, file: location?.file)
    }

    /// The order every reporter uses: by file (findings without a file last), line, column,
    /// rule, id, then most severe first and message, so output is stable run to run.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        // Field by field rather than as tuples, which would copy every string of both findings
        // for each of the many comparisons a long report's sort makes.
        let leftFile = lhs.location?.file ?? "\u{10FFFF}", rightFile = rhs.location?.file ?? "\u{10FFFF}"
        if leftFile != rightFile { return leftFile < rightFile }
        let leftLine = lhs.location?.line ?? 0, rightLine = rhs.location?.line ?? 0
        if leftLine != rightLine { return leftLine < rightLine }
        let leftColumn = lhs.location?.column ?? 0, rightColumn = rhs.location?.column ?? 0
        if leftColumn != rightColumn { return leftColumn < rightColumn }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
    }
}
