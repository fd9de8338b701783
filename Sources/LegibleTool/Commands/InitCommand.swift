import ArgumentParser
import Foundation
import Legible
import LegibleShaping

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter legible.yaml for the project in this folder.",
        discussion: """
            Looks through the current folder (hidden folders and build output skipped) for W3C \
            design token files (*.tokens.json), Xcode asset catalogs with colour sets, Android \
            res folders with colours, string catalogs and interface files, and writes \
            legible.yaml: the colour sources it found, pairs guessed from the colour names \
            (text colours on the first background, onPrimary on primary), and commented examples \
            for the rest. legible check runs it as it is.

            The first line points editors (through yaml-language-server) at legible.schema.json, \
            which completes and validates the keys; the path is relative to the file, so it holds \
            no home folder.

            Exit status: 0 when the file is written, 2 when it exists (use --force) or cannot be written.

            Examples:
              legible init
              legible init --output design/legible.yaml --force
            """)

    @Option(help: ArgumentHelp("Where to write the file (default: legible.yaml here).", valueName: "file"))
    var output: String = "legible.yaml"

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
        // No option in the message: `legible: 'legible.yaml': the file exists; use --force …`.
        try OutputFile.checkDestination(output, force: force, option: "")
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let starter = StarterConfiguration(scanning: folder)
        let schema = Self.schemaPath.map { Self.relativePath(of: $0, from: folder) }
        try OutputFile.write(starter.yaml(schema: schema), to: output, replacingExisting: force, option: "")
        var summary = "Wrote \(output): \(starter.colorSources.count) colour source\(starter.colorSources.count == 1 ? "" : "s"), "
        summary += "\(starter.guessedPairs.count) pair\(starter.guessedPairs.count == 1 ? "" : "s") guessed from the colour names, "
        summary += "\(starter.stringCatalogs.count) string catalog\(starter.stringCatalogs.count == 1 ? "" : "s")."
        if starter.isTruncated { summary += " (Stopped looking after \(StarterConfiguration.maximumEntries) entries.)" }
        if starter.colorSources.isEmpty {
            summary += "\nNo colour sources were found here: add one under sources: (legible check needs at least one)."
        } else {
            summary += "\nNext: legible check"
        }
        try StandardOutput.print(summary)
    }

    /// The installed or checked-out `legible.schema.json`, for the file's first line.
    static var schemaPath: String? {
        BundledResources.schemasDirectory.map { $0 + "/legible.schema.json" }
    }

    /// `path` relative to `folder` (`../../usr/local/share/legible/Schemas/legible.schema.json`):
    /// yaml-language-server reads a relative `$schema` from the file's folder, so the line
    /// holds no user's home folder and works wherever the same layout is, as an absolute path
    /// written on one machine does not.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }
}
