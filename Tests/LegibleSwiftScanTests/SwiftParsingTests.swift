import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// The scan parses with the nesting limit of a release build of swift-syntax (256) in a debug
/// build too (``SwiftParsing``): the debug parser's own limit is 20, and a test of deeply nested
/// SwiftUI read fewer texts in debug than the release tool read.
@Suite struct SwiftParsingTests {
    /// `Text("Deep").font(.system(size: 11))` inside `levels` nested `VStack { … }`.
    static func nestedView(levels: Int) -> String {
        var content = #"Text("Deep").font(.system(size: 11))"#
        for _ in 0..<levels { content = "VStack {\n\(content)\n}" }
        return "import SwiftUI\nstruct Deep: View {\n    var body: some View {\n\(content)\n    }\n}\n"
    }

    @Test func aViewNestedThirtyLevelsIsReadInADebugBuild() throws {
        let result = try scanSwift(Self.nestedView(levels: 30), path: "Deep.swift")
        #expect(result.elements.count == 1)
        #expect(result.elements.first?.font == .fixed(size: 11, unit: "pt", weight: .regular, family: nil))
    }

    @Test func aViewJustWithinTheNestingCheckIsRead() throws {
        // ``SwiftNestingCheck`` allows 100 levels of brackets; the body's own braces are three.
        let result = try scanSwift(Self.nestedView(levels: 90), path: "Deep.swift")
        #expect(result.elements.first?.font == .fixed(size: 11, unit: "pt", weight: .regular, family: nil))
    }
}
