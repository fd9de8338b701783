import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// An app's class named like a button that only draws is no button (Timber b53a7d54): Timber's
/// `PlayPauseButton extends View` (its `onTouchEvent` commented out), 23 dp in a 50 dp
/// `FrameLayout` (`bottom_nowplaying_card.xml:67`), takes no tap: code only animates it, and the
/// tap goes to the sibling `View` drawn over it, which code gives the listener
/// (`QuickControlsFragment.java:146`). A class that takes touches itself, or one a listener is
/// given, stays a target.
@Suite struct AndroidDrawingViewButtonTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android""##

    /// A 23 dp `ShapeToggleButton` under a 50 dp wrapper, the class's file body given.
    static func files(classBody: String, listenOnShape: Bool = false) -> [String: String] {
        [
            "res/layout/mini_player.xml": ##"""
            <FrameLayout \##(namespaces) android:layout_width="50dp" android:layout_height="50dp">
                <org.example.player.ShapeToggleButton android:id="@+id/shape_toggle" android:layout_width="23dp"
                    android:layout_height="23dp" android:layout_gravity="center"/>
                <View android:id="@+id/shape_toggle_area" android:layout_width="match_parent" android:layout_height="match_parent"
                    android:background="?attr/selectableItemBackgroundBorderless"/>
            </FrameLayout>
            """##,
            "java/org/example/player/ShapeToggleButton.java": """
            package org.example.player;
            public class ShapeToggleButton extends View {
                public ShapeToggleButton(Context context, AttributeSet attrs) { super(context, attrs); }
                \(classBody)
            }
            """,
            "java/org/example/player/MiniPlayerFragment.java": """
            public class MiniPlayerFragment extends Fragment {
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    View root = inflater.inflate(R.layout.mini_player, container, false);
                    shape = (ShapeToggleButton) root.findViewById(R.id.shape_toggle);
                    area = root.findViewById(R.id.shape_toggle_area);
                    \(listenOnShape ? "shape" : "area").setOnClickListener(v -> toggle());
                    return root;
                }
                private void toggle() { shape.setPlayed(!shape.isPlayed()); shape.startAnimation(); }
            }
            """,
        ]
    }

    static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aDrawingViewNamedLikeAButtonIsNoTarget() async throws {
        let drawing =
            "@Override protected void onDraw(Canvas canvas) { canvas.drawPath(path, paint); }\n// public boolean onTouchEvent(MotionEvent e) { return true; }"
        #expect(try await Self.smallTargets(Self.files(classBody: drawing)).isEmpty)
    }

    @Test func aDrawingViewThatTakesTouchesItselfIsATarget() async throws {
        let touching = "@Override public boolean onTouchEvent(MotionEvent e) { toggle(); return true; }"
        #expect(try await Self.smallTargets(Self.files(classBody: touching)) == ["shape_toggle"])
    }

    @Test func aDrawingViewGivenAListenerIsATarget() async throws {
        let drawing = "@Override protected void onDraw(Canvas canvas) { canvas.drawPath(path, paint); }"
        #expect(try await Self.smallTargets(Self.files(classBody: drawing, listenOnShape: true)) == ["shape_toggle"])
    }

    @Test func anAppButtonSubclassStaysATarget() async throws {
        var files = Self.files(classBody: "")
        files["java/org/example/player/ShapeToggleButton.java"] = "public class ShapeToggleButton extends AppCompatImageButton { }"
        files["res/layout/mini_player.xml"] = files["res/layout/mini_player.xml"]?.replacingOccurrences(
            of: ##"android:layout_gravity="center"/>"##, with: ##"android:layout_gravity="center" android:onClick="toggle"/>"##)
        #expect(try await Self.smallTargets(files) == ["shape_toggle"])
    }
}
