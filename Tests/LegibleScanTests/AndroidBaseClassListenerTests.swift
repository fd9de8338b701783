import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A click listener a base class sets while naming no layout (issue 33, round 7, L3):
/// materialistic b631d511 `ItemRecyclerViewAdapter.java:233` gives every comment's overflow
/// button (`holder.mMoreButton`, `findViewById(R.id.button_more)`) a listener, and its subclasses
/// `SinglePageItemRecyclerViewAdapter` and `MultiPageItemRecyclerViewAdapter` inflate
/// `item_comment`, whose 36 dp button was not judged. The same id in a layout no subclass names
/// is no target.
@Suite struct AndroidBaseClassListenerTests {
    static let base = """
        public abstract class ItemRecyclerViewAdapter<VH extends ItemRecyclerViewAdapter.ItemViewHolder> extends RecyclerView.Adapter<VH> {
            private void bindActions(final VH holder) {
                holder.mMoreButton.setOnClickListener(v -> showMenu(holder));
            }
            static class ItemViewHolder extends RecyclerView.ViewHolder {
                final View mMoreButton;
                ItemViewHolder(View itemView) { super(itemView); mMoreButton = itemView.findViewById(R.id.button_more); }
            }
        }
        """
    static let subclass = """
        public class MultiPageItemRecyclerViewAdapter extends ItemRecyclerViewAdapter<ItemRecyclerViewAdapter.ItemViewHolder> {
            public ItemViewHolder onCreateViewHolder(ViewGroup parent, int viewType) {
                return new ItemViewHolder(mLayoutInflater.inflate(R.layout.item_comment, parent, false));
            }
        }
        """
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <ImageView android:id="@+id/button_more" android:layout_width="36dp" android:layout_height="36dp" android:contentDescription="More"/>
        </LinearLayout>
        """

    @Test func aBaseAdaptersListenerIsInTheLayoutItsSubclassInflates() async throws {
        let files = [
            "res/layout/item_comment.xml": Self.layout, "res/layout/item_other.xml": Self.layout,
            "java/app/ItemRecyclerViewAdapter.java": Self.base, "java/app/MultiPageItemRecyclerViewAdapter.java": Self.subclass,
        ]
        let found = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
        #expect(found.map { (($0.location?.file ?? "") as NSString).lastPathComponent } == ["item_comment.xml"], "\(found.map { $0.location?.file ?? "" })")
        #expect(found.first?.message.hasPrefix("hit area 36×36 dp") == true, "\(found.map(\.message))")
    }

    /// With two layouts declaring `button_more` (a lookup by an id one layout alone declares is
    /// that layout's view: `AndroidSourceFacts+FoundViewClicks.swift`).
    @Test func withoutTheSubclassNoLayoutIsCredited() async throws {
        let files = [
            "res/layout/item_comment.xml": Self.layout, "res/layout/item_other.xml": Self.layout, "java/app/ItemRecyclerViewAdapter.java": Self.base,
        ]
        let found = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
