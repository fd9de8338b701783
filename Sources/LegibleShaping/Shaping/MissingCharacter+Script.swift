internal import CHarfBuzz

extension MissingCharacter {
    /// The Unicode script of the character, by name: `Devanagari`, `Tamil`, `Myanmar`; the ISO
    /// 15924 code (`Tglg`) for a script not named here, and `Unknown` for an unassigned or
    /// private-use character. A report groups missing characters by it: one finding per script.
    public var scriptName: String { Self.scriptName(of: scalar) }

    /// The Unicode script of `scalar` by name, as ``scriptName`` gives it.
    ///
    /// ```swift
    /// MissingCharacter.scriptName(of: "क")          // "Devanagari"
    /// MissingCharacter.scriptName(of: "\u{10FFFD}")  // "Unknown"
    /// ```
    ///
    /// - Parameter scalar: the character.
    public static func scriptName(of scalar: Unicode.Scalar) -> String {
        let code = scriptCode(of: scalar)
        return names[code] ?? code
    }

    /// The ISO 15924 code of `scalar`'s Unicode script, as HarfBuzz reports it: `Olck` for
    /// U+1C5A, `Zyyy` (Common) for U+2B24, `Zzzz` for an unassigned character.
    ///
    /// - Parameter scalar: the character.
    public static func scriptCode(of scalar: Unicode.Scalar) -> String {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        let tag = hb_script_to_iso15924_tag(script)
        return String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    /// English names of the ISO 15924 codes (Unicode's `Scripts.txt` names, spaces for `_`) of the
    /// scripts apps are most often translated into, and of the special codes.
    private static let names: [String: String] = [
        "Arab": "Arabic", "Armn": "Armenian", "Beng": "Bengali", "Cher": "Cherokee", "Cyrl": "Cyrillic", "Deva": "Devanagari",
        "Ethi": "Ethiopic", "Geor": "Georgian", "Grek": "Greek", "Gujr": "Gujarati", "Guru": "Gurmukhi", "Hang": "Hangul", "Hani": "Han",
        "Hebr": "Hebrew", "Hira": "Hiragana", "Kana": "Katakana", "Khmr": "Khmer", "Knda": "Kannada", "Laoo": "Lao", "Latn": "Latin",
        "Mlym": "Malayalam", "Mong": "Mongolian", "Mymr": "Myanmar", "Nkoo": "N'Ko", "Orya": "Oriya", "Sinh": "Sinhala", "Syrc": "Syriac",
        "Taml": "Tamil", "Telu": "Telugu", "Tfng": "Tifinagh", "Thaa": "Thaana", "Thai": "Thai", "Tibt": "Tibetan", "Vaii": "Vai",
        "Zyyy": "Common", "Zinh": "Inherited", "Zzzz": "Unknown", "Adlm": "Adlam", "Olck": "Ol Chiki", "Cans": "Canadian Aboriginal",
        "Mtei": "Meetei Mayek",
    ]
}
