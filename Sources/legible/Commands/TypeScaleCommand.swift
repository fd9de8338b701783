import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct TypeScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "type-scale", abstract: "Show Dynamic Type or Material type scales.")

    func run() throws {
        throw InputError("'type-scale' is not available yet")
    }
}
