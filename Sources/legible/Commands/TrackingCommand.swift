import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct TrackingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tracking", abstract: "Show Apple's tracking for a font size.")

    func run() throws {
        throw InputError("'tracking' is not available yet")
    }
}
