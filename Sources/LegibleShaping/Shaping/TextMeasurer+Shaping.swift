internal import CHarfBuzz

extension TextMeasurer {
    /// Shapes `text` for `key` (from ``shapingKey(forSize:tracking:)``): glyphs and advances in
    /// font units, and missing characters. (ICU's line breaks and grapheme boundaries are found
    /// by ``ShapedText/layout(_:)`` when a layout needs them.)
    public func shape(_ text: String, key: ShapingKey) -> ShapedText {
        let chain = fontChain(for: key)
        let utf16 = Self.utf16CodeUnits(of: text)
        let shaped = Shaper(chain: chain, features: chain.features).shape(utf16)
        return ShapedText(
            text: text, key: key, missingCharacters: shaped.missing, glyphRuns: shaped.glyphRuns, utf16: utf16,
            prefixes: shaped.prefixes, trailingTracking: shaped.trailingTracking, hasHardLineBreaks: shaped.hasLineSeparators,
            dependsOnOptionalLigatures: shaped.dependsOnOptionalLigatures,
            lineMetrics: chain.lineMetrics, ellipsisAdvance: chain.ellipsisAdvance)
    }

    /// The UTF-16 code units of `text`, transcoded straight from its UTF-8 storage (walking
    /// `String.UTF16View` costs several times more per character). The array is reserved and
    /// appended to: `init(unsafeUninitializedCapacity:)` allocates through an unspecialised
    /// stdlib path that costs more than the appends for an interface string.
    static func utf16CodeUnits(of text: String) -> [UInt16] {
        var text = text
        return text.withUTF8 { bytes in
            // A string's UTF-8 is valid, and never has fewer code units than UTF-16.
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count)
            var byteIndex = 0
            while byteIndex < bytes.count {
                let lead = UInt32(bytes[byteIndex])
                if lead < 0x80 {
                    units.append(UInt16(lead))
                    byteIndex += 1
                    continue
                }
                let second = UInt32(bytes[byteIndex + 1] & 0x3F)
                if lead < 0xE0 {
                    units.append(UInt16((lead & 0x1F) << 6 | second))
                    byteIndex += 2
                } else if lead < 0xF0 {
                    units.append(UInt16(truncatingIfNeeded: (lead & 0x0F) << 12 | second << 6 | UInt32(bytes[byteIndex + 2] & 0x3F)))
                    byteIndex += 3
                } else {
                    let scalar =
                        (lead & 0x07) << 18 | second << 12 | UInt32(bytes[byteIndex + 2] & 0x3F) << 6
                        | UInt32(bytes[byteIndex + 3] & 0x3F)
                    units.append(UInt16(truncatingIfNeeded: 0xD800 + ((scalar - 0x10000) >> 10)))
                    units.append(UInt16(truncatingIfNeeded: 0xDC00 + (scalar & 0x3FF)))
                    byteIndex += 4
                }
            }
            return units
        }
    }
}
