import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "Measure and wrap text with real fonts at any text size.")

    func run() throws {
        throw InputError("'measure' is not available yet")
    }
}
