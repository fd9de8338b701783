import LegibleColor
import PropertyBased

/// Property tests: invariants checked over generated inputs with PropertyBased. Every run draws new
/// inputs from a fresh seed; a failure prints its input (shrunk to a small one) and the seed, and
/// `@Test(.fixedSeed("…"))` replays exactly that case (remove it again once fixed).
enum Generators {
    /// A component from a little outside sRGB's 0…1 (clamped when measured) to a little inside.
    static let component = Gen.double(in: -0.25...1.25)

    /// Any colour, opaque or not, in gamut or a little beyond it.
    static let color = zip(component, component, component, Gen.double(in: 0...1))
        .map { SRGBColor(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }

    /// Any opaque colour inside sRGB.
    static let opaqueColor = zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
        .map { SRGBColor(red: $0.0, green: $0.1, blue: $0.2) }

    /// A colour with 8-bit components, as a hex form holds it exactly.
    static let eightBitColor = zip(Gen.uint8(), Gen.uint8(), Gen.uint8(), Gen.uint8())
        .map { SRGBColor(red8: $0.0, green8: $0.1, blue8: $0.2, alpha8: $0.3) }

    /// Any character: one the syntaxes care about (separators, quotes, line breaks, escapes, NUL,
    /// a byte-order mark), or any Unicode scalar but the surrogates.
    static let character = Gen<Character>.oneOf(
        Gen<Character?>.element(of: Array(",\"'\n\r\t;=\\%@{}<>& \u{0}\u{7F}\u{200B}\u{FEFF}é😀") as [Character]).map { $0! }.eraseToAny(),
        Gen.unicodeScalar(in: "\u{1}"..."\u{D7FF}").map { Character($0) }.eraseToAny(),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").map { Character($0) }.eraseToAny()
    )

    /// Text of up to `length` such characters.
    static func text(of length: ClosedRange<Int>) -> Generator<String, some SendableSequenceType> {
        character.string(of: length)
    }
}
