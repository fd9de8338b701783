import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct TargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "targets", abstract: "Check every touch target on a screen.")

    func run() throws {
        throw InputError("'targets' is not available yet")
    }
}
