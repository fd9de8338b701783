import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

extension Screen {
    /// Reads a screen file in the JSON form described on ``Screen``.
    ///
    /// ```swift
    /// let screen = try Screen(contentsOfFile: "Examples/targets/checkout.json")
    /// let audit = ScreenAudit(screen: screen, platform: .ios)
    /// ```
    ///
    /// The file may be anything that reads like one: a regular file, a named pipe,
    /// `/dev/stdin`. At most `limits.maximumFileBytes` are read. The screen remembers the file
    /// and each element's position in it, for findings' locations.
    ///
    /// - Parameters:
    ///   - path: the file, UTF-8 or UTF-16 text; it names the file in errors.
    ///   - limits: the largest screen to accept.
    /// - Throws: `SourceFileError` when the file cannot be read, is larger than a limit, or is
    ///   not a valid screen (see ``init(parsing:file:limits:)``).
    public init(contentsOfFile path: String, limits: ScreenLimits = .default) throws(SourceFileError) {
        let text = try SourceFileError.converting { () throws(SyntaxError) in
            try TextDecoding.decode(try FileReading.read(path, limit: limits.file), file: path)
        }
        try self.init(parsing: text, file: path, limits: limits)
    }

    /// Parses a screen from its JSON form (described on ``Screen``).
    ///
    /// Reading is all-or-nothing. A syntax error names its line and column; a value the screen
    /// cannot use names its line, column and field too, by coding path:
    ///
    /// ```swift
    /// do {
    ///     _ = try Screen(parsing: text, file: "checkout.json")
    /// } catch {
    ///     print(error)  // checkout.json:9:16: elements[2].frame: missing key "width"
    /// }
    /// ```
    ///
    /// The limits are checked before any element is decoded: the text's size, the number of
    /// elements (tabs counted one by one), each tab count, and every number's magnitude, which
    /// must be at most `limits.maximumCoordinate`.
    ///
    /// - Parameters:
    ///   - text: the screen's JSON.
    ///   - file: names the screen in errors; the screen's ``file`` and its elements' positions
    ///     point into it.
    ///   - limits: the largest screen to accept.
    /// - Throws: `SourceFileError` with the position and, for a value that is wrong rather than
    ///   malformed, its `codingPath`.
    public init(parsing text: String, file: String, limits: ScreenLimits = .default) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            let bytes = text.utf8.count
            if bytes > limits.maximumFileBytes {
                throw SyntaxError(file: file, message: limits.file.message(size: bytes))
            }
            let root = try JSONReader.parse(text, file: file)
            try ScreenLimitCheck(limits: limits, file: file).check(root)
            // Well-formed files directly; anything else through the decoder, for its errors.
            var screen: Screen
            if let direct = Screen.direct(root) {
                screen = direct
            } else {
                screen = try PositionedValueDecoder().decode(Screen.self, from: root, file: file)
            }
            screen.file = file
            let objects = root.elements ?? root.member("elements")?.value.elements ?? []
            for (index, object) in zip(screen.elements.indices, objects) {
                screen.elements[index].position = TextPosition(object.position)
            }
            return screen
        }
    }
}

/// The screen limits checked on the parsed JSON before any element is decoded, each reported at
/// the value that breaks it.
struct ScreenLimitCheck {
    let limits: ScreenLimits
    let file: String

    func check(_ root: PositionedValue) throws(SyntaxError) {
        let (list, listPath): (PositionedValue?, String) = root.elements != nil ? (root, "") : (root.member("elements")?.value, "elements")
        if let list, let elements = list.elements {
            var targets = 0
            for (index, element) in elements.enumerated() {
                targets += try tabCount(of: element, path: { "\(listPath)[\(index)]" }) ?? 1
            }
            if targets > limits.maximumElements {
                let counted =
                    targets == elements.count ? "\(targets) elements" : "\(targets) touch targets (\(elements.count) elements, each tab of a tab bar counted)"
                throw SyntaxError(
                    file: file, position: list.position, codingPath: listPath,
                    message: "\(counted), over the limit of \(limits.maximumElements) (ScreenLimits.maximumElements)")
            }
        }
        var path: [PathPart] = []
        try checkNumbers(in: root, path: &path)
    }

    /// A tab bar's `tabCount` when it is a whole number within the limit, `nil` when the element
    /// has none (or one the decoder rejects for its own reason).
    private func tabCount(of element: PositionedValue, path: () -> String) throws(SyntaxError) -> Int? {
        guard let member = element.member("tabCount"), let count = member.value.number else { return nil }
        if count > Double(limits.maximumTabCount) {
            throw SyntaxError(
                file: file, position: member.value.position, codingPath: path() + ".tabCount",
                message:
                    "\(DecimalText.string(count, decimals: 0)) tabs, over the limit of \(limits.maximumTabCount) for one tab bar (ScreenLimits.maximumTabCount); the HIG and Material suggest 3 to 5"
            )
        }
        return count >= 1 && count.rounded() == count ? Int(count) : nil
    }

    /// A step of a coding path, kept as parts so the path is written out only for an error.
    private enum PathPart {
        case index(Int)
        case key(String)
    }

    /// Every number in the document, at any depth, against `maximumCoordinate`.
    private func checkNumbers(in value: PositionedValue, path: inout [PathPart]) throws(SyntaxError) {
        switch value.kind {
        case .number(let number):
            guard abs(number) <= limits.maximumCoordinate else {
                let limit = DecimalText.string(limits.maximumCoordinate, decimals: 2)
                let written = number.magnitude < 1e15 ? DecimalText.string(number, decimals: 6) : "\(number)"
                throw SyntaxError(
                    file: file, position: value.position, codingPath: Self.written(path),
                    message: "\(written) is out of range: numbers in a screen file are at most \(limit) in magnitude (ScreenLimits.maximumCoordinate)")
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                try checkNumbers(in: element, path: &path)
                path.removeLast()
            }
        case .object(let members):
            for member in members {
                path.append(.key(member.key))
                try checkNumbers(in: member.value, path: &path)
                path.removeLast()
            }
        case .string, .bool, .null:
            break
        }
    }

    /// `elements[2].frame.x`, as the decoder writes coding paths.
    private static func written(_ path: [PathPart]) -> String {
        path.reduce(into: "") { text, part in
            switch part {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
    }
}
