import LegibleSyntax
import LegibleYAML
import Testing

/// How plain YAML scalars are read (YAML 1.1 as Yams reads it), including the shortcut that
/// reads names such as `color.text.primary` as text without Yams's conversions: it must not
/// change what any scalar is.
@Suite("YAML plain scalars")
struct YAMLScalarTests {
    private func kind(_ scalar: String) throws -> String {
        let value = try #require(try YAMLTree.parse("v: \(scalar)\n", file: "v.yaml").member("v")?.value)
        switch value.kind {
        case .string(let text): return "string \(text)"
        case .number(let number): return "number \(number)"
        case .bool(let flag): return "bool \(flag)"
        case .null: return "null"
        case .array: return "array"
        case .object: return "object"
        }
    }

    @Test("names and other words are text")
    func text() throws {
        for scalar in ["color.text.primary", "nonText", "largeText", "text", "Text/Body", "brand_primary", "zebra", "Surface", "a:1", "e5", "E5", "x1"] {
            #expect(try kind(scalar) == "string \(scalar)")
        }
    }

    @Test("Booleans, nulls and numbers keep their YAML 1.1 meaning, whatever letter they start with")
    func nonText() throws {
        let expected = [
            "yes": "bool true", "No": "bool false", "ON": "bool true", "off": "bool false", "true": "bool true", "False": "bool false",
            "null": "null", "~": "null", "NULL": "null", "12": "number 12.0", "-1.5e2": "number -150.0", "1_000": "number 1000.0",
            "0x1F": "number 31.0", "1:30": "number 90.0", "inf": "number inf", "nan": "number nan",
        ]
        for (scalar, kind) in expected {
            #expect(try self.kind(scalar) == kind, "\(scalar)")
        }
        // Quoted, they are text.
        #expect(try kind("'yes'") == "string yes")
        #expect(try kind("\"12\"") == "string 12")
    }
}
