import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct TargetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "target", abstract: "Check one touch target's size.")

    func run() throws {
        throw InputError("'target' is not available yet")
    }
}
