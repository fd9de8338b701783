import Foundation
import PackagePlugin

/// `swift package legible scan|check|audit [--target NAME]… [legible options]`: runs the
/// `legible` tool in the package's folder (so its `legible.yaml` applies). With `--target`, the
/// scan reads those targets' folders only. Reports go where the options say (`--output FILE`),
/// which is why the plugin asks for permission to write to the package folder.
@main
struct LegibleCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let commands = ["scan", "check", "audit"]
        guard let subcommand = arguments.first, commands.contains(subcommand) else {
            throw PluginUsageError(message: "usage: swift package legible scan|check|audit [--target NAME]… [options of `legible scan|check|audit`]")
        }
        var extractor = ArgumentExtractor(Array(arguments.dropFirst()))
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = [subcommand] + extractor.remainingArguments
        if subcommand == "scan", !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            toolArguments += targets.map { $0.directory.string }
        }
        // A plugin names an executable target it depends on by the target's name, not the product's.
        let tool = try context.tool(named: "LegibleTool")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginUsageError(message: "legible \(subcommand) exited with status \(process.terminationStatus)")
        }
    }
}

/// A failure the plugin reports with its message.
struct PluginUsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
