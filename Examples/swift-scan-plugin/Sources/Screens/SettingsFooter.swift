// A SwiftUI button title from the target's string catalog (Localizable.xcstrings), in a frame
// 80 pt wide on one line: "Save" fits, "Änderungen speichern" fits at no text size.
#if canImport(SwiftUI)
import SwiftUI

struct SettingsFooter: View {
    var body: some View {
        Text("settings.save")
            .font(.body)
            .lineLimit(1)
            .frame(width: 80)
    }
}
#endif
