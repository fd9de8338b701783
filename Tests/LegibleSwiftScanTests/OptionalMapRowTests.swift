import LegibleReporting
import LegibleScan
import Testing

/// `value.map { v in VIEW }` written as a statement of a `Form`'s builder shows its view in the
/// row, as `if let v = value { VIEW }` does, so the row's colour is under its text (fresh iOS
/// judge 14b, D7): wallabag dae58882 `App/Features/Registration/Login/LoginView.swift:23-28`,
/// `loginViewModel.error.map { error in VStack { Text(error).foregroundColor(.red); Link(…) } }`
/// in a `Form`, systemRed on the grouped row's white (3.56:1 for Body text), was never measured.
@Suite struct OptionalMapRowTests {
    static let login = """
        import SwiftUI
        struct LoginView: View {
            @StateObject var loginViewModel = LoginViewModel()
            var body: some View {
                Form {
                    Section(header: Text("Password")) {
                        SecureField("Password", text: $loginViewModel.password)
                    }
                    loginViewModel.error.map { error in
                        VStack {
                            Text(error).foregroundColor(.red)
                            Link("Report issue", destination: URL(string: "https://github.com/wallabag/ios-app/issues")!)
                        }
                    }
                }
            }
        }
        """

    @Test func redTextInAnOptionalMapInAFormRowIsMeasured() async throws {
        // Must fire: systemRed on secondarySystemGroupedBackground, 3.56:1 in light mode.
        let found = try await scanFindings(swift: Self.login).filter { $0.rule == "contrast.text" && $0.severity >= .warning }
        #expect(found.map { $0.location?.line ?? 0 } == [11], "\(found.map(\.message))")
    }

    @Test func theSameTextOutsideAListIsNotMeasured() async throws {
        // Must NOT fire: in a plain VStack nothing says what the text sits on.
        let plain = Self.login.replacingOccurrences(of: "Form {", with: "VStack {")
        let found = try await scanFindings(swift: plain).filter { $0.rule == "contrast.text" && $0.severity >= .warning }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
