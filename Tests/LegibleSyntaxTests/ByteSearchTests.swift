import LegibleSyntax
import Testing

/// `ByteSearch` against the naive answer (every start position compared byte by byte), on
/// hand-picked edges and on every needle of a text with repeats and near-misses.
@Suite("Byte search")
struct ByteSearchTests {
    /// The reference: the first start where every byte matches, by plain comparison.
    private func naive(_ needle: [UInt8], _ haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty else { return haystack.startIndex }
        guard needle.count <= haystack.count else { return nil }
        return (haystack.startIndex...(haystack.endIndex - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    @Test func edges() {
        let text = Array("val b: XBinding = XBinding.inflate(i)".utf8)
        #expect(ByteSearch.firstIndex(of: Array("Binding".utf8), in: text[...]) == 8)
        #expect(ByteSearch.firstIndex(of: Array("Binding".utf8), in: text[9...]) == 19)  // the slice's own indices
        #expect(ByteSearch.firstIndex(of: Array("inflate(i)".utf8), in: text[...]) == 27)  // at the very end
        #expect(ByteSearch.firstIndex(of: Array("inflate(j)".utf8), in: text[...]) == nil)
        #expect(ByteSearch.firstIndex(of: Array("val".utf8), in: text[1...]) == nil)
        #expect(ByteSearch.firstIndex(of: [], in: text[5...]) == 5)
        #expect(ByteSearch.firstIndex(of: Array("longer than it".utf8), in: Array("short".utf8)[...]) == nil)
        #expect(ByteSearch.firstIndex(of: Array("a".utf8), in: [UInt8]()[...]) == nil)
        #expect(ByteSearch.contains("corbind", in: "import ru.ldralighieri.corbind.view.clicks"))
        #expect(!ByteSearch.contains("RxBinding", in: "import com.jakewharton.rxbinding4"))  // case as written
        #expect(ByteSearch.contains("é", in: "café"))
    }

    /// Every substring of a text full of partial matches, and some that are not in it, at every start.
    @Test func agreesWithTheNaiveSearch() {
        let text = Array("aababcabcdabcabcabd R.layout.a R.layout.ab xR.layout.c".utf8)
        var needles: Set<[UInt8]> = [Array("abce".utf8), Array("zz".utf8), Array("dd".utf8)]
        for start in 0..<text.count { for length in 1...min(6, text.count - start) { needles.insert(Array(text[start..<(start + length)])) } }
        for needle in needles {
            for from in stride(from: 0, through: text.count, by: 3) {
                let found = ByteSearch.firstIndex(of: needle, in: text[from...])
                #expect(found == naive(needle, text[from...]), "\(String(decoding: needle, as: UTF8.self)) from \(from)")
            }
        }
    }
}
