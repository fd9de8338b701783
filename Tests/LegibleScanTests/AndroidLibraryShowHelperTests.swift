import Testing

@testable import LegibleScan

/// Fossify Calendar 14816e9a shows views the layout hides with the Fossify commons helpers (a
/// library outside the repository): `EventActivity.kt:2174` `eventContactAttendee.beVisible()`
/// shows `item_attendee.xml:25`, whose 40 dp dismiss button (`:64`) was never judged, and
/// `MainActivity.kt:1172` fades in the 40 dp task FAB (`activity_main.xml:61`) from a list.
@Suite struct AndroidLibraryShowHelperTests {
    static func facts(_ source: String) -> AndroidSourceFacts {
        var facts = AndroidSourceFacts()
        facts.add(source: source, path: "EventActivity.kt")
        return facts
    }

    @Test func fossifyCommonsHelpersShowTheView() {
        let facts = Self.facts(
            """
            class EventActivity : SimpleActivity() {
                private fun addAttendee() {
                    attendeeHolder.apply {
                        eventContactAttendee.beVisible()
                        eventContactMeStatus.beVisibleIf(attendee.isMe)
                    }
                }
                private fun showExtendedFab() {
                    binding.apply {
                        arrayOf(fabEventLabel, fabExtendedOverlay, fabTaskIcon, fabTaskLabel).forEach {
                            it.fadeIn()
                        }
                    }
                }
            }
            """)
        for id in ["event_contact_attendee", "event_contact_me_status", "fab_task_icon", "fab_event_label"] {
            #expect(facts.showsView(id), "\(id)")
        }
    }

    /// `beGone()`, `beInvisible()`, `beGoneIf(…)`, `beVisibleIf(false)` and `fadeOut()` hide.
    @Test func hidingHelpersShowNothing() {
        let facts = Self.facts(
            """
            class EventActivity : SimpleActivity() {
                private fun hide() {
                    eventContactAttendee.beGone()
                    eventContactDismiss.beInvisible()
                    eventContactImage.beGoneIf(attendee.isMe)
                    eventContactName.beVisibleIf(false)
                    arrayOf(fabTaskIcon, fabTaskLabel).forEach { it.fadeOut() }
                    listOf(other).map { it }.forEach { it.fadeIn() }
                }
            }
            """)
        for id in ["event_contact_attendee", "event_contact_dismiss", "event_contact_image", "event_contact_name", "fab_task_icon", "other"] {
            #expect(!facts.showsView(id), "\(id)")
        }
    }

    /// androidx core-ktx's `isInvisible = false` shows, as `isGone = false` does.
    @Test func coreKtxIsInvisibleFalseShows() {
        let facts = Self.facts("fun f() { binding.progress.isInvisible = false\n binding.empty.isInvisible = true }")
        #expect(facts.showsView("progress"))
        #expect(!facts.showsView("empty"))
    }
}
