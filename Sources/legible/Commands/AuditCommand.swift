import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "audit", abstract: "Audit string catalogs for label overflow at every text size and language.")

    func run() throws {
        throw InputError("'audit' is not available yet")
    }
}
