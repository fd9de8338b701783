import Dispatch
import LegibleSyntax

/// Work on a long run of records split over several threads, a chunk of consecutive records on
/// each, with the results put back in record order: the same output as one thread gives.
///
/// A report of a hundred thousand labels takes longer to write than the labels take to
/// measure on two cores when one thread writes it. ``write(recordCount:recordsPerChunk:concurrency:to:render:)``
/// renders chunks a wave at a time (a few per thread) and writes them before the next wave
/// starts, so memory stays bounded by the wave, not the report.
///
/// ```swift
/// ChunkedWork.write(recordCount: labels.count, concurrency: 4, to: &output) { records in
///     var buffer = OutputBuffer()
///     for index in records { buffer.append(labels[index].text + "\n") }
///     return buffer.takeBytes()
/// }
/// let messages = ChunkedWork.collect(recordCount: labels.count, concurrency: 4) { records in
///     records.map { labels[$0].text + " overflows" }
/// }
/// ```
package enum ChunkedWork {
    /// Records per chunk when the caller does not say: large enough that a chunk's thread
    /// switch costs nothing next to its rendering, small enough to share work evenly.
    package static let defaultRecordsPerChunk = 256

    /// Renders records `0..<recordCount` in chunks and writes them to `output` in order.
    ///
    /// - Parameters:
    ///   - recordCount: how many records.
    ///   - recordsPerChunk: how many consecutive records one call of `render` renders.
    ///   - concurrency: how many threads render at once; 1 renders on the calling thread.
    ///   - output: where the chunks go, in record order.
    ///   - render: a chunk's UTF-8 (whole characters), from any thread.
    package static func write<Output: TextOutputStream>(
        recordCount: Int, recordsPerChunk: Int = defaultRecordsPerChunk, concurrency: Int, to output: inout Output,
        render: @Sendable (Range<Int>) -> [UInt8]
    ) {
        let chunkSize = max(1, recordsPerChunk)
        let chunkCount = (recordCount + chunkSize - 1) / chunkSize
        @Sendable func records(ofChunk chunk: Int) -> Range<Int> {
            chunk * chunkSize..<min(recordCount, (chunk + 1) * chunkSize)
        }
        let waveSize = max(1, concurrency) * 4
        var waveStart = 0
        while waveStart < chunkCount {
            let first = waveStart
            let wave = collect(recordCount: min(waveSize, chunkCount - first), recordsPerChunk: 1, concurrency: concurrency) { slots in
                slots.map { render(records(ofChunk: first + $0)) }
            }
            for chunk in wave { writeInPieces(chunk, to: &output) }
            waveStart += wave.count
        }
    }

    /// The most bytes handed to the output at once, as a single thread writing the report
    /// would flush them.
    package static let pieceSize = 1 << 16

    /// Hands a chunk to `output` in pieces of at most ``pieceSize`` bytes, each ending on a
    /// character boundary (a `String` stream is given whole characters).
    private static func writeInPieces<Output: TextOutputStream>(_ bytes: [UInt8], to output: inout Output) {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            while start < bytes.count {
                var end = min(bytes.count, start + pieceSize)
                // Back off continuation bytes (10xxxxxx) so the piece ends before a character's lead byte.
                while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                OutputBuffer.write(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &output)
                start = end
            }
        }
    }

    /// The results of `produce` for records `0..<recordCount`, made a chunk at a time on up to
    /// `concurrency` threads and joined in record order.
    ///
    /// - Parameters:
    ///   - recordCount: how many records.
    ///   - recordsPerChunk: how many consecutive records one call of `produce` takes.
    ///   - concurrency: how many threads work at once; 1 works on the calling thread.
    ///   - produce: a chunk's results, in order, from any thread.
    package static func collect<Result: Sendable>(
        recordCount: Int, recordsPerChunk: Int = defaultRecordsPerChunk, concurrency: Int, produce: @Sendable (Range<Int>) -> [Result]
    ) -> [Result] {
        let chunkSize = max(1, recordsPerChunk)
        let chunkCount = (recordCount + chunkSize - 1) / chunkSize
        let threads = max(1, concurrency)
        guard threads > 1, chunkCount > 1 else { return produce(0..<recordCount) }
        let produced = UnsafeMutableBufferPointer<[Result]>.allocate(capacity: chunkCount)
        produced.initialize(repeating: [])
        defer { produced.deinitialize().deallocate() }
        let slots = Slots(slots: produced)
        // Each thread takes the next chunk left rather than a fixed share: a thread that runs
        // slower (one allocating from a fresh malloc arena, or interrupted) takes fewer, and
        // none waits for it at the end.
        let nextChunk = Locked(0)
        DispatchQueue.concurrentPerform(iterations: min(threads, chunkCount)) { _ in
            while true {
                let chunk = nextChunk.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard chunk < chunkCount else { return }
                slots.store(produce(chunk * chunkSize..<min(recordCount, (chunk + 1) * chunkSize)), at: chunk)
            }
        }
        var results: [Result] = []
        results.reserveCapacity(produced.reduce(0) { $0 + $1.count })
        for chunk in produced { results += chunk }
        return results
    }

    /// Each thread stores into its own slot; the calling thread reads them only after
    /// `concurrentPerform` has returned.
    private struct Slots<Element>: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<Element>

        func store(_ element: Element, at slot: Int) {
            slots[slot] = element
        }
    }
}
