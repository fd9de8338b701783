import LegibleReporting

/// Text an app's code sets on a view its layout file declares: `titleLabel.text =
/// NSLocalizedString("welcome", comment: "")` in the owner of a xib's outlet, `setText(R.string.welcome)`
/// on an Android view. The text the file holds is then a placeholder; the code's is what shows.
///
/// Readers of code report each assignment they find (``ScanFileResult/textsInCode``, Android's
/// source facts); the scan gives the element the code's text when it can read it and says why
/// not when it cannot (`overflow.text-in-code`).
public struct ScannedCodeText: Sendable, Hashable {
    /// What the code sets.
    public enum Value: Sendable, Hashable {
        /// A text the scan can read: a catalog key (`NSLocalizedString("welcome", …)`,
        /// `R.string.welcome`), a literal, or both.
        case text(ScannedText)
        /// Text from something the scan cannot read (a variable, a model, a call), as written
        /// (escaped and cut to 80 characters).
        case unreadable(String)
    }

    /// What the code sets.
    public var value: Value
    /// Where the code sets it.
    public var location: Finding.Location
    /// Whether code formats the text with arguments (Android's `getString(R.string.share, name)`):
    /// its format specifiers are filled in, so they are measured with the audit's sample values,
    /// not as written.
    public var formatsArguments = false
    /// For a readable text ``chosen(_:)`` picked, what else the same code sets on the view that
    /// the scan cannot read (a variable, as written), `nil` when nothing: the readable text may
    /// be replaced by it, so an overflow of the readable one is a warning that says so (Pocket
    /// Casts c23892d1 ChangeEmailViewController.swift:109 replaces a prompt with an address).
    public var mayBeReplacedBy: String?
    /// The texts of a conditional's other branches when every branch is a string resource
    /// (`setText(speed ? R.string.max_speed : R.string.fastest_pace)`, Kotlin's `if (speed)
    /// R.string.a else R.string.b`): ``value`` is the first branch's, and each of these is
    /// audited too, since either may show (OpenTracks 3c23a9f5 StatisticsRecordedFragment.java:206).
    public var otherBranches: [ScannedText] = []
    /// Format arguments whose source the code shows, by position (1 for `%1$s`): measured with a
    /// value of their kind, not the audit's "Alexandra" (``ScannedArgumentSample``).
    public var argumentSamples: [Int: ScannedArgumentSample] = [:]

    /// Text code sets at `location`.
    ///
    /// - Parameters:
    ///   - value: what the code sets.
    ///   - location: where.
    ///   - formatsArguments: whether the code fills the text's format specifiers with arguments.
    public init(_ value: Value, location: Finding.Location, formatsArguments: Bool = false) {
        self.value = value
        self.location = location
        self.formatsArguments = formatsArguments
    }

    /// An expression as a message shows it: the line breaks and tabs of code written over several
    /// lines are spaces (Tusky's `when (it.data) {` … was shown as `\n when (it.data) {\n`),
    /// other control characters escaped, runs of spaces one, at most 80 characters.
    public static func shown(_ expression: String) -> String {
        var result = ""
        for scalar in expression.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result += " "
            } else if scalar.properties.generalCategory == .control {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        let collapsed = result.split(whereSeparator: { $0 == " " }).joined(separator: " ")
        return collapsed.count <= 80 ? collapsed : String(collapsed.prefix(79)) + "…"
    }

    /// Of several texts code sets on one view, the one the scan audits: the first it can read (in
    /// file and line order) that has a letter or digit, else the first; `nil` for none. A literal
    /// of only symbols (`"████"`, a loading skeleton) stands for no text anyone reads. A readable
    /// text chosen where the code also sets one it cannot read names that one in
    /// ``mayBeReplacedBy``: it shows at some time, but not always.
    public static func chosen(_ texts: [ScannedCodeText]) -> ScannedCodeText? {
        let ordered = texts.sorted {
            ($0.location.file, $0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.file, $1.location.line ?? 0, $1.location.column ?? 0)
        }
        guard var readable = ordered.first(where: { $0.isReadableWords }) else { return ordered.first { !$0.isReadable } ?? ordered.first }
        readable.mayBeReplacedBy = ordered.lazy.compactMap(\.unreadableExpression).first
        // Every other string resource code sets on the view shows at some time too: each branch
        // of a Kotlin `when` statement that sets the text (`when (x) { A -> v.setText(R.string.a) … }`).
        var known = Set([readable.resourceKey].compactMap { $0 } + readable.otherBranches.compactMap(\.key))
        for other in ordered where !other.formatsArguments {
            for text in [other.resourceKey.map { ScannedText(key: $0) }].compactMap({ $0 }) + other.otherBranches {
                guard let key = text.key, known.insert(key).inserted else { continue }
                readable.otherBranches.append(text)
            }
        }
        return readable
    }

    /// The string resource the code sets, `nil` for a literal or anything unreadable.
    private var resourceKey: String? {
        if case .text(let text) = value { text.key } else { nil }
    }

    private var unreadableExpression: String? {
        if case .unreadable(let expression) = value { expression } else { nil }
    }

    private var isReadable: Bool {
        if case .text = value { true } else { false }
    }

    /// A localized text whose key has no letter or digit is symbols too: Loop 710182e2
    /// GlucoseValueHUDView.swift:29 gives the glucose label `NSLocalizedString("– – –", …)` until
    /// CGMStatusHUDView.swift:130 sets the reading, which the scan cannot read.
    private var isReadableWords: Bool {
        guard case .text(let text) = value else { return false }
        let words = { (string: String) in string.contains { $0.isLetter || $0.isNumber } }
        return text.key.map(words) == true || words(text.literal ?? "")
    }
}

/// A format argument whose source the code shows (issue 33, LibreTorrent ae96f20b
/// PeerListAdapter.java:141–144): `Formatter.formatFileSize(context, item.downSpeed)` is a byte
/// size, shown as one ("12.34 MB"); a local that holds one of several string resources
/// (`connectionType`, `switch` of `R.string.peer_connection_type_…`) is the longest of their
/// texts in each locale.
public struct ScannedArgumentSample: Sendable, Hashable {
    /// What the argument is, as a message says it (`a byte size (Formatter.formatFileSize)`).
    public var source: String
    /// The value shown in every locale, when it is one.
    public var literal: String?
    /// The string resources one of which is shown, when it is one of them.
    public var keys: [String] = []

    /// An argument of the kind `source` says, shown as `literal` or as one of `keys`.
    public init(source: String, literal: String? = nil, keys: [String] = []) {
        self.source = source
        self.literal = literal
        self.keys = keys
    }
}
