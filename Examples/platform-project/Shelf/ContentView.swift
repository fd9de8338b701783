import SwiftUI

// Watch out: this view is the iPhone app's, whatever the word "Watch" in this comment says.
struct ContentView: View {
    var body: some View {
        VStack {
            Text("Shelf").font(.system(size: 15))
            Button("Add") { print("Add") }.frame(width: 50, height: 50)
            #if os(watchOS)
            Button("Crown") { print("Crown") }.frame(width: 40, height: 40)
            #endif
        }
    }
}
