import SwiftUI

/// Built by the iPhone app and the watch app: judged for both.
struct Caption: View {
    var body: some View {
        Text("Caption").font(.system(size: 15))
    }
}
