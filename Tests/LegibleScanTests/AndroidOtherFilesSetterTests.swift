import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A call to a function another file declares is followed into that file's body only when the
/// app declares no other function of that name. Kotatsu 34f6e523 `DetailsActivity.kt:161` calls
/// `TitleScrollCoordinator(…).attach(viewBinding.scrollView)`; `TitleScrollCoordinator.attach`
/// only listens for scrolling, but the one `attach` that sets a click listener
/// (`AdapterDelegateClickListenerAdapter.kt:33`, `itemView.setOnClickListener(this)`) was taken
/// for it. The scroll view around the details became a clickable row, and the 27 dp texts of
/// `layout_details_table.xml:32`/`:202` (a `<merge>` the activity includes, whose listeners
/// `:148-149` set through `LayoutDetailsTableBinding.bind(…)`) were no targets of their own.
@Suite struct AndroidOtherFilesSetterTests {
    static let details = """
        <androidx.coordinatorlayout.widget.CoordinatorLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <androidx.core.widget.NestedScrollView android:id="@+id/scrollView" android:layout_width="match_parent" android:layout_height="match_parent">
                <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <include layout="@layout/layout_details_table" />
                </androidx.constraintlayout.widget.ConstraintLayout>
            </androidx.core.widget.NestedScrollView>
        </androidx.coordinatorlayout.widget.CoordinatorLayout>
        """

    static let table = """
        <merge \(AndroidContentViewTests.namespaces)>
            <TextView android:id="@+id/textView_source" android:layout_width="wrap_content" android:layout_height="wrap_content" android:padding="4dp" android:singleLine="true" android:text="Source" android:textSize="14sp" app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            <TextView android:id="@+id/textView_author" android:layout_width="wrap_content" android:layout_height="wrap_content" android:padding="4dp" android:singleLine="true" android:text="Author" android:textSize="14sp" app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toBottomOf="@id/textView_source"/>
        </merge>
        """

    static let activity = """
        class DetailsActivity : BaseActivity<ActivityDetailsBinding>(), View.OnClickListener {
            private lateinit var infoBinding: LayoutDetailsTableBinding
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContentView(ActivityDetailsBinding.inflate(layoutInflater))
                infoBinding = LayoutDetailsTableBinding.bind(viewBinding.root)
                infoBinding.textViewSource.setOnClickListener(this)
                TitleScrollCoordinator(viewBinding.textViewTitle).attach(viewBinding.scrollView)
            }
            override fun onClick(v: View) { openSource() }
        }
        """

    static let coordinator = """
        class TitleScrollCoordinator(private val titleView: TextView) : NestedScrollView.OnScrollChangeListener {
            fun attach(scrollView: NestedScrollView) {
                scrollView.setOnScrollChangeListener(this)
            }
        }
        """

    static let adapter = """
        class AdapterDelegateClickListenerAdapter<I, O>(private val clickListener: OnListItemClickListener<O>) : OnClickListener {
            override fun onClick(v: View) { clickListener.onItemClick(v) }
            fun attach() = attach(adapterDelegate.itemView)
            fun attach(itemView: View) {
                itemView.setOnClickListener(this)
            }
        }
        """

    static func smallTargets(_ extra: [String: String], activity: String = activity) async throws -> [String] {
        let files = [
            "res/layout/activity_details.xml": details, "res/layout/layout_details_table.xml": table,
            "kotlin/org/example/details/DetailsActivity.kt": activity,
        ].merging(extra) { $1 }
        let report = try await AndroidTargetJudgingTests.scan(files)
        return report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aFunctionAnotherFileAlsoDeclaresIsNotTakenForTheOneThatSetsAListener() async throws {
        // Must fire: the listened 27 dp text. Must not: the text beside it no code listens to.
        let small = try await Self.smallTargets([
            "kotlin/org/example/details/TitleScrollCoordinator.kt": Self.coordinator,
            "kotlin/org/example/list/AdapterDelegateClickListenerAdapter.kt": Self.adapter,
        ])
        #expect(small == ["textView_source"])
    }

    @Test func theOnlyFunctionOfItsNameInTheAppIsStillFollowed() async throws {
        // The one `attach` of the app (two overloads in one file) sets the listener of the view handed to it.
        let handing = Self.activity.replacingOccurrences(
            of: "TitleScrollCoordinator(viewBinding.textViewTitle).attach(viewBinding.scrollView)",
            with: "AdapterDelegateClickListenerAdapter(listener).attach(infoBinding.textViewAuthor)")
        let adapter = ["kotlin/org/example/list/AdapterDelegateClickListenerAdapter.kt": Self.adapter]
        #expect(try await Self.smallTargets(adapter, activity: handing) == ["textView_author", "textView_source"])
        // Another file's `attach` that sets nothing: which one is called is not known, so none is followed.
        let both = adapter.merging(["kotlin/org/example/details/TitleScrollCoordinator.kt": Self.coordinator]) { $1 }
        #expect(try await Self.smallTargets(both, activity: handing) == ["textView_source"])
        #expect(AndroidTextSetterFacts.declaredFunctions(in: Array(Self.adapter.utf8), isJava: false) == ["onClick", "attach", "attach"])
        let java = "class A { void attach(View v) { v.setOnClickListener(this); } public A(int x) { if (x > 0) { run(); } } }"
        #expect(AndroidTextSetterFacts.declaredFunctions(in: Array(java.utf8), isJava: true) == ["attach", "A"])
    }
}
