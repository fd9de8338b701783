import LegibleCore
import LegibleReporting
import Testing

@Suite("ChunkedWork")
struct ChunkedWorkTests {
    /// Keeps every piece written, as a `String` stream is given them.
    struct PieceRecorder: TextOutputStream {
        var pieces: [String] = []

        mutating func write(_ string: String) {
            pieces.append(string)
        }
    }

    /// Record `index`: two-, three- and four-byte characters, so pieces cut at 64 KiB fall inside them.
    static func record(_ index: Int) -> String {
        "\(index): é中😀" + String(repeating: "ü", count: index % 50) + "\n"
    }

    @Test(arguments: [1, 2, 3, 8])
    func chunksAreWrittenInRecordOrderInWholeCharacters(concurrency: Int) {
        var output = PieceRecorder()
        ChunkedWork.write(recordCount: 20_000, recordsPerChunk: 1_000, concurrency: concurrency, to: &output) { records in
            var buffer = OutputBuffer()
            for index in records { buffer.append(Self.record(index)) }
            return buffer.takeBytes()
        }
        #expect(output.pieces.joined() == (0..<20_000).map(Self.record).joined())
        #expect(output.pieces.allSatisfy { $0.utf8.count <= ChunkedWork.pieceSize })
        // A piece cut inside a character would have been decoded with U+FFFD.
        #expect(!output.pieces.contains { $0.unicodeScalars.contains("\u{FFFD}") })
        #expect(output.pieces.count > 20)
    }

    @Test(arguments: [1, 2, 5])
    func collectKeepsRecordOrder(concurrency: Int) {
        @Sendable func results(_ index: Int) -> [Int] { index % 3 == 0 ? [index, -index] : [index] }
        let collected = ChunkedWork.collect(recordCount: 10_001, recordsPerChunk: 64, concurrency: concurrency) { records in
            records.flatMap(results)
        }
        let expected: [Int] = (0..<10_001).flatMap(results)
        #expect(collected == expected)
    }

    @Test func noRecordsWriteNothing() {
        var output = PieceRecorder()
        ChunkedWork.write(recordCount: 0, concurrency: 4, to: &output) { _ in [UInt8(ascii: "x")] }
        #expect(output.pieces.isEmpty)
        let collected: [Int] = ChunkedWork.collect(recordCount: 0, concurrency: 4) { records in Array(records) }
        #expect(collected.isEmpty)
    }
}
