import SwiftUI

/// The visionOS target's view.
struct Room: View {
    var body: some View {
        Button("Enter") { print("Enter") }.frame(width: 50, height: 50)
    }
}
