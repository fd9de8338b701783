import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 37: Swift source that stresses the parser. Each file below is under the 4 MiB limit and
/// crashed the scan (stack overflow, signals 11 and 134), or took seconds, before the nesting
/// check; now it is refused before swift-syntax sees it, at the line and column where the limit
/// is passed, and ordinary nesting is still read.
@Suite("Swift parser stress")
struct ParserStressTests {
    /// Reads `source` and returns the error it is refused with, `nil` when it is read.
    private func refusal(_ source: String) -> SourceFileError? {
        do {
            _ = try scanSwift(source)
            return nil
        } catch let error as SourceFileError {
            return error
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    /// The thread's own processor time, which other work on a loaded machine does not inflate.
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        try threadSeconds(body)
    }

    @Test func deepNestingOfEachKindIsRefusedAtTheLevelPastTheLimit() throws {
        let depth = 100_000
        let cases: [(String, String)] = [
            ("let a = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n", "nest deeper than 100 levels"),
            ("let a: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth) + " = []\n", "nest deeper than 100 levels"),
            ("func f() " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n", "nest deeper than 100 levels"),
            (String(repeating: "#if A\n", count: depth) + String(repeating: "#endif\n", count: depth), "nest deeper than 100 levels"),
            (
                "let a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
                "array or dictionary literals nest deeper than 12"
            ),
        ]
        for (source, problem) in cases {
            var error: SourceFileError?
            let time = seconds { error = refusal(source) }
            let refused = try #require(error, "\(source.prefix(20))")
            #expect(refused.file == "View.swift")
            #expect(refused.message.contains(problem), "\(refused.message)")
            // Refused without parsing: a pass over the bytes.
            #expect(time < 2, "\(source.prefix(20)): \(time) s")
        }
        // The first level past the limit is where the error points: `(` number 101 is column 109.
        let parens = try #require(refusal("let a = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)))
        #expect(parens.position == TextPosition(line: 1, column: 8 + 101))
        let ifs = try #require(refusal(String(repeating: "#if A\n", count: 150)))
        #expect(ifs.position?.line == 101)
    }

    @Test func nestedStringInterpolationIsRefused() throws {
        // "\("\("\(…)")")" 5,000 deep: 4.7 GB and a crash before.
        var source = "1"
        for _ in 0..<5_000 { source = #""\(\#(source))""# }
        let refused = try #require(refusal("let s = \(source)\n"))
        #expect(refused.message.contains("string interpolations nest deeper than 100 levels"))
        // Thirty levels are read (each is a string and an interpolation: 60).
        var shallow = "n"
        for _ in 0..<30 { shallow = #""\(\#(shallow))""# }
        #expect(refusal("let n = 1\nlet s = \(shallow)\n") == nil)
    }

    @Test func anElseIfChainOfTenThousandBranchesIsRefusedAndOneOfAThousandRead() throws {
        func chain(_ branches: Int) -> String {
            "func f(x: Int) {\n    if x == 0 {\n    }" + (1..<branches).map { " else if x == \($0) {\n    }" }.joined() + "\n}\n"
        }
        let refused = try #require(refusal(chain(10_000)))
        #expect(refused.message.contains("an if … else if chain of more than 1000 branches"))
        // Branch 1,001 is the 1,000th `else if`, on line 2 + 1,000.
        #expect(refused.position?.line == 1_002)
        #expect(refusal(chain(1_000)) == nil)
        // Separate chains in one block do not add up.
        let two =
            "func f(x: Int) {\n" + String(repeating: "    if x == 0 {\n    }" + String(repeating: " else if x == 1 {\n    }", count: 600) + "\n", count: 3)
            + "}\n"
        #expect(refusal(two) == nil)
    }

    @Test func bracketsInStringsAndCommentsAreNotNesting() throws {
        let source = """
            // \(String(repeating: "((((", count: 100))
            /* \(String(repeating: "[[[[", count: 100)) /* nested */ */
            let a = "\(String(repeating: "{", count: 500))"
            let b = #"\\(\(String(repeating: "(", count: 500))"#
            let c = \"\"\"
                \(String(repeating: "[", count: 500))
                \"\"\"
            let d = [[[[1]]]]
            Text("Hi").font(.system(size: 12))
            """
        #expect(refusal(source) == nil)
        #expect(try fonts(source) == [.fixed(size: 12, unit: "pt", weight: .regular, family: nil)])
    }

    @Test(.tags(.slow), .skippedWhenQuick) func aNestedArrayLiteralIsNeverExponential() throws {
        // 24 levels in 100 bytes took 3.4 s, and each two levels more three times as long.
        let deep = "let a = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24)
        var error: SourceFileError?
        #expect(seconds { error = refusal(deep) } < 1)
        #expect(error?.message.contains("array or dictionary literals nest deeper than 12 levels") == true)
        // At the limit the parser's look-ahead is still cheap.
        #expect(seconds { _ = refusal("let a = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)) } < 1)
    }

    @Test(.tags(.slow), .skippedWhenQuick) func aModifierChainIsReadInLinearTime() throws {
        func chain(_ modifiers: Int) -> String {
            "struct V: View {\n    var body: some View {\n        Text(\"Hi\")" + String(repeating: "\n            .padding(4)", count: modifiers)
                + "\n            .font(.system(size: 12))\n    }\n}\n"
        }
        _ = try scanSwift(chain(50))
        // The fastest of three runs each: under a full suite on two cores one run of the short
        // chain (a tenth of a second) can be slowed several times over by the tests beside it.
        let short = try (0..<3).map { _ in try seconds { _ = try scanSwift(chain(150)) } }.min() ?? 0
        let long = try (0..<3).map { _ in try seconds { _ = try scanSwift(chain(1_200)) } }.min() ?? 0
        // 8× the modifiers: 100× the time when each call read the whole chain's text; linear is 8×.
        #expect(long / max(short, 0.001) < 24, "150 modifiers: \(short) s, 1200: \(long) s")
        #expect(try fonts(chain(1_200)) == [.fixed(size: 12, unit: "pt", weight: .regular, family: nil)])
    }

    /// Element X iOS (5d0343c4) took 224 s: each view call in a private member asked whether the
    /// member is used only in menu content, by walking every token of the file (`ReferenceIndex`).
    @Test(.tags(.slow), .skippedWhenQuick) func privateMembersAreLookedUpInLinearTime() throws {
        func view(_ members: Int) -> String {
            let bodies = (0..<members).map { "    private var row\($0): some View {\n        HStack { Text(\"a\"); Image(\"b\"); Button(\"c\") {} }\n    }\n" }
            return "struct V: View {\n    var body: some View { VStack { row0 } }\n" + bodies.joined() + "}\n"
        }
        _ = try scanSwift(view(20))
        let short = try seconds { _ = try scanSwift(view(100)) }
        let long = try seconds { _ = try scanSwift(view(800)) }
        // 8× the members: 64× the time when each call walked the whole file; linear is 8×.
        #expect(long / max(short, 0.001) < 24, "100 members: \(short) s, 800: \(long) s")
    }

    @Test func numbersAtTheEdgesAreRangeCheckedWhereTheyAreRead() throws {
        func lines(_ argument: String) throws -> Int? {
            try scanSwift("Text(\"Hi\").font(.body).lineLimit(\(argument))").elements.first?.maxLines
        }
        // Past the layout spec's 10,000 lines a line limit is no limit; beyond a million (or
        // infinite) the number is not known; neither traps.
        #expect(try lines("3") == 3)
        #expect(try lines("20_000") == 0)
        #expect(try lines("1e300") == nil)
        #expect(try lines("1e999") == nil)
        #expect(try lines("2.5") == nil)
        #expect(try lines("-1") == nil)
        #expect(try fonts("Text(\"a\").font(.system(size: 1e300))").isEmpty)
    }
}
