import Foundation
import LegibleColor
import LegibleReporting
import LegibleSyntax

/// Reads the colour resources of an Android `res` folder as Android resolves them on a phone in
/// light and in dark mode.
///
/// - Every `*.xml` file in `values/` and its `night`, `notnight` and API-level (`-v31`)
///   variants: `<color name="…">` and `<item name="…" type="color">`. Folders with any other
///   qualifier (a language, a screen size, an orientation) do not apply to the default
///   configuration and are not read.
/// - Light mode uses `values-notnight*` before `values*`; dark mode `values-night*` before
///   `values*`; within each, the highest API level first. The increased-contrast appearances
///   take the light and dark values (Android colour resources have no such qualifier).
/// - Values: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first, unlike CSS), `@color/name`
///   references resolved in the same mode, `@android:color/black|white|transparent`, and
///   `@macro/name` (the text of a `<macro name="name">` in the same folders, in its place).
///   Theme attributes (`?attr/…`), other framework colours and references to colours no folder
///   read defines (a library's) are reported as unresolved; the file's other colours stand.
/// - A Gradle flavour's or build type's `src/NAME/res` is read over `src/main/res` when that
///   exists, as Android's resource merger combines them: its colours may refer to (and override)
///   the main source set's, whose colours are not the flavour's own tokens.
/// - Colour state lists (`res/color*/NAME.xml`, with the same night and API-level qualifiers)
///   are colours named after their file, with the colour of the item an enabled view draws
///   (``AndroidColorStateList``) and its alpha change.
struct AndroidColorReader {
    /// One `values*` folder that applies.
    private struct Folder {
        var name: String
        var night: Bool?
        var version: Int
        var definitions: [String: Definition] = [:]
        /// `<macro name="…">` texts by name: what an `@macro/name` reference stands for.
        var macros: [String: String] = [:]
        /// A `color*` folder of colour state lists, not a `values*` one.
        var isStateLists = false
    }

    /// One colour resource as written.
    private struct Definition {
        var value: String
        var location: Finding.Location
        var valuePosition: SyntaxPosition
        /// A colour state list's alpha change; `nil` for a `<color>`.
        var alpha: AndroidColorStateList.Alpha? = nil
    }

    private struct Unavailable: Error {
        let message: String
    }

    private let resPath: String
    private let limits: ColorTokenLimits
    private var folders: [Folder] = []
    /// Colour state lists no item of which an enabled view draws: name → why not.
    private var undrawnStateLists: [String: String] = [:]

    static func read(_ path: String, limits: ColorTokenLimits, tokenBudget: Int) throws(SyntaxError) -> SourceColors {
        try SourceFiles.requireFolder(path, what: "an Android res folder (with values/colors.xml)")
        var reader = AndroidColorReader(resPath: path, limits: limits)
        var colors = try reader.load(tokenBudget: tokenBudget)
        try reader.resolveAll(into: &colors)
        return colors
    }

    private init(resPath: String, limits: ColorTokenLimits) {
        self.resPath = resPath
        self.limits = limits
    }

    // MARK: Reading

    private mutating func load(tokenBudget: Int) throws(SyntaxError) -> SourceColors {
        var budget = limits.maximumDirectoryEntries
        var colors = SourceColors()
        try load(resPath, tokenBudget: tokenBudget, budget: &budget, into: &colors)
        if let main = Self.mainSourceSet(besides: resPath) {
            var ignored = SourceColors()
            try load(main, tokenBudget: Int.max, budget: &budget, into: &ignored, isFallback: true)
        }
        return colors
    }

