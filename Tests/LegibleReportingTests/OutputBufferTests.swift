import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTestSupport
import Testing

@Suite("OutputBuffer")
struct OutputBufferTests {
    /// A stream that takes bytes, as standard output does in the tool.
    struct ByteStream: UTF8OutputStream {
        var bytes: [UInt8] = []
        var stringWrites = 0

        mutating func write(_ string: String) {
            stringWrites += 1
            bytes += Array(string.utf8)
        }

        mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes += Array(bytes)
        }
    }

    static func text(_ build: (inout OutputBuffer) -> Void) -> String {
        var buffer = OutputBuffer(capacity: 16)
        build(&buffer)
        var output = ""
        buffer.flush(to: &output)
        return output
    }

    /// The digit-by-digit numbers, and `DecimalText.string`, read exactly like Swift's own
    /// shortest description of the rounded value (without ".0" and "-0").
    @Test(.tags(.slow), .skippedWhenQuick) func numbersMatchSwiftsDescriptionOfTheRoundedValue() {
        func described(_ value: Double, decimals: Int) -> String {
            guard value.isFinite else { return "\(value)" }
            var factor = 1.0
            for _ in 0..<decimals { factor *= 10 }
            let rounded = (value * factor).rounded() / factor
            let text = "\(rounded == 0 ? 0 : rounded)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        var generator = SplitMix64(seed: 7)
        var values: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 0.125, 0.375, 1.005, 2.675, 17, -0.43, 143.6560774147727, 266.86,
            1e-5, 5e-5, 99.995, 999_999.995, 1e9, 1e14, 1e15, 1e16, 123_456_789.123_456_789, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
        ]
        for _ in 0..<20_000 {
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 1000)
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append(Double(bitPattern: generator.next()))
        }
        for decimals in 0...6 {
            for value in values {
                let expected = described(value, decimals: decimals)
                let written = Self.text { $0.append(value, decimals: decimals) }
                if written != expected || DecimalText.string(value, decimals: decimals) != expected {
                    Issue.record("\(value) to \(decimals) decimals: \(written), expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func integersStringsAndPadding() {
        let text = Self.text { buffer in
            buffer.append(0)
            buffer.append(ascii: " ")
            buffer.append(-1234)
            buffer.append(ascii: " ")
            buffer.append(Int.min)
            buffer.append(ascii: ".", count: 3)
            buffer.append("Änderungen 保存 👋🏽")
            buffer.append("abc"[...].dropFirst())
            let start = buffer.count
            buffer.append(9.5, decimals: 2)
            buffer.alignRight(from: start, width: 8)
            buffer.append("|")
            let wide = buffer.count
            buffer.append(123_456_789, decimals: 2)
            buffer.alignRight(from: wide, width: 4)
        }
        #expect(text == "0 -1234 -9223372036854775808...Änderungen 保存 👋🏽bc     9.5|123456789")
    }

    @Test func flushHandsBytesToAByteStreamAndAStringToOthers() {
        var buffer = OutputBuffer(capacity: 16)
        var stream = ByteStream()
        var string = ""
        for index in 0..<1_000 {
            buffer.append("é\(index),")
            if buffer.count >= 100 { buffer.flush(to: &stream) }
            string += "é\(index),"
        }
        buffer.flush(to: &stream)
        #expect(buffer.count == 0)
        #expect(stream.stringWrites == 0)
        #expect(String(decoding: stream.bytes, as: UTF8.self) == string)
    }
}
