// The values people type after an option or in a layout spec, and the label texts of catalogs:
// every `init(parsing:)` of a typed option, then the placeholder samples and pseudo-localisation
// an audit applies to each text. A value that reads must read back from its own spelling.
import FuzzSupport
import LegibleCatalogs
import LegibleColor
import LegibleReporting
import LegibleShaping
import LegibleTokens
import LegibleTypeScale
import LegibleVision

/// A value's spelling reads back as a value with the same spelling (numbers may lose digits
/// beyond the spelling's precision once, never twice).
func readsBack<Value>(_ text: String, _ parse: (String) throws -> Value, spellings: [(String, (Value) -> String)]) {
    guard let value = try? parse(text) else { return }
    for (name, spell) in spellings {
        let spelling = spell(value)
        let again = try? parse(spelling)
        require(
            again.map(spell) == spelling,
            "\(text.debugDescription) reads as a value whose \(name) \(spelling.debugDescription) reads back as \(again.map(spell)?.debugDescription ?? "an error")"
        )
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptionValues(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    readsBack(text, { try TrackingMode(parsing: $0) }, spellings: [("description", \.description)])
    readsBack(text, { try FontWeight(parsing: $0) }, spellings: [("name", \.name)])
    readsBack(text, { try DynamicTypeCategory(parsing: $0) }, spellings: [("raw value", \.rawValue), ("display name", \.displayName)])
    readsBack(text, { try TextStyle(parsing: $0) }, spellings: [("raw value", \.rawValue), ("display name", \.displayName)])
    readsBack(text, { try TextLegibilityWeight(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try MaterialTypeRole(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try LengthUnit(parsing: $0) }, spellings: [("description", \.description)])
    readsBack(text, { try AndroidDensity(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try TrackingTable(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try PointSize(parsing: $0) }, spellings: [("description", \.description)])
    readsBack(text, { try ContrastUse(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try Deficiency(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try SimulationMethod(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try ColorAppearance(parsing: $0) }, spellings: [("raw value", \.rawValue)])
    readsBack(text, { try FontVariation.parseList($0) }, spellings: [("description", { $0.map(\.description).joined(separator: ",") })])
    _ = try? FailurePolicy(parsing: text)
    _ = try? Pseudolocalization(parsing: text)
    _ = try? TypeScaleNumber.parse(text, role: "size")
    _ = try? Deficiency.list(parsing: text)
    _ = try? CVDSimulation.severity(parsing: text, role: "--severity")
    _ = try? PaletteCheck.minimumDeltaE(parsing: text, role: "--min-delta-e")
    // A label's text as an audit prepares it.
    for specifier in FormatSpecifier.specifiers(in: text) {
        require(text[specifier.range] == specifier.literal, "a format specifier's range is not its literal in \(text.debugDescription)")
    }
    _ = PlaceholderSamples().substitute(in: text)
    _ = Pseudolocalization().apply(to: text)
    return 0
}
