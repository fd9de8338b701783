import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: a view every file that binds its layout hides each time, and no code shows, is never
/// on screen. SeriesGuide 72ea839fc `ShowSearchAdapter.kt:117` runs
/// `binding.textViewItemShowRemaining.visibility = View.GONE // unused` in `bindTo`, so
/// `item_show.xml:61` was a 2.78:1 contrast error about a view nobody sees. A hide that depends
/// on the row (`isGone = show.isEmpty`), or one code undoes elsewhere, keeps the view judged.
@Suite struct AndroidHiddenWhenBoundTests {
    static func textView(_ id: String) -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:textSize="14sp" android:textColor="#c0c0c0" tools:text="Sample"/>"##
    }

    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:background="#eeeeee">
            \(textView("textViewItemShowRemaining"))
            \(textView("textViewItemShowTitle"))
            \(textView("textViewItemShowNetwork"))
            \(textView("textViewItemShowStatus"))
        </LinearLayout>
        """

    static let adapter = """
        class ShowSearchAdapter : ListAdapter<SgShow, ShowSearchAdapter.ViewHolder>(DIFF) {
            class ViewHolder(
                val binding: ItemShowBinding,
            ) : RecyclerView.ViewHolder(binding.root) {
                fun bindTo(show: SgShow, context: Context) {
                    binding.textViewItemShowTitle.text = show.title
                    binding.textViewItemShowNetwork.text = show.network
                    binding.textViewItemShowNetwork.isGone = show.network.isEmpty()
                    binding.textViewItemShowStatus.text = show.status
                    binding.textViewItemShowStatus.visibility = View.GONE
                    binding.textViewItemShowRemaining.visibility = View.GONE // unused
                }
            }
        }
        """

    static let detail = """
        class ShowDetail : Fragment() {
            fun update(binding: ItemShowBinding) {
                if (known) binding.textViewItemShowStatus.visibility = View.VISIBLE
            }
        }
        """

    @Test func aViewTheBindAlwaysHidesIsNotJudged() throws {
        let elements = try AndroidContentViewTests.elements(
            "item_show", ["res/layout/item_show.xml": Self.layout, "java/app/ShowSearchAdapter.kt": Self.adapter])
        // Must not fire: the only file that names the layout hides it in its bind, nothing shows it.
        #expect(elements["textViewItemShowRemaining"] == nil)
        #expect(elements["textViewItemShowStatus"] == nil)
        // Must fire: a hide that depends on the row keeps it judged.
        #expect(try #require(elements["textViewItemShowNetwork"]).textColor != nil)
        #expect(try #require(elements["textViewItemShowTitle"]).textColor != nil)
        // Must fire: a hide that other code undoes (ShowDetail shows the status) keeps it judged,
        // and a file that names the layout without hiding a view keeps that view judged too.
        let shown = try AndroidContentViewTests.elements(
            "item_show", ["res/layout/item_show.xml": Self.layout, "java/app/ShowSearchAdapter.kt": Self.adapter, "java/app/ShowDetail.kt": Self.detail])
        #expect(try #require(shown["textViewItemShowStatus"]).textColor != nil)
        #expect(shown["textViewItemShowRemaining"] != nil)
    }

    @Test func aHideOutsideABindFunctionKeepsTheViewJudged() throws {
        // An activity's `hideProgress()` runs after loading: the view shows until then.
        let activity = """
            class MainActivity : AppCompatActivity() {
                private lateinit var binding: ItemShowBinding
                fun hideProgress() {
                    binding.textViewItemShowRemaining.visibility = View.GONE
                }
            }
            """
        let elements = try AndroidContentViewTests.elements(
            "item_show", ["res/layout/item_show.xml": Self.layout, "java/app/MainActivity.kt": activity])
        #expect(try #require(elements["textViewItemShowRemaining"]).textColor != nil)
    }

    @Test func aHideInOneOfTwoBindersKeepsTheViewJudged() throws {
        // Another adapter binds the same layout and leaves the view as its file has it.
        let other = """
            class OtherAdapter {
                fun bind(binding: ItemShowBinding, show: SgShow) {
                    binding.textViewItemShowTitle.text = show.title
                }
            }
            """
        let elements = try AndroidContentViewTests.elements(
            "item_show", ["res/layout/item_show.xml": Self.layout, "java/app/ShowSearchAdapter.kt": Self.adapter, "java/app/OtherAdapter.kt": other])
        #expect(elements["textViewItemShowRemaining"] != nil)
    }
}
