import Foundation

extension ComposeFalseFlags {
    /// The flags of the Kotlin files among `sources`, and the composables only code they switch
    /// off uses. Files are read in up to three passes, the later ones only when the earlier found
    /// something: the files that write `= false` (for the flags); every file that names a flag (for
    /// another value of it, and the Compose files' unreached functions); every file (for a
    /// mention of such a function elsewhere).
    static func collect(sources: KotlinSourceTexts) -> ComposeFalseFlags {
        let paths = sources.paths
        let read = sources.text
        var declared: [(path: String, text: String)] = []
        var bytes = 0
        for path in paths where declared.count < maximumFiles {
            guard let text = read(path), bytes + text.utf8.count <= maximumBytes else { continue }
            let hasEnum = KotlinDeclaredNames.contains(text, "enum class") && KotlinDeclaredNames.contains(text, "defaultValue")
            guard hasEnum || (KotlinDeclaredNames.contains(text, "= false") && !falseLines(text).isEmpty) else { continue }
            bytes += text.utf8.count
            declared.append((path, text))
        }
        var flags = ComposeFalseFlags(files: declared.map { KotlinParser.parse($0.text) })
        guard !flags.names.isEmpty || !flags.offEntries.isEmpty else { return flags }
        // Another value anywhere (a flavour's copy, a `var`) is no fixed flag.
        var bareNames = Set(flags.names.map { String($0.split(separator: ".").last ?? "") })
        bareNames.formUnion(flags.offEntries.map { String($0.split(separator: ".").last ?? "") })
        var composeFiles: [(path: String, file: KotlinFile)] = []
        var conflicting: Set<String> = []
        for path in paths {
            guard let text = read(path), bareNames.contains(where: { KotlinDeclaredNames.contains(text, $0) }) else { continue }
            conflicting.formUnion(otherValues(text).intersection(bareNames))
            if KotlinDeclaredNames.contains(text, "androidx.compose") { composeFiles.append((path, KotlinParser.parse(text))) }
        }
        flags.names = flags.names.filter { !conflicting.contains(String($0.split(separator: ".").last ?? "")) }
        guard !flags.names.isEmpty || !flags.offEntries.isEmpty else { return flags }
        var candidates: [String: (file: KotlinFile, names: Set<String>)] = [:]
        for (path, file) in composeFiles {
            let found = flags.unreachedFunctions(in: file)
            if !found.isEmpty { candidates[path] = (file, found) }
        }
        // A name another file holds may be called from there, and so may what it calls.
        var usedElsewhere: [String: Set<String>] = [:]
        for path in paths where !candidates.isEmpty {
            guard let text = read(path) else { continue }
            for (own, candidate) in candidates where own != path {
                usedElsewhere[own, default: []].formUnion(candidate.names.filter { KotlinDeclaredNames.contains(text, $0) })
            }
        }
        for (path, candidate) in candidates {
            let used = usedElsewhere[path] ?? []
            let names = used.isEmpty ? candidate.names : flags.unreachedFunctions(in: candidate.file, usedElsewhere: used)
            if !names.isEmpty { flags.unreached[path] = names }
        }
        flags.addUnreachedOfOtherFiles(composeFiles, sources: sources)
        return flags
    }

    /// The flags `files` declare (the tests' entry point; no other value is looked for).
    init(files: [KotlinFile]) {
        var open: Set<String> = []
        for file in files {
            collect(file.statements, owner: nil, topLevel: true)
            let entries = Self.enumEntries(file.statements)
            offEntries.formUnion(entries.off)
            open.formUnion(entries.open)
        }
        // An entry some copy of the enum declares otherwise may be on.
        offEntries.subtract(open)
        openEntryNames = Set(open.map { String($0.split(separator: ".").last ?? "") })
    }

    private mutating func collect(_ statements: [KotlinStatement], owner: String?, topLevel: Bool) {
        for case .declaration(let declaration) in statements {
            switch declaration.keyword {
            case "val":
                guard case .name("false")? = declaration.initializer?.kind, declaration.receiver == nil,
                    !declaration.modifiers.contains(where: { ["open", "override", "abstract", "expect", "actual"].contains($0) })
                else { continue }
                if let owner {
                    names.insert(owner + "." + declaration.name)
                } else if topLevel, declaration.modifiers.contains("const") || declaration.name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) {
                    // Read bare only when a local of that name is unlikely to hide it.
                    names.insert(declaration.name)
                }
            case "object":
                // A companion's flags are read through the class's name.
                guard topLevel || owner != nil else { continue }
                let name = declaration.name.isEmpty ? owner : declaration.name
                if let name { collect(declaration.body ?? [], owner: name, topLevel: false) }
            case "class", "interface":
                // Only its companion object: a class's own `val` belongs to each instance.
                for case .declaration(let member) in declaration.body ?? [] where member.keyword == "object" && member.modifiers.contains("companion") {
                    collect(member.body ?? [], owner: member.name.isEmpty ? declaration.name : member.name, topLevel: false)
                }
            default: continue
            }
        }
    }

    /// The names of lines that declare a `val` as `= false`.
    static func falseLines(_ text: String) -> Set<String> {
        Set(declarations(text).filter { $0.keyword == "val" && $0.value == "false" }.map(\.name))
    }

    /// The names of lines that declare a `var`, or a `val` with any value but `false`.
    static func otherValues(_ text: String) -> Set<String> {
        Set(declarations(text).filter { $0.keyword == "var" || $0.value != "false" }.map(\.name))
    }

    /// `[modifiers] val|var NAME [: Type] = VALUE [// comment]`, one a line.
    private static func declarations(_ text: String) -> [(keyword: String, name: String, value: String)] {
        var found: [(keyword: String, name: String, value: String)] = []
        for line in text.split(whereSeparator: \.isNewline) where KotlinDeclaredNames.contains(line, "val ") || KotlinDeclaredNames.contains(line, "var ") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let at = words.firstIndex(where: { $0 == "val" || $0 == "var" }), at + 1 < words.count else { continue }
            let name = words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, let equals = line.range(of: "=", range: words[at + 1].startIndex..<line.endIndex) else { continue }
            var value = line[equals.upperBound...]
            guard !value.hasPrefix("=") else { continue }
            if let comment = value.range(of: "//") { value = value[..<comment.lowerBound] }
            found.append((String(words[at]), String(name), value.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }
}
