import Testing

@testable import LegibleScan

/// Issue 33, class 5 on Android: commented-out code sets nothing. Nextcloud Notes bce8c817
/// `ShareViewHolder.java:91` keeps `// binding.icon.setOnClickListener(…)`, and the scan made
/// `item_share_share.xml:18` a 40 dp tap target. Comments are blanked byte for byte (line breaks
/// kept, so every offset, line and column stays); strings, and the `//` inside them, are not.
@Suite struct AndroidSourceCommentTests {
    @Test func commentsAreBlankedAndStringsKept() {
        let code = """
            binding.title.setOnClickListener(v -> open()); // binding.icon.setOnClickListener(v -> share());
            /* binding.more.setOnClickListener(null);
               /* nested, as Kotlin allows */ still a comment */
            val url = "https://example.org/*x*/" // done
            val raw = \"""// not a comment\"""
            """
        let blanked = String(decoding: AndroidSourceComments.blanked(Array(code.utf8)), as: UTF8.self)
        #expect(blanked.utf8.count == code.utf8.count)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == code.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(blanked.contains("binding.title.setOnClickListener"))
        #expect(!blanked.contains("icon"))
        #expect(!blanked.contains("more") && !blanked.contains("nested") && !blanked.contains("still"))
        #expect(blanked.contains(#""https://example.org/*x*/""#))
        #expect(!blanked.contains("done"))
        #expect(blanked.contains("// not a comment"))
    }

    @Test func aListenerOnlyACommentSetsIsNoListener() {
        var facts = AndroidSourceFacts()
        facts.add(
            source:
                "class Holder {\n  void bind() {\n    // binding.icon.setOnClickListener(v -> share());\n    binding.title.setOnClickListener(v -> open());\n  }\n}"
        )
        #expect(facts.clickListenersSetInCode.contains(AndroidSourceFacts.key("title")))
        #expect(!facts.clickListenersSetInCode.contains(AndroidSourceFacts.key("icon")))
    }
}

extension AndroidSourceCommentTests {
    /// Wikimedia Commons c5d5b227 `UploadMediaDetailAdapter.kt:204`/`:289`: `addButton =
    /// binding.btnAdd`, then `addButton!!.setOnClickListener { … }`, makes `row_item_description.xml:28`'s
    /// 24 dp `btn_add` tappable: a name bound to a binding's view is that view, through `!!` too.
    @Test func aNameBoundToABindingsViewIsThatView() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                class UploadMediaDetailAdapter {
                    inner class ViewHolder(val binding: RowItemDescriptionBinding) {
                        var addButton: ImageView? = null
                        fun bind() {
                            addButton = binding.btnAdd
                            addButton!!.setOnClickListener { v: View? -> eventListener!!.addLanguage() }
                        }
                    }
                }
                """)
        #expect(facts.setsClickListener(ofView: "btn_add", inLayout: "row_item_description"))
        #expect(!facts.setsClickListener(ofView: "btn_remove", inLayout: "row_item_description"))
    }
}

extension AndroidSourceCommentTests {
    /// NewPipe 79767f95f `VideoPlayerUi.java:111-113` opens a section banner with `/*////…` and
    /// closes it with `////…///*/`. Java block comments do not nest (JLS §3.7: the comment ends
    /// at the first `*/`), so the `/*` inside `/*/` opens nothing and the listeners at `:202-209`
    /// (`player.xml:195` qualityTextView) are code. Kotlin nests, so the same bytes in a `.kt` file
    /// leave the comment open, as kotlinc reads them.
    @Test func aJavaBannerEndingInSlashStarSlashClosesTheComment() {
        let banner = """
                /*//////////////////////////////////////////////////////////////////////////
                // Setup
                //////////////////////////////////////////////////////////////////////////*/

                protected void initListeners() {
                    binding.qualityTextView.setOnClickListener(makeOnClickListener(this::onQualityClicked));
                }
            """
        let java = String(decoding: AndroidSourceComments.blanked(Array(banner.utf8), nests: false), as: UTF8.self)
        #expect(java.contains("binding.qualityTextView.setOnClickListener"))
        #expect(!java.contains("Setup"))
        let kotlin = String(decoding: AndroidSourceComments.blanked(Array(banner.utf8), nests: true), as: UTF8.self)
        #expect(!kotlin.contains("qualityTextView"))

        var facts = AndroidSourceFacts()
        facts.add(source: banner, path: "app/src/main/java/org/schabi/newpipe/player/ui/VideoPlayerUi.java")
        #expect(facts.clickListenersSetInCode.contains(AndroidSourceFacts.key("qualityTextView")))
        var kotlinFacts = AndroidSourceFacts()
        kotlinFacts.add(source: banner, path: "app/src/main/java/org/schabi/newpipe/player/ui/VideoPlayerUi.kt")
        #expect(!kotlinFacts.clickListenersSetInCode.contains(AndroidSourceFacts.key("qualityTextView")))
    }
}
