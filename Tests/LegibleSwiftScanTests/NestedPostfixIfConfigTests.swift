import Testing

/// A postfix `#if` inside another's clause in a modifier chain (Yattee 65b2f985
/// PlaylistSelectorSheet.swift:82-94: `#if os(tvOS) … #else .navigationTitle(…) #if os(iOS) …
/// #endif #endif`) crashed the scan with a stack overflow: the view before the inner `#if` was
/// looked up again and again. Now it is read, and the view before the outer `#if` is judged.
@Suite struct NestedPostfixIfConfigTests {
    static func view(_ root: String) -> String {
        """
        import SwiftUI
        struct A: View {
            var body: some View {
                \(root)
                #if os(iOS)
                .navigationTitle("T")
                #if !os(tvOS)
                .dynamicTypeSize(.large)
                #endif
                #endif
            }
        }
        """
    }

    @Test func theYatteeShapeIsRead() throws {
        let source = """
            import SwiftUI
            struct A: View {
                var body: some View {
                    List { Text("Hi") }
                    #if os(macOS)
                    .navigationTitle("T")
                    #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    #endif
                    #endif
                }
            }
            """
        #expect(try scanSwift(source).elements.contains { $0.kind == .label })
    }

    @Test func theChainBeforeTheIfIsStillJudged() async throws {
        let found = try await scanFindings(swift: Self.view(#"Text("Hi").font(.system(size: 15))"#))
        #expect(found.filter { $0.rule == "text.fixed-size" }.count == 1)
        #expect(try await scanFindings(swift: Self.view(#"Text("Hi").font(.body)"#)).filter { $0.rule == "text.fixed-size" }.isEmpty)
    }
}
