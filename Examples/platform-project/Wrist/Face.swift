import SwiftUI

/// In the watch app's synchronized folder: a folder whose name says nothing of the watch.
struct Face: View {
    var body: some View {
        Button("Start") { print("Start") }.frame(width: 50, height: 50)
        Text("Ready").font(.system(size: 15))
    }
}
