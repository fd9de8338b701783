import LegibleShaping
import LegibleTestSupport
import Testing

/// One measurer shared by many tasks at once gives the same results as measuring one at a time.
/// Run under the thread sanitizer: `swift test --sanitize=thread --filter ConcurrencyTests`.
struct ConcurrencyTests {
    @Test func sharedMeasurerAcrossTasks() async {
        let measurer = bundledMeasurer
        let texts = [
            "Continue to payment", "Datenschutzeinstellungen", "Hello שלום", "你好，世界", "مرحبا 👍🏽",
            "Съешь же ещё", "Ξεσκεπάζω", "e\u{301}te\u{301}",
        ]
        let sizes = [11.0, 17, 20, 28, 34, 53]
        let expected = sizes.flatMap { size in
            texts.map { measurer.measure($0, LayoutOptions(size: size, tracking: .points(0.2), width: 120, maxLines: 2)) }
        }
        let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for _ in 0..<8 {
                for (index, (size, text)) in sizes.flatMap({ size in texts.map { (size, $0) } }).enumerated() {
                    group.addTask {
                        (index, measurer.measure(text, LayoutOptions(size: size, tracking: .points(0.2), width: 120, maxLines: 2)))
                    }
                }
            }
            var collected: [(Int, TextLayout)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == expected.count * 8)
        for (index, layout) in results {
            #expect(layout == expected[index])
        }
    }

    @Test func measurersBuiltConcurrently() async throws {
        let widths = await withTaskGroup(of: Double?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    guard let measurer = try? TextMeasurer(.bundled(directory: packageRoot.appendingPathComponent("Fonts").path)) else {
                        return nil
                    }
                    return measurer.measure("Continue", LayoutOptions(size: 17)).width
                }
            }
            var all: [Double?] = []
            for await width in group { all.append(width) }
            return all
        }
        #expect(Set(widths).count == 1)
        #expect(widths.first??.isFinite == true)
    }
}
