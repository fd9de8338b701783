import Foundation
import LegibleTestSupport
import Testing

/// Every `$ legible …` example in README.md and Documentation/ runs and prints what the page
/// shows, so no example can drift from the tool.
///
/// An example is a `$ ` line in a fenced code block; the lines after it, up to the next `$ ` line
/// or the end of the block, are its output (standard output, then standard error). The command
/// runs through `sh` with the test build's `legible` first on the `PATH`, in a scratch folder that
/// mirrors the repository root (a symbolic link per top-level entry), so the examples' paths
/// resolve as from the root and the files they write stay out of the checkout. In the shown output
///
/// - a line that is only `…` stands for any number of lines;
/// - `(exit N)` as the last line is the exit status the command must end with; `$ echo $?` after
///   a command shows it the same way;
/// - otherwise the exit status is not checked (a failing check exits 1 and its output says so).
///
/// Other `$ ` commands (`cat`, `ls`) run too, and their output is compared the same way.
@Suite("Documentation: every $ legible example runs and prints what it shows")
struct DocumentationExamplesTests {
    static let pages: [String] = {
        var pages = ["README.md"]
        let documentation = packageRoot.appendingPathComponent("Documentation")
        if let enumerator = FileManager.default.enumerator(atPath: documentation.path) {
            for case let path as String in enumerator where path.hasSuffix(".md") {
                pages.append("Documentation/\(path)")
            }
        }
        return pages.sorted()
    }()

    @Test(arguments: pages)
    func examplesPrintWhatThePageShows(page: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
        let examples = DocumentedExample.all(in: text)
        // The pages that must have examples: a parser that found none would check nothing.
        if page == "README.md" { #expect(examples.count >= 6, "README.md should have a first command per job") }
        if page == "Documentation/Reference.md" { #expect(examples.count > 30, "Reference.md should have its examples") }
        try withMirroredRoot { folder in
            var previousStatus: Int32 = 0
            for example in examples {
                if example.command == "echo $?" {
                    #expect(example.output == ["\(previousStatus)"], "\(page):\(example.line): the previous command exited \(previousStatus)")
                    continue
                }
                let run = try runProcess(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    ["PATH=\(legibleExecutable.deletingLastPathComponent().path):/usr/bin:/bin", "sh", "-c", example.command],
                    directory: folder)
                previousStatus = run.status
                var expected = example.output
                if let last = expected.last, let status = DocumentedExample.exitStatus(last) {
                    expected.removeLast()
                    #expect(run.status == status, "\(page):\(example.line): $ \(example.command)\nexit \(run.status), the page says \(status)\n\(run.stderr)")
                }
                let actual = DocumentedExample.lines(run.stdout + run.stderr)
                #expect(
                    DocumentedExample.matches(expected, actual),
                    "\(page):\(example.line): $ \(example.command)\n--- the page shows:\n\(expected.joined(separator: "\n"))\n--- it prints:\n\(actual.joined(separator: "\n"))"
                )
            }
        }
    }

    @Test func elisionAndExitStatusConventions() {
        #expect(DocumentedExample.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(DocumentedExample.matches(["a", "…"], ["a"]))
        #expect(!DocumentedExample.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(!DocumentedExample.matches(["a"], ["a", "b"]))
        #expect(!DocumentedExample.matches([], ["printed something"]))
        #expect(DocumentedExample.exitStatus("(exit 2)") == 2)
        #expect(DocumentedExample.exitStatus("exit 2") == nil)
        let page = """
            ```console
            $ legible contrast "#777" white
            first
            …
            (exit 1)
            $ echo $?
            1
            ```
              ```
              $ legible rules
              ```
            """
        let examples = DocumentedExample.all(in: page)
        #expect(examples.map(\.command) == ["legible contrast \"#777\" white", "echo $?", "legible rules"])
        #expect(examples.first?.output == ["first", "…", "(exit 1)"])
        #expect(examples.last?.output == [])
    }

    /// A scratch folder with a symbolic link to each top-level entry of the repository.
    private func withMirroredRoot(_ body: (URL) throws -> Void) throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("legible-docs-\(UUID().uuidString)")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }
        for entry in try fileManager.contentsOfDirectory(atPath: packageRoot.path) where !entry.hasPrefix(".build") && entry != ".git" {
            try fileManager.createSymbolicLink(
                at: folder.appendingPathComponent(entry), withDestinationURL: packageRoot.appendingPathComponent(entry))
        }
        try body(folder)
    }
}

/// One `$ ` line of a page's code block and the output shown under it.
struct DocumentedExample {
    let line: Int
    let command: String
    var output: [String]

    /// The examples of every fenced block (indented blocks in lists too), in page order.
    static func all(in page: String) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var fenceIndent: Int?
        var collecting = false  // whether the block's lines are the last example's output
        for (index, raw) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("```") {
                fenceIndent = fenceIndent == nil ? indent : nil
                collecting = false
                continue
            }
            guard let fence = fenceIndent else { continue }
            let content = String(line.dropFirst(min(indent, fence)))
            if content.hasPrefix("$ ") {
                examples.append(DocumentedExample(line: index + 1, command: String(content.dropFirst(2)), output: []))
                collecting = true
            } else if collecting {
                examples[examples.count - 1].output.append(content)
            }
        }
        return examples.map { example in
            var example = example
            while example.output.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { example.output.removeLast() }
            return example
        }
    }

    /// `N` for a line `(exit N)`.
    static func exitStatus(_ line: String) -> Int32? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("(exit "), trimmed.hasSuffix(")") else { return nil }
        return Int32(trimmed.dropFirst(6).dropLast())
    }

    /// Output split into lines, trailing spaces and trailing empty lines dropped.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether `actual` is what `expected` shows, a line of only `…` standing for any lines.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        let expected = expected.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        func match(_ e: Int, _ a: Int) -> Bool {
            if e == expected.count { return a == actual.count }
            if expected[e].trimmingCharacters(in: .whitespaces) == "…" {
                return (a...actual.count).contains { match(e + 1, $0) }
            }
            return a < actual.count && expected[e] == actual[a] && match(e + 1, a + 1)
        }
        return match(0, 0)
    }
}
