import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftParser
import SwiftSyntax

/// The `legible scan` reader of Swift source: SwiftUI views and UIKit code read into the same
/// `ScannedElement`s as storyboards and Android layouts, plus the findings only Swift gives
/// (`text.clamped` from `.dynamicTypeSize(...)`, `scan.suppression-reason`).
///
/// Purely syntactic: the file is parsed with swift-syntax and the recognised patterns are matched
/// without a type checker. What is recognised is listed in Documentation/SwiftScan.md; anything
/// else (a font in a variable from another file, a modifier from an extension) is left unknown
/// rather than guessed, so that findings are rarely wrong.
///
/// ```swift
/// let result = try SwiftSourceReader().read(text: "Text(\"Hi\").font(.system(size: 12))", path: "V.swift", resources: ScanResources())
/// result.elements.first?.font  // .fixed(size: 12, unit: "pt", weight: .regular, family: nil)
/// ```
///
/// Limits: a file is at most ``maximumFileBytes``, else it is an error naming the file. Before it
/// is parsed, a pass over its bytes (`SwiftNestingCheck`) refuses nesting deeper than 100 levels,
/// array literals nested deeper than 12 and `else if` chains of more than 1,000 branches, with
/// the line and column where the limit is passed: such files overflowed the stack of the parser
/// or of the walk over its tree, or took seconds to parse. Code that does not parse is left to
/// the compiler to report, and the parts that parse are still read.
public struct SwiftSourceReader: ScanFileReader {
    /// The largest Swift file read, in bytes (4 MiB: a generated file larger than that is not a
    /// screen anyone wrote).
    public static let maximumFileBytes = 4 << 20

    /// Where results are kept between runs, `nil` for none.
    public let cache: SwiftScanCache?
    /// What the pre-passes learned from all the app's Swift files (``prepared(forFiles:)``), handed
    /// whole to each file's scan.
    var facts = SwiftAppFacts()

    /// A reader; with a `cache`, a file whose text is unchanged since the cache was saved is not
    /// parsed again.
    public init(cache: SwiftScanCache? = nil) {
        self.cache = cache
    }

    /// `Swift`.
    public var kindName: String { "Swift" }

    /// The reader with the views the `DynamicIsland` regions of `paths` name, for the files that
    /// declare them (Home Assistant d722d781 HADynamicIsland.swift names HACompactTrailingView),
    /// the app's padded button styles and its own colour members (`ExtensionColors`), and its one-line font modifiers (`FontWrappers`).
    public func prepared(forFiles paths: [String]) -> any ScanFileReader {
        var reader = self
        // Each file is read once for all the pre-passes (``SwiftPrePassTexts``).
        reader.facts = SwiftAppFacts(files: SwiftPrePassTexts.read(paths.filter(reads(path:)), maximumBytes: Self.maximumFileBytes))
        return reader
    }

    /// Whether `path` is a Swift file (`.swift`), not one inside a build folder or package checkout.
    public func reads(path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let skipped = ["/.build/", "/DerivedData/", "/Pods/", "/Carthage/", "/.swiftpm/", "/SourcePackages/"]
        let padded = "/" + path
        return !skipped.contains { padded.contains($0) }
    }

