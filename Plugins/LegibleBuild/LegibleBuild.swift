import Foundation
import PackagePlugin

/// Runs `legible scan --format compiler` on a target's Swift files at every build, so each
/// finding appears as `file:line:column: warning: … [rule]` where `swift build` prints and Xcode
/// shows diagnostics. The command has no declared outputs, so it runs on every build; the scan's
/// cache in the plugin's work folder makes that cheap (a file whose text is unchanged is not
/// parsed again). The package's `legible.yaml` applies, and is an input, so editing it re-runs
/// the scan. Findings fail the build only when `legible.yaml` says `scan: { failBuild: true }`.
@main
struct LegibleBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SourceModuleTarget else { return [] }
        let files = source.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        // A plugin names an executable target it depends on by the target's name, not the product's.
        let tool = try context.tool(named: "LegibleTool")
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("swift-scan.cache")
        var arguments = ["scan", "--format", "compiler", "--build-plugin", "--cache", cache.path]
        var inputs = files
        let configuration = context.package.directoryURL.appendingPathComponent("legible.yaml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        arguments += files.map(\.path)
        return [
            .buildCommand(
                displayName: "Legible: scanning \(files.count) Swift files of \(target.name)", executable: tool.url, arguments: arguments,
                inputFiles: inputs, outputFiles: [])
        ]
    }
}
