import ArgumentParser

// Placeholder until its issue lands; see the issue for the contract.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contrast", abstract: "Check the contrast of colour pairs against WCAG 2.x (and APCA).")

    func run() throws {
        throw InputError("'contrast' is not available yet")
    }
}
