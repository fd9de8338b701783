import LegibleTypeScale

/// One face of the bundled fallback fonts (``FontConfiguration/bundled(weight:directory:)``):
/// the script it draws and its weight. The faces are static, so text a fallback draws is
/// measured at the face's own weight whatever weight the label asks for — with Bold Text on,
/// lighter than iOS draws it when no heavier face is bundled (Noto Sans CJK has only Regular).
///
/// ```swift
/// BundledFallbackFace.face(atPath: "Fonts/Noto/NotoSansCJK-Regular.ttc")?.weight   // .regular
/// BundledFallbackFace.face(atPath: "Brand.otf")                                     // nil
/// ```
public struct BundledFallbackFace: Sendable, Hashable, Codable {
    /// The scripts it draws: `Arabic`, `Hebrew`, `Chinese, Japanese and Korean`, `Devanagari`…
    public let script: String
    /// Its path inside `Fonts/`, such as `Noto/NotoSansArabic-Bold.ttf`.
    public let file: String
    /// Its weight.
    public let weight: FontWeight

    /// A bundled face.
    ///
    /// - Parameters:
    ///   - script: the scripts it draws.
    ///   - file: its path inside `Fonts/`.
    ///   - weight: its weight.
    public init(script: String, file: String, weight: FontWeight) {
        self.script = script
        self.file = file
        self.weight = weight
    }

    /// Every bundled fallback face that has a weight, as ``FontConfiguration/bundled(weight:directory:)``
    /// picks them (the Bold Arabic and Hebrew faces from Semibold up, Noto Sans CJK Regular and
    /// each of ``scriptFaces`` at every weight). Noto Color Emoji draws emoji alike at every
    /// weight and is not listed.
    public static let all: [BundledFallbackFace] =
        [
            BundledFallbackFace(script: "Arabic", file: "Noto/NotoSansArabic-Regular.ttf", weight: .regular),
            BundledFallbackFace(script: "Arabic", file: "Noto/NotoSansArabic-Bold.ttf", weight: .bold),
            BundledFallbackFace(script: "Hebrew", file: "Noto/NotoSansHebrew-Regular.ttf", weight: .regular),
            BundledFallbackFace(script: "Hebrew", file: "Noto/NotoSansHebrew-Bold.ttf", weight: .bold),
            BundledFallbackFace(script: "Chinese, Japanese and Korean", file: "Noto/NotoSansCJK-Regular.ttc", weight: .regular),
        ] + scriptFaces

    /// The Regular Noto Sans faces for the scripts apps ship translations in beyond Latin,
    /// Greek, Cyrillic, Arabic, Hebrew and CJK: tried after every other bundled face, and only
    /// in Regular (Debian's fonts-noto-core, 2.5 MB for all 20; see Fonts/README.md), so text
    /// in them at a heavier weight is measured at Regular.
    public static let scriptFaces: [BundledFallbackFace] = [
        "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
        "Thai", "Lao", "Myanmar", "Khmer", "Georgian", "Armenian", "Ethiopic", "NKo",
        // Santali and Tamazight/Kabyle translations (Open Food Facts, NewPipe, AnkiDroid, Tusky).
        "OlChiki", "Tifinagh",
    ].map { script in
        BundledFallbackFace(script: displayNames[script] ?? script, file: "Noto/NotoSans\(script)-Regular.ttf", weight: .regular)
    }

    /// The scripts whose file names are not their names.
    private static let displayNames = ["NKo": "N'Ko", "OlChiki": "Ol Chiki"]

    /// The bundled face a font file is, by its place in a `Fonts/` directory
    /// (`…/Fonts/Noto/NotoSansArabic-Bold.ttf`), or `nil` for any other font.
    ///
    /// - Parameter path: the font file's path.
    public static func face(atPath path: String) -> BundledFallbackFace? {
        all.first { path.hasSuffix("/" + $0.file) || path == $0.file }
    }
}

/// A stretch of a shaped text drawn by one font file: which file measured which characters.
public struct FontRun: Sendable, Hashable, Codable {
    /// The characters.
    public let text: String
    /// The font file, `path` or `path#index` for a face of a collection.
    public let font: String

    /// A run.
    ///
    /// - Parameters:
    ///   - text: the characters.
    ///   - font: the font file.
    public init(text: String, font: String) {
        self.text = text
        self.font = font
    }
}

extension ShapedText {
    /// The text split where the font drawing it changes, in text order: the primary font's
    /// stretches and each fallback's (neighbouring runs of one file merged).
    ///
    /// ```swift
    /// measurer.shape("Hello 你好", key: key).fontRuns.map(\.font)
    /// // [".../Inter-roman.var.ttf", ".../NotoSansCJK-Regular.ttc#2"]
    /// ```
    public var fontRuns: [FontRun] {
        var starts: [(offset: Int, font: String)] = []
        for run in glyphRuns {
            guard let start = run.glyphs.lazy.map(\.cluster).min() else { continue }
            let font = run.font.description
            if let last = starts.last, last.font == font { continue }
            starts.append((start, font))
        }
        starts.sort { $0.offset < $1.offset }
        var runs: [FontRun] = []
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].offset : utf16.count
            guard end > start.offset else { continue }
            let text = String(decoding: utf16[start.offset..<end], as: UTF16.self)
            if let last = runs.last, last.font == start.font {
                runs[runs.count - 1] = FontRun(text: last.text + text, font: start.font)
            } else {
                runs.append(FontRun(text: text, font: start.font))
            }
        }
        return runs
    }
}
