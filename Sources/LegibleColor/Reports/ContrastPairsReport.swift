import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Every row of a pairs file checked against one WCAG requirement, made for files of a million
/// rows: what `legible contrast --pairs` prints.
///
/// It reads and reports exactly as ``ContrastReport`` does for the same pairs (the same rows, the
/// same errors, the same text and JSON, byte for byte) but holds 16 bytes per row rather than a
/// result: the file is read in chunks on every core, a row of two opaque hex colours keeps its
/// two colours and ratio, any other row where its line lies, and the report is written a chunk
/// at a time as it is rendered.
///
/// ```swift
/// let report = try ContrastPairsReport(contentsOfCSVFile: "colours.csv", options: ContrastOptions(level: .aaa))
/// report.count          // rows checked
/// report.failingCount   // rows below 7:1
/// var output = ""
/// report.write(.json, to: &output)   // an array of objects, in file order
/// ```
public struct ContrastPairsReport: CheckReport {
    /// The formats the report renders: those of ``ContrastReport``.
    public typealias Format = ContrastReport.Format

    /// The options every pair was checked with.
    public let options: ContrastOptions
    /// How many pairs do not meet the requirement.
    public let failingCount: Int
    /// The file's bytes, which rows that are not compact are read from again.
    let bytes: [UInt8]
    let rows: [ContrastPairRow]
    /// How many threads read and write.
    let concurrency: Int

    /// Reads and checks a pairs file (see ``ContrastPair/pairs(inCSV:file:)`` for what a pairs
    /// file holds).
    ///
    /// - Parameters:
    ///   - path: the file, UTF-8 text, at most ``ContrastPair/maximumFileSize`` bytes; it names the file in errors.
    ///   - options: the requirement, backdrops, APCA and suggestions.
    /// - Throws: ``ContrastPairsFileError``, as ``ContrastPair/pairs(contentsOfCSVFile:)`` throws it.
    public init(contentsOfCSVFile path: String, options: ContrastOptions = ContrastOptions()) throws(ContrastPairsFileError) {
        let data: Data
        do throws(SyntaxError) {
            data = try FileReading.read(path, limit: ContrastPair.fileSizeLimit)
        } catch {
            throw ContrastPairsFileError(file: path, line: nil, message: error.message)
        }
        let bytes = [UInt8](data)
        // Only text with a byte beyond ASCII can be invalid UTF-8.
        if bytes.contains(where: { $0 >= 0x80 }), String(data: data, encoding: .utf8) == nil {
            throw ContrastPairsFileError(file: path, line: nil, message: "not valid UTF-8 text")
        }
        try self.init(bytes: bytes, file: path, options: options, concurrency: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Reads and checks the text of a pairs file.
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: names the file in errors; `nil` for standard input.
    ///   - options: the requirement, backdrops, APCA and suggestions.
    /// - Throws: ``ContrastPairsFileError``, as ``ContrastPair/pairs(inCSV:file:)`` throws it.
    public init(csv text: String, file: String?, options: ContrastOptions = ContrastOptions()) throws(ContrastPairsFileError) {
        try self.init(bytes: Array(text.utf8), file: file, options: options, concurrency: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Reads and checks UTF-8 text on `concurrency` threads.
    package init(bytes: [UInt8], file: String?, options: ContrastOptions, concurrency: Int) throws(ContrastPairsFileError) {
        guard bytes.count <= ContrastPair.maximumFileSize else {
            throw ContrastPairsFileError(file: file, line: nil, message: ContrastPair.fileSizeLimit.message(size: bytes.count))
        }
        self.options = options
        self.bytes = bytes
        let threads = max(1, concurrency)
        self.concurrency = threads
        let chunks = bytes.withUnsafeBufferPointer { buffer in
            // A byte order mark is not part of the first line.
            let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let starts = Self.chunkStarts(buffer, from: start)
            return ChunkedWork.collect(recordCount: starts.count, recordsPerChunk: 1, concurrency: threads) { chunks in
                bytes.withUnsafeBufferPointer { buffer in
                    Self.linearComponents.withUnsafeBufferPointer { table in
                        chunks.map { chunk in
                            let end = chunk + 1 < starts.count ? starts[chunk + 1] : buffer.count
                            return Self.read(starts[chunk]..<end, of: buffer, options: options, luminance: table)
                        }
                    }
                }
            }
        }
        try Self.throwFirstError(in: chunks, bytes: bytes, file: file)
        var rows: [ContrastPairRow] = []
        rows.reserveCapacity(chunks.reduce(0) { $0 + $1.rows.count })
        for chunk in chunks { rows += chunk.rows }
        guard !rows.isEmpty else {
            throw ContrastPairsFileError(
                file: file, line: nil, message: "no colour pairs; expected CSV rows foreground,background such as #767676,#ffffff")
        }
        self.rows = rows
        failingCount = chunks.reduce(0) { $0 + $1.failing }
    }

    /// Throws what ``ContrastPair/pairs(inCSV:file:)`` would throw first: a CSV syntax error
    /// anywhere, else the first bad row (a record that looks like column names is one, except
    /// the file's first).
    private static func throwFirstError(in chunks: [ChunkReading], bytes: [UInt8], file: String?) throws(ContrastPairsFileError) {
        var firstLines: [Int] = []
        var line = 1
        for chunk in chunks {
            firstLines.append(line)
            line += chunk.lineBreaks
        }
        for (chunk, reading) in zip(firstLines, chunks) {
            if let failure = reading.csvFailure { throw ContrastPairsFileError(file: file, line: chunk + failure.line, message: failure.message) }
        }
        let firstWithRecord = chunks.firstIndex(where: \.hasRecord)
        for (index, reading) in chunks.enumerated() {
            if index != firstWithRecord, let header = reading.header {
                do throws(ContrastPairsFileError) {
                    if let record = try Self.record(inLine: Self.text(of: header.bytes, in: bytes)) { _ = try ContrastPair.pair(in: record, file: file) }
                } catch {
                    throw ContrastPairsFileError(file: file, line: firstLines[index] + header.line, message: error.message)
                }
            }
            if let failure = reading.rowFailure {
                throw ContrastPairsFileError(file: file, line: firstLines[index] + failure.line, message: failure.message)
            }
        }
    }

    /// How many pairs were checked.
    public var count: Int { rows.count }

    /// The requirement every pair was checked against.
    public var requirement: WCAGRequirement { options.requirement }

    /// Whether some pair does not meet the requirement.
    public var fails: Bool { failingCount > 0 }

    /// The result of one pair, worked out again: as ``ContrastReport`` holds it, except that a
    /// pair of opaque hex colours has their ``SRGBColor/hex`` form as its input text.
    ///
    /// - Parameter index: the pair, from 0 in file order.
    public func result(at index: Int) -> ContrastResult {
        options.evaluate(pair(at: index))
    }

    /// The colours of one row.
    func pair(at index: Int) -> ContrastPair {
        let row = rows[index]
        if row.isCompact {
            return ContrastPair(foreground: ParsedColor(Self.color(row.first)), background: ParsedColor(Self.color(row.second)))
        }
        // Read, and found good, when the report was made.
        let record = try? Self.record(inLine: Self.text(of: Int(row.first)..<Int(row.second), in: bytes))
        guard let record = record.flatMap({ $0 }), let pair = try? ContrastPair.pair(in: record, file: nil) else {
            preconditionFailure("ContrastPairsReport: a row read before no longer reads")
        }
        return pair
    }
}
