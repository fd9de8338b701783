/// Views a layout disables that the app's code enables (issue 33, fresh-android23b miss):
/// openfoodfacts `activity_login.xml:94`, `btn_create_account`, is `enabled="false"` in the file;
/// `LoginActivity.kt:138`/`:142` set `binding.btnCreateAccount.isEnabled = true` once the network
/// is up and `:129` gives it a listener. A 43 dp text button a person taps was no target.
extension AndroidSourceFacts {
    /// The views (by ``key(_:)``) `code` may enable: `x.isEnabled = …` or `x.setEnabled(…)` with
    /// anything but the literal `false`, on a name, a binding's view or a bare call in `x.apply { }`.
    static func enabledViews(in code: [UInt8], aliases: [String: String]) -> [String] {
        var found: [String] = []
        func add(_ start: Int, value: String) {
            guard value.trimmingWhitespace != "false" else { return }
            let receiver = receiver(before: start, in: code)
            found += receiverViews(receiver, before: start, in: code, aliases: aliases)
            if receiver == nil, let view = scopeReceiverView(before: start, in: code, aliases: aliases) { found.append(view) }
        }
        settings(setter: "setEnabled", property: "isEnabled", in: code, add)
        return found
    }

    /// Whether code may enable the view `id` (``enabledViews(in:aliases:)``).
    func enables(view id: String) -> Bool {
        enabledInCode.contains(Self.key(id))
    }
}
