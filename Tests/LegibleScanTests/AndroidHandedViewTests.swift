import Testing

@testable import LegibleScan

/// vlc-android 4ffb22b6: `VideoPlayerOverlayDelegate.kt:602` hands the `gone` stats panel of
/// `player_hud.xml:37` (`stats_container`) to `VideoStatsDelegate`'s `lateinit var container`,
/// which `VideoStatsDelegate.kt:74` shows; the panel's 24 dp close button (`player_hud.xml:116`,
/// `hudBinding.statsClose.setOnClickListener` at `:606`) is on screen whenever the panel is.
@Suite struct AndroidHandedViewTests {
    static let overlay = """
        class VideoPlayerOverlayDelegate(private val player: VideoPlayerActivity) {
            private lateinit var hudBinding: PlayerHudBinding
            fun initOverlay() {
                service.playlistManager.videoStatsOn.observe(player) {
                    player.statsDelegate.container = hudBinding.statsContainer
                    player.statsDelegate.initPlotView(hudBinding)
                }
                hudBinding.statsClose.setOnClickListener { service.playlistManager.videoStatsOn.postValue(false) }
            }
        }
        """
    static let stats = """
        class VideoStatsDelegate(private val player: VideoPlayerActivity) {
            lateinit var container: ConstraintLayout
            fun stop() {
                started = false
                container.visibility = View.GONE
            }
            fun start() {
                started = true
                container.visibility = View.VISIBLE
            }
        }
        """

    static func facts(_ files: [String: String]) -> AndroidSourceFacts {
        var facts = AndroidSourceFacts()
        for (path, source) in files.sorted(by: { $0.key < $1.key }) { facts.add(source: source, path: path) }
        return facts
    }

    // Must fire: the panel handed to the delegate that shows its property is shown.
    @Test func aViewHandedToAPropertyAnotherClassShowsIsShown() {
        let facts = Self.facts(["VideoPlayerOverlayDelegate.kt": Self.overlay, "VideoStatsDelegate.kt": Self.stats])
        #expect(facts.showsView("stats_container"))
    }

    // Must NOT fire: a class that only hides the property, a property handed two views (which
    // one it shows is not known), and a local name, not another object's property.
    @Test func aViewNotShownThroughTheOnePropertyItIsHandedStaysHidden() {
        let hides = Self.stats.replacingOccurrences(of: "container.visibility = View.VISIBLE", with: "container.visibility = View.INVISIBLE")
        #expect(!Self.facts(["VideoPlayerOverlayDelegate.kt": Self.overlay, "VideoStatsDelegate.kt": hides]).showsView("stats_container"))
        let other =
            "class AudioDelegate { fun bind() { player.statsDelegate.container = audioBinding.otherContainer }\n private lateinit var audioBinding: AudioBinding }"
        let two = Self.facts(["VideoPlayerOverlayDelegate.kt": Self.overlay, "VideoStatsDelegate.kt": Self.stats, "AudioDelegate.kt": other])
        #expect(!two.showsView("stats_container"))
        let local = Self.overlay.replacingOccurrences(of: "player.statsDelegate.container =", with: "val panel =")
        #expect(!Self.facts(["VideoPlayerOverlayDelegate.kt": local, "VideoStatsDelegate.kt": Self.stats]).showsView("stats_container"))
    }
}