    /// Reads one Swift file into elements and findings.
    ///
    /// - Throws: `SourceFileError` when the file is larger than ``maximumFileBytes`` or nests
    ///   past a limit of `SwiftNestingCheck` (at the line and column). Syntax errors are not errors
    ///   here: the compiler reports them, and the parts that parse are still read.
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        if text.utf8.count > Self.maximumFileBytes {
            throw SourceFileError(
                file: path, message: "the Swift file is \(text.utf8.count) bytes, more than the \(Self.maximumFileBytes)-byte limit of a scanned file")
        }
        // Only a `--cache` scan needs a cache key; working it out reads the file's words.
        let cacheText = cache == nil ? nil : cacheText(for: text)
        if let cacheText, let cached = cache?.result(text: cacheText, path: path) { return cached }
        if let problem = SwiftNestingCheck.problem(in: text) {
            throw SourceFileError(file: path, position: TextPosition(line: problem.line, column: problem.column), message: problem.message)
        }
        let tree = SwiftParsing.parse(text)
        let file = SwiftFileScan(path: path, tree: tree, facts: facts)
        file.reactsToSizeChanges = SizeChangeHandlers.fileReacts(text: text, tree: tree)
        file.mentionsDynamicType = AppScaledSizes.mentionsDynamicType(text)
        file.readsDynamicTypeSize = text.contains(".dynamicTypeSize") || text.contains(".sizeCategory")
        file.isWidgetFile = PlatformConditions.isWidgetFile(text)
        file.appKitEvidence = AppKitFiles.evidence(text, tree: tree)
        file.drawsAttributedTextOnly = AttributedFonts.drawsAttributedTextOnly(text)
        file.readsWidgetFills = text.contains("containerBackground") || facts.widgetBackgroundWrappers.keys.contains { text.contains(".\($0)(") }
        file.assetColorSymbols = Set(resources.assetColorSymbols.keys)
        file.declaresSwiftGenLookup = text.contains("func tr(") && SwiftGenStrings.declaresLookup(tree)
        file.run()
        // Views that draw no text, for the fonts other files set on them (``TextlessAppViews``).
        file.setInCode.formUnion(file.textlessViews.map { "\($0).\(TextlessAppViews.member)" })
        // Views whose every text sets its own font, for the fonts other files set on them (``OwnFontAppViews``).
        file.setInCode.formUnion(ContainerTexts(scan: file).ownFontRecords())
        var result = ScanFileResult(elements: file.elements, findings: file.findings, setInCode: file.setInCode)
        result.textsInCode = file.textsInCode
        result.textConstants = file.exportedTextConstants
        result.superclasses = file.superclasses
        result.interfaceStyles = file.interfaceStyles
        result.sizesCollectionItems = file.sizesCollectionItems
        result.viewTypes = file.viewTypes
        result.typeUses = file.typeUses
        (result.memberUses, result.quietMemberUses) = (file.memberUses, file.quietMemberUses)
        if let cacheText { cache?.store(result, text: cacheText, path: path) }
        return result
    }

    /// What the cache keys this file's result on, or nil when the file is read afresh each time.
    /// A file declaring a view another file's Dynamic Island names is read afresh: the cache is
    /// keyed on its own text, which does not say the view is in a region. So is a file naming a
    /// padded button style or calling a font wrapper: the declaring file may have changed. The
    /// app's colour and font members the file may name are part of its key: a cached result is
    /// used only while they read as they did (``ExtensionColors/cacheKey(for:identifiers:)``).
    private func cacheText(for text: String) -> String? {
        let words = SourceIdentifiers(text)
        let readsOtherFiles =
            facts.islandViews.keys.contains { words.mayName($0.hasPrefix(".") ? $0.split(separator: ".").last.map(String.init) ?? $0 : $0) }
            || facts.buttonStylePaddings.keys.contains { words.mayName($0) }
            || facts.fontWrappers.keys.contains { words.mayName($0) && (text.contains(".\($0)(") || text.contains("(\($0)(")) }
            || facts.sizeWrappers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || facts.barItemMembers.contains { words.mayName($0) } || facts.fontSettingMethods.contains { words.mayName($0) }
            || facts.fontSettingProperties.keys.contains { words.mayName(String($0.split(separator: ".").last ?? "")) }
            || facts.widgetBackgroundWrappers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || facts.clampingModifiers.keys.contains { words.mayName($0) && text.contains(".\($0)(") }
            || facts.emojiProperties.keys.contains { key in
                // Keys may be `Type.property` (``EmojiSwitches``); any file naming the property re-reads.
                words.mayName(key.split(separator: ".").last.map(String.init) ?? key)
            }
            || facts.sizeRefreshedTypes.contains { words.mayName($0) } || facts.emojiFlags.keys.contains { words.mayName($0) }
            // A view's emoji property is decided by its callers in other files.
            || facts.emojiParameters.keys.contains { words.mayName(String($0.split(separator: ".").first ?? "")) }
            || facts.oneLetterMembers.contains { words.mayName($0) }
            || facts.appFlags.names.contains { words.mayName($0) }
            // What a helper another file declares sets on the views handed to it.
            || facts.viewHelpers.names.contains { words.mayName($0) && text.contains("\($0)(") }
            // Which font parameters of another file's helper reach attributed text.
            || facts.attributedFontHelpers.keys.contains { words.mayName($0) && text.contains("\($0)(") }
            || facts.fontlessAttributedBuilders.contains { words.mayName($0) && text.contains("\($0)(") }
            // Whether a view's control is judged depends on where other files use the view.
            || facts.placedControlViews.contains { words.mayName($0) }
            || facts.automaticButtonViews.contains { words.mayName($0) }
            // Whether a view is on the window's background depends on where other files build it.
            || facts.windowRootViews.contains { words.mayName($0) }
        guard !readsOtherFiles else { return nil }
        // Whether other files' calls override a default is part of the declaring file's key.
        let overridden = facts.overriddenFontDefaults.filter { words.mayName(String($0.prefix { $0 != "." })) }.sorted().joined(separator: ",")
        let colorKey = [
            facts.extensionColors.cacheKey(for: text, identifiers: words), facts.appFonts.cacheKey(identifiers: words), overridden,
            facts.themePalettes.cacheKey(identifiers: words),
        ].filter {
            !$0.isEmpty
        }.joined(separator: "\u{0}")
        return colorKey.isEmpty ? text : text + "\u{0}" + colorKey
    }
}
