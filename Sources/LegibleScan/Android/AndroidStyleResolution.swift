import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// A style with its ancestors' items merged in: the app's own items, nearest last-written, and
/// the first ancestor the app does not define (a library or framework style).
struct AndroidResolvedStyle: Sendable {
    /// `android:NAME` or `app:NAME` → value, the nearest definition winning.
    var items: [String: String] = [:]
    /// The first ancestor outside the app, e.g. `TextAppearance.Material3.BodyLarge`.
    var library: (name: String, isFramework: Bool)?
}

extension AndroidResources {
    /// Resolves a style through its `parent=` chain and its dotted name's implicit parents
    /// (`TextAppearance.App.Title` inherits `TextAppearance.App` when it has no `parent`
    /// attribute and the app defines it), as aapt2 does.
    ///
    /// - Throws: `SyntaxError` at the style for a cycle or a chain longer than
    ///   ``AndroidResourceLimits/maximumReferenceDepth``.
    ///
    /// - Parameter night: read `values-night` styles first, as Android does in dark mode.
    func resolveStyle(_ name: String, isFramework: Bool, night: Bool = false) throws(SyntaxError) -> AndroidResolvedStyle {
        func lookUp(_ name: String) -> AndroidStyleDefinition? { (night ? nightStyles[name] : nil) ?? styles[name] }
        var chain: [(name: String, definition: AndroidStyleDefinition)] = []
        var current: (name: String, isFramework: Bool)? = (name, isFramework)
        var result = AndroidResolvedStyle()
        while let style = current {
            guard !style.isFramework, let definition = lookUp(style.name) else {
                result.library = style
                break
            }
            if let start = chain.firstIndex(where: { $0.name == style.name }) {
                let names = (chain[(start + 1)...].map(\.name) + [style.name]).map { "@style/\($0)" }.joined(separator: " → ")
                throw SyntaxError(
                    file: definition.location.file, position: position(definition.location),
                    message: "@style/\(style.name) refers to itself through its parents \(names)")
            }
            guard chain.count < limits.maximumReferenceDepth else {
                throw SyntaxError(
                    file: definition.location.file, position: position(definition.location),
                    message:
                        "the chain of parents from the style \(name) is longer than \(limits.maximumReferenceDepth) (AndroidResourceLimits.maximumReferenceDepth)"
                )
            }
            chain.append((style.name, definition))
            if let parent = definition.parent {
                current = parent.name.isEmpty ? nil : parent
            } else if let dot = style.name.lastIndex(of: "."), lookUp(String(style.name[..<dot])) != nil {
                current = (String(style.name[..<dot]), false)
            } else {
                current = nil
            }
        }
        for (_, definition) in chain.reversed() {
            for (item, value) in definition.items {
                result.items[Self.normalisedItemName(item)] = value
            }
        }
        return result
    }

    /// A style item's name as a layout attribute key: `android:textSize` stays, `fontFamily`
    /// (an AppCompat or Material attribute) becomes `app:fontFamily`.
    static func normalisedItemName(_ name: String) -> String {
        name.hasPrefix("android:") ? name : "app:\(name.hasPrefix("app:") ? String(name.dropFirst(4)) : name)"
    }

    /// A dimension attribute's value: a literal, or a `@dimen/` chain followed to one. `nil`
    /// with a reason when it cannot be known (a theme attribute, a dimension no file defines,
    /// a data-binding expression).
    func dimension(_ value: String) throws(SyntaxError) -> Result<AndroidDimension, AndroidUnresolved> {
        var current = value.trimmingWhitespace
        var seen: [String] = []
        while true {
            if let literal = AndroidDimension(parsing: current) { return .success(literal) }
            if let attribute = AndroidValueSyntax.themeAttribute(current) {
                // The theme's value as the activity starts (code may lay another theme over it later).
                let key = "?\(attribute.name)"
                if !seen.contains(key), seen.count < limits.maximumReferenceDepth,
                    case .value(let text)? = try? themeValue(attribute.name, isFramework: attribute.isFramework, dark: false)
                {
                    seen.append(key)
                    current = text.trimmingWhitespace
                    continue
                }
                return .failure(.init(reason: "?attr/\(attribute.name) is a theme attribute, resolved only when the app runs", isMissing: false))
            }
            guard let reference = AndroidValueSyntax.reference(current), reference.type == "dimen" else {
                return .failure(.init(reason: "\(value) is not a dimension Legible can read", isMissing: false))
            }
            guard !reference.isFramework else {
                return .failure(.init(reason: "\(current) is a framework dimension whose value Legible does not know", isMissing: false))
            }
            guard let definition = dimensions[reference.name] else {
                return .failure(.init(reason: "@dimen/\(reference.name) is defined in no values folder the scan read", isMissing: true))
            }
            if seen.contains(reference.name) || seen.count >= limits.maximumReferenceDepth {
                // Reported at the element that uses it (a `scan.unresolved` finding), not an error that stops the scan.
                return .failure(
                    .init(
                        reason: seen.contains(reference.name)
                            ? "@dimen/\(reference.name) refers to itself through \((seen.drop { $0 != reference.name }.dropFirst() + [reference.name]).map { "@dimen/\($0)" }.joined(separator: " → "))"
                            : "the chain of @dimen references from \(value) is longer than \(limits.maximumReferenceDepth) (AndroidResourceLimits.maximumReferenceDepth)",
                        isMissing: true))
            }
            seen.append(reference.name)
            current = definition.value
        }
    }

    private func position(_ location: Finding.Location) -> SyntaxPosition? {
        guard let line = location.line, let column = location.column else { return nil }
        return SyntaxPosition(line: line, column: column)
    }
}

/// Why a reference could not be resolved; `isMissing` when nothing the scan read defines it
/// (a `scan.unresolved` finding), rather than it being known only at run time.
struct AndroidUnresolved: Error, Sendable, Hashable {
    var reason: String
    var isMissing: Bool
}
