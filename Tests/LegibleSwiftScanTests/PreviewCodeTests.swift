import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: Xcode previews are not screens. Trio 29350e31 `LogoBurstSplash.swift:158` (a
/// `PreviewProvider`'s gray "Main Content" on white) was a contrast error.
@Suite struct PreviewCodeTests {
    @Test func previewsAreNotRead() throws {
        // Must NOT be read: a PreviewProvider's previews and a #Preview's views.
        let source = """
            struct Splash_Previews: PreviewProvider {
                static var previews: some View {
                    ZStack { Color.white; Text("Main Content").font(.system(size: 15)).foregroundColor(.gray) }
                }
            }
            #Preview {
                Button("Go") { }.frame(width: 20, height: 20)
            }
            """
        #expect(try scanSwift(source).elements.isEmpty)
    }

    @Test func theViewAPreviewShowsIsStillRead() throws {
        // Must be read: the app's view, beside its preview, and a struct that only mentions previews.
        let source = """
            struct Splash: View {
                var body: some View { Text("Hi").font(.system(size: 15)) }
            }
            struct PreviewCard: View {
                var body: some View { Text("Card").font(.system(size: 13)) }
            }
            #Preview { Splash() }
            """
        #expect(try scanSwift(source).elements.map(\.location.line) == [2, 5])
    }
}
