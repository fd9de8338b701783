internal import CICU
import LegibleSyntax

/// A place where a line may end, as a UTF-16 offset into the text.
struct LineBreakOpportunity: Sendable, Hashable {
    let offset: Int
    /// A mandatory break (after a newline or paragraph separator).
    let isHard: Bool
}

/// ICU's UAX #14 line breaks and UAX #29 grapheme cluster boundaries.
enum BreakAnalysis {
    /// Ascending offsets after 0 where a line may end, the last equal to the text's length.
    static func lineBreaks(_ text: UnsafeBufferPointer<UInt16>) -> [LineBreakOpportunity] {
        let length = Int32(text.count)
        var lineBreaks: [LineBreakOpportunity] = []
        BreakIteratorPool.line.withIterator(text) { iterator in
            var position = legible_ubrk_next(iterator)
            while position != UBRK_DONE, position <= length {
                lineBreaks.append(
                    LineBreakOpportunity(
                        offset: Int(position), isHard: legible_ubrk_is_hard_line_status(legible_ubrk_getRuleStatus(iterator)) != 0))
                position = legible_ubrk_next(iterator)
            }
        }
        return lineBreaks
    }

    /// Ascending grapheme cluster boundaries, from 0 to the text's length.
    static func graphemeBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        let length = Int32(text.count)
        var graphemes: [Int] = []
        BreakIteratorPool.character.withIterator(text) { iterator in
            var position = legible_ubrk_first(iterator)
            while position != UBRK_DONE, position <= length {
                graphemes.append(Int(position))
                position = legible_ubrk_next(iterator)
            }
        }
        if graphemes.first != 0 { graphemes.insert(0, at: 0) }
        if graphemes.last != text.count { graphemes.append(text.count) }
        return graphemes
    }

    /// The first grapheme cluster boundary after the start of `text`, and the last boundary after
    /// the start up to which `fits` holds for every boundary (`nil` when none is). `fits` must
    /// hold for every offset up to `reach`: ICU jumps to the last boundary at or before it and
    /// steps on from there, so cutting a long text does not walk it from its start.
    static func graphemeBoundaries(
        _ text: UnsafeBufferPointer<UInt16>, fittingUpTo reach: Int,
        _ fits: (Int) -> Bool
    ) -> (first: Int?, last: Int?) {
        let length = Int32(text.count)
        var result: (first: Int?, last: Int?) = (nil, nil)
        BreakIteratorPool.character.withIterator(text) { iterator in
            let first = legible_ubrk_following(iterator, 0)
            guard first != UBRK_DONE, first <= length else { return }
            result.first = Int(first)
            var last: Int32?
            if reach >= text.count {
                last = length
            } else if reach > 0 {
                let preceding = legible_ubrk_preceding(iterator, Int32(reach + 1))
                if preceding != UBRK_DONE, preceding > 0 { last = preceding }
            }
            var next = last.map { $0 < length ? legible_ubrk_following(iterator, $0) : UBRK_DONE } ?? first
            while next != UBRK_DONE, next <= length, fits(Int(next)) {
                last = next
                next = next < length ? legible_ubrk_following(iterator, next) : UBRK_DONE
            }
            result.last = last.map(Int.init)
        }
        return result
    }
}

/// Idle ICU break iterators of one kind, reused across calls (opening one loads and compiles its
/// rules, which costs more than breaking a short string). Each call takes one for itself.
final class BreakIteratorPool: @unchecked Sendable {
    static let line = BreakIteratorPool(UBRK_LINE)
    static let character = BreakIteratorPool(UBRK_CHARACTER)

    private let kind: UBreakIteratorType
    private let idle = Locked<[OpaquePointer]>([])

    private init(_ kind: UBreakIteratorType) {
        self.kind = kind
    }

    /// Runs `body` with an iterator set to `text`, positioned at its start. An empty text, or an
    /// iterator ICU cannot open, runs nothing.
    func withIterator(_ text: UnsafeBufferPointer<UInt16>, _ body: (OpaquePointer) -> Void) {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        var iterator = idle.withLock { $0.popLast() }
        var status = U_ZERO_ERROR
        if iterator == nil {
            iterator = legible_ubrk_open(kind, "", nil, 0, &status)
        }
        guard let iterator, legible_u_failure(status) == 0 else { return }
        legible_ubrk_setText(iterator, base, Int32(text.count), &status)
        if legible_u_failure(status) == 0 {
            _ = legible_ubrk_first(iterator)
            body(iterator)
        }
        idle.withLock { $0.append(iterator) }
    }
}
