internal import CHarfBuzz
internal import CICU
import LegibleSyntax

extension Shaper {
    /// Splits the text into runs of one bidi direction, one script and one font, leaving out line
    /// and paragraph separators (they end a line and take no width). Characters of the Common and
    /// Inherited scripts (spaces, punctuation, marks, emoji) join the script run around them. Each
    /// character goes to the first font in the chain that maps it, except marks and invisible
    /// joiners, which stay with their base, and spaces and punctuation inside a run of a real
    /// script, which stay in the run's font when it has them (as Pango keeps them); so each run is
    /// shaped once, with a font that covers it. Letters go back to the first font that has them
    /// after a character only a fallback has ("ﬁle" without an "ﬁ" in Inter: "ﬁ" from the
    /// fallback, "le" from Inter).
    /// `hasLineSeparators` is set when the text has a line or paragraph separator. Each run goes to
    /// `body` as soon as it is found, in logical order (no array of runs to allocate per text).
    func itemize(_ text: UnsafeBufferPointer<UInt16>, hasLineSeparators: inout Bool, _ body: (Item) -> Void) {
        let visitedRuns = Self.forEachDirectionRun(text) { range, isRightToLeft in
            itemize(text, range, isRightToLeft: isRightToLeft, hasLineSeparators: &hasLineSeparators, body)
        }
        if !visitedRuns {
            itemize(text, 0..<text.count, isRightToLeft: false, hasLineSeparators: &hasLineSeparators, body)
        }
    }

    /// Itemizes one run of one direction, passing each run to `body`.
    private func itemize(
        _ text: UnsafeBufferPointer<UInt16>, _ directionRange: Range<Int>, isRightToLeft: Bool,
        hasLineSeparators: inout Bool, _ body: (Item) -> Void
    ) {
        let unicode = hb_unicode_funcs_get_default()
        let instances = chain.instances
        var runStart = directionRange.lowerBound
        var runScript = HB_SCRIPT_COMMON
        var runLevel: Int?
        var index = directionRange.lowerBound
        while index < directionRange.upperBound {
            // Printable ASCII inside a Latin run in the first font, which maps all of it, changes
            // nothing below (it all stays in that font): the bulk of Latin text, skipped at once.
            if runScript == HB_SCRIPT_LATIN, runLevel == 0, instances[0].face.coversPrintableASCII {
                while index < directionRange.upperBound, (0x20...0x7E).contains(text[index]) { index += 1 }
                guard index < directionRange.upperBound else { break }
            }
            let (scalar, width) = Self.scalar(in: text, at: index, limit: directionRange.upperBound)
            if Self.isLineSeparator(scalar) {
                hasLineSeparators = true
                Self.append(runStart..<index, isRightToLeft: isRightToLeft, script: runScript, level: runLevel, to: body)
                runStart = index + width
                runScript = HB_SCRIPT_COMMON
                runLevel = nil
                index += width
                continue
            }
            let script =
                scalar < 0x80
                ? (Self.isASCIILetter(scalar) ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON)
                : Self.itemizationScript(hb_unicode_script(unicode, scalar))
            let isNeutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            let level: Int?
            if scalar >= 0x80, script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_COMMON,
                Self.attachesToBase(scalar, unicode: unicode)
            {
                level = runLevel
            } else if let current = runLevel, isNeutral, runScript != HB_SCRIPT_COMMON, instances[current].covers(scalar) {
                // A space or punctuation inside Arabic, Han… text stays in the run's font.
                level = current
            } else {
                level = chain.firstLevel(covering: scalar) ?? runLevel
            }
            if !isNeutral, runScript != HB_SCRIPT_COMMON, script != runScript {
                Self.append(runStart..<index, isRightToLeft: isRightToLeft, script: runScript, level: runLevel, to: body)
                runStart = index
                runLevel = level
            } else if let level, let current = runLevel, level != current {
                Self.append(runStart..<index, isRightToLeft: isRightToLeft, script: runScript, level: runLevel, to: body)
                runStart = index
                runScript = isNeutral ? runScript : script
                runLevel = level
            }
            if !isNeutral { runScript = script }
            if runLevel == nil { runLevel = level }
            index += width
        }
        Self.append(
            runStart..<directionRange.upperBound, isRightToLeft: isRightToLeft, script: runScript, level: runLevel,
            to: body)
    }

