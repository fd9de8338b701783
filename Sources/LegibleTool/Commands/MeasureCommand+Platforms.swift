import LegibleShaping
import LegibleTypeScale

/// `measure --platform watchos|tvos|macos|visionos|ipados`: the platform's own text style sizes,
/// measured with the bundled fonts through `--size`, since the library's measuring knows iOS
/// text styles and Android roles only.
extension MeasureOptions.Arguments {
    /// The arguments with another Apple platform's style resolved to a size and weight, and the
    /// warnings to print (the font standing in for SF Compact on watchOS). iOS and Android are
    /// returned unchanged; `ipados` becomes `ios`.
    func resolvingApplePlatform() throws -> (arguments: MeasureOptions.Arguments, warnings: [String]) {
        guard let name = platform, name.lowercased() != "android",
            let apple = try? ApplePlatform(parsing: name), apple != .iOS
        else { return (self, []) }
        var resolved = self
        resolved.platform = "ios"
        if apple == .iPadOS { return (resolved, []) }
        if apple == .visionOS {
            guard label.style == nil, category == nil, !emphasized else {
                throw InputError("--platform visionos: the HIG publishes no visionOS text style sizes; give --size (default text size 17 pt, minimum 12 pt)")
            }
            return (resolved, [])
        }
        guard label.size == nil else { return (resolved, fallbackWarnings(apple)) }
        let style = try TypeScaleArguments.parse { try PlatformTextStyle(parsing: label.style ?? "body") }
        let size = try TypeScaleArguments.parse { try category.map { try DynamicTypeCategory(parsing: $0) } }
        guard let metrics = DynamicType.metrics(for: style, category: size, on: apple) else {
            let styles = apple.textStyles.map(\.displayName).joined(separator: ", ")
            let categories = apple.contentSizeCategories.map(\.displayName).joined(separator: ", ")
            throw InputError(
                "--platform \(apple.rawValue): \(style.displayName)\(category.map { " at \($0)" } ?? "") is not in the HIG's \(apple.displayName) table (styles: \(styles)"
                    + (categories.isEmpty ? "; one size per style, no --category)" : "; categories: \(categories))"))
        }
        resolved.label.style = nil
        resolved.label.size = String(metrics.size)
        resolved.label.weight = label.weight ?? (emphasized ? metrics.emphasizedWeight : metrics.weight).name.lowercased()
        resolved.category = nil
        resolved.emphasized = false
        if apple == .watchOS, trackingFamily == nil || trackingFamily == "SF Pro" { resolved.trackingFamily = "SF Compact" }
        return (resolved, fallbackWarnings(apple))
    }

    /// SF Compact is not bundled: say which font the widths are of.
    private func fallbackWarnings(_ apple: ApplePlatform) -> [String] {
        guard apple == .watchOS, fonts.isEmpty else { return [] }
        return [
            "watchOS's system font is SF Compact, which Legible does not bundle: widths are measured with Inter, the stand-in for SF Pro, and SF Compact's tracking; give --font with SF Compact for its own widths"
        ]
    }
}
