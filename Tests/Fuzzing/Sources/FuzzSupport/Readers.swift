// What the catalog targets and the colour-source targets check alike: the reader either gives
// a result that holds together or an error that names the file and says something.
import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTokens

/// Reads `input` as a string catalog named `file`; every entry must name the file and a locale.
public func readCatalog(_ input: FuzzInput, file: String, format: CatalogFormat) {
    let catalog: StringCatalog
    do throws(SourceFileError) {
        catalog = try StringCatalog(data: Data(input.bytes), file: file, format: format)
    } catch {
        require(error.file == file && !error.message.isEmpty, "an error without file or message: \(error)")
        return
    }
    for entry in catalog.entries {
        require(
            entry.file == file && !entry.locale.isEmpty,
            "entry \(entry.key.debugDescription) has file \(entry.file) and locale \(entry.locale.debugDescription)")
    }
    _ = (catalog.keys, catalog.locales)
}

/// Writes `input` to `file` under the scratch folder and reads `source` there as a colour
/// source of `kind`; every colour must be inside sRGB.
public func readColorSource(_ input: FuzzInput, file: String, source: String, kind: ColorSourceKind) {
    Scratch.file(file, holding: input.bytes)
    let colors: ColorTokenSet
    do throws(SourceFileError) {
        colors = try ColorTokenSet(sources: [ColorSource(kind, path: Scratch.path + "/" + source)])
    } catch {
        require(error.file.hasPrefix(Scratch.path) && !error.message.isEmpty, "an error without file or message: \(error)")
        return
    }
    for token in colors.tokens {
        for (appearance, value) in token.values {
            let color = value.color
            require(
                [color.red, color.green, color.blue, color.alpha].allSatisfy { (0...1).contains($0) },
                "\(token.name) in \(appearance) is \(color), outside sRGB")
        }
    }
}

/// Reads `input` as a layout spec named `file` (JSON or YAML); every entry's layout must be
/// finite and every plain glob must match itself.
public func readLayoutSpec(_ input: FuzzInput, file: String, isJSON: Bool) {
    let spec: LayoutSpec
    do throws(SourceFileError) {
        spec = try LayoutSpec(text: input.text, file: file, isJSON: isJSON, baseDirectory: "/spec")
    } catch {
        require(error.file == file && !error.message.isEmpty, "an error without file or message: \(error)")
        return
    }
    // Every entry's layout, and each plain glob matches itself.
    for index in [nil] + spec.rules.indices.map(Optional.some) {
        if let layout = spec.layout(forRule: index) {
            require(
                layout.width.isFinite && layout.maxLines >= 0,
                "entry \(index.map(String.init) ?? "default") gives width \(layout.width), \(layout.maxLines) lines")
        }
    }
    for rule in spec.rules {
        for pattern in rule.patterns where !pattern.contains(where: { "*?\\".contains($0) }) {
            require(KeyGlob.matches(pattern: pattern, key: pattern), "the glob \(pattern.debugDescription) does not match itself")
        }
    }
    _ = spec.layout(forKey: "settings.notifications.title")
}
