import Foundation
import LegibleSyntax
import LegibleTypeScale

/// The weight of the app's own fonts in `res/font/` (issue 33, fresh-android21a class 1):
/// linphone-android 31ae7079 `font/noto_sans_800.xml` is a `<font-family>` of one
/// `<font android:font="@font/noto_sans_extra_bold"/>`, whose glyphs are ExtraBold (the file's
/// OS/2 `usWeightClass` is 800). `section_header_style` (16 sp in it) is large text under WCAG, so
/// judging it as 16 sp Regular held it to 4.5:1 instead of 3:1.
///
/// A font's weight is, in order: the `<font>`'s `android:fontWeight` (`app:fontWeight`), which
/// Android matches on and sets a variable font's `wght` to; the file's OS/2 `usWeightClass`, which
/// the framework reads when none is written; the weight its file name says (`…_extra_bold`,
/// `…-SemiBold`, `…_700`). A family's weight is its upright font nearest to Regular (400), as a
/// view that asks for no weight gets it; `nil` when two are equally near or none is known.
extension AndroidResources {
    /// Reads the `font` folders' files (a folder's own name first wins, as for every resource).
    mutating func readFonts(files: [String]) {
        var fileWeights: [String: FontWeight] = [:]
        var families: [String: String] = [:]
        for file in files {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if file.hasSuffix(".xml") {
                if families[name] == nil, let text = try? text(of: file) { families[name] = text }
            } else if fileWeights[name] == nil {
                fileWeights[name] = Self.openTypeWeight(file: file) ?? Self.weight(inName: name)
            }
        }
        for (name, weight) in fileWeights where fontWeights[name] == nil { fontWeights[name] = weight }
        for (name, text) in families where fontWeights[name] == nil {
            // A family may name a font an earlier (the app's own) folder holds.
            if let weight = Self.familyWeight(text: text, fileWeights: fileWeights.merging(fontWeights) { own, _ in own }) { fontWeights[name] = weight }
        }
    }

    /// The weight of a `<font-family>` file's upright font nearest to 400, `nil` when the file is
    /// no family, a font's weight is unknown, or two are equally near.
    static func familyWeight(text: String, fileWeights: [String: FontWeight]) -> FontWeight? {
        guard let root = try? XMLReader.parse(text, file: "font.xml"), root.name == "font-family" else { return nil }
        let namespaces = AndroidAttributes(root, inherited: [:]).namespaces
        // A downloadable font (`app:fontProviderQuery="name=Noto Sans&weight=800"`): the query's weight.
        if let query = AndroidAttributes(root, inherited: [:]).app("fontProviderQuery") {
            for part in query.split(separator: "&") {
                let pair = part.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
                if pair.count == 2, pair[0] == "weight", let value = Double(pair[1]), FontWeight.range.contains(value) { return FontWeight(value: value) }
            }
            return nil
        }
        var weights: [FontWeight] = []
        for font in root.childElements where font.name == "font" {
            let attributes = AndroidAttributes(font, inherited: namespaces)
            guard (attributes.android("fontStyle") ?? attributes.app("fontStyle") ?? "normal") == "normal" else { continue }
            if let written = (attributes.android("fontWeight") ?? attributes.app("fontWeight")).flatMap(Double.init) {
                guard FontWeight.range.contains(written) else { return nil }
                weights.append(FontWeight(value: written))
                continue
            }
            guard let source = attributes.android("font") ?? attributes.app("font"), let reference = AndroidValueSyntax.reference(source),
                reference.type == "font", let weight = fileWeights[reference.name]
            else { return nil }
            weights.append(weight)
        }
        let distance = { (weight: FontWeight) in abs(weight.value - FontWeight.regular.value) }
        guard let nearest = weights.map(distance).min() else { return nil }
        let candidates = Set(weights.filter { distance($0) == nearest })
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The most bytes of a font file read for its weight.
    static let maximumFontFileBytes = 32 << 20

    /// The OS/2 table's `usWeightClass` of a TrueType or OpenType file (not a collection), `nil`
    /// when the file cannot be read, is too large, or has no such table or a value out of range.
    static func openTypeWeight(file: String) -> FontWeight? {
        let limit = FileSizeLimit(bytes: maximumFontFileBytes, what: "a font file", setting: "AndroidResources.maximumFontFileBytes")
        guard let data = try? FileReading.read(file, limit: limit, regularFileOnly: true) else { return nil }
        return openTypeWeight(data: data)
    }

    /// ``openTypeWeight(file:)`` for the file's bytes.
    static func openTypeWeight(data: Data) -> FontWeight? {
        let bytes = [UInt8](data)
        func uint(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let version = uint(0, 4), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version), let tables = uint(4, 2) else { return nil }
        for index in 0..<tables {
            let record = 12 + 16 * index
            guard let tag = uint(record, 4) else { return nil }
            // "OS/2"
            guard tag == 0x4F53_2F32, let offset = uint(record + 8, 4), let value = uint(offset + 4, 2) else { continue }
            return (1...1000).contains(value) ? FontWeight(value: Double(value)) : nil
        }
        return nil
    }

    /// The weight a font file's name says by its last word: `noto_sans_extra_bold`,
    /// `Inter-SemiBold`, `roboto_700`; `nil` for a name that says none (`noto_sans`, `brand`).
    static func weight(inName name: String) -> FontWeight? {
        let lower = name.lowercased().replacingOccurrences(of: "italic", with: "")
        // OpenType's names (`usWeightClass`): Thin 100, ExtraLight 200 … ExtraBold 800, Black 900.
        let words: [(String, Double)] = [
            ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
            ("hairline", 100), ("thin", 100), ("light", 300), ("regular", 400), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        let squeezed = lower.filter { $0 != "_" && $0 != "-" && $0 != " " }
        if let (_, value) = words.first(where: { squeezed.hasSuffix($0.0) }) { return FontWeight(value: value) }
        let last = lower.split(whereSeparator: { $0 == "_" || $0 == "-" }).last.map(String.init) ?? ""
        if let value = Double(last), value.truncatingRemainder(dividingBy: 100) == 0, (100...900).contains(value) { return FontWeight(value: value) }
        return nil
    }
}
