import Testing

@testable import LegibleScan

/// openHAB af29c0af `WidgetAdapter.kt` names every list layout of the app and holds a view holder
/// per layout; `SetpointViewHolder` (`:1503`) gives its binding's `icontext.value` a listener. The
/// `value` texts of the slider and section-switch rows (`widgetlist_slideritem.xml:51`,
/// `widgetlist_sectionswitchitem.xml:36`) have no listener and were reported as 17–19 dp targets.
@Suite struct AndroidHolderBindingScopeTests {
    static let adapter = """
        class WidgetAdapter {
            fun layouts() = listOf(R.layout.widgetlist_setpointitem, R.layout.widgetlist_slideritem)

            class SliderViewHolder internal constructor(initData: ViewHolderInitData) :
                ViewHolder(initData, R.layout.widgetlist_slideritem) {
                private val binding = WidgetlistSlideritemBinding.bind(itemView)
                override fun bindImpl(widget: Widget) {
                    binding.value.bindAsWidgetValue(widget)
                }
            }

            class SetpointViewHolder internal constructor(initData: ViewHolderInitData) :
                ViewHolder(initData, R.layout.widgetlist_setpointitem) {
                private val binding = WidgetlistSetpointitemBinding.bind(itemView)

                init {
                    binding.icontext.value.setOnClickListener { openSelection() }
                    binding.selectButton.setOnClickListener { openSelection() }
                }
            }
        }
        """

    @Test func aHoldersBindingScopesItsListenersToItsLayout() {
        var facts = AndroidSourceFacts()
        facts.add(source: Self.adapter, path: "mobile/src/main/java/org/openhab/habdroid/ui/WidgetAdapter.kt")
        #expect(facts.setsClickListener(ofView: "value", inLayout: "widgetlist_setpointitem"))
        #expect(facts.setsClickListener(ofView: "select_button", inLayout: "widgetlist_setpointitem"))
        #expect(!facts.setsClickListener(ofView: "value", inLayout: "widgetlist_slideritem"))
    }

    /// A listener on a name no binding declares before it, or on a binding another class
    /// declared, keeps every layout the file names, as before.
    @Test func anUnscopedListenerKeepsEveryLayoutTheFileNames() {
        let code = """
            class A { private val binding = ASheetBinding.inflate(inflater) }
            class B {
                fun bind() {
                    binding.title.setOnClickListener { open() }
                    title.setOnClickListener { open() }
                }
            }
            val layouts = listOf(R.layout.a_sheet, R.layout.b_row)
            """
        var facts = AndroidSourceFacts()
        facts.add(source: code, path: "app/src/main/java/x/Sheets.kt")
        #expect(facts.setsClickListener(ofView: "title", inLayout: "a_sheet"))
        #expect(facts.setsClickListener(ofView: "title", inLayout: "b_row"))
    }
}