    /// The `src/main/res` folder a Gradle flavour's or build type's `src/NAME/res` is merged
    /// over, when it exists: its colours are what the flavour's own refer to (and may override),
    /// as Android's resource merger combines the source sets. `nil` for `src/main/res` itself and
    /// for a folder outside a `src/NAME/res` layout.
    static func mainSourceSet(besides resPath: String) -> String? {
        let path = resPath.hasSuffix("/") ? String(resPath.dropLast()) : resPath
        let sourceSet = (path as NSString).deletingLastPathComponent
        let src = (sourceSet as NSString).deletingLastPathComponent
        guard (path as NSString).lastPathComponent == "res", (src as NSString).lastPathComponent == "src",
            (sourceSet as NSString).lastPathComponent != "main"
        else { return nil }
        let main = (src as NSString).appendingPathComponent("main/res")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: main, isDirectory: &isDirectory) && isDirectory.boolValue ? main : nil
    }

    /// Reads one `res` folder's colour folders. A fallback folder's colours are only looked up
    /// (they are not this source's tokens) and fill in the names the source's own folders of the
    /// same configuration do not define.
    private mutating func load(
        _ resPath: String, tokenBudget: Int, budget: inout Int, into colors: inout SourceColors, isFallback: Bool = false
    ) throws(SyntaxError) {
        for entry in try SourceFiles.entries(of: resPath, budget: &budget, limits: limits) where entry.isFolder {
            guard var folder = Self.folder(named: entry.name) else { continue }
            for file in try SourceFiles.entries(of: entry.path, budget: &budget, limits: limits) where !file.isFolder && file.name.hasSuffix(".xml") {
                let definitions: [(String, Definition)]
                if folder.isStateLists {
                    definitions = try stateList(in: file.path, folder: entry.name)
                } else {
                    let values = try self.values(in: file.path)
                    definitions = values.colors
                    folder.macros.merge(values.macros) { first, _ in first }
                }
                for (name, definition) in definitions {
                    if let first = folder.definitions[name] {
                        throw SyntaxError(
                            file: definition.location.file, position: definition.location.syntaxPosition,
                            message: "the colour \"\(name)\" is defined twice in \(entry.name); the first is at \(first.location.described)")
                    }
                    folder.definitions[name] = definition
                    if colors.locations[name] == nil {
                        guard colors.names.count < tokenBudget else {
                            throw SyntaxError(
                                file: definition.location.file, position: definition.location.syntaxPosition,
                                message: "more than \(limits.maximumTokens) colours (ColorTokenLimits.maximumTokens)")
                        }
                        colors.names.append(name)
                        colors.locations[name] = definition.location
                    }
                }
            }
            if isFallback, let index = folders.firstIndex(where: { $0.name == folder.name }) {
                folders[index].definitions.merge(folder.definitions) { own, _ in own }
                folders[index].macros.merge(folder.macros) { own, _ in own }
            } else {
                folders.append(folder)
            }
        }
    }

    /// The folder's configuration, or `nil` when a qualifier other than night mode or API level
    /// makes it not apply to a phone's default configuration.
    private static func folder(named name: String) -> Folder? {
        let isStateLists = name == "color" || name.hasPrefix("color-")
        guard name == "values" || name.hasPrefix("values-") || isStateLists else { return nil }
        var folder = Folder(name: name, night: nil, version: 0, isStateLists: isStateLists)
        for qualifier in AndroidResourceSyntax.qualifiers(ofFolder: name) {
            if qualifier == "night" {
                folder.night = true
            } else if qualifier == "notnight" {
                folder.night = false
            } else if let version = AndroidResourceSyntax.apiLevel(ofQualifier: qualifier) {
                folder.version = version
            } else {
                return nil
            }
        }
        return folder
    }

    /// The colour resources of one values file, in file order, and its `<macro>` texts.
    private func values(in path: String) throws(SyntaxError) -> (colors: [(String, Definition)], macros: [String: String]) {
        let root = try XMLReader.parse(try SourceFiles.text(at: path, limits: limits), file: path)
        guard root.name == "resources" else {
            throw SyntaxError(file: path, position: root.position, message: "expected a <resources> root element, found <\(root.name)>")
        }
        var result: [(String, Definition)] = []
        var macros: [String: String] = [:]
        for element in root.childElements where element.name == "macro" {
            guard let name = element.attribute("name"), !name.isEmpty, macros[name] == nil else { continue }
            var text = ""
            for case .text(let part, _) in element.children { text += part }
            macros[name] = text.trimmingWhitespace
        }
        for element in root.childElements where element.name == "color" || (element.name == "item" && element.attribute("type") == "color") {
            guard let name = element.attribute("name"), !name.isEmpty else {
                throw SyntaxError(file: path, position: element.position, message: "<\(element.name)> needs a name attribute")
            }
            if let child = element.childElements.first {
                throw SyntaxError(
                    file: path, position: child.position, message: "<color name=\"\(name)\"> holds <\(child.name)>; expected a colour value such as #FF6200EE")
            }
            var text = ""
            for case .text(let part, _) in element.children { text += part }
            result.append(
                (
                    name,
                    Definition(
                        value: text.trimmingWhitespace, location: Finding.Location(file: path, element.position), valuePosition: element.contentPosition)
                ))
        }
        return (result, macros)
    }

    /// A colour state list as the one colour an enabled view draws, named after its file; none
    /// when no item is drawn then (remembered, to say why a reference to it is unresolved).
    private mutating func stateList(in path: String, folder: String) throws(SyntaxError) -> [(String, Definition)] {
        let name = String((path as NSString).lastPathComponent.dropLast(".xml".count))
        switch try AndroidColorStateList.reading(text: try SourceFiles.text(at: path, limits: limits), file: path) {
        case .drawn(let list):
            return [(name, Definition(value: list.color, location: list.location, valuePosition: list.valuePosition, alpha: list.alpha))]
        case .undrawn:
            undrawnStateLists[name] = "@color/\(name) is a colour state list (res/\(folder)/\(name).xml) none of whose items an enabled view draws"
        case .gradient:
            undrawnStateLists[name] = "@color/\(name) is a gradient (res/\(folder)/\(name).xml), which has no single colour"
        }
        return []
    }

    // MARK: Resolving

    /// The folders dark or light mode looks in, most specific first.
    private func lookupOrder(dark: Bool) -> [Folder] {
        folders.filter { $0.night != !dark }.sorted { a, b in
            let (aExact, bExact) = (a.night != nil, b.night != nil)
            if aExact != bExact { return aExact }
            if a.version != b.version { return a.version > b.version }
            return a.name < b.name
        }
    }

    private func resolveAll(into colors: inout SourceColors) throws(SyntaxError) {
        for dark in [false, true] {
            let order = lookupOrder(dark: dark)
            let appearances: [ColorAppearance] = dark ? [.dark, .darkIncreasedContrast] : [.light, .lightIncreasedContrast]
            // Each resource resolved once per mode: 99,000 colours fanning into one chain 60 deep
            // followed the chain again for every one of them (10–17 s and 600 MB).
            var resolved: [String: Result<ColorTokenValue, Unavailable>] = [:]
            for name in colors.names {
                let result: Result<ColorTokenValue, Unavailable>
                if let definition = order.lazy.compactMap({ $0.definitions[name] }).first {
                    result = try resolve(name, definition, order: order, chain: [name], resolved: &resolved)
                } else {
                    result = .failure(
                        Unavailable(message: "the colour is defined only in \(dark ? "light" : "dark")-mode folders (\(dark ? "values" : "values-night"))"))
                }
                switch result {
                case .success(let value):
                    for appearance in appearances { colors.values[name, default: [:]][appearance] = value }
                case .failure(let reason):
                    colors.unresolved.append(.init(name: name, appearances: appearances, location: colors.locations[name]!, reason: reason.message))
                }
            }
        }
    }

    /// A colour resource's value in one mode, its alias chain starting at `name`: `chain` holds
    /// the names followed to reach it (ending with `name`), `resolved` the resources already
    /// resolved in this mode.
    private func resolve(
        _ name: String, _ definition: Definition, order: [Folder], chain: [String], resolved: inout [String: Result<ColorTokenValue, Unavailable>]
    ) throws(SyntaxError) -> Result<ColorTokenValue, Unavailable> {
        if let known = resolved[name] { return known }
        var result = try resolveOnce(name, definition, order: order, chain: chain, resolved: &resolved)
        switch (definition.alpha, result) {
        case (.factor(let factor)?, .success(var value)):
            value.color.alpha = AndroidColorStateList.modulatedAlpha(value.color.alpha, by: factor)
            result = .success(value)
        case (.unreadable(let reason)?, .success):
            result = .failure(Unavailable(message: "@color/\(name) is a colour state list whose \(reason)"))
        default: break
        }
        resolved[name] = result
        return result
    }

    private func resolveOnce(
        _ name: String, _ definition: Definition, order: [Folder], chain: [String], resolved: inout [String: Result<ColorTokenValue, Unavailable>]
    ) throws(SyntaxError) -> Result<ColorTokenValue, Unavailable> {
        let value = definition.value
        func error(_ message: String) -> SyntaxError {
            SyntaxError(file: definition.location.file, position: definition.valuePosition, message: message)
        }
        if value.hasPrefix("#") {
            guard let color = Self.color(hex: value.dropFirst()) else {
                throw error("\"\(value)\" is not an Android colour: expected #RGB, #ARGB, #RRGGBB or #AARRGGBB")
            }
            return .success(ColorTokenValue(color: color, original: value, kind: .android, location: definition.location, aliasChain: [name]))
        }
        if value.hasPrefix("@android:color/") {
            let framework = String(value.dropFirst("@android:color/".count))
            guard let color = Self.frameworkColors[framework] else {
                return .failure(Unavailable(message: "\(value) is a framework colour whose value Legible does not know"))
            }
            return .success(ColorTokenValue(color: color, original: value, kind: .android, location: definition.location, aliasChain: [name]))
        }
        if value.hasPrefix("?") {
            return .failure(Unavailable(message: "\(value) is a theme attribute, resolved only when the app runs"))
        }
        if value.hasPrefix("@macro/") { return try expandMacro(name, definition, order: order, chain: chain, resolved: &resolved) }
        guard value.hasPrefix("@color/") || value.hasPrefix("@+color/") else {
            throw error("\"\(value)\" is not an Android colour: expected #RGB, #ARGB, #RRGGBB, #AARRGGBB or a reference such as @color/brand")
        }
        let target = String(value.drop(while: { $0 != "/" }).dropFirst())
        if let start = chain.firstIndex(of: target) {
            throw error("colour references form a cycle: \((chain[start...] + [target]).map { "@color/\($0)" }.joined(separator: " → "))")
        }
        let tooLong = "the chain of @color references from \(chain[0]) is longer than \(limits.maximumAliasDepth) (ColorTokenLimits.maximumAliasDepth)"
        guard chain.count <= limits.maximumAliasDepth else { throw error(tooLong) }
        guard let targetDefinition = order.lazy.compactMap({ $0.definitions[target] }).first else {
            if let reason = undrawnStateLists[target] { return .failure(Unavailable(message: reason)) }
            // Not an error that drops the file: a library's colours (Material, AppCompat, a shared
            // module) are referred to but not in the res folders read; the colours beside it stand.
            let folders = order.map(\.name).joined(separator: ", ")
            return .failure(Unavailable(message: "\(value) refers to no colour resource in \(folders) (a library's colour is not read)"))
        }
        switch try resolve(target, targetDefinition, order: order, chain: chain + [target], resolved: &resolved) {
        case .success(var value):
            // Resolved before from a shorter chain: the whole chain from chain[0] is held to the limit too.
            guard chain.count + value.aliasChain.count <= limits.maximumAliasDepth + 1 else { throw error(tooLong) }
            value.location = definition.location  // the colour and the rest of the chain stay the target's
            value.aliasChain.insert(name, at: 0)
            return .success(value)
        case .failure(let reason):
            return .failure(reason)
        }
    }

    /// A colour written as `@macro/name` (AAPT2's macro resource, which Material 3's own colour
    /// state lists use: `@macro/m3_comp_switch_selected_handle_color`): the text of the
    /// `<macro name="name">` the mode's folders define, resolved as if written in its place. A
    /// macro the folders read do not define (a library's) leaves the colour unknown, not the file
    /// unreadable; a macro whose text is another macro is not followed (no chain to bound).
    private func expandMacro(
        _ name: String, _ definition: Definition, order: [Folder], chain: [String], resolved: inout [String: Result<ColorTokenValue, Unavailable>]
    ) throws(SyntaxError) -> Result<ColorTokenValue, Unavailable> {
        let macro = String(definition.value.dropFirst("@macro/".count))
        guard let text = order.lazy.compactMap({ $0.macros[macro] }).first else {
            let folders = order.filter { !$0.isStateLists }.map(\.name).joined(separator: ", ")
            return .failure(Unavailable(message: "\(definition.value) refers to no macro in \(folders) (a library's macro is not read)"))
        }
        guard !text.hasPrefix("@macro/") else {
            return .failure(Unavailable(message: "\(definition.value) is a macro of another macro (\(text)), which Legible does not follow"))
        }
        var expanded = definition
        expanded.value = text
        return try resolveOnce(name, expanded, order: order, chain: chain, resolved: &resolved)
    }

    /// `RGB`, `ARGB`, `RRGGBB` or `AARRGGBB`, alpha first.
    private static func color(hex digits: Substring) -> SRGBColor? {
        guard let argb = AndroidResourceSyntax.argb(hex: digits) else { return nil }
        return SRGBColor(red8: argb.red, green8: argb.green, blue8: argb.blue, alpha8: argb.alpha)
    }

    /// The framework colours every app can use whose values are fixed: AOSP
    /// `core/res/res/values/colors.xml` (`black` #ff000000, `white` #ffffffff, `transparent` #00000000).
    private static let frameworkColors: [String: SRGBColor] = [
        "black": .black, "white": .white, "transparent": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
