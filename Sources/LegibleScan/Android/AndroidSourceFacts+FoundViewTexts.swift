/// Texts code sets on views it looks up by id, whatever layout the file names (issue 33,
/// fresh-android23b W, class 4): VLC `AudioPlayerContainerActivity.kt:709` binds
/// `scanProgressText = findViewById(R.id.scan_progress_text)` to a nullable field and replaces
/// its text on every show (`scanProgressText?.text = discovery`, :721, :752), but the file names
/// only `R.layout.dialog_video_resume`; the view is in `scan_progress.xml`, which a `ViewStub` of
/// `main.xml` inflates, so its placeholder "Loading media library…" was an overflow.label error.
/// As for click listeners (`AndroidSourceFacts+FoundViewClicks.swift`), an `R.id` field is one
/// view id app-wide: the text is that view's in the layout that alone declares the id.
extension AndroidSourceFacts {
    /// Variable name → the view id (by ``key(_:)``) of the `findViewById(R.id.x)` assigned to it.
    static func lookedUpNames(in code: [UInt8]) -> [String: String] {
        var lookedUp: [String: String] = [:]
        for call in calls(named: "findViewById", in: code) {
            guard let id = field(of: "R.id.", in: call.argument), let name = assignedName(before: call.start, in: code) else { continue }
            lookedUp[name] = key(id)
        }
        return lookedUp
    }

    /// The view id whose text the setter or `text =` at `start` sets when its receiver is a
    /// name `lookedUp` binds (``lookedUpNames(in:)``); `nil` for any other receiver.
    static func lookedUpView(at start: Int, in code: [UInt8], lookedUp: [String: String]) -> String? {
        guard let receiver = receiver(before: start, in: code), receiver != "?" else { return nil }
        return lookedUp[receiver]
    }

    /// The text code sets on the view `id` through a lookup by its id (``foundViewTexts``).
    func foundViewText(ofView id: String) -> ScannedCodeText? {
        foundViewTexts[Self.key(id)].flatMap(ScannedCodeText.chosen)
    }
}
