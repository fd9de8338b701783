import Foundation
import PackagePlugin

/// Runs `legible scan --format compiler` on a target's folder at every build, so each finding
/// appears as `file:line:column: warning: … [rule]` where `swift build` prints and Xcode shows
/// diagnostics, on every build until it is fixed. The target's folder is scanned (not its Swift
/// files one by one), so its string catalogs, asset catalogs and interface files are read with
/// the code, as `swift package legible scan --target NAME` reads them: both report the same.
/// The package's `legible.yaml` applies. Findings fail the build only when `legible.yaml` says
/// `scan: { failBuild: true }`.
@main
struct LegibleBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SourceModuleTarget, let folder = Self.folder(of: target) else { return [] }
        let files = source.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        // A plugin names an executable target it depends on by the target's name, not the product's.
        let tool = try context.tool(named: "LegibleTool")
        let work = context.pluginWorkDirectoryURL
        let cache = work.appendingPathComponent("swift-scan.cache")
        // SwiftPM runs a build command only when one of its inputs changed, so a no-change build
        // would print no warnings and Xcode and CI would lose them. The tool rewrites this
        // input at the end of every run (`--rerun-stamp`), so the command is never up to date
        // and runs on every build; the cache keeps that cheap (an unchanged file is not parsed
        // again). A prebuild command would run every time too, but SwiftPM allows only binary
        // tools there, not one built from source. The stamp must exist before the first build.
        let stamp = work.appendingPathComponent("rerun.stamp")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data("legible scan runs on every build\n".utf8).write(to: stamp)
        var arguments = ["scan", "--format", "compiler", "--build-plugin", "--cache", cache.path, "--rerun-stamp", stamp.path]
        var inputs = files + [stamp]
        let configuration = context.package.directoryURL.appendingPathComponent("legible.yaml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        arguments.append(folder.path)
        return [
            .buildCommand(
                displayName: "Legible: scanning \(target.name)", executable: tool.url, arguments: arguments, inputFiles: inputs, outputFiles: [])
        ]
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
}
