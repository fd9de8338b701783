import Foundation
import LegibleCore
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Which files the reader reads, its limit, and Kotlin it cannot read.
@Suite struct ComposeReaderTests {
    @Test func readsKotlinOutsideBuildAndTestFolders() {
        let reader = ComposeSourceReader()
        #expect(reader.reads(path: "app/src/main/java/com/example/Home.kt"))
        #expect(!reader.reads(path: "app/build/generated/Home.kt"))
        #expect(!reader.reads(path: "app/src/test/java/HomeTest.kt"))
        #expect(!reader.reads(path: "build.gradle.kts"))
        #expect(!reader.reads(path: "Home.java"))
    }

    @Test func aFileWithoutComposeIsNotRead() throws {
        let result = try ComposeSourceReader().read(text: "fun f() { Text(\"x\", fontSize = 1.dp.toSp()) }", path: "A.kt", resources: ScanResources())
        #expect(result.elements.isEmpty && result.findings.isEmpty)
    }

    @Test func aFileOverTheLimitIsAnErrorNamingIt() {
        let text = "import androidx.compose.material3.Text\n" + String(repeating: "x", count: ComposeSourceReader.maximumFileBytes)
        #expect(throws: SourceFileError.self) { try ComposeSourceReader().read(text: text, path: "Big.kt", resources: ScanResources()) }
    }

    @Test func kotlinThatDoesNotParseIsANoteAndTheRestIsRead() throws {
        let body = """
            @Composable fun A() {
                val x = )
                Text("after", fontSize = 1.dp.toSp())
            }
            """
        let result = try scanCompose(body)
        #expect(result.findings.map { "\($0.location!.description) \($0.rule) \($0.severity.rawValue)" } == ["Screen.kt:4:13 scan.unresolved note"])
        #expect(result.elements.map(\.font) == [.fixed(size: 1, unit: "dp", weight: .regular, family: nil)])
    }

    @Test func theFuzzSeedsReadWithoutCrashing() throws {
        let folder = packageRoot.appendingPathComponent("Tests/Fuzzing/Corpus/FuzzKotlinSource")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["chain", "deep", "malformed", "screen"])
        for name in names {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            let text = "import androidx.compose.material3.Text\n" + String(decoding: bytes, as: UTF8.self)
            let result = try ComposeSourceReader().read(text: text, path: "Screen.kt", resources: ScanResources())
            #expect(result.elements.allSatisfy { $0.location.file == "Screen.kt" })
            if name == "screen" { #expect(!result.elements.isEmpty && !result.findings.contains { $0.rule == "scan.unresolved" }) }
            if name != "screen" { #expect(result.findings.contains { $0.rule == "scan.unresolved" }) }
        }
    }
}
