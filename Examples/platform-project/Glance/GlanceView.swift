import SwiftUI
import WidgetKit

/// The widget extension's view.
struct GlanceView: View {
    var body: some View {
        Text("Glance").font(.system(size: 15))
        Button("Open") { print("Open") }.frame(width: 50, height: 50)
    }
}
