import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan

/// The `legible scan` reader of Objective-C source: UIKit code in `.m` and `.mm` files read into
/// the same `ScannedElement`s as Swift's UIKit code, so one rule set judges both
/// (`text.fixed-size`, `text.not-live`, `text.shrinks`, `contrast.text`).
///
/// Purely syntactic: a hand-written lexer and a tolerant reader of statements and message sends
/// (no Clang). It recognises `label.font = …;`, `self.label.font = …;`, `_label.font = …;` and
/// `[label setFont:…];` with the fonts `[UIFont systemFontOfSize:17]`,
/// `[UIFont fontWithName:size:]`, `[UIFont preferredFontForTextStyle:]`, `UIFontMetrics`'
/// `scaledFontForFont:`; `adjustsFontForContentSizeCategory`, `adjustsFontSizeToFitWidth` with
/// `minimumScaleFactor`, `numberOfLines`, `textColor` and `backgroundColor`. What is read is
/// listed in Documentation/Reference.md; anything else is left unknown rather than guessed.
///
/// ```swift
/// let source = "@implementation Cell\n- (void)setUp { self.title.font = [UIFont systemFontOfSize:13]; }\n@end\n"
/// let result = try ObjCSourceReader().read(text: source, path: "Cell.m", resources: ScanResources())
/// result.elements.first?.font  // .fixed(size: 13, unit: "pt", weight: .regular, family: nil)
/// ```
///
/// Limits: a file is at most ``maximumFileBytes`` and ``maximumTokens`` tokens, and its brackets,
/// parentheses and braces nest at most ``maximumDepth`` deep; past a limit the file is an error
/// naming it (a `scan.unreadable` finding) and the rest of the app is still scanned. Code that
/// does not read as Objective-C is skipped, never an error. Header files (`.h`) are not scanned
/// for views; their `#define`s and superclasses are read (`ObjCHeaderFacts`).
public struct ObjCSourceReader: ScanFileReader {
    /// The largest Objective-C file read, in bytes (4 MiB, as for Swift and Kotlin).
    public static let maximumFileBytes = ObjCLimits.maximumFileBytes
    /// The most tokens read from one file (a million).
    public static let maximumTokens = ObjCLimits.maximumTokens
    /// The deepest nesting of brackets, parentheses and braces (100).
    public static let maximumDepth = ObjCLimits.maximumDepth

    /// What the app's headers define (`ObjCHeaderFacts`), read once the scan knows its files.
    var headers = ObjCHeaderFacts()

    /// A reader.
    public init() {}

    /// The reader with the `#define`s and superclasses of the headers near `paths`' `.m` files:
    /// a shared header's `#define FONT_SCALING_NONE 1.0` is the value a `.m` file's
    /// `minimumScaleFactor = FONT_SCALING_NONE` sets.
    public func prepared(forFiles paths: [String]) -> any ScanFileReader {
        let sources = paths.filter(reads(path:))
        guard !sources.isEmpty else { return self }
        var reader = self
        reader.headers = ObjCHeaderFacts(near: sources, within: paths)
        return reader
    }

    /// `Objective-C`.
    public var kindName: String { "Objective-C" }

    /// Whether `path` is an Objective-C implementation file (`.m`, `.mm`) outside build folders
    /// and dependency checkouts.
    public func reads(path: String) -> Bool {
        guard path.hasSuffix(".m") || path.hasSuffix(".mm") else { return false }
        let skipped = ["/.build/", "/DerivedData/", "/Pods/", "/Carthage/", "/SourcePackages/"]
        let padded = "/" + path
        return !skipped.contains { padded.contains($0) }
    }

    /// Reads one Objective-C file into elements and findings.
    ///
    /// - Throws: `SourceFileError` when the file passes ``maximumFileBytes``, ``maximumTokens``
    ///   or ``maximumDepth`` (at the line and column where it does).
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        if text.utf8.count > Self.maximumFileBytes {
            throw SourceFileError(
                file: path, message: "the Objective-C file is \(text.utf8.count) bytes, more than the \(Self.maximumFileBytes)-byte limit of a scanned file")
        }
        // Most Objective-C in an app sets no font or colour: a file that names neither is not
        // lexed.
        guard Self.hints.contains(where: { text.contains($0) }) else {
            var result = ScanFileResult()
            result.superclasses = headers.superclasses(implementedIn: text)
            result.sizesCollectionItems = Self.sizesCollectionItems(in: text)
            result.setInCode.formUnion(ObjCCellStyleTouches.keys(in: text))
            return result
        }
        let file: ObjCFile
        do {
            file = try ObjCFile.read(text)
        } catch {
            throw SourceFileError(file: path, position: TextPosition(line: error.line, column: error.column), message: error.message)
        }
        let reacts = ["UIContentSizeCategoryDidChange", "preferredContentSizeCategory", "UITraitPreferredContentSizeCategory"].contains { text.contains($0) }
        var scan = ObjCFileScan(
            path: path, file: file, reactsToSizeChanges: reacts, headers: headers, deploymentTarget: resources.iOSDeploymentTarget)
        var result = scan.run()
        result.sizesCollectionItems = Self.sizesCollectionItems(in: text)
        result.setInCode.formUnion(ObjCCellStyleTouches.keys(in: text))
        return result
    }

    /// The classes whose `@implementation` sizes collection view items
    /// (``LegibleScan/ScanFileResult/sizesCollectionItems``): `collectionView:layout:sizeForItemAtIndexPath:`,
    /// `estimatedItemSize`, `itemSize =` or `setItemSize:`, a compositional layout. Read from the
    /// text, so a mention in a comment counts too: the cost is a note where an error might have been.
    static func sizesCollectionItems(in text: String) -> Set<String> {
        let markers = ["sizeForItemAtIndexPath", "estimatedItemSize", ".itemSize =", ".itemSize=", "setItemSize:", "UICollectionViewCompositionalLayout"]
        guard markers.contains(where: { text.contains($0) }) else { return [] }
        var classes = Set<String>()
        for part in text.components(separatedBy: "@implementation").dropFirst() {
            let body = part.components(separatedBy: "@end").first ?? part
            guard markers.contains(where: { body.contains($0) }) else { continue }
            let name = body.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            classes.insert(String(name))
        }
        // Outside every `@implementation` (a C function): which collection view is not known.
        let outside = text.components(separatedBy: "@implementation").first ?? ""
        if markers.contains(where: { outside.contains($0) }) { classes.insert("") }
        return classes
    }

    /// A file with none of these sets nothing the reader reads. Text counts too: a cell that only
    /// fills its outlets (`self.nameLabel.text = name;`, `[self.button setTitle:… forState:…]`)
    /// makes the xib's text a placeholder (ChatSecure's XMPPServerInfoCell.m).
    private static let hints = [
        "font", "Font", "Color", "ContentSize", "ttributed", "legible:", "InterfaceStyle", "viewWithTag", ".text", "setText:", "setTitle:",
    ]
}
