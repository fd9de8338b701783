import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simulate", abstract: "Simulate colour-vision deficiency for colours or a PNG image.")

    func run() throws {
        throw InputError("'simulate' is not available yet")
    }
}
