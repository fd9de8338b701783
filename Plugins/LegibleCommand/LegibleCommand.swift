import Foundation
import PackagePlugin

/// `swift package legible scan|check|audit [--target NAME]… [legible options]`: runs the
/// `legible` tool in the package's folder (so its `legible.yaml` applies). With `--target`, the
/// scan reads those targets' folders only, named relative to the package as the scan without
/// `--target` names its files. The plugin declares no permission, so a run that only prints asks
/// for none; a run that writes into the package (`--output`, `--emit-layout`, `--cache`) needs
/// `swift package --allow-writing-to-package-directory legible …` where SwiftPM sandboxes plugins.
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
            let package = context.package.directoryURL
            for target in try context.package.targets(named: targetNames) {
                guard let folder = Self.folder(of: target) else {
                    throw PluginUsageError(message: "--target \(target.name): not a target with source files")
                }
                toolArguments.append(Self.relativePath(of: folder, in: package))
            }
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
            var message = "legible \(subcommand) exited with status \(process.terminationStatus)"
            let writes = ["--output", "--emit-layout", "--cache"].contains { option in toolArguments.contains { $0 == option || $0.hasPrefix(option + "=") } }
            if process.terminationStatus == 2, writes {
                message += " (to write into the package: swift package --allow-writing-to-package-directory legible …)"
            }
            throw PluginUsageError(message: message)
        }
    }

    /// The target's folder (`Target.directoryURL` needs tools version 6.1; the concrete target
    /// types have it in 6.0).
    static func folder(of target: Target) -> URL? {
        switch target {
        case let target as SwiftSourceModuleTarget: target.directoryURL
        case let target as ClangSourceModuleTarget: target.directoryURL
        default: nil
        }
    }

    /// `folder` relative to the package (`Sources/App`), as the scan names the files it finds
    /// when it runs in the package's folder; a folder outside the package stays absolute.
    static func relativePath(of folder: URL, in package: URL) -> String {
        let folderPath = folder.standardizedFileURL.path
        let packagePath = package.standardizedFileURL.path
        let prefix = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"
        guard folderPath.hasPrefix(prefix) else { return folderPath }
        let relative = String(folderPath.dropFirst(prefix.count))
        return relative.isEmpty ? "." : relative
    }
}

/// A failure the plugin reports with its message.
struct PluginUsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
