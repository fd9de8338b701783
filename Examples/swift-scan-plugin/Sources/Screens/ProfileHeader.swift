// SwiftUI screens, read by `legible scan`. Compiled only where SwiftUI exists; the scan reads
// them everywhere (it parses the text, it does not build it).
#if canImport(SwiftUI)
import SwiftUI

struct ProfileHeader: View {
    @ScaledMetric private var avatarSize = 64.0
    let name: String

    var body: some View {
        VStack(spacing: 8) {
            Text("profile.title")
                .font(.system(size: 22, weight: .bold))
            Text("profile.subtitle")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text("profile.badge")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .frame(width: 24, height: 24)
            }
            // legible:ignore-next-line text.fixed-size — the logo lockup is drawn at one size
            Text("brand.name").font(.system(size: 30))
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }

    private func dismiss() {}
}
#endif
