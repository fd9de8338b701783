import LegibleSyntax

/// A text output stream that also takes UTF-8 bytes as they are — standard output, a file — so
/// that a report built as bytes (``OutputBuffer``, LegibleReporting's `JSONWriter`) reaches it without being
/// turned into a `String` first, which would check every byte of it once more.
///
/// Streams that do not conform still work: they are given the text as a `String`.
public protocol UTF8OutputStream: TextOutputStream {
    /// Writes bytes that are valid UTF-8 (whole characters).
    ///
    /// - Parameter bytes: the text's UTF-8.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

/// A report's text, built as UTF-8 bytes and handed to an output stream in chunks: appending a
/// string copies its bytes, a number is written digit by digit, and nothing is checked twice.
/// Long reports (ten thousand texts, a hundred thousand labels) spend more time writing than
/// one would think; this keeps that time small.
///
/// Write a long report record by record and ``flush(to:)`` whenever ``count`` passes a size that
/// suits the output (64 KiB for standard output), then once at the end:
///
/// ```swift
/// var buffer = OutputBuffer()
/// for result in results {
///     buffer.append("\"")
///     buffer.append(result.text)
///     buffer.append("\"  width ")
///     buffer.append(result.width, decimals: 2)   // "266.86", "146": Legible's report numbers
///     buffer.append(" pt\n")
///     if buffer.count >= 1 << 16 { buffer.flush(to: &output) }
/// }
/// buffer.flush(to: &output)
/// ```
///
/// The buffer owns its memory, so it cannot be copied.
public struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are waiting for ``flush(to:)``.
    public private(set) var count = 0
    private var capacity: Int

    /// An empty buffer.
    ///
    /// - Parameter capacity: the bytes it holds before it grows; 64 KiB by default.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Appends bytes that are valid UTF-8 (whole characters).
    ///
    /// - Parameter bytes: the bytes.
    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        let destination = start + count
        if bytes.count <= 16 {
            // Separators, keys and numbers: a loop costs less than a call to memcpy.
            for index in 0..<bytes.count { destination[index] = source[index] }
        } else {
            destination.update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Appends a string's UTF-8.
    ///
    /// - Parameter text: the text.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a substring's UTF-8.
    ///
    /// - Parameter text: the text.
    public mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends one ASCII character.
    ///
    /// - Parameter ascii: the character, below U+0080.
    public mutating func append(ascii: Unicode.Scalar) {
        precondition(ascii.isASCII, "OutputBuffer.append(ascii:) takes ASCII")
        append(byte: UInt8(ascii.value))
    }

    /// Appends one byte of UTF-8 (an ASCII character, or part of a character the caller
    /// completes).
    @inline(__always)
    package mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends an ASCII character `count` times (padding).
    ///
    /// - Parameters:
    ///   - ascii: the character, below U+0080.
    ///   - count: how many; none when 0 or less.
    public mutating func append(ascii: Unicode.Scalar, count: Int) {
        precondition(ascii.isASCII, "OutputBuffer.append(ascii:count:) takes ASCII")
        guard count > 0 else { return }
        reserve(count)
        (start + self.count).initialize(repeating: UInt8(ascii.value), count: count)
        self.count += count
    }

    /// Appends an integer in decimal.
    ///
    /// - Parameter number: the integer.
    public mutating func append(_ number: Int) {
        if number < 0 { append(ascii: "-") }
        DecimalText.withDigits(UInt64(number.magnitude)) { append($0) }
    }

    /// Appends a number rounded to at most `decimals` decimals, without trailing zeros or "-0":
    /// the text of Legible's one decimal formatter for reports (`17`, `0.38`, `-0.435`).
    ///
    /// - Parameters:
    ///   - number: the number.
    ///   - decimals: the most decimals.
    public mutating func append(_ number: Double, decimals: Int) {
        DecimalText.withASCII(number, decimals: decimals) { append($0) }
    }

    /// Right-aligns what was appended since `start` (a byte offset, such as ``count`` before a
    /// number was appended) in `width` columns, by inserting spaces before it. For ASCII text,
    /// whose columns are its bytes.
    ///
    /// - Parameters:
    ///   - offset: where the text to align begins.
    ///   - width: the columns it should take; nothing happens when it takes as many or more.
    public mutating func alignRight(from offset: Int, width: Int) {
        let written = count - offset
        guard offset >= 0, written >= 0, written < width else { return }
        let padding = width - written
        reserve(padding)
        (start + offset + padding).update(from: start + offset, count: written)
        (start + offset).update(repeating: UInt8(ascii: " "), count: padding)
        count += padding
    }

    /// Removes the spaces that end what was appended after `offset` (a byte offset, such as
    /// ``count`` before a line was begun).
    package mutating func removeTrailingSpaces(after offset: Int) {
        while count > max(offset, 0), start[count - 1] == UInt8(ascii: " ") { count -= 1 }
    }

    /// Writes what is buffered to `output` and empties the buffer: as bytes when the stream is
    /// a ``UTF8OutputStream``, else as one `String`.
    ///
    /// - Parameter output: the stream.
    public mutating func flush<Output: TextOutputStream>(to output: inout Output) {
        guard count > 0 else { return }
        Self.write(UnsafeBufferPointer(start: start, count: count), to: &output)
        count = 0
    }

    /// Calls `body` with the bytes appended so far.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Empties the buffer, keeping its memory for what is appended next.
    package mutating func removeAll() {
        count = 0
    }

    /// The bytes appended so far, moved out of the buffer.
    package consuming func takeBytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Writes UTF-8 `bytes` (whole characters) to `output`: as they are when the stream is a
    /// ``UTF8OutputStream``, else as one `String`.
    package static func write<Output: TextOutputStream>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Output) {
        guard !bytes.isEmpty else { return }
        if let byteStream = Output.self as? any UTF8OutputStream.Type {
            write(bytes, to: &output, as: byteStream)
        } else {
            output.write(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Hands `bytes` to `output`, whose type (`Output`) the caller found to be `Stream`, a
    /// ``UTF8OutputStream``.
    private static func write<Output, Stream: UTF8OutputStream>(
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout Output, as _: Stream.Type
    ) {
        precondition(Output.self == Stream.self)
        withUnsafeMutablePointer(to: &output) { pointer in
            UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Stream.self).pointee.write(utf8: bytes)
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(by: extra) }
    }

    private mutating func grow(by extra: Int) {
        let grown = max(count + extra, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
