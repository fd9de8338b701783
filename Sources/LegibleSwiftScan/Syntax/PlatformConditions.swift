import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// What a Swift file says of the platform its code is for: the `#if os(…)` (and `#if
/// targetEnvironment(macCatalyst)`, the Mac's) blocks around each element, and whether the file
/// is a widget's.
enum PlatformConditions {
    /// The platform the innermost `#if`/`#elseif` clause that names exactly one Apple platform
    /// compiles `node` for: `os(watchOS)`, `os(watchOS) && DEBUG`. A clause that allows several
    /// (`os(iOS) || os(macOS)`) or negates (`!os(watchOS)`) decides nothing, and the clause around
    /// it is asked.
    ///
    /// When no clause names one, the innermost clause that only ors `os(…)` checks
    /// (`os(macOS) || os(visionOS)`) gives the platforms it allows, and an `#else` after clauses
    /// that only check `os(…)` the platforms they do not name (``PlatformElse``).
    ///
    /// The body of an `if` only the Mac takes (`if IS_CATALYST`, ``CatalystBranches``, with the
    /// app's `flags`) is macOS's, as an `#if targetEnvironment(macCatalyst)` block is.
    static func platform(of node: some SyntaxProtocol, converter: SourceLocationConverter, flags: AppConstantFlags = AppConstantFlags()) -> Found? {
        var current = node.parent
        var ored: Found?
        while let ancestor = current {
            if let found = MacAvailabilityElse.found(ancestor, converter: converter) { return found }
            if let found = CatalystBranches.found(ancestor, flags: flags, converter: converter) { return found }
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                if let platform = platform(in: condition) { return Found(platforms: [platform], condition: describe(clause, condition, converter)) }
                if ored == nil, let platforms = oredPlatforms(in: condition) {
                    ored = Found(platforms: platforms, condition: describe(clause, condition, converter))
                }
                // `#if !os(macOS)`: every platform but the ones negated (``PlatformElse/negated(_:converter:)``).
                if let found = PlatformElse.negated(clause, converter: converter) {
                    if found.platforms.count == 1 { return found }
                    if ored == nil { ored = found }
                }
            } else if let clause = ancestor.as(IfConfigClauseSyntax.self), let found = PlatformElse.found(clause, converter: converter) {
                // `#else` of `#if os(iOS)`: every other platform (``PlatformElse``); one alone decides.
                if found.platforms.count == 1 { return found }
                if ored == nil { ored = found }
            }
            current = ancestor.parent
        }
        return ored
    }

    /// The platforms a clause allows and the clause as a finding says it.
    struct Found {
        /// One platform when a clause names exactly one, else the several an `||` allows.
        var platforms: [ApplePlatform]
        /// `#if os(watchOS) at line 4`.
        var condition: String
    }

    private static func describe(_ clause: IfConfigClauseSyntax, _ condition: ExprSyntax, _ converter: SourceLocationConverter) -> String {
        let line = clause.startLocation(converter: converter, afterLeadingTrivia: true).line
        let text = condition.trimmedDescription
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "\(clause.poundKeyword.text) \(shown) at line \(line)"
    }

    /// The Apple platforms of a condition made only of `os(…)` checks joined by `||`
    /// (`os(macOS) || os(visionOS)`, or `os(macOS) || os(OSX)`, one), in the order written; `nil` for any other condition (a
    /// `!`, an `&&`, a flag, `os(Linux)`), which may compile anywhere.
    private static func oredPlatforms(in condition: ExprSyntax) -> [ApplePlatform]? {
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        var platforms: [ApplePlatform] = []
        var index = 0
        while index < tokens.count {
            // `os ( NAME )` or `targetEnvironment ( macCatalyst )`, then `||` or the end.
            guard index + 3 < tokens.count, tokens[index + 1].tokenKind == .leftParen, tokens[index + 3].tokenKind == .rightParen,
                let platform = Self.platform(tokens[index], tokens[index + 2])
            else { return nil }
            if !platforms.contains(platform) { platforms.append(platform) }
            index += 4
            if index < tokens.count {
                guard tokens[index].tokenKind == .binaryOperator("||") else { return nil }
                index += 1
                if index == tokens.count { return nil }
            }
        }
        return platforms.isEmpty ? nil : platforms
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
            // `targetEnvironment ( macCatalyst )`: the iPad app built for the Mac (Amperfy d3513f85
            // PlayableTableCell.swift:510, its hover code); `simulator` says nothing of a platform.
            case .identifier("targetEnvironment") where index + 2 < tokens.count && tokens[index + 2].text == "macCatalyst":
                found.insert(.macOS)
            default: break
            }
        }
        guard !unsure, found.count == 1 else { return nil }
        return found.first
    }

    /// The platform of `os(NAME)` or `targetEnvironment(macCatalyst)` (macOS), from its first and third tokens.
    private static func platform(_ check: TokenSyntax, _ name: TokenSyntax) -> ApplePlatform? {
        switch check.tokenKind {
        case .identifier("os"): return names[name.text]
        case .identifier("targetEnvironment"): return name.text == "macCatalyst" ? .macOS : nil
        default: return nil
        }
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
        let condition = PlatformConditions.platform(of: node, converter: converter, flags: facts.appFlags)
        let slot =
            DynamicIslandSlots.slot(of: node) ?? enclosingTypeName(of: node).flatMap { facts.islandViews[$0] }
            ?? enclosingViewMember(of: node).flatMap { member in
                DynamicIslandSlots.typeName(around: node).flatMap { facts.islandViews[".\($0).\(member)"] }
            }
        guard condition != nil || isWidgetFile || slot != nil || appKitEvidence != nil else { return nil }
        let single = condition.flatMap { $0.platforms.count == 1 ? $0.platforms[0] : nil }
        var source = ScannedSourcePlatform(platform: single, condition: condition?.condition, isWidget: isWidgetFile)
        if single == nil, let platforms = condition?.platforms { source.platforms = platforms }
        source.systemSlot = slot
        source.appKit = appKitEvidence
        return source
    }

    /// The computed property or function of a type (or extension) whose body holds `node`: a
    /// member view a slot may name (``DynamicIslandSlots/views(in:)``).
    private func enclosingViewMember(of node: some SyntaxProtocol) -> String? {
        guard !facts.islandViews.isEmpty else { return nil }
        var current = node.parent
        while let syntax = current {
            if let item = syntax.as(MemberBlockItemSyntax.self) {
                if let function = item.decl.as(FunctionDeclSyntax.self) { return function.name.text }
                let variable = item.decl.as(VariableDeclSyntax.self)
                return variable?.bindings.count == 1 ? variable?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// The struct or class whose declaration holds `node`, innermost first.
    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        guard !facts.islandViews.isEmpty else { return nil }
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
    /// `DEBUG && …` (a `!` anywhere makes it unsure, and it is read as code that ships); or a
    /// disjunction of `DEBUG` and pre-release build names only (``isPreReleaseDisjunction(_:)``).
    static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard clause.poundKeyword.tokenKind != .poundElse, let condition = clause.condition else { return false }
        if isPreReleaseDisjunction(condition) { return true }
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

    /// The names of the configurations an app builds for its own testers, not the App Store: an
    /// `#if DEBUG || ALPHA` is compiled in those and in Debug only. Ruuvi Station
    /// `Apps/RuuviStation/target.yml:105-112` defines `ALPHA` in its Alpha configuration alone,
    /// and `Sources/Classes/Presentation/FLEX/AlertDebugLogViewController.swift:1`, a whole
    /// debug screen in `#if DEBUG || ALPHA`, was judged as shipped (fresh-ios25b pattern 4a).
    static let preReleaseNames: Set<String> = ["ALPHA", "BETA", "DEV", "DEVELOP", "DEVELOPMENT", "STAGING", "INTERNAL", "QA", "TESTING"]

    /// `DEBUG || ALPHA` (any order, parenthesised or not): `DEBUG` and only pre-release names
    /// (``preReleaseNames``), joined by `||` alone. The Swift reader does not read build
    /// settings: a project that defines such a name for its Release configuration too is not
    /// told apart (the names are chosen as ones a Release build does not define).
    static func isPreReleaseDisjunction(_ condition: ExprSyntax) -> Bool {
        var names: [String] = []
        for token in condition.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .binaryOperator("||"), .leftParen, .rightParen: continue
            case .identifier(let name): names.append(name)
            default: return false
            }
        }
        guard names.count >= 2, names.contains("DEBUG") else { return false }
        return names.allSatisfy { $0 == "DEBUG" || preReleaseNames.contains($0) }
    }
}
