import LegibleScan
import Testing

/// A `View` extension whose chain on `self` styles SF Symbols sizes icons, not text: Damus
/// 9d287c7c ProfileView.swift:570 `func profile_button_style(…) { self.symbolRenderingMode(.palette)
/// .font(.system(size: 32).weight(.thin)) … }`, applied only to `Image`s, was a text.fixed-size
/// warning. The same extension without a symbol modifier still gives a fixed size.
@Suite struct SymbolStyleExtensionTests {
    static func extensionSource(_ modifier: String) -> String {
        """
        extension View {
            func profileButtonStyle() -> some View {
                self\(modifier)
                    .font(.system(size: 32).weight(.thin))
            }
        }
        """
    }

    @Test func aSymbolStyleIsNotText() throws {
        #expect(try fonts(Self.extensionSource(".symbolRenderingMode(.palette)")).isEmpty)
        #expect(try fonts(Self.extensionSource(".imageScale(.large)")).isEmpty)
    }

    @Test func anotherStyleStillSetsAFixedFont() throws {
        #expect(try fonts(Self.extensionSource(".foregroundStyle(.primary)")) == [.fixed(size: 32, unit: "pt", weight: .thin, family: nil)])
    }
}
