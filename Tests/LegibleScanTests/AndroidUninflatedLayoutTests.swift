import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android15a D1: Kickstarter e5ba636b layouts no code inflates were judged.
/// `fragment_email_verification_interstitial.xml:57` is named nowhere, but a
/// `getIdentifier(keyPath, "string", …)` (`KSString.java:140`) made every layout possibly looked up
/// by name; `project_main_layout.xml:210` and `fragment_pledge.xml` were named only by other
/// layouts' `tools:showIn`; `fragment_pledge_section_accountability.xml:37` is included only by
/// `fragment_pledge.xml`; `add_on_card.xml:169` is reached only through `BackingAddOnViewHolder`,
/// which only its view model names, and that view model declares a nested `Inputs`, as every
/// other view model does, whose bare mentions reached it.
@Suite struct AndroidUninflatedLayoutTests {
    typealias Reach = AndroidLayoutReachTests
    static let main = "uhabits-android/src/main/"
    static let code = main + "java/org/isoron/uhabits/"

    static func include(_ layout: String, in text: String) -> String {
        text.replacingOccurrences(of: "</LinearLayout>", with: "<include layout=\"@layout/\(layout)\"/></LinearLayout>")
    }

    @Test func kickstartersUninflatedLayoutsAreOneNoteEach() async throws {
        let showIn = Reach.failing().replacingOccurrences(of: "android:orientation", with: "tools:showIn=\"@layout/fragment_pledge\" android:orientation")
        let files = Reach.app([
            // A string looked up by name, in the app and in a test: no layout is.
            Self.code + "KSString.java": "class KSString { int id = resources.getIdentifier(keyPath, \"string\", packageName); }",
            Self.code + "Platform.kt": "class Platform { val h = resources.getIdentifier(\"status_bar_height\", \"dimen\", \"android\") }",
            Self.main + "res/layout/fragment_email_verification_interstitial.xml": Reach.failing(),
            // Named only by tools:showIn, and what only it includes.
            Self.main + "res/layout/activity_main.xml": Self.include("fragment_pledge_section_footer", in: Reach.failing()),
            Self.main + "res/layout/fragment_pledge_section_footer.xml": showIn,
            Self.main + "res/layout/fragment_pledge.xml": Self.include("fragment_pledge_section_accountability", in: Reach.failing()),
            Self.main + "res/layout/fragment_pledge_section_accountability.xml": Reach.failing(2),
        ])
        let found = try await Reach.scan(files)
        let severities = Reach.severities(found)
        // Must not fire.
        for name in ["fragment_email_verification_interstitial.xml", "fragment_pledge.xml", "fragment_pledge_section_accountability.xml"] {
            #expect(severities[name] == [.note], "\(name): \(severities)")
        }
        let section = try #require(found.first { $0.location?.file.hasSuffix("fragment_pledge_section_accountability.xml") == true })
        #expect(
            section.message.hasPrefix(
                "only fragment_pledge.xml includes fragment_pledge_section_accountability.xml, and nothing in the app names fragment_pledge.xml"),
            "\(section.message)")
        // Must fire: the activity's layout and the footer it includes.
        #expect(severities["activity_main.xml"] == [.error])
        #expect(severities["fragment_pledge_section_footer.xml"] == [.error])
    }

    @Test func aLayoutAReachedIncluderCodeOrANavigationGraphNamesIsJudged() async throws {
        let pledge = Self.main + "res/layout/fragment_pledge.xml"
        let cases: [[String: String]] = [
            // A reached layout includes it.
            [Self.main + "res/layout/activity_main.xml": Self.include("fragment_pledge", in: Reach.failing())],
            // Code names it: R.layout, a binding class.
            [Self.code + "MainActivity.kt": "class MainActivity { fun f() { setContentView(R.layout.activity_main); inflate(R.layout.fragment_pledge) } }"],
            [Self.code + "MainActivity.kt": "class MainActivity { fun f() { setContentView(R.layout.activity_main); FragmentPledgeBinding.inflate(i) } }"],
            // A navigation graph names the fragment that inflates it.
            [
                Self.main + "res/navigation/nav.xml":
                    "<navigation \(Reach.ns)><fragment android:name=\"org.isoron.uhabits.PledgeFragment\" tools:layout=\"@layout/fragment_pledge\"/></navigation>",
                Self.code + "PledgeFragment.kt": "class PledgeFragment : Fragment() { val b = FragmentPledgeBinding.inflate(i) }",
            ],
            // A layout lookup by a name code computes.
            [Self.code + "Lookup.kt": "class Lookup { val id = resources.getIdentifier(name, \"layout\", packageName) }"],
        ]
        for change in cases {
            let files = Reach.app(
                change.merging([pledge: Self.include("fragment_pledge_section_accountability", in: Reach.failing())]) { $1 }
                    .merging([Self.main + "res/layout/fragment_pledge_section_accountability.xml": Reach.failing(2)]) { $1 })
            let severities = Reach.severities(try await Reach.scan(files))
            #expect(severities["fragment_pledge.xml"] == [.error], "\(change.keys): \(severities)")
            #expect(severities["fragment_pledge_section_accountability.xml"] == [.error, .error], "\(change.keys): \(severities)")
        }
    }

    /// `BackingAddOnViewHolder` binds `item_add_on_pledge.xml`; only its view model names it, and
    /// the view model's nested `Inputs` is a name the reached `ProjectViewModel` declares too.
    static func viewHolder(_ activity: String) -> [String: String] {
        Reach.app([
            Self.code + "MainActivity.kt": activity,
            Self.code + "ProjectViewModel.kt": "class ProjectViewModel {\n interface Inputs { fun f() }\n val inputs: Inputs = this\n}",
            Self.code + "BackingAddOnViewHolderViewModel.kt":
                "class BackingAddOnViewHolderViewModel {\n interface Inputs { fun configureWith(h: BackingAddOnViewHolder) }\n}",
            Self.code + "BackingAddOnViewHolder.kt":
                "class BackingAddOnViewHolder(val binding: ItemAddOnPledgeBinding) {\n val vm = BackingAddOnViewHolderViewModel()\n}",
            Self.main + "res/layout/item_add_on_pledge.xml": Reach.failing(),
        ])
    }

    @Test func aNestedNameOtherClassesShareReachesNoViewHolder() async throws {
        let start = "class MainActivity {\n fun f() { setContentView(R.layout.activity_main)\n"
        // Must not fire: the activity uses its own view model's `Inputs`.
        let unused = try await Reach.scan(Self.viewHolder(start + " val i: ProjectViewModel.Inputs = ProjectViewModel().inputs }\n}"))
        #expect(Reach.severities(unused)["item_add_on_pledge.xml"] == [.note])
        // Must fire: code that names the outer class with the nested one, or the holder itself.
        for use in [" val i: BackingAddOnViewHolderViewModel.Inputs? = null }\n}", " val h = BackingAddOnViewHolder(b) }\n}"] {
            let used = try await Reach.scan(Self.viewHolder(start + use))
            #expect(Reach.severities(used)["item_add_on_pledge.xml"] == [.error], "\(use)")
        }
    }
}
