import ArgumentParser
import Legible

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule Legible reports: id, default severity, what it finds, its source.",
        discussion: """
            The ids are the ones findings carry (SARIF ruleId, JUnit suites, --baseline files) \
            and the ones legible.yaml's `rules:` switches off or re-grades. Documentation/Rules.md \
            is the markdown list.

            Examples:
              legible rules
              legible rules --format json
              legible rules --format markdown > Rules.md
            """
    )

    @Option(help: "text, json or markdown (the rules' documentation, as Documentation/Rules.md).")
    var format: RuleListReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        try destination.emit(RuleListReport(), as: format)
    }
}

extension RuleListReport.Format: ExpressibleByArgument {}
