import LegibleCore
import LegibleReporting

/// A reader of one kind of app file for `legible scan`: Interface Builder files, Android layouts,
/// Swift source. Each turns a file into ``ScannedElement``s that the scan's rules judge alike,
/// plus what only its kind of file holds beyond elements (a SwiftUI modifier that caps Dynamic
/// Type over a subtree), which the reader reports through the rule's own judgment
/// (`ScanRules.clampedDynamicType`), so the severity and wording live in the rule's file.
///
/// Readers are values with no state between files, so the scan reads files on every core.
public protocol ScanFileReader: Sendable {
    /// What the reader reads, for messages: `Interface Builder`, `Android layout`, `Swift`.
    var kindName: String { get }

    /// Whether this reader reads the file at `path`, judged by its name and folders alone.
    ///
    /// - Parameter path: a path as the scan found it.
    func reads(path: String) -> Bool

    /// Reads one file.
    ///
    /// - Parameters:
    ///   - text: the file's text, already checked as UTF-8 and within the scan's size limit.
    ///   - path: the path findings name.
    ///   - resources: the strings, colours and styles the project defines, for references the
    ///     reader resolves while reading (an Android `textAppearance` style).
    /// - Throws: `SourceFileError` with the file, line and column of malformed input.
    func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult

    /// The reader to read this scan's files with, once the scan knows them all: a reader whose
    /// files depend on each other (a Compose theme in one file, its screens in others) reads
    /// what it needs first. Itself by default.
    ///
    /// - Parameter paths: every file the scan will read.
    func prepared(forFiles paths: [String]) -> any ScanFileReader
}

extension ScanFileReader {
    /// Itself: most readers read each file alone.
    public func prepared(forFiles paths: [String]) -> any ScanFileReader { self }
}

/// What a ``ScanFileReader`` found in one file.
public struct ScanFileResult: Sendable, Hashable {
    /// The elements, in file order.
    public var elements: [ScannedElement]
    /// Findings only this kind of file gives, with rule ids from LegibleReporting's `ScanRules`.
    public var findings: [Finding]
    /// The view properties code in this file sets, as `Type.view.property`
    /// (`SignInViewController.headerLabel.textColor`): an Interface Builder element an outlet of
    /// that type and name reaches shows code's value, not its file's (``ScannedElement/outlets``).
    public var setInCode: Set<String>
    /// The texts code in this file sets on views, by `Type.view` as ``setInCode`` names views
    /// (`SignInViewController.headerLabel`), in file order: an Interface Builder element an outlet
    /// of that type and name reaches shows that text (``ScannedElement/codeText``).
    public var textsInCode: [String: [ScannedCodeText]] = [:]
    /// Text constants the file declares (`static let title = NSLocalizedString("title", …)`), by
    /// `Type.name`, for code in other files that sets a view's text to one.
    public var textConstants: [String: ScannedText] = [:]
    /// The superclass of each class the file declares (`SecondaryLabel` → `ThemeableLabel`): a
    /// colour or font a superclass's code sets is set on every view of its subclasses too.
    public var superclasses: [String: String] = [:]
    /// The types whose code sizes collection view items (`collectionView(_:layout:sizeForItemAt:)`,
    /// `estimatedItemSize`, `itemSize =`, a compositional layout), and `""` for such code outside
    /// any type: an Interface Builder cell those types may lay out is not as wide as its file says
    /// (``ScannedElement/collectionOwners``).
    public var sizesCollectionItems: Set<String> = []
    /// The appearances the file's code forces (``ScannedInterfaceStyle``).
    public var interfaceStyles: [ScannedInterfaceStyle] = []
    /// The SwiftUI views the file declares (a `struct` or `class` conforming to `View`,
    /// `ViewModifier` or a button style): one neither `public` nor `open` is shown only by its
    /// own module (``typeUses``); a `public` or `open` one is `MemberUseKey.public(_:)` of its
    /// name, decided only in the app's own code (`ScanPlatformMap.isAppCode(_:)`).
    public var viewTypes: Set<String> = []
    /// Where the file names types, one per type, user, condition and preview (``ScannedTypeUse``):
    /// a view that only previews and `#if DEBUG` code name is on no screen, and one named only in
    /// code for some platforms is judged for those.
    public var typeUses: [ScannedTypeUse] = []
    /// The names the file's code refers to (`x.niceMD`, `fontSize(16)`, `#selector(tap)`) outside
    /// previews and `#if DEBUG` code: an element in a member no file names is on no screen
    /// (``ScannedElement/declaringMember``).
    public var memberUses: Set<String> = []
    /// The names only the file's previews and `#if DEBUG` code refer to, for the note's reason.
    public var quietMemberUses: Set<String> = []

    /// A result with `elements`, `findings` and the properties code sets.
    public init(elements: [ScannedElement] = [], findings: [Finding] = [], setInCode: Set<String> = []) {
        self.elements = elements
        self.findings = findings
        self.setInCode = setInCode
    }
}
