import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scale", abstract: "Scale a custom font size the way UIFontMetrics does.")

    func run() throws {
        throw InputError("'scale' is not available yet")
    }
}
