import SwiftUI

/// The same fixed 15 pt caption in every target of the app.
struct NowPlaying: View {
    var body: some View {
        Text("Now playing").font(.system(size: 15))
    }
}
