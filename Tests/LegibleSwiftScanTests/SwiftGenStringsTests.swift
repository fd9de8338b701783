import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 34 item 4: text code sets from SwiftGen's generated strings (`label.text =
/// L10n.upgradeAccount`, as Pocket Casts iOS does for 133 storyboard and xib texts) is the
/// catalog key the generated enum looks up, audited in every locale like `NSLocalizedString`.
@Suite struct SwiftGenStringsTests {
    /// SwiftGen's `strings` template, cut to its shapes: a computed constant with the
    /// development text as its doc comment, a stored one with `fallback:`, a function for a
    /// string with arguments, and the private lookup.
    static let generated = """
        internal enum L10n {
          /// Upgrade Account
          internal static var upgradeAccount: String { return L10n.tr("Localizable", "upgrade_account") }
          internal static let done = L10n.tr("Settings", "done", fallback: "Done")
          /// %1$@ episodes
          internal static func episodes(_ p1: Any) -> String {
            return L10n.tr("Localizable", "episodes", String(describing: p1))
          }
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """

    @Test func theGeneratedConstantsAreTheirCatalogKeys() throws {
        let result = try scanSwift(Self.generated, path: "Strings+Generated.swift")
        #expect(result.textConstants["L10n.upgradeAccount"] == ScannedText(key: "upgrade_account", literal: "Upgrade Account", table: "Localizable"))
        #expect(result.textConstants["L10n.done"] == ScannedText(key: "done", literal: "Done", table: "Settings"))
        // A string with arguments is a function, not a text anyone can read without its arguments.
        #expect(result.textConstants["L10n.episodes"] == nil)
    }

    /// A `tr` of the app's own that is not SwiftGen's lookup (labelled parameters, or none in the
    /// file at all) is not read as one.
    @Test func aTrThatIsNotSwiftGensIsNotRead() throws {
        let translator = """
            enum Phrases {
              static let greeting = Translator.tr("Localizable", "greeting")
            }
            enum Translator {
              static func tr(table: String, key: String) -> String { key.uppercased() }
            }
            """
        #expect(try scanSwift(translator).textConstants["Phrases.greeting"] == nil)
        let elsewhere = "enum Phrases {\n  static let greeting = L10n.tr(\"Localizable\", \"greeting\")\n}\n"
        #expect(try scanSwift(elsewhere).textConstants["Phrases.greeting"] == nil)
    }

    /// End to end: the owner of a xib sets its label from `L10n`; the catalog's German is audited
    /// at the label's 100 pt, and the placeholder in the file is not.
    @Test func anOutletSetFromL10nIsAuditedWithTheCatalogsText() async throws {
        let code = """
            final class WelcomeViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() { titleLabel.text = L10n.welcome }
            }
            """
        let generated = """
            internal enum L10n {
              /// Welcome
              internal static var welcome: String { return L10n.tr("Localizable", "welcome") }
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
            }
            """
        let xib = CodeSetTextTests.xib(owner: "WelcomeViewController", labels: [CodeSetTextTests.label("title", "Label")], outlets: [("titleLabel", "title")])
        let files = CodeSetTextTests.strings.merging(["App/Welcome.xib": xib, "App/Welcome.swift": code, "App/Strings+Generated.swift": generated]) { $1 }
        let (report, elements) = try await CodeSetTextTests.scan(files)
        #expect(elements["title"]?.text == ScannedText(key: "welcome", literal: "Welcome", table: "Localizable"))
        #expect(report.findings.findings.filter { $0.rule == "overflow.label" }.map(\.id) == ["title welcome [de]"])
        #expect(!report.findings.findings.contains { $0.rule == "overflow.text-in-code" })
    }
}
