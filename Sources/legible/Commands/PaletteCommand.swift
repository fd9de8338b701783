import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "palette", abstract: "Check that a palette stays distinguishable under colour-vision deficiency.")

    func run() throws {
        throw InputError("'palette' is not available yet")
    }
}
