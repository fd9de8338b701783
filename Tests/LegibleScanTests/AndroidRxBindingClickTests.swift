import Testing

@testable import LegibleScan

/// qksms c86ea108 wires its taps with RxBinding: `ComposeActivity.kt:115` `send.clicks()` (Kotlin
/// synthetic views of `compose_activity`), so its 44 dp send button (`compose_activity.xml:298`)
/// is tappable as with `setOnClickListener`, and was missed.
@Suite struct AndroidRxBindingClickTests {
    static let compose = """
        import com.jakewharton.rxbinding2.view.clicks
        import kotlinx.android.synthetic.main.compose_activity.*

        class ComposeActivity : QkThemedActivity(), ComposeView {
            override val attachIntent by lazy { Observable.merge(attach.clicks(), attachingBackground.clicks()) }
            override val sendIntent by lazy { send.clicks() }
            override val menuReadyIntent: Observable<Unit> = menu.map { Unit }

            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContentView(R.layout.compose_activity)
            }
        }
        """

    @Test func aClickStreamIsAClickListener() {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.compose, path: "feature/compose/ComposeActivity.kt")
        #expect(facts.setsClickListener(ofView: "send", inLayout: "compose_activity"))
        #expect(facts.setsClickListener(ofView: "attach", inLayout: "compose_activity"))
        #expect(facts.setsClickListener(ofView: "send"))
        // A view with no stream, and the same id in a layout the file does not name, have none.
        #expect(!facts.setsClickListener(ofView: "menu", inLayout: "compose_activity"))
        #expect(!facts.setsClickListener(ofView: "send", inLayout: "qkreply_activity"))
    }

    @Test func javasRxViewNamesTheViewInItsArgument() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                import com.jakewharton.rxbinding2.view.RxView;
                public class ReplyActivity extends Activity {
                    void onCreate(Bundle state) {
                        setContentView(R.layout.reply);
                        RxView.clicks(binding.sendButton).subscribe(o -> send());
                    }
                }
                """, path: "ReplyActivity.java")
        #expect(facts.setsClickListener(ofView: "send_button", inLayout: "reply"))
    }

    @Test func anAppsOwnClicksWithoutTheLibraryIsNone() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                class Stats : AppCompatActivity() {
                    fun onCreate() {
                        setContentView(R.layout.stats)
                        label.text = counter.clicks().toString()
                    }
                }
                """, path: "Stats.kt")
        #expect(!facts.setsClickListener(ofView: "counter", inLayout: "stats"))
    }

    /// `compose_activity.xml:257`'s sim button is `gone` until `ComposeActivity.kt:236` calls
    /// qksms's own `sim.setVisible(state.subscription != null)`; `setVisible(false)` shows nothing.
    @Test func aSetVisibleHelperShowsTheView() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                class ComposeActivity : QkThemedActivity() {
                    override fun render(state: ComposeState) {
                        sim.setVisible(state.subscription != null)
                        attach.setVisible(false)
                    }
                }
                """, path: "ComposeActivity.kt")
        #expect(facts.showsView("sim"))
        #expect(!facts.showsView("attach"))
    }
}
