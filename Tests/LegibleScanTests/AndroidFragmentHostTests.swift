import Foundation
import LegibleColor
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: a fragment's layout, and the rows of the adapters a fragment creates, are on the
/// window of the activities that host the fragment, in their theme, when code and layouts say so
/// literally and nothing between them draws. SeriesGuide 72ea839f `item_show.xml:74`: a row of
/// `ShowSearchAdapter`, created by `ShowSearchFragment`, which `SearchActivityImpl` puts in its
/// `ViewPager2` (`addTab(R.string.shows, ShowSearchFragment::class.java, null)`).
@Suite struct AndroidFragmentHostTests {
    typealias Base = AndroidContentViewTests
    static let ns = Base.namespaces

    /// SeriesGuide's activity_search.xml: an app bar above a ViewPager2, nothing drawn.
    static let activityLayout = ##"""
        <androidx.coordinatorlayout.widget.CoordinatorLayout \##(Self.ns) android:id="@+id/coordinatorLayoutSearch" android:layout_width="match_parent" android:layout_height="match_parent">
            <com.google.android.material.appbar.AppBarLayout android:id="@+id/sgAppBarLayout" android:layout_width="match_parent" android:layout_height="wrap_content">
                <com.uwetrottmann.seriesguide.widgets.SlidingTabLayout android:id="@+id/tabsSearch" android:layout_width="match_parent" android:layout_height="wrap_content"/>
            </com.google.android.material.appbar.AppBarLayout>
            <androidx.viewpager2.widget.ViewPager2 android:id="@+id/pagerSearch" android:layout_width="match_parent" android:layout_height="match_parent"/>
        </androidx.coordinatorlayout.widget.CoordinatorLayout>
        """##
    /// fragment_show_search.xml: a FrameLayout holding a GridView; `gridBackground` gives the grid one.
    static func fragmentLayout(gridBackground: String = "") -> String {
        ##"""
        <FrameLayout \##(Self.ns) android:id="@+id/rootLayoutSearchShows" android:layout_width="match_parent" android:layout_height="match_parent">
            <GridView android:id="@+id/gridViewSearchShows" android:layout_width="match_parent" android:layout_height="match_parent" \##(gridBackground)/>
        </FrameLayout>
        """##
    }
    static let activity = """
        open class SearchActivityImpl : BaseMessageActivity() {
            private lateinit var binding: ActivitySearchBinding
            override fun onCreate(s: Bundle?) { binding = ActivitySearchBinding.inflate(layoutInflater); setContentView(binding.root) }
            private fun bindViews() {
                val tabsAdapter = TabStripAdapter(this, viewPager, tabs)
                tabsAdapter.apply { addTab(R.string.shows, ShowSearchFragment::class.java, null) }
            }
        }
        """
    static let fragment = """
        class ShowSearchFragment : BaseSearchFragment() {
            private lateinit var adapter: ShowSearchAdapter
            override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, s: Bundle?): View {
                return FragmentShowSearchBinding.inflate(inflater, container, false).also { binding = it }.root
            }
            override fun onViewCreated(view: View, s: Bundle?) { adapter = ShowSearchAdapter(requireContext(), itemClickListener) }
        }
        """
    static let adapter = """
        class ShowSearchAdapter(context: Context, listener: Listener) : BaseAdapter() {
            fun create(parent: ViewGroup) = ItemShowBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        }
        """
    /// The SeriesGuide app: `item_show` is the bare row of ``AndroidContentViewTests/bare``.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "res/layout/item_show.xml": Base.bare, "res/layout/fragment_show_search.xml": fragmentLayout(),
            "res/layout/activity_search.xml": activityLayout, "java/SearchActivityImpl.kt": activity,
            "java/BaseSearchFragment.kt": "abstract class BaseSearchFragment : Fragment() {}", "java/ShowSearchFragment.kt": fragment,
            "java/ShowSearchAdapter.kt": adapter,
        ].merging(changes) { $1 }
    }

    static func status(_ layout: String, _ files: [String: String]) throws -> ScannedColor? {
        try Base.elements(layout, files)["status"]?.backgroundColor
    }

    @Test func seriesGuidesRowIsOnItsActivitysWindow() throws {
        // Must fire: the row and the fragment's own layout are on SearchActivityImpl's window.
        #expect(try Self.status("item_show", Self.app()) == Base.window(Base.white))
        let root = Self.app(["res/layout/fragment_show_search.xml": Self.fragmentLayout().replacingOccurrences(of: "<GridView", with: Self.text + "<GridView")])
        #expect(try Self.status("fragment_show_search", root) == Base.window(Base.white))
        // In the activity's own theme, given by the manifest.
        let manifest = #"""
            <manifest \#(Self.ns)><application android:theme="@style/Theme.App">
            <activity android:name=".SearchActivityImpl" android:theme="@style/Theme.App.Dark"/></application></manifest>
            """#
        #expect(try Self.status("item_show", Self.app(["AndroidManifest.xml": manifest])) == Base.window(Base.black, theme: "Theme.App.Dark"))
    }

    static let text =
        ##"<TextView android:id="@+id/status" android:layout_width="180dp" android:layout_height="wrap_content" android:text="Offline" android:textColor="#777777"/>"##

    @Test func aFragmentInTwoThemesOrBehindADrawnViewKeepsAnUnknownBackground() throws {
        // Must NOT fire: hosted by two activities in different themes.
        let manifest = #"""
            <manifest \#(Self.ns)><application android:theme="@style/Theme.App">
            <activity android:name=".OtherActivity" android:theme="@style/Theme.App.Dark"/></application></manifest>
            """#
        let other = Self.activity.replacingOccurrences(of: "open class SearchActivityImpl", with: "class OtherActivity")
        // Sharing SearchActivityImpl's layout, or with one of its own.
        let own = other.replacingOccurrences(of: "ActivitySearchBinding", with: "ActivityOtherBinding")
        for changes in [["java/OtherActivity.kt": other], ["java/OtherActivity.kt": own, "res/layout/activity_other.xml": Self.activityLayout]] {
            let two = Self.app(changes.merging(["AndroidManifest.xml": manifest]) { $1 })
            #expect(Base.reason(try Self.status("item_show", two))?.contains("different themes (Theme.App and Theme.App.Dark)") == true)
        }
        // Must NOT fire: the grid, or the pager, draws something the scan does not take as the row's.
        for changes in [
            ["res/layout/fragment_show_search.xml": Self.fragmentLayout(gridBackground: #"android:background="@drawable/grid""#)],
            [
                "res/layout/activity_search.xml": Self.activityLayout.replacingOccurrences(
                    of: "<androidx.viewpager2", with: ##"<androidx.viewpager2 android:background="#FFEEEE""##)
            ],
            // A pager in a bottom sheet of the activity's layout, over the content.
            [
                "res/layout/activity_search.xml": Self.activityLayout.replacingOccurrences(
                    of: "<androidx.viewpager2", with: #"<androidx.viewpager2 app:layout_behavior="com.google.android.material.bottomsheet.BottomSheetBehavior""#
                )
            ],
            // SeriesGuide's activity_episodes.xml: a full-size picture under the pager.
            [
                "res/layout/activity_search.xml": Self.activityLayout.replacingOccurrences(
                    of: "<androidx.viewpager2",
                    with: #"<ImageView android:layout_width="match_parent" android:layout_height="match_parent"/><androidx.viewpager2"#)
            ],
        ] {
            #expect(Base.reason(try Self.status("item_show", Self.app(changes)))?.contains("no activity sets it as its content view") == true)
        }
    }

    @Test func onlyCreatingAnAdapterMakesAClassItsCreator() throws {
        // Must fire: SeriesGuide's loaders only name `ShowsHistoryAdapter.Item` (a type, a nested
        // class, an import, a cast); the fragment alone creates the adapter (`item_history.xml:65`).
        let loader = """
            import com.example.ShowSearchAdapter.Item
            class ShowLoader { fun load(a: Any): List<ShowSearchAdapter.Item> = listOf(ShowSearchAdapter.Item(), (a as ShowSearchAdapter).item) }
            """
        let java =
            "public class TraktLoader { List<ShowSearchAdapter.Item> items = new ArrayList<>(); void add() { items.add(new ShowSearchAdapter.Item()); } }"
        #expect(try Self.status("item_show", Self.app(["java/ShowLoader.kt": loader, "java/TraktLoader.java": java])) == Base.window(Base.white))
        // Must NOT fire: a class that is no fragment creates the adapter too.
        for created in [
            "class ShowWidget { fun make(c: Context) = ShowSearchAdapter(c, listener) }", "class ShowWidget { val a = ShowSearchAdapter.create(c) }",
            "class ShowWidget { val make = ::ShowSearchAdapter }", "public class ShowWidget { Object a = new ShowSearchAdapter(c, l); }",
        ] {
            let path = created.hasPrefix("public") ? "java/ShowWidget.java" : "java/ShowWidget.kt"
            #expect(Base.reason(try Self.status("item_show", Self.app([path: created]))) != nil, "\(created)")
        }
    }

    @Test func aFragmentInADialogOrASheetKeepsAnUnknownBackground() throws {
        // Must NOT fire: the adapter is created by a bottom sheet, whose window is not the activity's.
        let sheet = Self.fragment.replacingOccurrences(of: "BaseSearchFragment()", with: "BottomSheetDialogFragment()")
        let inSheet = try Self.status("item_show", Self.app(["java/ShowSearchFragment.kt": sheet]))
        #expect(Base.reason(inSheet)?.contains("no activity sets it as its content view") == true)
        // Must NOT fire: a DialogFragment adds the fragment to its own view.
        let dialog = """
            class PickerDialog : DialogFragment() {
                override fun onViewCreated(v: View, s: Bundle?) { childFragmentManager.beginTransaction().replace(R.id.content, ShowSearchFragment()).commit() }
            }
            """
        let shown = Self.activity.replacingOccurrences(of: "ShowSearchFragment::class.java", with: "PickerDialog::class.java")
        let inDialog = try Self.status("item_show", Self.app(["java/SearchActivityImpl.kt": shown, "java/PickerDialog.kt": dialog]))
        #expect(Base.reason(inDialog)?.contains("no activity sets it as its content view") == true)
    }

    @Test func aNavigationGraphOrAFragmentTransactionNamesTheHost() throws {
        // Must fire: a NavHostFragment whose graph lists the fragment, and `replace(R.id.x, …)`.
        let hostLayout = ##"""
            <LinearLayout \##(Self.ns) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <androidx.fragment.app.FragmentContainerView android:id="@+id/nav_host" android:name="androidx.navigation.fragment.NavHostFragment" android:layout_width="match_parent" android:layout_height="match_parent" app:navGraph="@navigation/main_graph"/>
            </LinearLayout>
            """##
        let graph = ##"""
            <navigation \##(Self.ns) android:id="@+id/main_graph" app:startDestination="@id/search">
                <fragment android:id="@+id/search" android:name="com.example.ShowSearchFragment"/>
            </navigation>
            """##
        let main =
            "class MainActivity : AppCompatActivity() {\n override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.activity_main) }\n}"
        let navigation = Self.app([
            "res/layout/activity_main.xml": hostLayout, "res/navigation/main_graph.xml": graph, "java/SearchActivityImpl.kt": main,
        ])
        #expect(try Self.status("item_show", navigation) == Base.window(Base.white))
        // Must NOT fire: a `<dialog>` destination is a dialog's window.
        let dialogGraph = graph.replacingOccurrences(of: "<fragment", with: "<dialog")
        let asDialog = try Self.status("item_show", navigation.merging(["res/navigation/main_graph.xml": dialogGraph]) { $1 })
        #expect(Base.reason(asDialog)?.contains("no activity sets it as its content view") == true)
        // A transaction into a FrameLayout the activity names.
        let frame = ##"<FrameLayout \##(Self.ns) android:id="@+id/container" android:layout_width="match_parent" android:layout_height="match_parent"/>"##
        let transaction = """
            class MainActivity : AppCompatActivity() {
                override fun onCreate(s: Bundle?) {
                    super.onCreate(s); setContentView(R.layout.activity_main)
                    supportFragmentManager.beginTransaction().replace(R.id.container, ShowSearchFragment()).commit()
                }
            }
            """
        let replaced = Self.app(["res/layout/activity_main.xml": frame, "java/SearchActivityImpl.kt": transaction])
        #expect(try Self.status("item_show", replaced) == Base.window(Base.white))
    }

    /// openfoodfacts 1802d42e `activity_main.xml:2-38`: an `<include>`d toolbar, the fragment
    /// container constrained below it (`CONTAINER_TOP`), and an included bottom navigation below
    /// that; `MainActivity.kt:593` `replace(R.id.fragment_container, fragment)` shows
    /// `HomeFragment`, whose `fragment_home.xml:67` is on the window.
    static func toolbarActivity(containerTop: String) -> String {
        ##"""
        <androidx.constraintlayout.widget.ConstraintLayout \##(Self.ns) android:id="@+id/relativeLayout" android:layout_width="match_parent" android:layout_height="match_parent" android:fitsSystemWindows="true">
            <include android:id="@+id/toolbar_include" layout="@layout/toolbar" android:layout_width="0dp" android:layout_height="wrap_content"
                app:layout_constraintBottom_toTopOf="@+id/fragment_container" app:layout_constraintEnd_toEndOf="parent"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            <FrameLayout android:id="@+id/fragment_container" android:layout_width="0dp" android:layout_height="0dp"
                app:layout_constraintBottom_toTopOf="@+id/bottom_navigation_include" app:layout_constraintEnd_toEndOf="parent"
                app:layout_constraintStart_toStartOf="parent" \##(containerTop)/>
            <include android:id="@+id/bottom_navigation_include" layout="@layout/navigation_bottom" android:layout_width="0dp"
                android:layout_height="wrap_content" app:layout_constraintBottom_toBottomOf="parent" app:layout_constraintEnd_toEndOf="parent"
                app:layout_constraintStart_toStartOf="@+id/fragment_container" app:layout_constraintTop_toBottomOf="@+id/fragment_container"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """##
    }

    static func toolbarApp(containerTop: String) -> [String: String] {
        let main = """
            class MainActivity : AppCompatActivity() {
                override fun onCreate(s: Bundle?) { super.onCreate(s); setContentView(R.layout.activity_main) }
                private fun swapToFragment(fragment: Fragment) { supportFragmentManager.commit { replace(R.id.fragment_container, fragment) } }
                fun home() { swapToFragment(ShowSearchFragment()) }
            }
            """
        let fragmentLayout = Self.fragmentLayout().replacingOccurrences(of: "<GridView", with: Self.text + "<GridView")
        return Self.app([
            "res/layout/activity_main.xml": toolbarActivity(containerTop: containerTop), "java/SearchActivityImpl.kt": main,
            "res/layout/fragment_show_search.xml": fragmentLayout,
        ])
    }

    @Test func aViewConstrainedAboveTheContainerDoesNotCoverIt() throws {
        // Must fire: the toolbar ends where the container starts (its top is the toolbar's bottom).
        let below = #"app:layout_constraintTop_toBottomOf="@+id/toolbar_include""#
        #expect(try Self.status("fragment_show_search", Self.toolbarApp(containerTop: below)) == Base.window(Base.white))
        // Must NOT fire: a container from the parent's top has the toolbar over its top, drawn
        // before it; what is under the fragment there is not known to be the window.
        let fromTop = #"app:layout_constraintTop_toTopOf="parent""#
        let covered = try Self.status("fragment_show_search", Self.toolbarApp(containerTop: fromTop))
        #expect(Base.reason(covered)?.contains("no activity sets it as its content view") == true)
    }
}
