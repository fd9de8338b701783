import Foundation
import LegibleCatalogs
import LegibleSyntax
import LegibleTypeScale

/// What an ``OverflowAuditor`` checks besides the layout spec: which sizes, which sample values
/// stand in for placeholders, pseudo-localisation for untranslated strings, and where overflow
/// stops being an error.
///
/// ```swift
/// var options = AuditOptions()
/// options.failOn = .xxxLarge                                  // AX sizes become warnings
/// options.pseudolocalization = try Pseudolocalization(parsing: "expand=40%")
/// ```
public struct AuditOptions: Sendable, Hashable {
    /// The content size categories to lay every label out at, smallest first.
    public var categories: [DynamicTypeCategory]
    /// The values format specifiers (`%@`, `%1$lld`) are replaced with before measuring.
    public var samples: PlaceholderSamples
    /// When set, keys missing in a locale (or still in state `new`) are measured with a
    /// pseudo-localised copy of their source text, and every source string is also measured in
    /// ``pseudoLocale``.
    public var pseudolocalization: Pseudolocalization?
    /// The extra locale pseudo-localised source strings are audited in.
    public var pseudoLocale: String
    /// Overflow at this category or a smaller one is an error; overflow only above it is a warning.
    public var failOn: DynamicTypeCategory
    /// Only these locales, or every locale when empty.
    public var locales: Set<String>
    /// The `Fonts/` directory with the bundled fonts, `nil` for `FontConfiguration.bundledFontsDirectory` (LegibleShaping).
    public var fontsDirectory: String?
    /// How many batches of labels are measured at once, and how many threads write a long
    /// report (a chunk of labels each, in order), 1 to ``maximumConcurrency``; defaults to the
    /// number of active processors.
    public var concurrency: Int
    /// The Bold Text settings to measure every label with, replacing the layout spec's
    /// `boldText`; `nil` to follow the spec (off where it says nothing).
    public var boldText: BoldTextSetting?
    /// The Android font scales to lay labels of an Android layout spec out at, smallest first:
    /// the seven Android 14 offers by default.
    public var fontScales: [AndroidFontScale] {
        didSet { fontScales.sort() }
    }
    /// On Android: overflow at this font scale or a smaller one is an error, only above it a
    /// warning (2x by default: every overflow is an error).
    public var failOnFontScale: AndroidFontScale = AndroidFontScale.systemScales[AndroidFontScale.systemScales.count - 1]
    /// On Android: the release whose text layout is modelled, replacing the layout spec's
    /// `androidVersion`; `nil` to follow the spec (LegibleTypeScale's `AndroidVersion.default` where it says nothing).
    public var androidVersion: AndroidVersion?

    /// The most batches measured at once: 1,024. More than the cores only costs memory (each
    /// batch in flight holds its labels' layouts), and `legible audit --jobs` refuses more.
    public static let maximumConcurrency = 1_024

    /// The defaults: every category, the documented samples, no pseudo-localisation, overflow at
    /// any size is an error, Bold Text as the layout spec says.
    ///
    /// - Parameters:
    ///   - categories: the content size categories.
    ///   - samples: the placeholder samples.
    ///   - pseudolocalization: pseudo-localisation for untranslated strings, `nil` for none.
    ///   - pseudoLocale: the extra locale for pseudo-localised source strings.
    ///   - failOn: the largest category at which overflow is an error.
    ///   - locales: the locales to audit, empty for all.
    ///   - fontsDirectory: the bundled fonts' directory.
    ///   - concurrency: how many labels are measured at once.
    ///   - boldText: the Bold Text settings for every label, `nil` for the spec's.
    public init(
        categories: [DynamicTypeCategory] = DynamicTypeCategory.allCases, samples: PlaceholderSamples = PlaceholderSamples(),
        pseudolocalization: Pseudolocalization? = nil, pseudoLocale: String = "en-XA", failOn: DynamicTypeCategory = .ax5,
        locales: Set<String> = [], fontsDirectory: String? = nil, concurrency: Int? = nil, boldText: BoldTextSetting? = nil
    ) {
        self.categories = categories.sorted()
        self.samples = samples
        self.pseudolocalization = pseudolocalization
        self.pseudoLocale = pseudoLocale
        self.failOn = failOn
        self.locales = locales
        self.fontsDirectory = fontsDirectory
        self.concurrency = min(Self.maximumConcurrency, max(1, concurrency ?? ProcessInfo.processInfo.activeProcessorCount))
        self.boldText = boldText
        self.fontScales = AndroidFontScale.systemScales
    }

    /// The sizes labels of a platform are measured at: ``categories`` on iOS, ``fontScales`` on
    /// Android.
    ///
    /// - Parameter platform: the layout's platform.
    public func steps(for platform: TextSizePlatform) -> [TextSizeStep] {
        switch platform {
        case .iOS: categories.map(TextSizeStep.category)
        case .android: fontScales.map(TextSizeStep.fontScale)
        }
    }

    /// The sizes one label is measured at: `steps(for:)` for iOS and
    /// Android; on watchOS the ``categories`` its table has (xSmall, Small, Large … AX3: no
    /// Medium, nothing past AX3); on tvOS, macOS and visionOS, which publish one size per style,
    /// the single step Large.
    ///
    /// - Parameter layout: the label's layout.
    public func steps(for layout: LabelLayout) -> [TextSizeStep] {
        guard layout.platform == .iOS, let apple = layout.applePlatform, apple != .iOS, apple != .iPadOS else { return steps(for: layout.platform) }
        let published = apple.contentSizeCategories
        guard !published.isEmpty else { return [.category(.large)] }
        return categories.filter(published.contains).map(TextSizeStep.category)
    }

    /// Whether a label's overflow is an error: it overflows from a step ``isError(overflowingAt:)``
    /// calls one.
    func isError(_ label: LabelAudit) -> Bool {
        (label.firstOverflow?.step).map(isError(overflowingAt:)) ?? false
    }

    /// Whether overflow from `step` on is an error: at or below ``failOn`` (a category) or
    /// ``failOnFontScale`` (a font scale); above them it is a warning.
    ///
    /// - Parameter step: the first size at which a label overflows.
    public func isError(overflowingAt step: TextSizeStep) -> Bool {
        switch step {
        case .category(let category): category <= failOn
        case .fontScale(let scale): scale <= failOnFontScale
        }
    }

    /// Reads how many labels to measure at once as a person typed it (`--jobs 4`): a whole
    /// number from 1 to ``maximumConcurrency``.
    ///
    /// ```swift
    /// try AuditOptions.concurrency(parsing: "4")      // 4
    /// try AuditOptions.concurrency(parsing: "0")      // throws: jobs "0": expected a whole number of jobs from 1 to 1024 (…)
    /// ```
    ///
    /// - Parameters:
    ///   - text: the number as typed.
    ///   - role: what the number is, to start the error message (`"--jobs"`).
    /// - Throws: ``AuditError`` naming the text unless it is a whole number from 1 to
    ///   ``maximumConcurrency``.
    public static func concurrency(parsing text: String, role: String = "jobs") throws(AuditError) -> Int {
        guard let jobs = DecimalNumber.parseInteger(text), (1...maximumConcurrency).contains(jobs) else {
            throw AuditError(
                "\(role) \(EchoedText.quoted(text)): expected a whole number of jobs from 1 to \(maximumConcurrency) (AuditOptions.maximumConcurrency)")
        }
        return jobs
    }
}
