import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A font file on disk and the face to use inside it.
///
/// `.ttf` and `.otf` files hold one face (index 0); a `.ttc` collection holds several.
///
/// ```swift
/// let sfPro = FontSource(path: "/Library/Fonts/SF-Pro.ttf")
/// let simplifiedChinese = FontSource(path: "Fonts/Noto/NotoSansCJK-Regular.ttc", faceIndex: 2)
/// ```
public struct FontSource: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Path of the font file.
    public var path: String
    /// Index of the face inside the file (0 for a file that is not a collection).
    public var faceIndex: Int

    /// A face in a font file.
    public init(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
    }

    /// Reads a font as a person names it: a path, or `path#index` for a face of a collection
    /// (`Fonts/Noto/NotoSansCJK-Regular.ttc#2`), the form ``description`` writes. A file whose
    /// name itself has a `#` is read whole when it exists.
    ///
    /// ```swift
    /// try FontSource(parsing: "NotoSansCJK-Regular.ttc#2").faceIndex   // 2
    /// try FontSource(parsing: "font.ttc#-1")   // throws: font 'font.ttc#-1': the face index after # …
    /// ```
    ///
    /// - Parameter text: the path, with an optional `#index`.
    /// - Throws: ``FontError`` naming the text when what follows the last `#` is not a whole
    ///   number from 0 (and no file has the whole text as its name).
    public init(parsing text: String) throws(FontError) {
        guard let hash = text.lastIndex(of: "#"), !FileManager.default.fileExists(atPath: text) else {
            self.init(path: text)
            return
        }
        let path = String(text[..<hash])
        let digits = text[text.index(after: hash)...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(digits) else {
            throw FontError(
                "font '\(EchoedText.unquoted(text))': the face index after # must be a whole number from 0 (path#index, such as \(EchoedText.unquoted(path))#2), "
                    + "and no file is named '\(EchoedText.unquoted(text))'")
        }
        self.init(path: path, faceIndex: index)
    }

    /// The path, followed by `#index` for a face other than the first.
    public var description: String { faceIndex == 0 ? path : "\(path)#\(faceIndex)" }
}

/// One variable-font axis setting such as `wght=650`.
public struct FontVariation: Sendable, Hashable, CustomStringConvertible {
    /// The four-character axis tag, for example `wght`, `wdth`, `opsz`.
    public let axis: String
    /// The value on the axis, in the axis's own units.
    public let value: Double

    /// A setting of `axis` (four ASCII characters) to `value`.
    public init(axis: String, value: Double) throws(FontError) {
        guard axis.utf8.count == 4, axis.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }) else {
            throw FontError("variation axis '\(axis)': expected a four-character tag such as wght, wdth or opsz")
        }
        guard value.isFinite else { throw FontError("variation \(axis)=\(value): expected a finite number") }
        self.axis = axis
        self.value = value
    }

    /// Parses a comma-separated list such as `wght=650,wdth=90`.
    ///
    /// ```swift
    /// let settings = try FontVariation.parseList("wght=650,wdth=90")
    /// ```
    public static func parseList(_ text: String) throws(FontError) -> [FontVariation] {
        var settings: [FontVariation] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", omittingEmptySubsequences: false)
            let trimmed = parts.map { $0.trimmingCharacters(in: " ") }
            guard parts.count == 2, let value = DecimalNumber.parse(trimmed[1]) else {
                throw FontError("variations '\(text)': expected comma-separated AXIS=NUMBER settings, for example wght=650,wdth=90")
            }
            settings.append(try FontVariation(axis: trimmed[0], value: value))
        }
        return settings
    }

    /// `axis=value`, the form `parseList` reads.
    public var description: String { "\(axis)=\(value.formatted)" }
}

extension FontVariation: Codable {
    private enum CodingKeys: String, CodingKey {
        case axis, value
    }

    /// Decodes `{"axis": "wdth", "value": 90}`, checking the tag and value as ``init(axis:value:)`` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(axis: container.decode(String.self, forKey: .axis), value: container.decode(Double.self, forKey: .value))
    }

    /// Encodes the axis tag and the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(axis, forKey: .axis)
        try container.encode(value, forKey: .value)
    }
}

/// One axis of a variable font.
public struct FontAxis: Sendable, Hashable {
    /// The four-character tag, for example `wght`.
    public let tag: String
    /// The smallest value the font supports.
    public let minimum: Double
    /// The value used when the axis is not set.
    public let defaultValue: Double
    /// The largest value the font supports.
    public let maximum: Double

    /// Clamps a requested value into the font's range, as HarfBuzz does when it applies it.
    func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }
}

/// A font file or setting that cannot be used. The description names the file or setting and says
/// what was expected.
public struct FontError: Error, Sendable, CustomStringConvertible {
    /// The message, naming the input.
    public let description: String
    /// The font file the error is about, when it is about one (not a setting such as a
    /// variation): a caller reporting errors by file names this one.
    public let file: String?

    init(_ description: String) {
        self.description = description
        file = nil
    }

    /// An error about the font file `file`; `description` names it as every font error does.
    init(file: String, _ description: String) {
        self.description = description
        self.file = file
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}

extension Double {
    /// The shortest decimal form: `650` rather than `650.0`.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension FontError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
