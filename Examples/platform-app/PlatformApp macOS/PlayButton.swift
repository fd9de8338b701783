import SwiftUI

/// The same 50×50 pt play button in every target of the app.
struct PlayButton: View {
    var body: some View {
        Button {
            play()
        } label: {
            Image(systemName: "play.fill")
        }
        .frame(width: 50, height: 50)
    }

    private func play() {}
}
