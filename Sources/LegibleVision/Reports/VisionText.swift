import Foundation

/// How the vision reports write numbers and columns.
enum VisionText {
    /// Rounded for JSON, to 4 decimals unless told, so diffs stay stable.
    static func rounded(_ value: Double, places: Int = 4) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    /// One decimal, always shown: `"10.0"`.
    static func oneDecimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// `text` padded on the right to `width` characters, with at least one space after it.
    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
