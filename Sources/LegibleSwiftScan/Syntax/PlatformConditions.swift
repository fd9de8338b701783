import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// What a Swift file says of the platform its code is for: the `#if os(…)` blocks around each
/// element, and whether the file is a widget's.
enum PlatformConditions {
    /// The platform the innermost `#if`/`#elseif` clause that names exactly one Apple platform
    /// compiles `node` for: `os(watchOS)`, `os(watchOS) && DEBUG`. A clause that allows several
    /// (`os(iOS) || os(macOS)`), negates (`!os(watchOS)`), or is an `#else` decides nothing, and
    /// the clause around it is asked.
    static func platform(of node: some SyntaxProtocol, converter: SourceLocationConverter) -> (ApplePlatform, String)? {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let condition = clause.condition, let platform = platform(in: condition) {
                let line = clause.startLocation(converter: converter, afterLeadingTrivia: true).line
                let keyword = clause.poundKeyword.text
                let text = condition.trimmedDescription
                let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
                return (platform, "\(keyword) \(shown) at line \(line)")
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The one platform a condition's `os(…)` checks name, `nil` when it names none or several
    /// or negates or ors them.
    private static func platform(in condition: ExprSyntax) -> ApplePlatform? {
        var found: Set<ApplePlatform> = []
        var unsure = false
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
            switch token.tokenKind {
            case .binaryOperator("||"), .prefixOperator("!"): unsure = true
            // `os ( NAME )`: the name is two tokens on.
            case .identifier("os") where index + 2 < tokens.count && tokens[index + 1].tokenKind == .leftParen:
                guard let platform = Self.names[tokens[index + 2].text] else {
                    // `os(Linux)`: not an Apple platform; the block is nobody's the scan judges.
                    unsure = true
                    continue
                }
                found.insert(platform)
            default: break
            }
        }
        guard !unsure, found.count == 1 else { return nil }
        return found.first
    }

    private static let names: [String: ApplePlatform] = [
        "iOS": .iOS, "watchOS": .watchOS, "tvOS": .tvOS, "macOS": .macOS, "OSX": .macOS, "visionOS": .visionOS, "xrOS": .visionOS,
    ]

    /// Words only a widget's code uses (a `Widget` conformance, timeline providers, widget
    /// families and configurations); with `import WidgetKit` they make the file a widget's. The
    /// import alone does not: an app imports WidgetKit to reload its widgets' timelines.
    private static let widgetWords = [
        ": Widget", "WidgetBundle", "TimelineProvider", "TimelineEntry", "widgetFamily", ".widgetURL(", "containerBackground(for: .widget",
        "WidgetConfiguration", "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ControlWidget", "accessoryCircular",
        "accessoryRectangular",
    ]

    /// Whether a file is a widget's: it imports WidgetKit and uses a widget's own API.
    static func isWidgetFile(_ text: String) -> Bool {
        text.contains("import WidgetKit") && widgetWords.contains { text.contains($0) }
    }
}

extension SwiftFileScan {
    /// What the source says of `node`'s platform, `nil` when nothing.
    func sourcePlatform(of node: some SyntaxProtocol) -> ScannedSourcePlatform? {
        let condition = PlatformConditions.platform(of: node, converter: converter)
        let slot = DynamicIslandSlots.slot(of: node) ?? enclosingTypeName(of: node).flatMap { islandViews[$0] }
        guard condition != nil || isWidgetFile || slot != nil else { return nil }
        var source = ScannedSourcePlatform(platform: condition?.0, condition: condition?.1, isWidget: isWidgetFile)
        source.systemSlot = slot
        return source
    }

    /// The struct or class whose declaration holds `node`, innermost first.
    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        guard !islandViews.isEmpty else { return nil }
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = syntax.as(ClassDeclSyntax.self) { return declaration.name.text }
            current = syntax.parent
        }
        return nil
    }
}

/// `#if DEBUG` clauses: code only debug builds compile.
enum DebugConditions {
    /// Whether `clause` is an `#if`/`#elseif` whose condition requires `DEBUG`: `DEBUG`, or
    /// `DEBUG && …` (a `!` or `||` anywhere makes it unsure, and it is read as code that ships).
    static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard clause.poundKeyword.tokenKind != .poundElse, let condition = clause.condition else { return false }
        let tokens = condition.tokens(viewMode: .sourceAccurate)
        var debug = false
        for token in tokens {
            switch token.tokenKind {
            case .binaryOperator("||"), .prefixOperator("!"): return false
            case .identifier("DEBUG"): debug = true
            default: break
            }
        }
        return debug
    }
}
