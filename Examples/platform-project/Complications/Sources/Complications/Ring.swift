import SwiftUI

/// A watch-only package's view.
struct Ring: View {
    var body: some View {
        Button("Close") { print("Close") }.frame(width: 40, height: 40)
    }
}
