import ArgumentParser
import Foundation
import Legible
import LegibleCore
import LegibleSyntax

@main
struct LegibleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Accessibility checks for interface design, before the app runs.",
        discussion: """
            Contrast (WCAG 2.x, APCA), Dynamic Type sizes and tracking, text measured with \
            HarfBuzz at every content size, label overflow across languages, colour-vision \
            deficiency and touch targets.

            On a project: `legible init` writes a starter legible.yaml from what the folder \
            holds, `legible check` checks the colour pairs and palettes it lists, and \
            `legible scan` reads the app's own screens (storyboards, xibs, Android layouts, \
            SwiftUI and UIKit code) and checks every element.

            Exit status: 0 when every check passes, 1 when a check fails, 2 on bad input or usage.
            """,
        version: LegibleVersion.current,
        subcommands: [
            ContrastCommand.self,
            TypeScaleCommand.self,
            TrackingCommand.self,
            ScaleCommand.self,
            UnitsCommand.self,
            MeasureCommand.self,
            AuditCommand.self,
            SimulateCommand.self,
            PaletteCommand.self,
            CheckCommand.self,
            TargetCommand.self,
            TargetsCommand.self,
            RulesCommand.self,
            ScanCommand.self,
            InitCommand.self,
        ]
    )

    /// Runs the tool with Legible's exit statuses: ArgumentParser reports usage errors with
    /// 64 (EX_USAGE), but scripts and CI rely on 2 for every kind of bad input.
    static func main() async {
        let status: Int32
        do {
            try Self.refuseArgumentsThatAreNotUTF8()
            let commands = configuration.subcommands.compactMap { command in command.configuration.commandName }
            if let problem = CommandSuggestion.problem(with: Array(CommandLine.arguments.dropFirst()), commands: commands) {
                StandardError.write(problem)
                Foundation.exit(2)
            }
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            status = 0
        } catch {
            status = report(error)
        }
        Foundation.exit(status)
    }

    /// Swift reads each argument with invalid UTF-8 replaced by U+FFFD, so `measure $'caf\xe9'`
    /// would measure "caf�" (the same bytes in a `--strings` file are refused): the raw bytes
    /// are checked first.
    private static func refuseArgumentsThatAreNotUTF8() throws(InputError) {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else { continue }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
            let text = String(decoding: bytes, as: UTF8.self)
            throw InputError(
                "argument \(index) \(EchoedText.quoted(text)): not valid UTF-8 text (arguments are read as UTF-8; the invalid bytes show as \u{FFFD})")
        }
    }

    /// ArgumentParser's usage errors begin `Error: `; every other error of the tool begins
    /// `legible: `, so scripts and people see one form.
    static func inOurFormat(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "legible: " + message.dropFirst("Error: ".count) : message
    }

    /// Prints what the error says where it belongs and returns the exit status for it.
    private static func report(_ error: Error) -> Int32 {
        switch error {
        case is ChecksFailed:
            return 1  // The report itself, already printed, says what failed.
        case let error as InputError:
            StandardError.write("legible: \(error.message)")
            return 2
        case let error as LocalizedError where error.errorDescription != nil:
            // The library's errors name the input and what was expected.
            StandardError.write("legible: \(error.errorDescription ?? "")")
            return 2
        default:
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(HelpLayout.reordered(message)) }  // --help, --version
                return 0
            }
            if !message.isEmpty { StandardError.write(Self.inOurFormat(message)) }
            return code == .failure && error is ExitCode ? 1 : 2
        }
    }
}
