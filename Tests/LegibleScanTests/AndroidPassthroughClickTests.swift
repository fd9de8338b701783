import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// deltachat 7a1b15a1 `conversation_item_update.xml:45`: a 19 dp text whose only listener is
/// `passthroughClickListener` (ConversationUpdateItem.java:47), an inner class of the base class
/// whose `onClick` is `performClick();` alone (BaseConversationItem.java:100-101). The tap goes to
/// the row, the layout's root `ConversationUpdateItem`: a note, not an error at 19 dp. A listener
/// that does its own work, or a row class the listener does not belong to, stays an error.
@Suite struct AndroidPassthroughClickTests {
    static let layout = """
        <org.example.ConversationUpdateItem xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:focusable="true">
            <TextView android:id="@+id/conversation_update_body" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:textSize="14sp" android:text="Gwen Stacy added to group" />
        </org.example.ConversationUpdateItem>
        """

    static func base(onClick: String) -> String {
        """
        public abstract class BaseConversationItem extends LinearLayout {
          protected final PassthroughClickListener passthroughClickListener =
              new PassthroughClickListener();

          protected class PassthroughClickListener implements View.OnLongClickListener, View.OnClickListener {
            @Override
            public boolean onLongClick(View v) {
              performLongClick();
              return true;
            }

            @Override
            public void onClick(View v) {
              \(onClick)
            }
          }
        }
        """
    }

    static let item = """
        public class ConversationUpdateItem extends BaseConversationItem {
          private TextView bodyText;
          public void onFinishInflate() {
            super.onFinishInflate();
            bodyText = findViewById(R.id.conversation_update_body);
            bodyText.setOnLongClickListener(passthroughClickListener);
            bodyText.setOnClickListener(passthroughClickListener);
          }
        }
        """

    static func findings(_ files: [String: String]) async throws -> [Finding] {
        let all = ["res/layout/conversation_item_update.xml": layout].merging(files) { _, new in new }
        return try await AndroidTargetJudgingTests.scan(all).findings.findings.filter { $0.rule == "target.small" && $0.id == "conversation_update_body" }
    }

    /// deltachat's ProfileStatusItem.java:15 declares its own `passthroughClickListener`: the field
    /// of the class the item extends is the one.
    static let profileStatusItem = """
        public class ProfileStatusItem extends LinearLayout {
          private final PassthroughClickListener passthroughClickListener = new PassthroughClickListener();
          private class PassthroughClickListener implements View.OnClickListener {
            @Override
            public void onClick(View v) {
              performClick();
            }
          }
        }
        """

    @Test func aTextWhoseListenerOnlyClicksItsRowIsANote() async throws {
        let found = try await Self.findings([
            "java/BaseConversationItem.java": Self.base(onClick: "performClick();"), "java/ConversationUpdateItem.java": Self.item,
            "java/ProfileStatusItem.java": Self.profileStatusItem,
        ])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("passes its tap to ConversationUpdateItem") == true, "\(found.map(\.message))")
    }

    @Test func aPassthroughThatDoesMoreStaysAnError() async throws {
        let found = try await Self.findings([
            "java/BaseConversationItem.java": Self.base(onClick: "performClick();\n      openLink();"), "java/ConversationUpdateItem.java": Self.item,
        ])
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
    }

    @Test func aRowOfAnotherClassStaysAnError() async throws {
        // The root is not the class that gives the listener: what performClick() clicks is not this row.
        let other = Self.item.replacingOccurrences(of: "class ConversationUpdateItem", with: "class OtherItem")
        let found = try await Self.findings(["java/BaseConversationItem.java": Self.base(onClick: "performClick();"), "java/OtherItem.java": other])
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
    }

    @Test func theFactsFindTheField() {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.base(onClick: "performClick();"), path: "BaseConversationItem.java")
        facts.add(source: Self.item, path: "ConversationUpdateItem.java")
        facts.add(source: Self.profileStatusItem, path: "ProfileStatusItem.java")
        #expect(facts.passthroughs.fields["passthroughClickListener"] == ["BaseConversationItem", "ProfileStatusItem"])
        #expect(facts.enclosingClickForward(ofView: "conversation_update_body") == "ConversationUpdateItem")
    }
}
