import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct UnitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "units", abstract: "Convert between pt, px at @1x/@2x/@3x, dp, sp and CSS px.")

    func run() throws {
        throw InputError("'units' is not available yet")
    }
}