    /// Passes the run `range` to `body` unless it is empty.
    private static func append(
        _ range: Range<Int>, isRightToLeft: Bool, script: hb_script_t, level: Int?,
        to body: (Item) -> Void
    ) {
        guard !range.isEmpty else { return }
        body(Item(range: range, isRightToLeft: isRightToLeft, script: script, fontLevel: level ?? 0))
    }

    /// Japanese mixes Han, Hiragana and Katakana within words; HarfBuzz shapes all three with the
    /// same default shaper, so they stay in one run (as Blink does) instead of one per script.
    private static func itemizationScript(_ script: hb_script_t) -> hb_script_t {
        script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA || script == HB_SCRIPT_BOPOMOFO ? HB_SCRIPT_HAN : script
    }

    private static func isASCIILetter(_ scalar: UInt32) -> Bool {
        (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
    }

    /// Marks, joiners, variation selectors, emoji modifiers and tags: they belong to the character
    /// before them and must be shaped in its font. (Callers ask only for Common and Inherited
    /// characters: a mark of a real script stays with its base by the same-script rule.)
    private static func attachesToBase(_ scalar: UInt32, unicode: OpaquePointer?) -> Bool {
        switch scalar {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default:
            let category = hb_unicode_general_category(unicode, scalar)
            return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
        }
    }

    /// The code point at `index` and how many code units it takes; a lone surrogate reads as
    /// U+FFFD.
    static func scalar(in text: UnsafeBufferPointer<UInt16>, at index: Int, limit: Int) -> (UInt32, Int) {
        let unit = text[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < limit, UTF16.isTrailSurrogate(text[index + 1]) {
            return (0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(text[index + 1] - 0xDC00), 2)
        }
        return (UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) ? 0xFFFD : UInt32(unit), 1)
    }

    /// Characters that force a line break (UAX #14 classes BK, CR, LF, NL).
    static func isLineSeparator(_ scalar: UInt32) -> Bool {
        // Tested per character: most are above U+000D and not one of the three others.
        scalar <= 0x0D ? scalar >= 0x0A : scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// Passes each run of one direction to `body`, in logical order, from one pass of ICU's bidi
    /// algorithm over the whole text (paragraph directions from their first strong characters).
    /// Returns `false`, calling nothing, when the text is one left-to-right run: text with no
    /// right-to-left character is, without asking ICU.
    ///
    /// The runs are read from ICU's level of each code unit in one walk: `ubidi_getLogicalRun`
    /// searches the runs from the first on every call, which made a line of many runs quadratic.
    static func forEachDirectionRun(_ text: UnsafeBufferPointer<UInt16>, _ body: (Range<Int>, Bool) -> Void) -> Bool {
        guard let base = text.baseAddress, hasRightToLeftUnit(text) else { return false }
        return BidiPool.shared.withBidi { bidi in
            var status = U_ZERO_ERROR
            legible_ubidi_setPara(bidi, base, Int32(text.count), legible_ubidi_default_ltr(), &status)
            guard legible_u_failure(status) == 0 else { return false }
            guard let levels = legible_ubidi_getLevels(bidi, &status), legible_u_failure(status) == 0 else { return false }
            var start = 0
            while start < text.count {
                let level = levels[start]
                var end = start + 1
                while end < text.count, levels[end] == level { end += 1 }
                body(start..<end, level & 1 == 1)
                start = end
            }
            return true
        } ?? false
    }

    /// Whether the text has a code unit of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// NKo, Samaritan, Mandaic, their presentation forms, the supplementary RTL blocks) or an
    /// explicit RTL control (U+061C is inside the Arabic block).
    private static func hasRightToLeftUnit(_ text: UnsafeBufferPointer<UInt16>) -> Bool {
        for unit in text where unit >= 0x0590 {
            switch unit {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802...0xD803, 0xD83A...0xD83B,
                0x200F, 0x202B, 0x202E, 0x2067:
                return true
            default: continue
            }
        }
        return false
    }
}

/// Idle ICU bidi objects, reused across calls (each keeps the memory of its last paragraph). Each
/// call takes one for itself.
final class BidiPool: @unchecked Sendable {
    static let shared = BidiPool()
    private let idle = Locked<[OpaquePointer]>([])

    /// Runs `body` with a bidi object; `nil` when ICU cannot allocate one.
    func withBidi<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
        guard let bidi = idle.withLock({ $0.popLast() }) ?? legible_ubidi_open() else { return nil }
        defer { idle.withLock { $0.append(bidi) } }
        return body(bidi)
    }
}
